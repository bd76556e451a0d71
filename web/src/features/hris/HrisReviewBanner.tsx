import type { Workspace } from '@canopy/contracts';
import { isAwaitingReview } from '@canopy/contracts/hris/api';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useHrisIntegrations } from './hooks/useHrisIntegrations';
import { SyncPreviewModal } from './SyncPreviewModal';
import { IconRefresh } from '@tabler/icons-react';

export const REVIEW_BANNER = 'A sync is waiting for your review';

/** On the participants page: an HRIS sync that waits for a consultant, and the way to its preview. */
export function HrisReviewBanner({ workspace }: { workspace: Pick<Workspace, 'id' | 'finch_integration'> }) {
  const integrations = useHrisIntegrations(workspace);
  const [open, setOpen] = useState(false);
  const waiting = integrations.find(isAwaitingReview);
  if (!waiting) return null;
  const paused = waiting.local_sync_status === 'paused';
  return (
    <>
      <Alert color={paused ? 'orange' : 'canopy'} icon={<IconRefresh size={18} />} mb="md" data-testid="hris-review-banner">
        <Group justify="space-between" gap="md" wrap="nowrap">
          <div>
            <Text fw={650} fz="sm">
              {REVIEW_BANNER}
            </Text>
            <Text fz="sm">
              {paused
                ? 'It was paused because it would deactivate more than 40% of the participants synchronised from the HR system.'
                : 'The HR system has changes for this workspace. Nothing is applied until you review them.'}
            </Text>
          </div>
          <Button onClick={() => setOpen(true)} color={paused ? 'orange' : undefined}>
            Review changes
          </Button>
        </Group>
      </Alert>
      <SyncPreviewModal workspaceId={workspace.id} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}
