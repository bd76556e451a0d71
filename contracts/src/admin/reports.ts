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
