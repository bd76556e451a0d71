import { cloneAssessment } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Clones a default assessment into a category of My Library. */
export const useCloneAssessment = () => useLibraryMutation(cloneAssessment, true);
