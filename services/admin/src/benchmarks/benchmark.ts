import { averageOf } from '@canopy/analytics';
import { BENCHMARK_MIN_QUARTILE_WORKSPACES, BENCHMARK_MIN_TEAMS, BENCHMARK_MIN_WORKSPACES } from '@canopy/contracts/admin/reports';

// The platform benchmark (benchmarks.csv): per question of the Canopy Library, where workspaces stand. Each workspace
// counts once, by its own average; none is identifiable: a workspace whose answers to the question come from fewer
// respondents than its minimum group size is left out, and a question is written only when enough workspaces of
// enough teams contribute. Never a row per workspace.

/** one workspace's answers to one library question: their histogram (counts[0] = answers of value 1, ...) */
export type WorkspaceAnswers = {
  workspaceId: string;
  teamId: string;
  /** the fewest respondents the workspace lets any figure be drawn from */
  minimumGroupSize: number;
  respondents: number;
  counts: readonly number[];
};

export type BenchmarkQuestion = {
  code: string;
  version: number;
  assessment: string;
  questionId: string;
  questionNumber: number;
  question: string;
  scale: string;
};

/** `p25`, `p75`: null under BENCHMARK_MIN_QUARTILE_WORKSPACES (written as empty cells) */
export type BenchmarkRow = BenchmarkQuestion & { workspaces: number; median: number; p25: number | null; p75: number | null };

/**
 * The p-th percentile (0..1) of sorted values, interpolated between the two nearest ranks: the definition of
 * Excel's PERCENTILE.INC and numpy's default, so a consultant can check a row in a spreadsheet.
 */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) throw new Error('percentile of no values');
  const rank = (sorted.length - 1) * p;
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
};

/**
 * The workspaces whose answers to a question may count, each by its own average: answers of one workspace given under
 * several copies of the library assessment are pooled first (the workspace counts once), and one with fewer
 * respondents than its minimum group size is left out.
 */
export const contributorsOf = (answers: readonly WorkspaceAnswers[]) => {
  const pooled = new Map<string, WorkspaceAnswers>();
  for (const answer of answers) {
    const seen = pooled.get(answer.workspaceId);
    pooled.set(
      answer.workspaceId,
      seen
        ? {
            ...seen,
            respondents: seen.respondents + answer.respondents,
            counts: seen.counts.map((count, index) => count + (answer.counts[index] ?? 0)),
          }
        : { ...answer, counts: [...answer.counts] },
    );
  }
  const means: number[] = [];
  const teams = new Set<string>();
  const workspaces = new Set<string>();
  for (const workspace of pooled.values()) {
    if (workspace.respondents < workspace.minimumGroupSize) continue;
    // the workspace's average as its own Culture page shows it
    const mean = averageOf(workspace.counts);
    if (mean === null) continue;
    means.push(mean);
    teams.add(workspace.teamId);
    workspaces.add(workspace.workspaceId);
  }
  return { means, teams, workspaces };
};

/** A question's row, or null when too few workspaces (or teams) may contribute. */
export const benchmarkRowOf = (question: BenchmarkQuestion, answers: readonly WorkspaceAnswers[]): BenchmarkRow | null => {
  const { means, teams } = contributorsOf(answers);
  if (means.length < BENCHMARK_MIN_WORKSPACES || teams.size < BENCHMARK_MIN_TEAMS) return null;
  const sorted = means.sort((a, b) => a - b);
  // few workspaces: the quartiles would be their own averages (at 5, three of the five), so only the median is written
  const quartiles = sorted.length >= BENCHMARK_MIN_QUARTILE_WORKSPACES;
  return {
    ...question,
    workspaces: sorted.length,
    median: percentile(sorted, 0.5),
    p25: quartiles ? percentile(sorted, 0.25) : null,
    p75: quartiles ? percentile(sorted, 0.75) : null,
  };
};

export const BENCHMARK_CSV_HEADER = [
  'assessment_code',
  'assessment_version',
  'assessment',
  'question_number',
  'question_id',
  'question',
  'scale',
  'workspaces',
  'median',
  'percentile_25',
  'percentile_75',
] as const;

const round = (value: number) => Number(value.toFixed(3));

export const benchmarkCsvRecord = (row: BenchmarkRow) => [
  row.code,
  row.version,
  row.assessment,
  row.questionNumber,
  row.questionId,
  row.question,
  row.scale,
  row.workspaces,
  round(row.median),
  row.p25 === null ? '' : round(row.p25),
  row.p75 === null ? '' : round(row.p75),
];
