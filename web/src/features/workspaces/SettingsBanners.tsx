import { WorkspaceMessages } from '@canopy/contracts';
import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

// Settings screens show a failed save in a banner with the error's detail: shared/ui/ErrorBanner.

/** 'Saved successfully!' while `shown` (useSavedFlash keeps it for 2 s). */
export function SavedBanner({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert color="canopy" icon={<IconCircleCheck size={18} />} role="status" py="xs">
      {WorkspaceMessages.saved}
    </Alert>
  );
}
