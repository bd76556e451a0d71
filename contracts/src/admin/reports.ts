import { z } from 'zod';

/** the team-level reports of the admin area */
export const AdminReportKind = z.enum(['areas_of_focus', 'network_map', 'group_report', 'benchmarks']);
export type AdminReportKind = z.infer<typeof AdminReportKind>;

export const ADMIN_REPORT_TITLES: Record<AdminReportKind, string> = {
  areas_of_focus: 'Areas Of Focus',
  network_map: 'Network Map CSV',
  group_report: 'Group Report',
  benchmarks: 'Benchmark report',
};

/** a benchmark row is written only when this many workspaces contribute, from at least BENCHMARK_MIN_TEAMS teams */
export const BENCHMARK_MIN_WORKSPACES = 5;
export const BENCHMARK_MIN_TEAMS = 3;
/**
 * the quartiles are written only from this many workspaces: at 5 the 25th, 50th and 75th percentiles fall on three
 * workspaces' own averages (PERCENTILE.INC at ranks 1, 2 and 3); under this the quartile cells stay empty
 */
export const BENCHMARK_MIN_QUARTILE_WORKSPACES = 10;
