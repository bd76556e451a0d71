import { formatDay } from '../../shared/format/dates';
import type { Team } from '@canopy/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../shared/ui/DataTable';

type Row = { number: number; team: Team; name: string; created: string; people: number };

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Row>();
const columns = helper.columns([
  helper.accessor('number', { header: '#' }),
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('created', { header: 'Created Date' }),
  helper.accessor('people', { header: 'Number of people' }),
]);

/** every team: number, Name, Created Date, Number of people; a row opens the team */
export function TeamsTable({ teams, onOpen }: { teams: readonly Team[]; onOpen: (team: Team) => void }) {
  const rows = useMemo<Row[]>(
    () =>
      teams.map((team, index) => ({
        number: index + 1,
        team,
        name: team.name,
        created: formatDay(team.created_at),
        people: team.consultants.length,
      })),
    [teams],
  );
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.team.id });
  return (
    <DataTable
      table={table}
      highlightOnHover
      verticalSpacing="sm"
      horizontalSpacing="lg"
      aria-label="Teams"
      rowProps={(row) => ({ 'data-team': row.original.name, 'data-team-id': row.original.team.id })}
      onClick={(event) => {
        const id = (event.target as HTMLElement).closest('tr')?.getAttribute('data-team-id');
        const team = teams.find((candidate) => candidate.id === id);
        if (team) onOpen(team);
      }}
      style={{ cursor: 'pointer' }}
    />
  );
}
