import { SurveyMessages, UNSTORABLE_TEXT_MESSAGE, type Package } from '@canopy/contracts';
import { schemaResolver } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import {
  PackageFormSchema,
  packageFormValues,
  packageInputOf,
  unreviewedLanguages,
  unreviewedTags,
  untranslatedLanguages,
  withEnglish,
} from './packageForm';
import { packageKeys } from './queries';

const validate = schemaResolver(PackageFormSchema, { sync: true });
const values = (changes: Partial<ReturnType<typeof packageFormValues>> = {}) => ({ ...packageFormValues(null), name: 'Pulse', ...changes });

describe('the package form', () => {
  it('refuses a blank or all-space name in the spec words, beside the name field', () => {
    expect(validate(values({ name: '' }))).toEqual({ name: SurveyMessages.packageNameRequired });
    expect(validate(values({ name: '   ' }))).toEqual({ name: SurveyMessages.packageNameRequired });
    expect(validate(values())).toEqual({});
  });

  it('puts an unstorable welcome text beside the field of its language', () => {
    const errors = validate(values({ welcome_screen_title: { en_US: 'Hi', he_IL: 'bad\u0000' } }));
    expect(errors).toEqual({ 'welcome_screen_title.he_IL': UNSTORABLE_TEXT_MESSAGE });
  });

  it('refuses a name longer than the contract allows', () => {
    expect(Object.keys(validate(values({ name: 'x'.repeat(201) })))).toEqual(['name']);
  });

  it('always offers English, first', () => {
    expect(withEnglish(['he_IL', 'es_ES'])).toEqual(['en_US', 'he_IL', 'es_ES']);
    expect(withEnglish(['fr_FR', 'en_US'])).toEqual(['en_US', 'fr_FR']);
  });

  it('sends the workspace, keeps the package schedule flag and its id when editing', () => {
    const pkg = { ...packageFormValues(null), id: 'p1', is_scheduled: true } as unknown as Package;
    expect(packageInputOf(values({ languages_tags: ['he_IL'] }), 'w1', pkg)).toMatchObject({
      id: 'p1',
      workspace_id: 'w1',
      is_scheduled: true,
      name: 'Pulse',
      languages_tags: ['en_US', 'he_IL'],
    });
    expect(packageInputOf(values(), 'w1', null)).toMatchObject({ id: undefined, is_scheduled: false, logo_team: true });
  });
});

describe('languages the package offers that its assessments do not speak', () => {
  const english = { name: { en_US: 'Engagement' }, languages: ['en_US' as const] };
  const hebrew = { name: { en_US: 'Wellbeing' }, languages: ['en_US' as const, 'he_IL' as const] };

  it('warns when none of the assessments is translated into an offered language', () => {
    expect(untranslatedLanguages(['en_US', 'he_IL'], [english])).toEqual([{ language: 'he_IL', assessments: ['Engagement'], all: true }]);
  });

  it('names only the assessments missing the language when some speak it', () => {
    expect(untranslatedLanguages(['en_US', 'he_IL'], [english, hebrew])).toEqual([
      { language: 'he_IL', assessments: ['Engagement'], all: false },
    ]);
  });

  it('says nothing for English, for languages every assessment speaks, or for a package without assessments', () => {
    expect(untranslatedLanguages(['en_US'], [english])).toEqual([]);
    expect(untranslatedLanguages(['en_US', 'he_IL'], [hebrew])).toEqual([]);
    expect(untranslatedLanguages(['en_US', 'he_IL', 'fr_FR'], [])).toEqual([]);
  });
});

describe('languages the package offers in translations nobody fluent has reviewed', () => {
  const library = {
    name: { en_US: 'Engagement' },
    languages: ['en_US' as const, 'es_ES' as const, 'fr_FR' as const, 'he_IL' as const],
    unreviewed_languages: ['fr_FR' as const, 'he_IL' as const],
  };
  const own = { name: { en_US: 'Pulse' }, languages: ['en_US' as const, 'fr_FR' as const], unreviewed_languages: [] };
  const englishOnly = { name: { en_US: 'Wellbeing' }, languages: ['en_US' as const], unreviewed_languages: [] };

  it('names, per offered language, the assessments whose texts in it are not reviewed', () => {
    expect(unreviewedLanguages(['en_US', 'es_ES', 'fr_FR', 'he_IL'], [library, own])).toEqual([
      { language: 'fr_FR', assessments: ['Engagement'] },
      { language: 'he_IL', assessments: ['Engagement'] },
    ]);
  });

  it('says nothing for reviewed languages, languages not offered, or an assessment that does not speak the language', () => {
    expect(unreviewedLanguages(['en_US', 'es_ES'], [library])).toEqual([]);
    expect(unreviewedLanguages(['en_US', 'cn_HMN'], [{ ...englishOnly, unreviewed_languages: ['cn_HMN' as const] }])).toEqual([]);
    expect(unreviewedTags({ languages_tags: ['en_US', 'he_IL'], assessments: [library, own] as never })).toEqual(['he_IL']);
  });
});

describe('package query keys', () => {
  it('nest every package read under one root, so invalidating it reaches links and failures too', () => {
    for (const key of [packageKeys.workspace('w1'), packageKeys.link('p1'), packageKeys.identifyFailures('p1')]) {
      expect(key.slice(0, packageKeys.all.length)).toEqual([...packageKeys.all]);
    }
    expect(packageKeys.link('p1')).not.toEqual(packageKeys.identifyFailures('p1'));
  });
});
