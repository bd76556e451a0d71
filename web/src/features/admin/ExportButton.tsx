import { Alert, Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorDetail } from '../../shared/api/http';
import { useDownloadReport } from './hooks/useDownloadReport';

type Download = { path: string; fallbackName: string; body?: unknown };

/** a report's Export: spins while the file comes, disabled until the wizard is complete; a failure shows above it */
export function ExportButton({ download, disabled = false }: { download: Download; disabled?: boolean }) {
  const downloading = useDownloadReport();
  return (
    <>
      {downloading.error && (
        <Alert color="red" role="alert">
          {errorDetail(downloading.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconDownload size={16} />}
          disabled={disabled}
          loading={downloading.isPending}
          onClick={() => downloading.mutate(download)}
        >
          Export
        </Button>
      </Group>
    </>
  );
}
