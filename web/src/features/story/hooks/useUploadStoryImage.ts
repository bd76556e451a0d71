import { addImage } from '../api';
import { useStoryChange } from './useStoryChange';

/** an image on a slide of its own; a refusal is shown beside the file field */
export const useUploadStoryImage = (workspaceId: string) =>
  useStoryChange(workspaceId, ({ name, file }: { name: string; file: File }) => addImage(workspaceId, name, file));
