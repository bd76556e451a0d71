import type { AuditQuery } from '@canopy/contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchBenchmarkSummary,
  fetchAdminTeams,
  fetchAdminReleasePreview,
  fetchAudit,
  fetchGroupTypes,
  fetchPackageCycles,
  fetchTeamWorkspaces,
  fetchWorkspaceGroups,
  fetchWorkspacePackages,
} from './api';

export const adminKeys = {
  all: ['admin'] as const,
  teams: () => [...adminKeys.all, 'teams'] as const,
  audit: (query: AuditQuery) => [...adminKeys.all, 'audit', query] as const,
  workspaces: (teamId: string) => [...adminKeys.all, 'team-workspaces', teamId] as const,
  packages: (workspaceId: string) => [...adminKeys.all, 'workspace-packages', workspaceId] as const,
  cycles: (packageId: string) => [...adminKeys.all, 'package-cycles', packageId] as const,
  groups: (workspaceId: string) => [...adminKeys.all, 'workspace-groups', workspaceId] as const,
  groupTypes: (workspaceId: string) => [...adminKeys.all, 'workspace-group-types', workspaceId] as const,
  benchmarkSummary: () => [...adminKeys.all, 'benchmark-summary'] as const,
  releasePreview: (packageId: string, link: string, groups: readonly string[]) =>
    [...adminKeys.all, 'release-preview', packageId, link, [...groups].sort().join(',')] as const,
};

export const benchmarkSummaryQuery = () =>
  queryOptions({ queryKey: adminKeys.benchmarkSummary(), queryFn: ({ signal }) => fetchBenchmarkSummary({ signal }) });

export const adminTeamsQuery = () => queryOptions({ queryKey: adminKeys.teams(), queryFn: ({ signal }) => fetchAdminTeams({ signal }) });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({ queryKey: adminKeys.audit(query), queryFn: ({ signal }) => fetchAudit(query, { signal }) });

export const teamWorkspacesQuery = (teamId: string) =>
  queryOptions({ queryKey: adminKeys.workspaces(teamId), queryFn: ({ signal }) => fetchTeamWorkspaces(teamId, { signal }) });

export const workspacePackagesQuery = (workspaceId: string) =>
  queryOptions({ queryKey: adminKeys.packages(workspaceId), queryFn: ({ signal }) => fetchWorkspacePackages(workspaceId, { signal }) });

export const packageCyclesQuery = (packageId: string) =>
  queryOptions({ queryKey: adminKeys.cycles(packageId), queryFn: ({ signal }) => fetchPackageCycles(packageId, { signal }) });

export const workspaceGroupsQuery = (workspaceId: string) =>
  queryOptions({ queryKey: adminKeys.groups(workspaceId), queryFn: ({ signal }) => fetchWorkspaceGroups(workspaceId, { signal }) });

export const groupTypesQuery = (workspaceId: string) =>
  queryOptions({ queryKey: adminKeys.groupTypes(workspaceId), queryFn: ({ signal }) => fetchGroupTypes(workspaceId, { signal }) });

export const adminReleasePreviewQuery = (packageId: string, link: string, groups: readonly string[]) =>
  queryOptions({
    queryKey: adminKeys.releasePreview(packageId, link, groups),
    queryFn: ({ signal }) => fetchAdminReleasePreview(packageId, { link, groups_ids: [...groups] }, { signal }),
  });
