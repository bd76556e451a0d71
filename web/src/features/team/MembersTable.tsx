import type { TeamMember } from '@canopy/contracts';
import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
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
import { IconChevronDown } from '../../shared/ui/icons';
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

function SortMark({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <IconChevronDown
      size={14}
      style={{ opacity: direction ? 1 : 0.3, transform: direction === 'asc' ? 'rotate(180deg)' : undefined, transition: 'transform 120ms' }}
    />
  );
}

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
    <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label="Team members">
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => (
              <Table.Th
                key={header.id}
                w={header.column.id === 'name' ? '50%' : undefined}
                aria-sort={
                  header.column.getIsSorted() === 'asc' ? 'ascending' : header.column.getIsSorted() === 'desc' ? 'descending' : 'none'
                }
              >
                <UnstyledButton
                  onClick={header.column.getToggleSortingHandler()}
                  fz="xs"
                  fw={600}
                  c="dimmed"
                  tt="uppercase"
                  style={{ letterSpacing: '0.05em' }}
                >
                  <Group gap={4} wrap="nowrap">
                    <table.FlexRender header={header} />
                    <SortMark direction={header.column.getIsSorted()} />
                  </Group>
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        ))}
      </Table.Thead>
      <Table.Tbody>
        {table.getRowModel().rows.map((row) => (
          <Table.Tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <Table.Td key={cell.id}>
                <table.FlexRender cell={cell} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
