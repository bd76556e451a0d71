import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// A door to `analytics_answers` (ADR 0028) for the raw data export (ADR 0126): the groups and tenure each
// submission was stamped with when it arrived (ADR 0041), so a file's group and hiring columns are those the
// respondent had when they answered, as the charts count them, never today's roster.

export const AtAnswer = z.object({
  participant_id: z.string(),
  cycle_id: z.string(),
  /** the groups the respondent was in when they answered, every group type */
  group_ids: z.array(z.string()),
  /** days from the hiring date to the answer; null without a hiring date, negative when answered before it */
  tenure_days: z.number().int().nullable(),
});
export type AtAnswer = z.infer<typeof AtAnswer>;

export const createAtAnswerReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /**
     * per submission of the assessment in these cycles of the package, the groups and tenure at the answer. A
     * submission with no scored answer (only texts) has no row here: the caller shows its groups as not recorded
     */
    ofSubmissions: (workspaceId: string, packageId: string, assessmentId: string, cycleIds: readonly string[]) =>
      db.any(sql.type(AtAnswer)`
        select participant_id, cycle_id, group_ids, tenure_days from analytics_answers.scores
         where workspace_id = ${workspaceId} and package_id = ${packageId} and assessment_id = ${assessmentId}
           and cycle_id = any(${sql.array([...cycleIds], 'text')})`),
  };
};
