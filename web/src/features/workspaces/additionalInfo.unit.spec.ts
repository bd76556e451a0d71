import { NO_ANSWERS, WORKSPACE_OPTION_TYPES, type AdditionalInfo } from '@canopy/contracts';
import { describe, expect, it } from 'vitest';
import { answersChange, draftOf, questionsFor, summarise } from './additionalInfo';

const contact = {
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@client.example',
  phone_code: '+44',
  phone: '7700900123',
  site_link: '',
};
const info = (overrides: Partial<AdditionalInfo> = {}): AdditionalInfo => ({
  ...NO_ANSWERS,
  main_contact: contact,
  ...overrides,
});

describe('additional info', () => {
  it('asks group type and size of a group, and five questions of an organisation', () => {
    expect(questionsFor(1)).toEqual(['group_type', 'organization_size']);
    expect(questionsFor(2)).toEqual([
      'organization_size',
      'organization_industry',
      'organization_geographic_structure',
      'organization_remote_work',
      'organization_location',
    ]);
    expect(questionsFor(null)).toEqual([]);
  });

  it('saves the chosen branch only, unanswered questions as null, and never the main contact', () => {
    const draft = {
      ...draftOf(info({ formation_type: 1, group_type: 2, organization_size: 3 })),
      formation_type: 2 as const,
      organization_industry: 5,
    };
    expect(answersChange(draft)).toEqual({
      formation_type: 2,
      organization_size: 3,
      organization_industry: 5,
      organization_geographic_structure: null,
      organization_remote_work: null,
      organization_location: null,
    });
    expect(answersChange({ ...draft, formation_type: 1 })).toEqual({ formation_type: 1, group_type: 2, organization_size: 3 });
  });

  it('summarises the questions of the branch with their answers by title', () => {
    const items = summarise(
      info({ formation_type: 1, group_type: 2, organization_size: 1, organization_industry: 4 }),
      WORKSPACE_OPTION_TYPES,
    );
    expect(items.map(({ label, value }) => [label, value])).toEqual([
      ['Workspace for', 'A group of people'],
      ['Group type', WORKSPACE_OPTION_TYPES.group_type[1]!.title],
      ['Size', WORKSPACE_OPTION_TYPES.organization_size[0]!.title],
    ]);
    expect(summarise(info({ formation_type: 2, organization_industry: 4 }), WORKSPACE_OPTION_TYPES).map(({ value }) => value)).toEqual([
      'An organisation',
      null,
      WORKSPACE_OPTION_TYPES.organization_industry[3]!.title,
      null,
      null,
      null,
    ]);
  });

  it('has nothing to summarise before the formation type is answered', () => {
    expect(summarise(info({ group_type: 1 }), WORKSPACE_OPTION_TYPES)).toEqual([]);
  });
});
