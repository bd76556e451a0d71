import { shareLink } from '../api';
import { useStoryChange } from './useStoryChange';

/** a share link valid for some days */
export const useShareStory = (workspaceId: string) =>
  useStoryChange(workspaceId, (days: number) => shareLink(workspaceId, days), 'The link was not saved');
