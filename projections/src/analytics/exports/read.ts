import { RecordedAnswer } from '@canopy/contracts/survey/responseEvents';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `analytics_exports` (ADR 0028, ADR 0068).

export const SubmissionKey = z.object({
  participant_id: z.string(),
  cycle_id: z.string(),
  submitted_at: z.date(),
  /** the respondent's organisational fields when they answered (job, department...; ADR 0126) */
  fields: z.record(z.string(), z.string()),
});
export type SubmissionKey = z.infer<typeof SubmissionKey>;
/**
 * An answer as the table holds it: written from a checked event (RecordedAnswer), so it is read with the plain shape
 * (checking every text of 100,000 x 20 answers again for storable characters doubled the time spent checking rows)
 */
const StoredAnswer = z.object({
  question_id: z.string(),
  answer_type: RecordedAnswer.shape.answer_type,
  value: z.number().int().nullable(),
  passed: z.boolean(),
});
export const SubmissionRow = z.object({
  participant_id: z.string(),
  cycle_id: z.string(),
  submitted_at: z.date(),
  answers: z.array(StoredAnswer),
  texts: z.record(z.string(), z.string()),
});
export type SubmissionRow = z.infer<typeof SubmissionRow>;
const UnmaskingRow = z.object({
  export_id: z.string(),
  consultant_id: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  assessment_id: z.string(),
  assessment_name: z.string(),
  cycles: z.array(z.object({ link: z.string(), cycle_id: z.string(), from: z.string(), to: z.string().nullable() })),
  exported_at: z.date(),
});

const texts = (values: readonly string[]) => sql.array([...values], 'text');

export const createExportsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** the packages of the workspace with at least one submission */
    answeredPackageIds: async (workspaceId: string): Promise<Set<string>> =>
      new Set(
        await db.anyFirst(sql.type(z.object({ package_id: z.string() }))`
          select distinct package_id from analytics_exports.submissions where workspace_id = ${workspaceId}`),
      ),
    /** the assessments of the package with at least one submission */
    answeredAssessmentIds: async (workspaceId: string, packageId: string): Promise<Set<string>> =>
      new Set(
        await db.anyFirst(sql.type(z.object({ assessment_id: z.string() }))`
          select distinct assessment_id from analytics_exports.submissions where workspace_id = ${workspaceId} and package_id = ${packageId}`),
      ),
    /** the cycles of the package answered (of one assessment, or of any when null) */
    answeredCycleIds: async (workspaceId: string, packageId: string, assessmentId: string | null): Promise<Set<string>> =>
      new Set(
        await db.anyFirst(sql.type(z.object({ cycle_id: z.string() }))`
          select distinct cycle_id from analytics_exports.submissions
           where workspace_id = ${workspaceId} and package_id = ${packageId} and (${assessmentId}::text is null or assessment_id = ${assessmentId})`),
      ),
    /** per answered cycle of the package, how many people answered (one assessment, or any when null) */
    async cycleRespondents(workspaceId: string, packageId: string, assessmentId: string | null): Promise<Map<string, number>> {
      const rows = await db.any(sql.type(z.object({ cycle_id: z.string(), respondents: z.number().int() }))`
        select cycle_id, count(distinct participant_id)::int as respondents from analytics_exports.submissions
         where workspace_id = ${workspaceId} and package_id = ${packageId} and (${assessmentId}::text is null or assessment_id = ${assessmentId})
         group by cycle_id`);
      return new Map(rows.map((row) => [row.cycle_id, row.respondents]));
    },
    /** who submitted in these cycles of the package */
    respondentIds: (workspaceId: string, packageId: string, cycleIds: readonly string[]): Promise<readonly string[]> =>
      db.anyFirst(sql.type(z.object({ participant_id: z.string() }))`
        select distinct participant_id from analytics_exports.submissions
         where workspace_id = ${workspaceId} and package_id = ${packageId} and cycle_id = any(${texts(cycleIds)})`),
    /** the submissions of an assessment in these cycles, without their answers: what the export orders and pages by */
    submissionKeys: (workspaceId: string, packageId: string, assessmentId: string, cycleIds: readonly string[]) =>
      db.any(sql.type(SubmissionKey)`
        select participant_id, cycle_id, submitted_at, fields from analytics_exports.submissions
         where workspace_id = ${workspaceId} and package_id = ${packageId} and assessment_id = ${assessmentId}
           and cycle_id = any(${texts(cycleIds)})
         order by submitted_at, participant_id, cycle_id`),
    /** these submissions with their answers, in the order of the keys given (a page of the export) */
    async submissions(packageId: string, assessmentId: string, keys: readonly Pick<SubmissionKey, 'participant_id' | 'cycle_id'>[]) {
      const rows = await db.any(sql.type(SubmissionRow)`
        select s.participant_id, s.cycle_id, s.submitted_at, s.answers, s.texts
          from unnest(${texts(keys.map((key) => key.participant_id))}, ${texts(keys.map((key) => key.cycle_id))})
               with ordinality as k(participant_id, cycle_id, n)
          join analytics_exports.submissions s
            on s.package_id = ${packageId} and s.cycle_id = k.cycle_id and s.participant_id = k.participant_id and s.assessment_id = ${assessmentId}
         order by k.n`);
      return rows;
    },
    /** the anonymous texts of an assessment in these cycles, in no particular order (the export shuffles them) */
    anonymousTexts: (workspaceId: string, packageId: string, assessmentId: string, cycleIds: readonly string[]) =>
      db.any(sql.type(z.object({ cycle_id: z.string(), question_id: z.string(), text: z.string() }))`
        select cycle_id, question_id, text from analytics_exports.anonymous_texts
         where workspace_id = ${workspaceId} and package_id = ${packageId} and assessment_id = ${assessmentId}
           and cycle_id = any(${texts(cycleIds)})`),
    /** every unmasked export of the workspace, newest first */
    unmaskings: (workspaceId: string) =>
      db.any(sql.type(UnmaskingRow)`
        select export_id, consultant_id, package_id, package_name, assessment_id, assessment_name, cycles, exported_at
          from analytics_exports.unmaskings where workspace_id = ${workspaceId} order by exported_at desc, export_id`),
  };
};
export type ExportsReader = ReturnType<typeof createExportsReader>;
