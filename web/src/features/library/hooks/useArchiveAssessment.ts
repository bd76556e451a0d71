import { archiveAssessment } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Moves an assessment of My Library to the archive. */
export const useArchiveAssessment = () => useLibraryMutation(archiveAssessment);
