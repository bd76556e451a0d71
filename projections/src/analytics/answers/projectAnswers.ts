import type { RecordedEvent } from '@canopy/contracts';
import { PackageLinkGenerated } from '@canopy/contracts/survey/linkEvents';
import { AssessmentResponseSubmitted } from '@canopy/contracts/survey/responseEvents';
import type pg from 'pg';
import { isScored, PASS, SCALE_MAX, scoreOfPosition } from '@canopy/contracts/survey/scoring';
import { upcastData } from '@canopy/contracts/platform/eventContract';
import { dataOf } from '../../eventData.ts';
import { CELL_SOURCE_COLUMNS, cellsAfter } from './cells.ts';

/**
 * The score an answer counts for (contracts/src/survey/scoring.ts: the stored value is the position chosen,
 * a reversed five-point question scores 6 - position); Pass is 0 on every scale and never enters an average.
 * Text, collaboration and linked-survey answers have no score and are not kept.
 */
export const scoreOf = (answerType: string, value: number | null, passed: boolean): { scale: 5 | 10; value: number } | null => {
  if (!isScored(answerType)) return null;
  const scale = SCALE_MAX[answerType];
  const score = scoreOfPosition(answerType, passed ? PASS : value);
  return score === null ? null : { scale, value: score };
};

/** the key a submission is kept once by (a second one for the same person, assessment and cycle changes nothing) */
const keyOf = (data: { package_id: string; cycle_id: string; participant_id: string; assessment_id: string }) =>
  `${data.package_id}\u0000${data.cycle_id}\u0000${data.participant_id}\u0000${data.assessment_id}`;

/**
 * A run of submissions in log order, written in one statement: the submissions not seen before (the `responses`
 * insert says which) bring their answers, their scores counted by value here, and what those add to the cells, the
 * per-cell rollups every figure sums (cells.ts, ADR 0129); the respondents' groups and tenure are read once per run
 * from this read model's own roster copy (ADR 0041). One round trip per page of the log, and no table is read back to build another (ADR 0049).
 * A rebuild's replay (`replaying`) writes no cells: they are counted once over all its answers after it (ADR 0157).
 */
export const submittedRun = async (client: pg.PoolClient, events: readonly RecordedEvent[], replaying = false) => {
  const seen = new Set<string>();
  const submissions = events
    // read as stored (the projection opens no submission), so older versions are upcast here
    .map((event) => upcastData(AssessmentResponseSubmitted, event.schemaVersion, event.data))
    .filter((data) => !seen.has(keyOf(data)) && seen.add(keyOf(data)));
  if (submissions.length === 0) return;
  const answers: { submission: number; question_id: string; scale: number; value: number }[] = [];
  const counts: string[] = [];
  const passes: number[] = [];
  const scored: boolean[] = [];
  submissions.forEach((data, submission) => {
    const byValue = Array.from({ length: 10 }, () => 0);
    const questions = new Set<string>();
    let passed = 0;
    for (const answer of data.answers) {
      const score = scoreOf(answer.answer_type, answer.value, answer.passed);
      if (!score || questions.has(answer.question_id)) continue;
      questions.add(answer.question_id);
      answers.push({ submission, question_id: answer.question_id, ...score });
      if (score.value === 0) passed++;
      else byValue[score.value - 1]!++;
    }
    counts.push(`{${byValue.join(',')}}`);
    passes.push(passed);
    scored.push(questions.size > 0);
  });
  const column = <T>(pick: (data: (typeof submissions)[number]) => T) => submissions.map(pick);
  await client.query(
    `with s as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[], $8::int[], $9::boolean[])
                with ordinality as s(package_id, cycle_id, participant_id, assessment_id, workspace_id, submitted_at, counts, passes, scored, n)
        -- people erased: a submission projected after their erasure (accepted a moment before it) is left out
        where not exists (select from erased e where e.participant_id = s.participant_id)
     ), dated as (
       -- a cycle whose link event this read model has not seen still gets a date: its first answer
       insert into cycles (cycle_id, package_id, workspace_id, cycle_date)
       select cycle_id, min(package_id), min(workspace_id), min(submitted_at) from s group by cycle_id on conflict (cycle_id) do nothing
     ), fresh as (
       insert into responses (package_id, cycle_id, participant_id, assessment_id, workspace_id, submitted_at)
       select package_id, cycle_id, participant_id, assessment_id, workspace_id, submitted_at from s on conflict do nothing
       returning package_id, cycle_id, participant_id, assessment_id
     ), kept as (
       select s.*, floor(extract(epoch from s.submitted_at - p.hiring_date) / 86400)::int as tenure_days,
              coalesce((select array_agg(m.group_id order by m.group_id) from memberships m where m.participant_id = s.participant_id), '{}') as group_ids
         from s join fresh using (package_id, cycle_id, participant_id, assessment_id)
         left join people p on p.participant_id = s.participant_id
     ), answered as (
       insert into answers (workspace_id, package_id, cycle_id, assessment_id, question_id, participant_id, scale, value, answered_at, tenure_days, group_ids)
       select k.workspace_id, k.package_id, k.cycle_id, k.assessment_id, x.question_id, k.participant_id, x.scale, x.value, k.submitted_at, k.tenure_days, k.group_ids
         from unnest($10::int[], $11::text[], $12::smallint[], $13::smallint[]) as x(n, question_id, scale, value) join kept k on k.n = x.n
       returning ${CELL_SOURCE_COLUMNS}
     )${replaying ? '' : cellsAfter('answered', 1)}
     -- the same submissions counted by value, stamped with the same groups and tenure
     insert into scores (workspace_id, package_id, cycle_id, assessment_id, participant_id, answered_at, tenure_days, group_ids, counts, passes)
     select workspace_id, package_id, cycle_id, assessment_id, participant_id, submitted_at, tenure_days, group_ids, counts::int[], passes
       from kept where scored
     on conflict do nothing`,
    [
      column((data) => data.package_id),
      column((data) => data.cycle_id),
      column((data) => data.participant_id),
      column((data) => data.assessment_id),
      column((data) => data.workspace_id),
      column((data) => data.submitted_at),
      counts,
      passes,
      scored,
      answers.map((answer) => answer.submission + 1),
      answers.map((answer) => answer.question_id),
      answers.map((answer) => answer.scale),
      answers.map((answer) => answer.value),
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
