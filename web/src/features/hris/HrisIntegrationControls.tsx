import type { HrisIntegration, Workspace } from '@canopy/contracts';
import { isAwaitingReview, isSyncInProgress } from '@canopy/contracts/hris/api';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../participants/ConfirmModal';
import { ConnectHrisModal } from './ConnectHrisModal';
import { useDisconnectHris } from './hooks/useDisconnectHris';
import { useForceSync } from './hooks/useForceSync';
import { SyncPreviewModal } from './SyncPreviewModal';
import { IconLink, IconRefresh, IconX } from '@tabler/icons-react';

type Dialog = 'review' | 'reconnect' | 'disconnect' | null;

/** What a consultant can do with a connection: review the sync waiting, force a sync, connect again, disconnect. */
export function HrisIntegrationControls({ workspace, integration }: { workspace: Pick<Workspace, 'id'>; integration: HrisIntegration }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const force = useForceSync(workspace.id);
  const disconnect = useDisconnectHris(workspace.id);
  const waiting = isAwaitingReview(integration);
  const refused = integration.sync_status === 'reauth_required';
  const running = isSyncInProgress(integration);

  return (
    <>
      <Group gap="sm" justify="flex-end" data-testid="hris-controls">
        {waiting && (
          <Button onClick={() => setDialog('review')} color={integration.local_sync_status === 'paused' ? 'orange' : undefined}>
            Review changes
          </Button>
        )}
        {refused && (
          <Button leftSection={<IconLink size={16} />} onClick={() => setDialog('reconnect')}>
            Connect again
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => force.mutate()}
          loading={force.isPending}
          disabled={running || refused}
        >
          Force sync
        </Button>
        <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={() => setDialog('disconnect')}>
          Disconnect
        </Button>
      </Group>
      <SyncPreviewModal workspaceId={workspace.id} opened={dialog === 'review'} onClose={() => setDialog(null)} />
      <ConnectHrisModal workspace={workspace} opened={dialog === 'reconnect'} onClose={() => setDialog(null)} />
      {dialog === 'disconnect' && (
        <ConfirmModal
          title="Disconnect the HR system?"
          confirmLabel="Disconnect"
          loading={disconnect.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setDialog(null) })}
        >
          The daily synchronisation stops. Participants synchronised so far stay in the workspace and can be edited by hand again.
        </ConfirmModal>
      )}
    </>
  );
}
