import { duplicateAssessment } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Copies a custom assessment beside itself. */
export const useDuplicateAssessment = () => useLibraryMutation(duplicateAssessment);
