import { WorkspaceMessages } from '@canopy/contracts';
import { Alert } from '@mantine/core';
import { errorDetail } from '../../shared/api/http';
import { IconAlertCircle, IconCircleCheck } from '../../shared/ui/icons';

/** Settings screens show a failed save in a banner (spec 1 section 8), with the server's detail. */
export function ErrorBanner({ title, error }: { title: string; error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title} role="alert">
      {errorDetail(error)}
    </Alert>
  );
}

/** 'Saved successfully!' while `shown` (useSavedFlash keeps it for 2 s). */
export function SavedBanner({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Alert color="canopy" icon={<IconCircleCheck />} role="status" py="xs">
      {WorkspaceMessages.saved}
    </Alert>
  );
}
