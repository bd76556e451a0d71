import { removeLink } from '../api';
import { useStoryChange } from './useStoryChange';

/** removes the share link: visitors who follow it are told it is gone */
export const useUnshareStory = (workspaceId: string) =>
  useStoryChange(workspaceId, () => removeLink(workspaceId), 'The link was not removed');
