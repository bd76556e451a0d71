import { deleteAssessment } from '../api';
import { useLibraryMutation } from './useLibraryMutation';

/** Deletes an assessment for good (it also leaves every package). */
export const useDeleteAssessment = () => useLibraryMutation(deleteAssessment);
