import type { Workspace } from '@canopy/contracts';
import { useCallback, useMemo } from 'react';
import { useAuthenticatedSession } from '../../session/hooks/useSession';
import { chooseWorkspaceId } from '../selection';
import { storeWorkspaceId, useStoredWorkspaceId } from '../storedWorkspaceId';
import { useTeamWorkspaces } from './useTeamWorkspaces';

export type CurrentWorkspace = {
  /** the current workspace, once the team's workspaces are loaded */
  workspace: Workspace | null;
  /** its id, known as soon as the consultant is (before the workspaces load) */
  workspaceId: string | null;
  /** the team's workspaces are loading */
  isLoading: boolean;
  /** the team's workspaces could not be loaded */
  error: unknown;
  /** makes a workspace current and stores the choice; ignored for a workspace the consultant may not use */
  select: (id: string) => void;
  /** every workspace of the team, in the server's order (by name) */
  workspaces: readonly Workspace[];
  /** whether the consultant may switch to a workspace (it is in their workspaces_ids) */
  canUse: (id: string) => boolean;
};

/**
 * The workspace the consultant works in now: the stored choice if they may use it,
 * otherwise the first of their workspaces_ids. Every screen that reads this agrees, and switching in one
 * place switches everywhere.
 */
export function useCurrentWorkspace(): CurrentWorkspace {
  const { consultant } = useAuthenticatedSession();
  const storedId = useStoredWorkspaceId();
  const query = useTeamWorkspaces();
  const allowedIds = consultant.workspaces_ids;
  const list = query.data;

  const workspaceId = chooseWorkspaceId({ allowedIds, existingIds: list ? list.map((item) => item.id) : null, storedId });
  const workspace = useMemo(() => list?.find((item) => item.id === workspaceId) ?? null, [list, workspaceId]);
  const canUse = useCallback((id: string) => allowedIds.includes(id), [allowedIds]);
  const select = useCallback(
    (id: string) => {
      if (allowedIds.includes(id)) storeWorkspaceId(id);
    },
    [allowedIds],
  );

  return { workspace, workspaceId, isLoading: query.isPending, error: query.error, select, workspaces: list ?? [], canUse };
}
