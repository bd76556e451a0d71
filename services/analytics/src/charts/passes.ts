import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import type { AnalyticsFilters, PassesItem } from '@canopy/contracts/analytics/api';
import type { Question } from '@canopy/contracts/survey/api';
import type { ConfidentialAnswers } from '../anonymity/confidentialAnswers.ts';

/**
 * 'Show passes': how many passed each scored question of an assessment in each cycle, under the filters. Passes are
 * read through the anonymity rule like every figure (ADR 0056): only released cells count, so a pass is never
 * counted where fewer than the minimum answered the question beside it, and a cycle with nothing released is left
 * out of the question's row.
 */
export const passesOf = async (
  answers: ConfidentialAnswers,
  input: {
    workspaceId: string;
    assessment: { id: string; questions: readonly Question[] };
    cycles: ReadonlyArray<{ id: string; cycle_date: string; link: string }>;
    filters: AnalyticsFilters;
    now: Date;
  },
): Promise<PassesItem[]> => {
  const rows = await answers.aggregate({
    workspaceId: input.workspaceId,
    assessmentId: input.assessment.id,
    filters: { ...input.filters, questions_ids: [] },
    byGroup: false,
    byCycle: true,
    byQuestion: true,
    now: input.now,
  });
  return input.assessment.questions
    .filter((question) => isScored(question.answer_type))
    .map((question) => ({
      question_id: question.id,
      question_index: question.index,
      question_body: bodyOf(question.body),
      cycles: input.cycles.flatMap((cycle) => {
        const row = rows.find((candidate) => candidate.question_id === question.id && candidate.cycle_id === cycle.id);
        if (!row || row.respondents < answers.minimum) return [];
        return [{ cycle_id: cycle.id, cycle_date: cycle.cycle_date, link: cycle.link, number_of_pass: row.passes }];
      }),
    }));
};
