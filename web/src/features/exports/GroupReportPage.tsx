import { ALL_ASSESSMENTS_ID, ExportsMessages, ExportsPaths } from '@canopy/contracts/analytics/exports';
import { Alert, Button, Card, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportPageShell } from './ExportPageShell';
import { ExportProgress } from './ExportProgress';
import { GroupTypesField } from './GroupTypesField';
import { useAnsweredCycles } from './hooks/useAnsweredCycles';
import { useAnsweredGroupTypes } from './hooks/useAnsweredGroupTypes';
import { useAnsweredPackages } from './hooks/useAnsweredPackages';
import { useExportDownload } from './hooks/useExportDownload';
import { cycleLabel } from './labels';
import { lookupError } from './lookupError';

const spinner = (loading: boolean) => (loading ? <Loader size="xs" /> : null);

/** the steps of the page: package, then cycle, then group types, then Export */
function GroupReportForm({ workspaceId, workspaceName }: { workspaceId: string; workspaceName: string }) {
  const [packageId, setPackageId] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [groupTypes, setGroupTypes] = useState<{ all: boolean; chosen: string[] }>({ all: true, chosen: [] });

  const packages = useAnsweredPackages(workspaceId, false);
  const cycles = useAnsweredCycles(workspaceId, packageId, ALL_ASSESSMENTS_ID, false);
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
        <Select
          label="Package"
          placeholder={packages.isLoading ? 'Loading packages…' : 'Choose a package'}
          data={(packages.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={packageId}
          onChange={(id) => {
            setPackageId(id);
            setLink(null);
            setGroupTypes({ all: true, chosen: [] });
          }}
          disabled={packages.isLoading || busy}
          rightSection={spinner(packages.isLoading)}
          searchable
        />
        {packageId && (
          <Select
            label="Cycle"
            placeholder={cycles.isLoading ? 'Loading cycles…' : 'Choose a cycle'}
            data={(cycles.data ?? []).map((cycle) => ({ value: cycle.link, label: cycleLabel(cycle) }))}
            value={link}
            onChange={setLink}
            disabled={cycles.isLoading || busy}
            rightSection={spinner(cycles.isLoading)}
            error={cycles.error ? lookupError(cycles.error) : undefined}
          />
        )}
        {packageId && cycles.data?.length === 0 && <Text c="orange.8">{ExportsMessages.noAssessments}</Text>}
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
