import {
  AddedAnswer,
  AdminCycle,
  AdminOption,
  AdminPaths,
  AuditPage,
  BenchmarkParticipation,
  BenchmarkSummary,
  MessageAnswer,
  Team,
  type AddMemberRequest,
  type AuditQuery,
  type ResetMemberPasswordRequest,
} from '@canopy/contracts';
import { OriginSources } from '@canopy/contracts/analytics/exports';
import { PreviewPaths, ReleasePreview } from '@canopy/contracts/analytics/preview';
import { z } from 'zod';
import { API_BASE, ApiError, detailFromBody } from '../../shared/api/http';
import { apiFetch, validAccessToken } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

export const fetchAdminTeams = ({ signal }: Signal = {}) => apiFetch(AdminPaths.teams, { schema: z.array(Team), signal });

export const addTeam = (name: string) => apiFetch(AdminPaths.teams, { method: 'POST', body: { name }, schema: AddedAnswer });

export const addMember = (body: AddMemberRequest) => apiFetch(AdminPaths.members, { method: 'POST', body, schema: AddedAnswer });

export const resetMemberPassword = (body: ResetMemberPasswordRequest) =>
  apiFetch(AdminPaths.resetPassword, { method: 'POST', body, schema: MessageAnswer });

export const fetchAudit = (query: AuditQuery, { signal }: Signal = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return apiFetch(`${AdminPaths.audit}?${params}`, { schema: AuditPage, signal });
};

export const fetchTeamWorkspaces = (teamId: string, { signal }: Signal = {}) =>
  apiFetch(AdminPaths.teamWorkspaces(teamId), { schema: z.array(AdminOption), signal });

export const fetchWorkspacePackages = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(AdminPaths.workspacePackages(workspaceId), { schema: z.array(AdminOption), signal });

export const fetchPackageCycles = (packageId: string, { signal }: Signal = {}) =>
  apiFetch(AdminPaths.packageCycles(packageId), { schema: z.array(AdminCycle), signal });

export const fetchWorkspaceGroups = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(AdminPaths.cycleGroups(workspaceId), { schema: z.array(AdminOption), signal });

/**
 * A report file: sent with the administrator's token, saved under the name the server gives it (its
 * Content-Disposition), or `fallbackName`.
 */
export const downloadReport = async (path: string, fallbackName: string, body?: unknown) => {
  const token = await validAccessToken();
  const response = await fetch(`${API_BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let parsed: { json: true; value: unknown } | { json: false; text: string } = { json: false, text };
    try {
      parsed = { json: true, value: JSON.parse(text) };
    } catch {}
    throw new ApiError(response.status, detailFromBody(response.status, parsed));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
};

/** what benchmarks.csv would hold now, to say why it is empty before anyone downloads it */
export const fetchBenchmarkSummary = ({ signal }: Signal = {}) =>
  apiFetch(AdminPaths.benchmarksSummary, { schema: BenchmarkSummary, signal });

export const fetchBenchmarkParticipation = ({ signal }: Signal = {}) =>
  apiFetch(AdminPaths.benchmarkParticipation, { schema: BenchmarkParticipation, signal });

export const saveBenchmarkParticipation = (opted_out: boolean) =>
  apiFetch(AdminPaths.benchmarkParticipation, { method: 'PUT', body: { opted_out }, schema: BenchmarkParticipation });

export const fetchGroupTypes = (workspaceId: string, { signal }: Signal = {}) =>
  apiFetch(AdminPaths.groupTypes(workspaceId), { schema: OriginSources, signal });

/** a package's release preview at a past cycle's response rate (docs/decisions/0140) */
export const fetchAdminReleasePreview = (packageId: string, body: { link: string; groups_ids: string[] }, { signal }: Signal = {}) =>
  apiFetch(PreviewPaths.adminPreview(packageId), { method: 'POST', body, schema: ReleasePreview, signal });
