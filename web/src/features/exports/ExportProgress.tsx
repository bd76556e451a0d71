import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorDetail } from '../../shared/api/http';
import { sizeLabel } from './labels';

/** the download's state under the Export button: the bytes received while it streams, the failure alert after */
export function ExportProgress({
  pending,
  received,
  error,
  saved,
}: {
  pending: boolean;
  received: number;
  error: unknown;
  saved: string | undefined;
}) {
  if (pending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text fz="sm" c="dimmed">
          {received === 0 ? 'Preparing the file…' : `Receiving the file: ${sizeLabel(received)}`}
        </Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="The export failed" role="alert">
        {errorDetail(error)}
      </Alert>
    );
  }
  return saved ? (
    <Text fz="sm" c="dimmed" role="status">
      Saved {saved}
    </Text>
  ) : null;
}
