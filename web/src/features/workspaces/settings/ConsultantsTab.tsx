import type { TeamMember, Workspace } from '@canopy/contracts';
import { Anchor, Checkbox, EmptyState, Stack, Text } from '@mantine/core';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthenticatedSession } from '../../session/hooks/useSession';
import { useMyTeam } from '../../team/hooks/useMyTeam';
import { MemberName } from '../../team/MemberName';
import { useAssignConsultant } from '../hooks/useAssignConsultant';
import { ErrorBanner } from '../../../shared/ui/ErrorBanner';
import { DataTable } from '../../../shared/ui/DataTable';
import { IconUsers } from '@tabler/icons-react';

type Row = TeamMember & { name: string; assigned: boolean };

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Row>();

/** Consultants: every colleague of the team (not the consultant themselves) with a checkbox for this workspace. */
export function ConsultantsTab({ workspace }: { workspace: Workspace }) {
  const session = useAuthenticatedSession();
  const { data: team = session.team } = useMyTeam();
  const assign = useAssignConsultant();
  // the box shows the change at once (set in the click itself, so it never flickers back) while the
  // server is asked; a refusal puts it back
  const [pending, setPending] = useState<{ consultantId: string; relation: boolean } | null>(null);
  const toggle = (consultantId: string, relation: boolean) => {
    setPending({ consultantId, relation });
    assign.mutate({ consultantId, workspaceId: workspace.id, relation }, { onSettled: () => setPending(null) });
  };

  const rows = useMemo<Row[]>(
    () =>
      team.consultants
        .filter((member) => member.id !== session.consultant.id)
        .map((member) => ({
          ...member,
          name: `${member.first_name} ${member.last_name}`.trim() || member.email,
          assigned: workspace.consultants_ids.includes(member.id),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [team.consultants, session.consultant.id, workspace.consultants_ids],
  );

  const columns = helper.columns([
    helper.accessor('assigned', {
      header: 'Assigned',
      cell: ({ row }) => (
        <Checkbox
          checked={pending?.consultantId === row.original.id ? pending.relation : row.original.assigned}
          disabled={pending !== null}
          aria-label={`Assign ${row.original.name} to ${workspace.name}`}
          onChange={(event) => toggle(row.original.id, event.currentTarget.checked)}
        />
      ),
    }),
    helper.accessor('name', {
      header: 'Name',
      cell: ({ row }) => <MemberName member={row.original} />,
    }),
    helper.accessor('email', {
      header: 'Email',
      cell: ({ getValue }) => (
        <Text fz="sm" c="dimmed">
          {getValue()}
        </Text>
      ),
    }),
  ]);
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.id });

  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<IconUsers size={28} />}
        variant="light"
        title="You are the only consultant in your team"
        description={
          <>
            Invite colleagues on the{' '}
            <Anchor component={Link} to="/consulting-team">
              Team page
            </Anchor>{' '}
            to share this workspace with them.
          </>
        }
        py="xl"
      />
    );
  }

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed" maw={640}>
        Tick the colleagues who work in {workspace.name}. They can then switch to it, see its participants and results, and change its
        settings.
      </Text>
      <ErrorBanner title="The assignment was not changed" error={assign.error} />
      <DataTable
        table={table}
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        aria-label="Consultants of the team"
        thProps={(header) => ({
          w: header.column.id === 'assigned' ? 96 : undefined,
          fz: 'xs',
          fw: 600,
          c: 'dimmed',
          tt: 'uppercase',
          style: { letterSpacing: '0.05em' },
        })}
        rowProps={(row) => ({ 'data-consultant': row.original.email })}
      />
    </Stack>
  );
}
