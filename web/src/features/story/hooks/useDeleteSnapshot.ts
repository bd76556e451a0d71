import { deleteSnapshot } from '../api';
import { useStoryChange } from './useStoryChange';

/** takes a slide out of the story */
export const useDeleteSnapshot = (workspaceId: string) =>
  useStoryChange(workspaceId, (id: string) => deleteSnapshot(id), 'The snapshot was not deleted');
