import type { RecordedEvent } from '@canopy/contracts';
import { PackageLinkGenerated } from '@canopy/contracts/survey/linkEvents';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { rollupsAfter, SCORES_COLUMNS } from './rollups.ts';

/**
 * The score an answer counts for: higher is better on every question, so a reversed five-point question (worded
 * so that agreeing is bad) counts 6 - value; Pass is 0 on every scale and never enters an average. Text,
 * collaboration and linked-survey answers have no score and are not kept.
 */
export const scoreOf = (answerType: string, value: number | null, passed: boolean): { scale: 5 | 10; value: number } | null => {
  if (answerType !== 'one_to_five' && answerType !== 'one_to_five_reversed' && answerType !== 'one_to_ten') return null;
  const scale = answerType === 'one_to_ten' ? 10 : 5;
  if (passed || value === 0) return { scale, value: 0 };
  if (value === null || !Number.isInteger(value) || value < 1 || value > scale) return null;
  return { scale, value: answerType === 'one_to_five_reversed' ? 6 - value : value };
};

/**
 * A run of submissions in log order, written with one statement per table: the respondents' groups and tenure
 * are read once per run from this read model's own roster copy (ADR 0041), so replay moves whole pages at a time.
 */
export const submittedRun = async (client: pg.PoolClient, events: readonly RecordedEvent[]) => {
  const all = events.map((event) => dataOf(AssessmentResponseSubmitted, event));
  const erased = await client.query<{ participant_id: string }>('select participant_id from erased where participant_id = any($1)', [
    all.map((data) => data.participant_id),
  ]);
  const gone = new Set(erased.rows.map((row) => row.participant_id));
  const submissions = all.filter((data) => !gone.has(data.participant_id));
  if (submissions.length === 0) return;
  const column = <T>(pick: (data: (typeof submissions)[number]) => T) => submissions.map(pick);
  await client.query(
    `insert into responses (package_id, cycle_id, participant_id, assessment_id, workspace_id, submitted_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) on conflict do nothing`,
    [
      column((data) => data.package_id),
      column((data) => data.cycle_id),
      column((data) => data.participant_id),
      column((data) => data.assessment_id),
      column((data) => data.workspace_id),
      column((data) => data.submitted_at),
    ],
  );
  // a cycle whose link event this read model has not seen still gets a date: its first answer
  await client.query(
    `insert into cycles (cycle_id, package_id, workspace_id, cycle_date)
     select cycle_id, min(package_id), min(workspace_id), min(at) from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as x(cycle_id, package_id, workspace_id, at)
      group by cycle_id on conflict (cycle_id) do nothing`,
    [
      column((data) => data.cycle_id),
      column((data) => data.package_id),
      column((data) => data.workspace_id),
      column((data) => data.submitted_at),
    ],
  );
  const rows = submissions.flatMap((data) =>
    data.answers.flatMap((answer) => {
      const score = scoreOf(answer.answer_type, answer.value, answer.passed);
      return score ? [{ data, question_id: answer.question_id, ...score }] : [];
    }),
  );
  if (rows.length === 0) return;
  const of = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  await client.query(
    `with x as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[], $8::smallint[], $9::timestamptz[])
         as x(workspace_id, package_id, cycle_id, assessment_id, question_id, participant_id, scale, value, answered_at)
     ), who as (
       select r.participant_id, p.hiring_date,
              coalesce((select array_agg(m.group_id order by m.group_id) from memberships m where m.participant_id = r.participant_id), '{}') as group_ids
         from (select distinct participant_id from x) r left join people p on p.participant_id = r.participant_id
     )
     insert into answers (workspace_id, package_id, cycle_id, assessment_id, question_id, participant_id, scale, value, answered_at, tenure_days, group_ids)
     select x.workspace_id, x.package_id, x.cycle_id, x.assessment_id, x.question_id, x.participant_id, x.scale, x.value, x.answered_at,
            floor(extract(epoch from x.answered_at - who.hiring_date) / 86400)::int, who.group_ids
       from x join who on who.participant_id = x.participant_id
     on conflict do nothing`,
    [
      of((row) => row.data.workspace_id),
      of((row) => row.data.package_id),
      of((row) => row.data.cycle_id),
      of((row) => row.data.assessment_id),
      of((row) => row.question_id),
      of((row) => row.data.participant_id),
      of((row) => row.scale),
      of((row) => row.value),
      of((row) => row.data.submitted_at),
    ],
  );
  // the same submissions counted by value, stamped with the same groups and tenure, and added to the rollups
  await client.query(
    `with changed as (
     insert into scores (workspace_id, package_id, cycle_id, assessment_id, participant_id, answered_at, tenure_days, group_ids, counts, passes)
     select a.workspace_id, a.package_id, a.cycle_id, a.assessment_id, a.participant_id, min(a.answered_at), min(a.tenure_days), min(a.group_ids),
            array[${Array.from({ length: 10 }, (_, index) => `count(*) filter (where a.value = ${index + 1})::int`).join(', ')}],
            count(*) filter (where a.value = 0)::int
       from answers a
       join unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(package_id, cycle_id, participant_id, assessment_id)
         on a.package_id = x.package_id and a.cycle_id = x.cycle_id and a.participant_id = x.participant_id and a.assessment_id = x.assessment_id
      group by a.workspace_id, a.package_id, a.cycle_id, a.assessment_id, a.participant_id
     on conflict do nothing returning ${SCORES_COLUMNS}
     )${rollupsAfter(1)}`,
    [
      column((data) => data.package_id),
      column((data) => data.cycle_id),
      column((data) => data.participant_id),
      column((data) => data.assessment_id),
    ],
  );
};

const linkGenerated = async (client: pg.PoolClient, event: RecordedEvent) => {
  const data = dataOf(PackageLinkGenerated, event);
  await client.query(
    `insert into cycles (cycle_id, package_id, workspace_id, cycle_date) values ($1, $2, $3, $4)
     on conflict (cycle_id) do update set cycle_date = least(cycles.cycle_date, excluded.cycle_date)`,
    [data.cycle_id, data.package_id, data.workspace_id, data.created_at],
  );
};

export const answerEventTypes = [AssessmentResponseSubmitted.type, PackageLinkGenerated.type] as const;
export const answerHandlers: Record<string, (client: pg.PoolClient, event: RecordedEvent) => Promise<void>> = {
  [PackageLinkGenerated.type]: linkGenerated,
};
