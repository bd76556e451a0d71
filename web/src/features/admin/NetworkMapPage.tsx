import { AdminPaths } from '@canopy/contracts';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AdminNav } from './AdminNav';
import { ExportButton } from './ExportButton';
import { type TeamWorkspace, TeamWorkspaceStep } from './TeamWorkspaceStep';

/** /admin/network-map: a team's workspace, then its collaboration network as CSV (named after the workspace) */
export function NetworkMapPage() {
  usePageTitle('Network Map CSV');
  const [choice, setChoice] = useState<TeamWorkspace>({ teamId: null, workspaceId: null });
  return (
    <>
      <PageHeader eyebrow="Admin" title="Network Map CSV" description="The collaboration edges of a workspace, with their types, as CSV." />
      <AdminNav />
      <Stack gap="md" maw={760}>
        <TeamWorkspaceStep value={choice} onChange={setChoice} />
        <ExportButton
          disabled={!choice.workspaceId}
          download={{ path: AdminPaths.networkMap, fallbackName: 'network.csv', body: { workspace_id: choice.workspaceId } }}
        />
      </Stack>
    </>
  );
}
