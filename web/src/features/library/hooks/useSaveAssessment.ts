import { saveAssessment } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Creates or edits a custom assessment. */
export const useSaveAssessment = () => useLibraryMutation(saveAssessment, true);
