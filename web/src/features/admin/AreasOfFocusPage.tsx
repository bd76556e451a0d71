import { AdminPaths } from '@canopy/contracts';
import { Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { AdminNav } from './AdminNav';
import { CycleSelect, latestAnsweredLink } from './CycleSelect';
import { ExportButton } from './ExportButton';
import { useReportChoices } from './hooks/useReportChoices';
import { type TeamWorkspace, TeamWorkspaceStep } from './TeamWorkspaceStep';
import { WizardStep } from './WizardStep';

const ALL_PARTICIPANTS = '';

/**
 * /admin/areas-of-focus: step 1 team and workspace, step 2 package, step 3 cycle start date and group (default All
 * Participants), then Export. Each step opens once the one before is chosen; changing a step clears the later ones.
 */
export function AreasOfFocusPage() {
  usePageTitle('Areas Of Focus');
  const [place, setPlace] = useState<TeamWorkspace>({ teamId: null, workspaceId: null });
  const [packageId, setPackageId] = useState<string | null>(null);
  // undefined until chosen by hand: the package's latest cycle with answers stands (never an empty open one)
  const [pickedLink, setLink] = useState<string | null | undefined>(undefined);
  const [groupId, setGroupId] = useState<string>(ALL_PARTICIPANTS);
  const { packages, cycles, groups } = useReportChoices({ ...place, packageId });
  const link = pickedLink !== undefined ? pickedLink : latestAnsweredLink(cycles.data);

  const choosePlace = (next: TeamWorkspace) => {
    setPlace(next);
    setPackageId(null);
    setLink(undefined);
    setGroupId(ALL_PARTICIPANTS);
  };
  const choosePackage = (next: string | null) => {
    setPackageId(next);
    setLink(undefined);
    setGroupId(ALL_PARTICIPANTS);
  };

  return (
    <>
      <PageHeader
        eyebrow="Admin"
        title="Areas Of Focus"
        description="The questions a group most needs to work on: score, distance to the workspace mean and driver weight, in priority order."
      />
      <AdminNav />
      <Stack gap="md" maw={760}>
        <TeamWorkspaceStep value={place} onChange={choosePlace} />
        <WizardStep number={2} title="Package" enabled={place.workspaceId !== null}>
          <Select
            label="Package"
            placeholder="Choose a package"
            disabled={!place.workspaceId}
            data={(packages.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            value={packageId}
            onChange={choosePackage}
            nothingFoundMessage="This workspace has no packages"
          />
        </WizardStep>
        <WizardStep number={3} title="Cycle and group" enabled={packageId !== null}>
          <Group grow>
            <CycleSelect cycles={cycles.data ?? []} value={link} onChange={setLink} disabled={!packageId} />
            <Select
              label="Group"
              disabled={!packageId}
              data={[
                { value: ALL_PARTICIPANTS, label: 'All Participants' },
                ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
              ]}
              value={groupId}
              onChange={(value) => setGroupId(value ?? ALL_PARTICIPANTS)}
              allowDeselect={false}
              searchable
            />
          </Group>
        </WizardStep>
        <ExportButton
          disabled={!link}
          download={{
            path: AdminPaths.areasOfFocus,
            fallbackName: 'Areas Of Focus Calculation.xlsx',
            body: { workspace_id: place.workspaceId, package_id: packageId, link, group_id: groupId || null },
          }}
        />
      </Stack>
    </>
  );
}
