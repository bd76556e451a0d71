import { deleteCategory } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Deletes an empty category of My Library. */
export const useDeleteCategory = () => useLibraryMutation(deleteCategory);
