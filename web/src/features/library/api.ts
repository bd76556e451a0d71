import { Assessment, Category, Deleted, SurveyPaths, type AssessmentInput, type CategoryInput } from '@canopy/contracts';
import { z } from 'zod';
import { apiFetch } from '../session/apiFetch';

type Signal = { signal?: AbortSignal };

/** the three shelves of the library: the team's own, the Canopy Library and its community set */
export type LibraryVariant = 'my' | 'canopy' | 'community';

const LIBRARY_PATHS: Record<LibraryVariant, string> = {
  my: SurveyPaths.categoriesWithAssessments,
  canopy: SurveyPaths.defaultLibrary,
  community: SurveyPaths.communityLibrary,
};

/** categories with their assessments, for one shelf */
export const fetchLibrary = (variant: LibraryVariant, { signal }: Signal = {}) =>
  apiFetch(LIBRARY_PATHS[variant], { schema: z.array(Category), signal });

export const fetchArchived = ({ signal }: Signal = {}) => apiFetch(SurveyPaths.archived, { schema: z.array(Assessment), signal });

export const saveCategory = ({ id, ...body }: CategoryInput & { id?: string }) =>
  apiFetch(id ? SurveyPaths.category(id) : SurveyPaths.categories, { method: id ? 'PUT' : 'POST', body, schema: Category });

export const deleteCategory = (id: string) => apiFetch(SurveyPaths.category(id), { method: 'DELETE', schema: Deleted });

export const saveAssessment = ({ id, ...body }: AssessmentInput & { id?: string }) =>
  apiFetch(id ? SurveyPaths.assessment(id) : SurveyPaths.assessments, { method: id ? 'PUT' : 'POST', body, schema: Assessment });

export const deleteAssessment = (id: string) => apiFetch(SurveyPaths.assessment(id), { method: 'DELETE', schema: Deleted });

export const archiveAssessment = (id: string) => apiFetch(SurveyPaths.archive(id), { method: 'PUT', schema: Assessment });

export const unarchiveAssessment = ({ id, categoryId }: { id: string; categoryId: string }) =>
  apiFetch(SurveyPaths.unarchive(id, categoryId), { method: 'PUT', schema: Assessment });

export const cloneAssessment = ({ id, categoryId, version }: { id: string; categoryId: string; version: number }) =>
  apiFetch(SurveyPaths.clone(id), { method: 'POST', body: { category_id: categoryId, version }, schema: Assessment });

export const duplicateAssessment = (id: string) => apiFetch(SurveyPaths.duplicate(id), { method: 'POST', body: {}, schema: Assessment });
