import { ExportsMessages, ExportsPaths } from '@canopy/contracts/analytics/exports';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportPageShell } from './ExportPageShell';
import { ExportProgress } from './ExportProgress';
import { GroupTypesField } from './GroupTypesField';
import { useAnsweredGroupTypes } from './hooks/useAnsweredGroupTypes';
import { usePackageCyclePicker } from './hooks/usePackageCyclePicker';
import { useExportDownload } from './hooks/useExportDownload';
import { lookupError } from './lookupError';
import { PackageCyclePicker } from './picker/PackageCyclePicker';

/** the steps of the page: package and cycle (preselected: the latest answered), group types, then Export */
function GroupReportForm({ workspaceId, workspaceName }: { workspaceId: string; workspaceName: string }) {
  const [groupTypes, setGroupTypes] = useState<{ all: boolean; chosen: string[] }>({ all: true, chosen: [] });
  const picker = usePackageCyclePicker(workspaceId, { rawData: false, onPackageChange: () => setGroupTypes({ all: true, chosen: [] }) });
  const { packages, packageId } = picker;
  const link = picker.links[0] ?? null;
  const types = useAnsweredGroupTypes(workspaceId, link ? packageId : null, link);
  const download = useExportDownload(workspaceId);
  const busy = download.isPending;
  const packageName = packages.data?.find((item) => item.id === packageId)?.name ?? 'package';
  const chosenTypes = groupTypes.all || groupTypes.chosen.length > 0;
  const canExport = packageId !== null && link !== null && chosenTypes && !busy;

  if (packages.error) return <Text c="red.7">{lookupError(packages.error)}</Text>;
  if (packages.data && packages.data.length === 0) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle />} role="status">
        {ExportsMessages.noPackages}
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md" maw={640}>
        <PackageCyclePicker picker={picker} multiple={false} disabled={busy} />
        {link && (
          <GroupTypesField
            label="Group types"
            allLabel="All groups"
            types={types.data?.origin_sources}
            loading={types.isLoading}
            all={groupTypes.all}
            chosen={groupTypes.chosen}
            onChange={setGroupTypes}
            disabled={busy}
          />
        )}
        {link && !chosenTypes && <Text c="orange.8">{ExportsMessages.noOriginSource}</Text>}
        <Group>
          <Button
            leftSection={<IconDownload size={18} />}
            disabled={!canExport}
            loading={busy}
            onClick={() =>
              packageId &&
              link &&
              download.mutate({
                path: ExportsPaths.groupReport(workspaceId, packageId),
                body: { link, is_all_groups: groupTypes.all, origin_sources: groupTypes.chosen },
                fallbackName: `Group_report_${workspaceName}_${packageName}.xlsx`,
              })
            }
          >
            Export
          </Button>
        </Group>
        <ExportProgress pending={busy} received={download.received} error={download.error} saved={download.data} />
      </Stack>
    </Card>
  );
}

/** /reports/group-report: per group and question the respondents, average, distribution and passes, as Excel */
export function GroupReportPage() {
  return (
    <ExportPageShell
      title="Group Report"
      description="Per question and group: respondents, average, distribution, passes and net score. Groups below the workspace's minimum size are held back, as on the charts."
      noWorkspace="Choose or create a workspace to export its group report."
    >
      {(workspace) => <GroupReportForm key={workspace.id} workspaceId={workspace.id} workspaceName={workspace.name} />}
    </ExportPageShell>
  );
}
