import { BENCHMARK_MIN_TEAMS, BENCHMARK_MIN_WORKSPACES } from '@canopy/contracts/admin/reports';
import type { CsvCell } from '@canopy/platform/download/csv';
import type { UseCase } from '@canopy/platform/http/routeTable';
import { type Administrator, administratorAccess } from '../http/administrator.ts';
import { recordDownload, type ReportDeps } from '../reports/reportDeps.ts';
import { BENCHMARK_CSV_HEADER, benchmarkCsvRecord } from './benchmark.ts';
import { BENCHMARK_FILE_NAME } from './benchmarkReport.ts';

export type CsvFile = { fileName: string; header: readonly string[]; rows: Iterable<readonly CsvCell[]> };

/** benchmarks.csv: per question of the Canopy Library, the median of the workspaces' own averages and their quartiles */
export const downloadBenchmarks = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async (_input, prelude): Promise<CsvFile> => {
      const rows = await deps.benchmark.rows(prelude.now);
      await recordDownload(deps, prelude, 'benchmarks', { team_id: null, workspace_id: null }, BENCHMARK_FILE_NAME);
      return { fileName: BENCHMARK_FILE_NAME, header: BENCHMARK_CSV_HEADER, rows: rows.map(benchmarkCsvRecord) };
    },
  }) satisfies UseCase<unknown, Administrator, CsvFile>;

/** what benchmarks.csv would hold now: its questions, and the workspaces and teams with enough answers, against the minimums */
export const benchmarkSummary = (deps: ReportDeps) =>
  ({
    access: administratorAccess,
    handle: async (_input, { now }) => ({
      ...(await deps.benchmark.summary(now)),
      min_workspaces: BENCHMARK_MIN_WORKSPACES,
      min_teams: BENCHMARK_MIN_TEAMS,
    }),
  }) satisfies UseCase<unknown, Administrator, unknown>;
