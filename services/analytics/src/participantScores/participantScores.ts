import { isScored } from '@canopy/contracts/survey/scoring';
import { bodyOf } from '@canopy/contracts/survey/texts';
import type { AssessmentScore } from '@canopy/contracts/analytics/collaboration';
import type { PackageAssessment } from '@canopy/contracts/survey/api';
import type { PersonSubmissionRow } from '@canopy/projections/analytics/answers/readPerson';
import { averageOnScale, scaleOfTypes, type Counted } from '../charts/figures.ts';

const sumOf = (rows: readonly Counted[]): Counted => ({
  counts: Array.from({ length: 10 }, (_, index) => rows.reduce((sum, row) => sum + (row.counts[index] ?? 0), 0)),
  ten_counts: Array.from({ length: 10 }, (_, index) => rows.reduce((sum, row) => sum + (row.ten_counts?.[index] ?? 0), 0)),
});

/**
 * A named person's scores per assessment, for participant details in attributed packages only (ADR 0085): through the
 * same scoring the group averages use (`averageOnScale` on the assessment's scale: one scale's mean, or each answer as
 * a share of its own scale when five- and ten-point questions mix; reversed questions already scored by the read
 * model). `average_score` over every submission the filters keep, `last_score` over the latest one; passes never count.
 * `submissions` oldest first; an assessment without a scored answer is left out.
 */
export const participantScores = (
  assessments: readonly Pick<PackageAssessment, 'id' | 'name' | 'answer_type' | 'questions'>[],
  submissions: readonly PersonSubmissionRow[],
): AssessmentScore[] =>
  assessments.flatMap((assessment) => {
    const own = submissions.filter((row) => row.assessment_id === assessment.id);
    const scored = assessment.questions.filter((question) => isScored(question.answer_type));
    const last = own.at(-1);
    if (!last || scored.length === 0) return [];
    const scale = scaleOfTypes(scored.map((question) => question.answer_type));
    const average = averageOnScale(sumOf(own), scale);
    if (average === null) return [];
    return [
      {
        assessment_id: assessment.id,
        assessment_name: bodyOf(assessment.name),
        average_score: average,
        last_score: averageOnScale(last, scale),
        answer_type: assessment.answer_type,
      },
    ];
  });
