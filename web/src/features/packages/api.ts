import {
  Deleted,
  LinkPaths,
  Package,
  PackageLinkResponse,
  SurveyPaths,
  type PackageInput,
  type PackageLinkRequest,
} from '@canopy/contracts';
import { PreviewPaths, ReleasePreview } from '@canopy/contracts/analytics/preview';
import { IdentifyFailures, RespondentPaths } from '@canopy/contracts/survey/respondent';
import { z } from 'zod';
import { apiFetch } from '../session/apiFetch';

export const fetchPackages = (workspaceId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(SurveyPaths.packagesByWorkspace(workspaceId), { schema: z.array(Package), signal });

export const savePackage = ({ id, ...body }: PackageInput & { id?: string }) =>
  apiFetch(id ? SurveyPaths.package(id) : SurveyPaths.packages, { method: id ? 'PUT' : 'POST', body, schema: Package });

/** `confirm`: the consultant confirmed deleting a package that still has scheduled messages */
export const deletePackage = ({ id, confirm = false }: { id: string; confirm?: boolean }) =>
  apiFetch(`${SurveyPaths.package(id)}${confirm ? '?confirm=true' : ''}`, { method: 'DELETE', schema: Deleted });

export type Membership = { assessmentId: string; packageId: string; relation: boolean };

/** POST assessments/{id}/to-package/{packageId}: relation true adds, false removes */
export const setPackageMembership = ({ assessmentId, packageId, relation }: Membership) =>
  apiFetch(SurveyPaths.toPackage(assessmentId, packageId), {
    method: 'POST',
    body: { relation, assessment_id: assessmentId, package_id: packageId },
    schema: Package,
  });

export const fetchPackageLink = (packageId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(LinkPaths.link(packageId), { schema: PackageLinkResponse, signal });

/** generate a link or move the end of the current one: `days` from now, or forever */
export const savePackageLink = ({ packageId, ...body }: PackageLinkRequest & { packageId: string }) =>
  apiFetch(LinkPaths.link(packageId), { method: 'POST', body, schema: PackageLinkResponse });

export const removePackageLink = (packageId: string) => apiFetch(LinkPaths.link(packageId), { method: 'PUT', schema: PackageLinkResponse });

export const pausePackageLink = ({ packageId, is_paused }: { packageId: string; is_paused: boolean }) =>
  apiFetch(LinkPaths.pause(packageId), { method: 'PUT', body: { is_paused }, schema: PackageLinkResponse });

/** who typed wrong credentials on the package's link in the last seven days, and who is locked out for the hour */
export const fetchIdentifyFailures = (packageId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(RespondentPaths.identifyFailures(packageId), { schema: IdentifyFailures, signal });

/** what the package's charts would show for these groups once answered at the rate (null: the last cycle's, or 65%) */
export const fetchReleasePreview = (
  workspaceId: string,
  packageId: string,
  body: { groups_ids: string[]; response_rate: number | null },
  { signal }: { signal?: AbortSignal } = {},
) => apiFetch(PreviewPaths.preview(workspaceId, packageId), { method: 'POST', body, schema: ReleasePreview, signal });
