import { AiQuestionResult } from '@canopy/contracts/analytics/aiEvents';
import { LanguageTag } from '@canopy/contracts/survey/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `analytics_ai` (ADR 0028): the comments a run analyses, the runs and their results.

export const AiCommentRow = z.object({
  assessment_id: z.string(),
  question_id: z.string(),
  participant_id: z.string().nullable(),
  language: LanguageTag.nullable(),
  text: z.string(),
  day: z.string(),
});
export type AiCommentRow = z.infer<typeof AiCommentRow>;

export const AiRunRow = z.object({
  run_id: z.string(),
  workspace_id: z.string(),
  team_id: z.string(),
  package_id: z.string(),
  cycle_id: z.string(),
  link_id: z.string(),
  is_forever: z.boolean(),
  period_start: z.date(),
  period_end: z.date().nullable(),
  trigger: z.enum(['manual', 'monthly', 'quarterly']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  analyser: z.string().nullable(),
  requested_at: z.date(),
  updated_at: z.date(),
});
export type AiRunRow = z.infer<typeof AiRunRow>;

const RUN_COLUMNS = sql.fragment`run_id, workspace_id, team_id, package_id, cycle_id, link_id, is_forever, period_start, period_end, trigger, status,
  reason, attempts, analyser, requested_at, updated_at`;

export const createAiAnalysesReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** a cycle's comments given on days from `fromDay` up to but not including `toDay` ('YYYY-MM-DD') */
    comments: (packageId: string, cycleId: string, fromDay: string, toDay: string) =>
      db.any(sql.type(AiCommentRow)`
        select assessment_id, question_id, participant_id, language, text, to_char(day, 'YYYY-MM-DD') as day
          from analytics_ai.comments
         where package_id = ${packageId} and cycle_id = ${cycleId} and day >= ${fromDay}::date and day < ${toDay}::date`),
    /** the cycles of the workspace's packages that hold comments, with how many */
    commentedCycles: (workspaceId: string) =>
      db.any(sql.type(z.object({ package_id: z.string(), cycle_id: z.string(), comments: z.number().int() }))`
        select package_id, cycle_id, count(*)::int as comments from analytics_ai.comments where workspace_id = ${workspaceId}
         group by package_id, cycle_id`),
    runs: (workspaceId: string) =>
      db.any(
        sql.type(
          AiRunRow,
        )`select ${RUN_COLUMNS} from analytics_ai.runs where workspace_id = ${workspaceId} order by requested_at desc, run_id`,
      ),
    run: (runId: string) => db.maybeOne(sql.type(AiRunRow)`select ${RUN_COLUMNS} from analytics_ai.runs where run_id = ${runId}`),
    /** a run of this cycle still queued or running, if any */
    activeRun: (packageId: string, cycleId: string) =>
      db.maybeOne(sql.type(AiRunRow)`
        select ${RUN_COLUMNS} from analytics_ai.runs
         where package_id = ${packageId} and cycle_id = ${cycleId} and status in ('queued', 'running') order by requested_at desc limit 1`),
    /** the results of a run (one assessment's, when named) */
    results: async (runId: string, assessmentId?: string) => {
      const rows = await db.any(sql.type(z.object({ result: z.unknown() }))`
        select result from analytics_ai.results
         where run_id = ${runId} and (${assessmentId ?? null}::text is null or assessment_id = ${assessmentId ?? null})
         order by assessment_id, question_id, group_id, language`);
      return rows.map((row) => AiQuestionResult.parse(row.result));
    },
    /** which assessments and groups each finished run of the workspace holds results for */
    resultKeys: (workspaceId: string) =>
      db.any(sql.type(z.object({ run_id: z.string(), assessment_id: z.string(), group_id: z.string() }))`
        select distinct r.run_id, r.assessment_id, r.group_id from analytics_ai.results r join analytics_ai.runs u using (run_id)
         where u.workspace_id = ${workspaceId} and u.status = 'done'`),
  };
};

export type AiAnalysesReader = ReturnType<typeof createAiAnalysesReader>;
