import { AdminPaths } from '@canopy/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AdminNav } from './AdminNav';
import { useDownloadReport } from './hooks/useDownloadReport';
import { type TeamWorkspace, TeamWorkspaceStep } from './TeamWorkspaceStep';

/** /admin/network-map: a team's workspace, then its collaboration network as CSV (named after the workspace) */
export function NetworkMapPage() {
  usePageTitle('Network Map CSV');
  const [choice, setChoice] = useState<TeamWorkspace>({ teamId: null, workspaceId: null });
  const download = useDownloadReport();
  return (
    <>
      <PageHeader eyebrow="Admin" title="Network Map CSV" description="The collaboration edges of a workspace, with their types, as CSV." />
      <AdminNav />
      <Stack gap="md" maw={760}>
        <TeamWorkspaceStep value={choice} onChange={setChoice} />
        {download.error && (
          <Alert color="red" role="alert">
            {errorDetail(download.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconDownload size={16} />}
            disabled={!choice.workspaceId}
            loading={download.isPending}
            onClick={() =>
              download.mutate({ path: AdminPaths.networkMap, fallbackName: 'network.csv', body: { workspace_id: choice.workspaceId } })
            }
          >
            Export
          </Button>
        </Group>
      </Stack>
    </>
  );
}
