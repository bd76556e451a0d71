import type { TeamMember } from '@canopy/contracts';
import { Badge, Text } from '@mantine/core';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_text,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable, sortableHeading, sortedThProps } from '../../shared/ui/DataTable';
import { MemberName } from './MemberName';

type Member = TeamMember & { name: string; isYou: boolean };

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: sortFn_text },
});
const helper = createColumnHelper<typeof features, Member>();
const columns = helper.columns([
  helper.accessor('name', {
    header: 'Name',
    sortFn: 'text',
    cell: ({ row }) => (
      <MemberName member={row.original}>
        {row.original.isYou && (
          <Badge size="sm" color="bark" variant="light">
            You
          </Badge>
        )}
      </MemberName>
    ),
  }),
  helper.accessor('email', {
    header: 'Email',
    sortFn: 'text',
    cell: ({ getValue }) => (
      <Text fz="sm" c="dimmed">
        {getValue()}
      </Text>
    ),
  }),
]);

/** The team's consultants (TanStack Table): Name and Email, sortable, the signed-in consultant marked. */
export function MembersTable({ members, currentId }: { members: readonly TeamMember[]; currentId: string }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  // A stable array for the table: rebuilt only when the members change.
  const rows = useMemo<Member[]>(
    () => members.map((member) => ({ ...member, name: `${member.first_name} ${member.last_name}`.trim(), isYou: member.id === currentId })),
    [members, currentId],
  );
  const table = useTable({ features, columns, data: rows, state: { sorting }, onSortingChange: setSorting, getRowId: (row) => row.id });

  return (
    <DataTable
      table={table}
      verticalSpacing="sm"
      horizontalSpacing="lg"
      highlightOnHover
      aria-label="Team members"
      thProps={(header) => ({ w: header.column.id === 'name' ? '50%' : undefined, ...sortedThProps(header) })}
      heading={sortableHeading(0.3)}
    />
  );
}
