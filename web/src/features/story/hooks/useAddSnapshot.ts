import { addSnapshot, type SnapshotDraft } from '../api';
import { useStoryChange } from './useStoryChange';

/** a chart or the map captured onto a slide; the caller says how it went */
export const useAddSnapshot = (workspaceId: string) =>
  useStoryChange(workspaceId, (draft: SnapshotDraft) => addSnapshot(workspaceId, draft));
