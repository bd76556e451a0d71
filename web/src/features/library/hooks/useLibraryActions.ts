import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  archiveAssessment,
  cloneAssessment,
  deleteAssessment,
  deleteCategory,
  duplicateAssessment,
  saveAssessment,
  saveCategory,
  unarchiveAssessment,
} from '../api';
import { invalidateLibrary } from '../queries';

/** one mutation of the library that reloads what it changed; `silent`: the caller shows its own errors (forms) */
const useLibraryMutation = <V, R>(mutationFn: (variables: V) => Promise<R>, silent = false) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, meta: { silentError: silent }, onSuccess: () => invalidateLibrary(queryClient) });
};

export const useSaveCategory = () => useLibraryMutation(saveCategory, true);
export const useDeleteCategory = () => useLibraryMutation(deleteCategory);
export const useSaveAssessment = () => useLibraryMutation(saveAssessment, true);
export const useDeleteAssessment = () => useLibraryMutation(deleteAssessment);
export const useArchiveAssessment = () => useLibraryMutation(archiveAssessment);
export const useUnarchiveAssessment = () => useLibraryMutation(unarchiveAssessment, true);
export const useCloneAssessment = () => useLibraryMutation(cloneAssessment, true);
export const useDuplicateAssessment = () => useLibraryMutation(duplicateAssessment);
