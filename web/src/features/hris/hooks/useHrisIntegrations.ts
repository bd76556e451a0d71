import type { HrisIntegration, Workspace } from '@canopy/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { participantKeys } from '../../participants/queries';
import { workspaceKeys } from '../../workspaces/queries';
import { integrationsQuery, isMoving, SYNC_POLL_MS } from '../queries';

const fingerprint = (value: unknown) => JSON.stringify(value);

/**
 * The workspace's HRIS integrations (workspace.finch_integration), kept fresh: while a sync runs in the
 * background they are read again every 2 s, and when that reading changes (a run finished, a preview
 * arrived) the workspace and its participants are reloaded, so every screen shows the new state from the
 * one source it already reads.
 */
export function useHrisIntegrations(workspace: Pick<Workspace, 'id' | 'finch_integration'>): HrisIntegration[] {
  const queryClient = useQueryClient();
  const moving = isMoving(workspace.finch_integration);
  const polled = useQuery({ ...integrationsQuery(workspace.id), enabled: moving, refetchInterval: moving ? SYNC_POLL_MS : false });
  const seen = useRef(fingerprint(workspace.finch_integration));

  useEffect(() => {
    if (polled.data === undefined) return;
    const now = fingerprint(polled.data);
    if (now === seen.current) return;
    seen.current = now;
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    void queryClient.invalidateQueries({ queryKey: participantKeys.workspace(workspace.id) });
  }, [polled.data, queryClient, workspace.id]);

  return workspace.finch_integration;
}
