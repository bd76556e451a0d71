import { UnmaskedDataExported } from '@canopy/contracts/analytics/exports';
import { ParticipantsAdded, ParticipantsDeleted, ParticipantsUpdated } from '@canopy/contracts/participants/events';
import { AnonymousTextAnswered, AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { exportsProjection } from '@canopy/projections/analytics/exports/project';
import { describe, expect, it } from 'vitest';
import { given, withReadModel } from '../support/readModel.ts';

// The `analytics_exports` read model on a migrated schema, without the product: given events, then rows.

const at = '2026-11-20T10:00:00.000Z';
const submitted = (participant: string, cycle = 'c1', texts: Record<string, string> | null = { q2: `said by ${participant}` }) =>
  given(AssessmentResponseSubmitted, {
    package_id: 'p1',
    workspace_id: 'w1',
    team_id: 't1',
    cycle_id: cycle,
    link_id: 'l1',
    participant_id: participant,
    assessment_id: 'a1',
    assessment_version: 2,
    answers: [
      { question_id: 'q1', answer_type: 'one_to_five_reversed', value: 2, passed: false },
      { question_id: 'q2', answer_type: 'text', value: null, passed: false },
    ],
    collaboration: [],
    texts,
    identified_by: 'credential',
    submitted_at: at,
  });

/** a roster record with its organisational fields (the rest empty) */
const record = (participant: string, job: string, department: string) => ({
  participant_id: participant,
  first_name: participant,
  last_name: 'Doe',
  email: `${participant}@example.com`,
  phone_code: '+1',
  phone: '',
  payroll_id: '',
  hiring_date: '2020-01-01T00:00:00Z',
  birth_date: '0001-01-01T00:00:00Z',
  ethnicity: '',
  gender: '',
  work_location_name: '',
  work_location_city: ' Leeds ',
  work_location_state: '',
  work_location_country: '',
  pay_group: '',
  job,
  department,
  segment: '',
  home_base: '',
});

describe('analytics_exports', () => {
  const model = withReadModel(exportsProjection);
  const submissions = () =>
    model.rows<{ participant_id: string; cycle_id: string; answers: unknown[]; texts: Record<string, string> }>(
      'select participant_id, cycle_id, answers, texts from submissions order by participant_id, cycle_id',
    );

  it('keeps each submission once as given, texts opened; an erased person leaves, and stays out when a late one arrives', async () => {
    await model.given(submitted('ann'), submitted('bob'), submitted('ann', 'c2', null));
    await model.again();
    const rows = await submissions();
    expect(rows.map((row) => [row.participant_id, row.cycle_id])).toEqual([
      ['ann', 'c1'],
      ['ann', 'c2'],
      ['bob', 'c1'],
    ]);
    // the position chosen, not a score; an erased text (null) keeps nothing
    expect(rows[0]!.answers[0]).toEqual({ question_id: 'q1', answer_type: 'one_to_five_reversed', value: 2, passed: false });
    expect(rows.map((row) => row.texts)).toEqual([{ q2: 'said by ann' }, {}, { q2: 'said by bob' }]);

    await model.given(
      given(ParticipantsDeleted, { workspace_id: 'w1', participant_ids: ['ann'], deleted_by: 'ada', deleted_at: at }),
      submitted('ann', 'c3'),
    );
    expect((await submissions()).map((row) => row.participant_id)).toEqual(['bob']);
  });

  it("stamps each submission with the respondent's organisational fields at the answer; later roster changes leave it", async () => {
    const added = given(ParticipantsAdded, {
      workspace_id: 'w1',
      add_source: 'manual',
      participants: [{ ...record('ann', 'Nurse', 'Care'), external_id: null, is_active: true }],
      added_at: at,
    });
    const moved = given(ParticipantsUpdated, { workspace_id: 'w1', participants: [record('ann', 'Manager', 'Board')], updated_at: at });
    await model.given(added, submitted('ann'), submitted('bob'), moved, submitted('ann', 'c2'));
    await model.again();
    const fields = await model.rows<{ participant_id: string; cycle_id: string; fields: Record<string, string> }>(
      'select participant_id, cycle_id, fields from submissions order by participant_id, cycle_id',
    );
    const blank = { segment: '', home_base: '', work_location_name: '', work_location_state: '', work_location_country: '', pay_group: '' };
    expect(fields).toEqual([
      { participant_id: 'ann', cycle_id: 'c1', fields: { ...blank, job: 'Nurse', department: 'Care', work_location_city: 'Leeds' } },
      { participant_id: 'ann', cycle_id: 'c2', fields: { ...blank, job: 'Manager', department: 'Board', work_location_city: 'Leeds' } },
      // nobody the roster knows: no field
      { participant_id: 'bob', cycle_id: 'c1', fields: {} },
    ]);
    // no name, e-mail or other personal datum is kept with the fields
    expect(JSON.stringify(await model.rows('select * from people'))).not.toMatch(/Doe|example\.com/);
  });

  it('keeps anonymous texts without a participant, and every unmasked export once', async () => {
    const text = given(AnonymousTextAnswered, {
      package_id: 'p1',
      workspace_id: 'w1',
      team_id: 't1',
      cycle_id: 'c1',
      assessment_id: 'a1',
      assessment_version: 2,
      question_id: 'q3',
      text: 'the canteen is cold',
      answered_on: '2026-11-20',
      // a version 1 event (on its own stream, before ADR 0148) as the log upcasts it: keyed by its event id
      text_id: null,
    });
    const unmasked = given(UnmaskedDataExported, {
      export_id: 'e1',
      workspace_id: 'w1',
      team_id: 't1',
      consultant_id: 'ada',
      package_id: 'p1',
      package_name: 'Pulse',
      assessment_id: 'a1',
      assessment_name: 'Engagement',
      cycles: [{ link: 'l1', cycle_id: 'c1', from: at, to: null }],
      include_named_texts: true,
      exported_at: at,
    });
    await model.given(text, unmasked);
    await model.again();
    expect(await model.rows('select * from anonymous_texts')).toEqual([
      expect.objectContaining({ workspace_id: 'w1', cycle_id: 'c1', question_id: 'q3', text: 'the canteen is cold' }),
    ]);
    expect(Object.keys((await model.rows('select * from anonymous_texts'))[0]!)).not.toContain('participant_id');
    expect(await model.rows('select export_id, consultant_id, cycles from unmaskings')).toEqual([
      { export_id: 'e1', consultant_id: 'ada', cycles: [{ link: 'l1', cycle_id: 'c1', from: at, to: null }] },
    ]);
  });
});
