import { Deleted, Package, SurveyPaths, type PackageInput } from '@canopy/contracts';
import { z } from 'zod';
import { apiFetch } from '../session/apiFetch';

export const fetchPackages = (workspaceId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiFetch(SurveyPaths.packagesByWorkspace(workspaceId), { schema: z.array(Package), signal });

export const savePackage = ({ id, ...body }: PackageInput & { id?: string }) =>
  apiFetch(id ? SurveyPaths.package(id) : SurveyPaths.packages, { method: id ? 'PUT' : 'POST', body, schema: Package });

export const deletePackage = (id: string) => apiFetch(SurveyPaths.package(id), { method: 'DELETE', schema: Deleted });

export type Membership = { assessmentId: string; packageId: string; relation: boolean };

/** POST assessments/{id}/to-package/{packageId}: relation true adds, false removes */
export const setPackageMembership = ({ assessmentId, packageId, relation }: Membership) =>
  apiFetch(SurveyPaths.toPackage(assessmentId, packageId), { method: 'POST', body: { relation, assessment_id: assessmentId, package_id: packageId }, schema: Package });
