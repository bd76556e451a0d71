import { ExportsMessages, ExportsPaths } from '@canopy/contracts/analytics/exports';
import { Alert, Button, Card, Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../shared/ui/AppModal';
import { ExportPageShell } from './ExportPageShell';
import { ExportProgress } from './ExportProgress';
import { GroupTypesField } from './GroupTypesField';
import { useAnsweredAssessments } from './hooks/useAnsweredAssessments';
import { useAnsweredCycles } from './hooks/useAnsweredCycles';
import { useAnsweredGroupTypes } from './hooks/useAnsweredGroupTypes';
import { useAnsweredPackages } from './hooks/useAnsweredPackages';
import { useExportDownload } from './hooks/useExportDownload';
import { cycleLabel } from './labels';
import { lookupError } from './lookupError';
import { UnmaskingsCard } from './UnmaskingsCard';

const spinner = (loading: boolean) => (loading ? <Loader size="xs" /> : null);

/** the steps of the page: package, then assessment, then cycles and group types, the mask, then Export */
function RawDataForm({ workspaceId }: { workspaceId: string }) {
  const [packageId, setPackageId] = useState<string | null>(null);
  const [assessmentId, setAssessmentId] = useState<string | null>(null);
  const [links, setLinks] = useState<string[]>([]);
  const [groupTypes, setGroupTypes] = useState<{ all: boolean; chosen: string[] }>({ all: true, chosen: [] });
  const [masked, setMasked] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [namedTexts, setNamedTexts] = useState(false);

  const packages = useAnsweredPackages(workspaceId, true);
  const assessments = useAnsweredAssessments(workspaceId, packageId);
  const cycles = useAnsweredCycles(workspaceId, packageId, assessmentId, true);
  const types = useAnsweredGroupTypes(workspaceId, assessmentId ? packageId : null, null);
  const download = useExportDownload(workspaceId);

  const choosePackage = (id: string | null) => {
    // a new package clears what depended on the old one
    setPackageId(id);
    setAssessmentId(null);
    setLinks([]);
    setGroupTypes({ all: true, chosen: [] });
  };
  const chooseAssessment = (id: string | null) => {
    setAssessmentId(id);
    setLinks([]);
  };
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
        <Select
          label="Package"
          placeholder={packages.isLoading ? 'Loading packages…' : 'Choose a package'}
          data={(packages.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          value={packageId}
          onChange={choosePackage}
          disabled={packages.isLoading || busy}
          rightSection={spinner(packages.isLoading)}
          searchable
        />
        {packageId && (
          <Select
            label="Assessment"
            placeholder={assessments.isLoading ? 'Loading assessments…' : 'Choose an assessment'}
            data={(assessments.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            value={assessmentId}
            onChange={chooseAssessment}
            disabled={assessments.isLoading || busy}
            rightSection={spinner(assessments.isLoading)}
            error={assessments.error ? lookupError(assessments.error) : undefined}
          />
        )}
        {packageId && assessments.data?.length === 0 && <Text c="orange.8">{ExportsMessages.noAssessments}</Text>}
        {assessmentId && (
          <Stack gap={6}>
            <Group gap="xs">
              <Text fw={600} fz="sm">
                Cycles
              </Text>
              {cycles.isLoading && <Loader size="xs" aria-label="Loading cycles" />}
            </Group>
            {cycles.error && <Text c="red.7">{lookupError(cycles.error)}</Text>}
            {cycles.data?.length === 0 && <Text c="orange.8">{ExportsMessages.noAssessments}</Text>}
            {cycles.data?.map((cycle) => (
              <Checkbox
                key={cycle.link}
                label={cycleLabel(cycle)}
                description={
                  cycle.is_masked_exportable
                    ? undefined
                    : `Answered by ${cycle.respondents} ${cycle.respondents === 1 ? 'respondent' : 'respondents'}, fewer than the minimum group size: only an unmasked file can hold it`
                }
                checked={links.includes(cycle.link)}
                disabled={busy}
                onChange={(event) =>
                  setLinks(event.currentTarget.checked ? [...links, cycle.link] : links.filter((link) => link !== cycle.link))
                }
              />
            ))}
          </Stack>
        )}
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
