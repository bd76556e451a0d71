import { AdminPaths } from '@canopy/contracts';
import { Group, MultiSelect, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AdminNav } from './AdminNav';
import { AdminReleasePreview } from './AdminReleasePreview';
import { CycleSelect, latestAnsweredLink } from './CycleSelect';
import { ExportButton } from './ExportButton';
import { useReportChoices } from './hooks/useReportChoices';
import { type TeamWorkspace, TeamWorkspaceStep } from './TeamWorkspaceStep';
import { WizardStep } from './WizardStep';

/**
 * /admin/groups-csv-report: step 1 team and workspace; step 2 package, cycle and group types (all by default), then
 * Export: the consultant's group report for any team's workspace.
 */
export function GroupReportPage() {
  usePageTitle('Group Report');
  const [place, setPlace] = useState<TeamWorkspace>({ teamId: null, workspaceId: null });
  const [packageId, setPackageId] = useState<string | null>(null);
  // undefined until chosen by hand: the package's latest cycle with answers stands (never an empty open one)
  const [pickedLink, setLink] = useState<string | null | undefined>(undefined);
  // null: every group type (the default); else the chosen ones
  const [types, setTypes] = useState<string[] | null>(null);
  const { packages, cycles, groups, groupTypes } = useReportChoices({ ...place, packageId });
  const link = pickedLink !== undefined ? pickedLink : latestAnsweredLink(cycles.data);
  const allTypes = groupTypes.data?.origin_sources ?? [];
  const typeLabel = (type: string) => type || 'Custom groups';

  return (
    <>
      <PageHeader eyebrow="Admin" title="Group Report" description="Scores per group of a package cycle, for any team's workspace." />
      <AdminNav />
      <Stack gap="md" maw={760}>
        <TeamWorkspaceStep
          value={place}
          onChange={(next) => {
            setPlace(next);
            setPackageId(null);
            setLink(undefined);
            setTypes(null);
          }}
        />
        <WizardStep number={2} title="Package, cycle and group types" enabled={place.workspaceId !== null}>
          <Group grow>
            <Select
              label="Package"
              placeholder="Choose a package"
              disabled={!place.workspaceId}
              data={(packages.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
              value={packageId}
              onChange={(next) => {
                setPackageId(next);
                setLink(undefined);
              }}
              nothingFoundMessage="This workspace has no packages"
            />
            <CycleSelect cycles={cycles.data ?? []} value={link} onChange={setLink} disabled={!packageId} />
          </Group>
          <MultiSelect
            label="Group types"
            disabled={!place.workspaceId}
            data={allTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
            value={types ?? allTypes}
            onChange={(next) => setTypes(next.length === allTypes.length ? null : next)}
          />
        </WizardStep>
        <ExportButton
          disabled={!link || (types !== null && types.length === 0)}
          download={{
            path: AdminPaths.groupReport,
            fallbackName: 'Group_report.xlsx',
            body: {
              workspace_id: place.workspaceId,
              package_id: packageId,
              link,
              is_all_groups: types === null,
              origin_sources: types ?? [],
            },
          }}
        />
        <WizardStep number={3} title="Before the next cycle" enabled={link !== null}>
          <AdminReleasePreview key={`${packageId}-${link}`} packageId={packageId} link={link} groups={groups.data ?? []} />
        </WizardStep>
      </Stack>
    </>
  );
}
