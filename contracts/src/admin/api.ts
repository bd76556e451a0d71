import { z } from 'zod';
import { Text } from '../platform/text.ts';

// Payloads of the admin API under /api/v1/admin (spec: Admin calls). Field names are the spec's where it names them.

const Short = () => Text().max(320);
const Password = () => Text().max(256);

export const AddTeamRequest = z.object({ name: Text().max(1000) });
export type AddTeamRequest = z.infer<typeof AddTeamRequest>;

/** `password_confirmation`: what the form's second field held, checked here too ('Error - Password mismatch') */
export const AddMemberRequest = z.object({
  team_id: Text().max(64).nullable().optional(),
  first_name: Short(),
  last_name: Short(),
  email: Short(),
  password: Password(),
  password_confirmation: Password().nullable().optional(),
});
export type AddMemberRequest = z.infer<typeof AddMemberRequest>;

export const ResetMemberPasswordRequest = z.object({
  id: Text().max(64),
  new_password: Password(),
  password_confirmation: Password().nullable().optional(),
});
export type ResetMemberPasswordRequest = z.infer<typeof ResetMemberPasswordRequest>;

export const AddedAnswer = z.object({ id: Text() });

export const AuditKind = z.enum(['team_added', 'member_added', 'password_reset', 'report_exported', 'unmasked_export']);
export type AuditKind = z.infer<typeof AuditKind>;

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  team_added: 'Team added',
  member_added: 'Member added',
  password_reset: 'Password reset',
  report_exported: 'Report exported',
  unmasked_export: 'Unmasked export',
};

export const AuditQuery = z.object({
  team_id: Text().max(64).optional(),
  kind: AuditKind.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AuditQuery = z.input<typeof AuditQuery>;

/** one line of the audit trail: who did what, when, for which team */
export const AuditEntry = z.object({
  id: Text(),
  kind: AuditKind,
  at: Text(),
  actor: z.object({ id: Text(), name: Text(), is_platform_admin: z.boolean() }),
  team: z.object({ id: Text(), name: Text() }).nullable(),
  workspace_id: Text().nullable(),
  what: Text(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ entries: z.array(AuditEntry), total: z.number().int() });
export type AuditPage = z.infer<typeof AuditPage>;

/** a choice of the report wizards: a workspace, a package, a group */
export const AdminOption = z.object({ id: Text(), name: Text() });
export type AdminOption = z.infer<typeof AdminOption>;

/** a cycle of a package: when it started and its link (the spec's `from`, `link`) */
/** `time_zone`: the workspace's, the zone its days are named in (ADR 0118) */
/** a package's cycle; `respondents`: who submitted in it, so a wizard opens on the latest cycle with answers */
export const AdminCycle = z.object({ from: Text(), to: Text().nullable(), link: Text(), time_zone: Text(), respondents: z.number().int() });
export type AdminCycle = z.infer<typeof AdminCycle>;

/**
 * What benchmarks.csv would hold now: the questions written, and the workspaces (and their teams) with enough answers
 * to at least one library question; with the rule's minimums, the page says why no question qualifies yet.
 */
export const BenchmarkSummary = z.object({
  questions: z.number().int(),
  workspaces: z.number().int(),
  teams: z.number().int(),
  min_workspaces: z.number().int(),
  min_teams: z.number().int(),
});
export type BenchmarkSummary = z.infer<typeof BenchmarkSummary>;

export const NetworkMapRequest = z.object({ workspace_id: Text().max(64) });
export const AreasReportRequest = z.object({
  workspace_id: Text().max(64),
  package_id: Text().max(64),
  link: Text().max(64),
  /** null: All Participants */
  group_id: Text().max(64).nullable().optional(),
});
export type AreasReportRequest = z.infer<typeof AreasReportRequest>;

/** the admin Group Report: the consultant's group report of any team's workspace (`link`: the cycle's link) */
export const AdminGroupReportRequest = z.object({
  workspace_id: Text().max(64),
  package_id: Text().max(64),
  link: Text().max(64),
  is_all_groups: z.boolean().default(true),
  origin_sources: z.array(Text().max(200)).max(100).default([]),
});
export type AdminGroupReportRequest = z.input<typeof AdminGroupReportRequest>;

export const BenchmarkParticipation = z.object({ opted_out: z.boolean() });
export type BenchmarkParticipation = z.infer<typeof BenchmarkParticipation>;

/** paths under /api/v1 */
export const AdminPaths = {
  teams: '/admin/teams',
  teamWorkspaces: (teamId: string) => `/admin/teams/${teamId}/workspaces`,
  members: '/admin/consultants',
  resetPassword: '/admin/consultants/reset-password',
  audit: '/admin/audit',
  workspacePackages: (workspaceId: string) => `/admin/workspaces/${workspaceId}/packages`,
  packageCycles: (packageId: string) => `/admin/packages/${packageId}/cycles`,
  cycleGroups: (workspaceId: string) => `/admin/workspaces/${workspaceId}/groups`,
  groupTypes: (workspaceId: string) => `/admin/workspaces/${workspaceId}/group-types`,
  networkMap: '/admin/reports/network-map',
  areasOfFocus: '/admin/reports/areas-of-focus',
  benchmarks: '/admin/reports/benchmarks',
  benchmarksSummary: '/admin/reports/benchmarks/summary',
  groupReport: '/admin/reports/group-report',
  /** a team's own choice, for its consultants (Team page) */
  benchmarkParticipation: '/teams/my-team/benchmark-participation',
} as const;
