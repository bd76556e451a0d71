import { ParticipantsDeleted, ParticipantsJoinedGroup } from '@canopy/contracts/participants/events';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import { answersProjection } from '@canopy/projections/analytics/answers/project';
import { describe, expect, it } from 'vitest';
import { given, withReadModel } from '../support/readModel.ts';

// The cells of the filter lattice that `analytics_answers` keeps (ADR 0086), on a migrated schema without the product:
// given events, then rows. Questions q1 (five-point) and q2 (ten-point); ann and bob in group g1, cyd in none; nobody
// has a hiring date (bucket -1).

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const submitted = (participant: string, cycle: string, q1: number, q2: number | null, day = 20) =>
  given(AssessmentResponseSubmitted, {
    package_id: 'p1',
    workspace_id: 'w1',
    team_id: 't1',
    cycle_id: cycle,
    link_id: `l-${cycle}`,
    participant_id: participant,
    assessment_id: 'a1',
    assessment_version: 1,
    answers: [
      { question_id: 'q1', answer_type: 'one_to_five', value: q1, passed: q1 === 0 },
      ...(q2 === null ? [] : [{ question_id: 'q2', answer_type: 'one_to_ten' as const, value: q2, passed: q2 === 0 }]),
    ],
    collaboration: [],
    texts: {},
    identified_by: 'credential',
    submitted_at: at(day),
  });

type Cell = { question_id: string; cycle_id: string; group_ids: string[]; bucket: number; scale: number; answered: number; passes: number };

describe('analytics_answers: the cells of the filter lattice', () => {
  // the second test goes on from the first one's answers (every batch of both is one a redelivery leaves as it is)
  const model = withReadModel(answersProjection, { per: 'file' });
  const cells = async () =>
    (
      await model.rows<Cell & Record<string, number>>(
        "select * from cells order by question_id, cycle_id, array_to_string(group_ids, ','), bucket, scale",
      )
    ).map(({ question_id, cycle_id, group_ids, bucket, scale, answered, passes, ...rest }) => ({
      key: `${question_id} ${cycle_id} {${group_ids.join(',')}} ${bucket} /${scale}`,
      answered,
      passes,
      counts: Array.from({ length: 10 }, (_, index) => rest[`c${index + 1}`]),
    }));
  const people = () =>
    model.rows<{ participant_id: string; question_id: string; row_cycles: string[]; answered_cycles: string[] }>(
      'select participant_id, question_id, row_cycles, answered_cycles from cell_people order by participant_id, question_id',
    );
  const submissions = () =>
    model.rows<{ cycle_id: string; group_ids: string[]; question_ids: string[]; submissions: number }>(
      "select cycle_id, group_ids, question_ids, submissions from cell_submissions order by cycle_id, array_to_string(group_ids, ','), array_to_string(question_ids, ',')",
    );

  it('count each answer once in its cell, its respondent and its submission, redelivered or not', async () => {
    await model.given(
      given(ParticipantsJoinedGroup, { workspace_id: 'w1', group_id: 'g1', participant_ids: ['ann', 'bob'], joined_at: at(1) }),
    );
    // ann twice in c1 (the second is the same submission again and changes nothing), bob passes q1, cyd skips q2
    await model.given(
      submitted('ann', 'c1', 4, 9),
      submitted('ann', 'c1', 1, 1),
      submitted('bob', 'c1', 0, 7),
      submitted('cyd', 'c1', 5, null),
    );
    await model.again();
    await model.given(submitted('ann', 'c2', 2, 10, 21));
    await model.again();
    const five = (value: number) => Array.from({ length: 10 }, (_, index) => (index + 1 === value ? 1 : 0));
    expect(await cells()).toEqual([
      { key: 'q1 c1 {} -1 /5', answered: 1, passes: 0, counts: five(5) },
      { key: 'q1 c1 {g1} -1 /5', answered: 1, passes: 1, counts: five(4) },
      { key: 'q1 c2 {g1} -1 /5', answered: 1, passes: 0, counts: five(2) },
      {
        key: 'q2 c1 {g1} -1 /10',
        answered: 2,
        passes: 0,
        counts: [0, 0, 0, 0, 0, 0, 1, 0, 1, 0],
      },
      { key: 'q2 c2 {g1} -1 /10', answered: 1, passes: 0, counts: five(10) },
    ]);
    expect(await people()).toEqual([
      { participant_id: 'ann', question_id: 'q1', row_cycles: ['c1', 'c2'], answered_cycles: ['c1', 'c2'] },
      { participant_id: 'ann', question_id: 'q2', row_cycles: ['c1', 'c2'], answered_cycles: ['c1', 'c2'] },
      { participant_id: 'bob', question_id: 'q1', row_cycles: ['c1'], answered_cycles: [] },
      { participant_id: 'bob', question_id: 'q2', row_cycles: ['c1'], answered_cycles: ['c1'] },
      { participant_id: 'cyd', question_id: 'q1', row_cycles: ['c1'], answered_cycles: ['c1'] },
    ]);
    expect(await submissions()).toEqual([
      { cycle_id: 'c1', group_ids: [], question_ids: ['q1'], submissions: 1 },
      { cycle_id: 'c1', group_ids: ['g1'], question_ids: ['q1', 'q2'], submissions: 2 },
      { cycle_id: 'c2', group_ids: ['g1'], question_ids: ['q1', 'q2'], submissions: 1 },
    ]);
  });

  it('take an erased person out of every cell, and keep them out when a late submission arrives', async () => {
    await model.given(
      given(ParticipantsDeleted, { workspace_id: 'w1', participant_ids: ['ann'], deleted_by: 'ada', deleted_at: at(22) }),
      submitted('ann', 'c3', 3, 3, 22),
    );
    const left = await cells();
    expect(left.find((cell) => cell.key === 'q2 c1 {g1} -1 /10')).toMatchObject({ answered: 1, counts: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0] });
    expect(left.find((cell) => cell.key === 'q1 c2 {g1} -1 /5')).toMatchObject({ answered: 0, passes: 0 });
    expect(left.some((cell) => cell.key.includes(' c3 '))).toBe(false);
    expect((await people()).map((row) => row.participant_id)).not.toContain('ann');
    expect(await submissions()).toEqual([
      { cycle_id: 'c1', group_ids: [], question_ids: ['q1'], submissions: 1 },
      { cycle_id: 'c1', group_ids: ['g1'], question_ids: ['q1', 'q2'], submissions: 1 },
      { cycle_id: 'c2', group_ids: ['g1'], question_ids: ['q1', 'q2'], submissions: 0 },
    ]);
  });
});
