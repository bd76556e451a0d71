import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `survey_participation` (ADR 0028). "Finished" means answered every assessment the package
// holds now: the caller passes those ids (from the packages reader), so a package that gains an assessment
// makes earlier finishers unfinished again, as the respondent's own list would show it.

const Answered = z.strictObject({ assessment_id: z.string(), submitted_at: z.date(), assessment_version: z.number().int() });
const Counted = z.strictObject({ participant_id: z.string(), answered: z.coerce.number().int() });

export type Participation = {
  /** participants who answered at least one of the assessments, with how many */
  answered: ReadonlyMap<string, number>;
  /** those who answered every one of them */
  finished: readonly string[];
};

export const createParticipationReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** what this participant has answered in this cycle */
    answeredBy: (cycleId: string, participantId: string) =>
      db.any(
        sql.type(Answered)`select assessment_id, submitted_at, assessment_version from survey_participation.responses
          where cycle_id = ${cycleId} and participant_id = ${participantId} order by submitted_at, assessment_id`,
      ),
    /** who answered which of `assessmentIds` in the cycle of the package */
    async participationOf(packageId: string, cycleId: string, assessmentIds: readonly string[]): Promise<Participation> {
      const rows = await db.any(
        sql.type(Counted)`select participant_id, count(*) as answered from survey_participation.responses
          where package_id = ${packageId} and cycle_id = ${cycleId} and assessment_id = any(${sql.array([...assessmentIds], 'text')})
          group by participant_id order by participant_id`,
      );
      const answered = new Map(rows.map((row) => [row.participant_id, row.answered]));
      const finished =
        assessmentIds.length === 0 ? [] : rows.filter((row) => row.answered >= assessmentIds.length).map((row) => row.participant_id);
      return { answered, finished };
    },
    /** whether the participant's answers are still held anywhere here (an erased one's are not) */
    hasAnswers: (participantId: string) =>
      db.exists(sql.type(z.object({}))`select from survey_participation.responses where participant_id = ${participantId}`),
  };
};
export type ParticipationReader = ReturnType<typeof createParticipationReader>;
