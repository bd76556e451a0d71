import { saveCategory } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Creates or renames a category of My Library. */
export const useSaveCategory = () => useLibraryMutation(saveCategory, true);
