import type { RecordedEvent } from '@canopy/contracts';
import { PackageLinkGenerated } from '@canopy/contracts/survey/linkEvents';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';

const DAY_MS = 86_400_000;

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

const submitted = async (client: pg.PoolClient, event: RecordedEvent) => {
  const data = dataOf(AssessmentResponseSubmitted, event);
  await client.query(
    `insert into responses (package_id, cycle_id, participant_id, assessment_id, workspace_id, submitted_at)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [data.package_id, data.cycle_id, data.participant_id, data.assessment_id, data.workspace_id, data.submitted_at],
  );
  // a cycle whose link event this read model has not seen (never, in log order) still gets a date: its first answer
  await client.query(
    'insert into cycles (cycle_id, package_id, workspace_id, cycle_date) values ($1, $2, $3, $4) on conflict (cycle_id) do nothing',
    [data.cycle_id, data.package_id, data.workspace_id, data.submitted_at],
  );
  const scored = data.answers.flatMap((answer) => {
    const score = scoreOf(answer.answer_type, answer.value, answer.passed);
    return score ? [{ question_id: answer.question_id, ...score }] : [];
  });
  if (scored.length === 0) return;
  // the respondent's groups and tenure as they are now, when the answer is given (ADR 0041)
  const person = await client.query<{ hiring_date: Date | null; group_ids: string[] }>(
    `select p.hiring_date, coalesce((select array_agg(m.group_id order by m.group_id) from memberships m where m.participant_id = $1), '{}') as group_ids
       from (select $1::text as participant_id) x left join people p on p.participant_id = x.participant_id`,
    [data.participant_id],
  );
  const hiring = person.rows[0]?.hiring_date ?? null;
  const groupIds = person.rows[0]?.group_ids ?? [];
  const tenureDays = hiring ? Math.floor((Date.parse(data.submitted_at) - hiring.getTime()) / DAY_MS) : null;
  await client.query(
    `insert into answers (workspace_id, package_id, cycle_id, assessment_id, question_id, participant_id, scale, value, answered_at, tenure_days, group_ids)
     select $1, $2, $3, $4, x.question_id, $5, x.scale, x.value, $6, $7, $8
       from unnest($9::text[], $10::smallint[], $11::smallint[]) as x(question_id, scale, value)
     on conflict do nothing`,
    [
      data.workspace_id,
      data.package_id,
      data.cycle_id,
      data.assessment_id,
      data.participant_id,
      data.submitted_at,
      tenureDays,
      groupIds,
      scored.map((answer) => answer.question_id),
      scored.map((answer) => answer.scale),
      scored.map((answer) => answer.value),
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
  [AssessmentResponseSubmitted.type]: submitted,
  [PackageLinkGenerated.type]: linkGenerated,
};
