import type { Team } from '@canopy/contracts';
import { Group, Select } from '@mantine/core';
import { useAdminTeams } from './hooks/useAdminTeams';
import { useReportChoices } from './hooks/useReportChoices';
import { WizardStep } from './WizardStep';

export type TeamWorkspace = { teamId: string | null; workspaceId: string | null };

/** step 1 of the admin wizards: a team, then one of its workspaces (choosing a team clears the workspace) */
export function TeamWorkspaceStep({ value, onChange }: { value: TeamWorkspace; onChange: (next: TeamWorkspace) => void }) {
  const teams = useAdminTeams();
  const { workspaces } = useReportChoices({ teamId: value.teamId, workspaceId: null, packageId: null });
  return (
    <WizardStep number={1} title="Team and workspace" enabled>
      <Group grow>
        <Select
          label="Team"
          placeholder="Choose a team"
          searchable
          data={(teams.data ?? []).map((team: Team) => ({ value: team.id, label: team.name }))}
          value={value.teamId}
          onChange={(teamId) => onChange({ teamId, workspaceId: null })}
        />
        <Select
          label="Workspace"
          placeholder={value.teamId ? 'Choose a workspace' : 'Choose a team first'}
          searchable
          disabled={!value.teamId}
          data={(workspaces.data ?? []).map((workspace) => ({ value: workspace.id, label: workspace.name }))}
          value={value.workspaceId}
          onChange={(workspaceId) => onChange({ ...value, workspaceId })}
          nothingFoundMessage="This team has no workspaces"
        />
      </Group>
    </WizardStep>
  );
}
