import { commentSnapshot } from '../api';
import { useStoryChange } from './useStoryChange';

/** a slide's comment */
export const useCommentSnapshot = (workspaceId: string) =>
  useStoryChange(workspaceId, ({ id, text }: { id: string; text: string }) => commentSnapshot(id, text), 'The comment was not saved');
