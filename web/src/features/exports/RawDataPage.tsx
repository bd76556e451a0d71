import { ExportsMessages, ExportsPaths } from '@canopy/contracts/analytics/exports';
import { Alert, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../shared/ui/AppModal';
import { ExportPageShell } from './ExportPageShell';
import { ExportProgress } from './ExportProgress';
import { GroupTypesField } from './GroupTypesField';
import { useAnsweredGroupTypes } from './hooks/useAnsweredGroupTypes';
import { usePackageCyclePicker } from './hooks/usePackageCyclePicker';
import { useExportDownload } from './hooks/useExportDownload';
import { cycleLabel } from './labels';
import { lookupError } from './lookupError';
import { PackageCyclePicker } from './picker/PackageCyclePicker';
import { UnmaskingsCard } from './UnmaskingsCard';

/** the steps of the page: package, assessment and cycles (preselected: the latest answered), group types, the mask, then Export */
function RawDataForm({ workspaceId }: { workspaceId: string }) {
  const [groupTypes, setGroupTypes] = useState<{ all: boolean; chosen: string[] }>({ all: true, chosen: [] });
  const [masked, setMasked] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [namedTexts, setNamedTexts] = useState(false);

  const picker = usePackageCyclePicker(workspaceId, { rawData: true, onPackageChange: () => setGroupTypes({ all: true, chosen: [] }) });
  const { packages, assessments, cycles, packageId, assessmentId, links } = picker;
  const types = useAnsweredGroupTypes(workspaceId, assessmentId ? packageId : null, null);
  const download = useExportDownload(workspaceId);

  const assessmentName = assessments.data?.find((one) => one.id === assessmentId)?.name ?? 'assessment';
  // a confidential package's unmasked file lists who answered, with no answer (ADR 0085): the page says so first
  const confidential = packages.data?.find((one) => one.id === packageId)?.is_attributed === false;
  // a masked file holds only cycles answered by at least the minimum group size (ADR 0126)
  const tooSmall = (cycles.data ?? []).filter((cycle) => links.includes(cycle.link) && !cycle.is_masked_exportable);
  const busy = download.isPending;
  const canExport =
    packageId !== null && assessmentId !== null && links.length > 0 && !confirming && !busy && !(masked && tooSmall.length > 0);

  const exportFile = () => {
    if (!packageId || !assessmentId) return;
    download.mutate({
      path: ExportsPaths.rawData(workspaceId, assessmentId, packageId),
      body: {
        links,
        origin_sources: groupTypes.chosen,
        is_all_origin_sources: groupTypes.all,
        is_private_data_hidden: masked,
        include_named_texts: masked && namedTexts,
      },
      fallbackName: `Raw_data_${assessmentName}${masked ? '_masked' : ''}.xlsx`,
    });
  };

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
        <PackageCyclePicker picker={picker} multiple disabled={busy} />
        {assessmentId && (
          <GroupTypesField
            label="Group types"
            allLabel="All group types"
            types={types.data?.origin_sources}
            loading={types.isLoading}
            all={groupTypes.all}
            chosen={groupTypes.chosen}
            onChange={setGroupTypes}
            disabled={busy}
          />
        )}
        <Checkbox
          label="Mask identities"
          description="Each person gets a pseudonym; names, e-mails, phones and payroll ids stay out of the file."
          checked={masked}
          disabled={busy}
          onChange={(event) => (event.currentTarget.checked ? setMasked(true) : setConfirming(true))}
        />
        {masked && (
          <Checkbox
            label="Add the named open answers"
            description={ExportsMessages.namedTextsWarning}
            checked={namedTexts}
            disabled={busy}
            onChange={(event) => setNamedTexts(event.currentTarget.checked)}
          />
        )}
        {masked && tooSmall.length > 0 && (
          <Alert color="yellow" icon={<IconInfoCircle />} role="status">
            A masked file holds only cycles answered by at least the workspace's minimum group size. Leave out{' '}
            {tooSmall.map(cycleLabel).join(', ')}, or use the group report.
          </Alert>
        )}
        {!masked && (
          <Alert color="orange" icon={<IconInfoCircle />}>
            This file will name people. The export is recorded and shown to your team below.
            {confidential && ` ${ExportsMessages.notAttributed}`}
          </Alert>
        )}
        <Group>
          <Button leftSection={<IconDownload size={18} />} onClick={exportFile} disabled={!canExport} loading={busy}>
            Export
          </Button>
        </Group>
        <ExportProgress pending={busy} received={download.received} error={download.error} saved={download.data} />
      </Stack>
      <AppModal opened={confirming} onClose={() => setConfirming(false)} title="Unmask identities?">
        <Stack>
          <Text>{ExportsMessages.unmaskQuestion}</Text>
          {confidential && <Text c="dimmed">{ExportsMessages.notAttributed}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {ExportsMessages.unmaskNo}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setMasked(false);
                setConfirming(false);
              }}
            >
              {ExportsMessages.unmaskYes}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Card>
  );
}

/** /reports/raw-data: every answer of a package's assessment in the chosen cycles, as Excel */
export function RawDataPage() {
  return (
    <ExportPageShell
      title="Raw Data"
      description="Every answer of an assessment in the chosen cycles as a spreadsheet, one row per submission. Identities are masked unless you choose otherwise."
      noWorkspace="Choose or create a workspace to export its answers."
    >
      {(workspace) => (
        <Stack gap="xl">
          <RawDataForm key={workspace.id} workspaceId={workspace.id} />
          <UnmaskingsCard workspaceId={workspace.id} />
        </Stack>
      )}
    </ExportPageShell>
  );
}
