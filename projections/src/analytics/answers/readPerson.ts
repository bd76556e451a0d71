import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';
import { COUNTS, TEN_COUNTS } from './read.ts';

// A door to `analytics_answers` (ADR 0028) for one named person's own answers, in ATTRIBUTED packages only (ADR 0085):
// the caller names the packages whose respondents were told their answers are seen with their name. Nothing here goes
// through the anonymity rule, which is why no confidential package may ever be named.

/** one submission (a person's answers to one assessment in one cycle) counted by value, as the charts count answers */
export const PersonSubmissionRow = z.object({
  assessment_id: z.string(),
  package_id: z.string(),
  cycle_id: z.string(),
  answered_at: z.date(),
  counts: z.array(z.number().int()),
  ten_counts: z.array(z.number().int()),
});
export type PersonSubmissionRow = z.infer<typeof PersonSubmissionRow>;

export type PersonQuery = {
  workspaceId: string;
  participantId: string;
  /** attributed packages only */
  attributedPackageIds: readonly string[];
  /** only these assessments (null: all) */
  assessmentIds: readonly string[] | null;
  /** only answers given while the person was in one of these groups (null: any) */
  groupIds: readonly string[] | null;
  /** answered at or after `from` and before `to` */
  from: Date | null;
  to: Date | null;
};

export const createPersonReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the person's submissions in those packages under the filters, oldest first */
    submissions: async (query: PersonQuery): Promise<readonly PersonSubmissionRow[]> => {
      if (query.attributedPackageIds.length === 0) return [];
      const conditions = [
        sql.fragment`a.workspace_id = ${query.workspaceId}`,
        sql.fragment`a.participant_id = ${query.participantId}`,
        sql.fragment`a.package_id = any(${sql.array(query.attributedPackageIds, 'text')})`,
      ];
      if (query.assessmentIds) conditions.push(sql.fragment`a.assessment_id = any(${sql.array(query.assessmentIds, 'text')})`);
      if (query.groupIds) conditions.push(sql.fragment`a.group_ids && ${sql.array(query.groupIds, 'text')}`);
      if (query.from) conditions.push(sql.fragment`a.answered_at >= ${query.from.toISOString()}::timestamptz`);
      if (query.to) conditions.push(sql.fragment`a.answered_at < ${query.to.toISOString()}::timestamptz`);
      return db.any(sql.type(PersonSubmissionRow)`
        select a.assessment_id, a.package_id, a.cycle_id, min(a.answered_at) as answered_at, ${COUNTS} as counts, ${TEN_COUNTS} as ten_counts
          from analytics_answers.answers a
         where ${sql.join(conditions, sql.fragment` and `)}
         group by 1, 2, 3
         order by 4, 2, 3`);
    },
  };
};

export type PersonReader = ReturnType<typeof createPersonReader>;
