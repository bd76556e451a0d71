// Areas Of Focus: the questions a group most needs to work on. For each scored question of the package's assessments:
// the group's score in the cycle, its distance to the workspace's mean (all participants, all questions, same
// cycle), and its weight as a driver of engagement (Spearman's correlation from the Culture page's driver analysis
// over the workspace in that cycle). Scores go on a 0-1 scale so five- and ten-point questions compare (ADR 0077).
//
//   need     = 1 - score (0-1)
//   gap      = workspace mean - score (0-1): above 0 when the group is below the workspace
//   priority = max(weight, 0) x (need + max(gap, 0))
// In priority order, highest first; a question without a score (too few respondents) or a weight comes last.

export type FocusQuestion = {
  assessment: string;
  questionId: string;
  number: number;
  question: string;
  scale: 'five' | 'ten';
  /** the group's average on the question's own scale; null when held back */
  score: number | null;
  respondents: number | null;
  /** the driver analysis' correlation; null when held back */
  weight: number | null;
};

export type FocusRow = FocusQuestion & {
  rank: number | null;
  scoreNormalised: number | null;
  workspaceMean: number | null;
  distance: number | null;
  priority: number | null;
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

export const areasOfFocus = (
  questions: readonly FocusQuestion[],
  workspaceMean: number | null,
  normalised: (value: number, scale: 'five' | 'ten') => number,
): FocusRow[] => {
  const rows = questions.map((question) => {
    const scoreNormalised = question.score === null ? null : normalised(question.score, question.scale);
    const distance = scoreNormalised === null || workspaceMean === null ? null : scoreNormalised - workspaceMean;
    const priority =
      scoreNormalised === null || distance === null || question.weight === null
        ? null
        : Math.max(question.weight, 0) * (1 - scoreNormalised + Math.max(-distance, 0));
    return {
      ...question,
      scoreNormalised: scoreNormalised === null ? null : round(scoreNormalised),
      workspaceMean: workspaceMean === null ? null : round(workspaceMean),
      distance: distance === null ? null : round(distance),
      priority: priority === null ? null : round(priority),
      rank: null as number | null,
    };
  });
  rows.sort(
    (a, b) =>
      (b.priority ?? Number.NEGATIVE_INFINITY) - (a.priority ?? Number.NEGATIVE_INFINITY) ||
      a.assessment.localeCompare(b.assessment) ||
      a.number - b.number,
  );
  let rank = 0;
  for (const row of rows) if (row.priority !== null) row.rank = ++rank;
  return rows;
};
