import { unarchiveAssessment } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Brings an archived assessment back to a category. */
export const useUnarchiveAssessment = () => useLibraryMutation(unarchiveAssessment, true);
