import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { Drawer, Loader, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useWithoutCollaborations } from './hooks/useWithoutCollaborations';
import { nameOf, STATE_LABELS } from './mapView';

/** a row's height before it is measured: one line of text */
const ROW_ESTIMATE = 35;

/** everyone on the map by how many chose them (drawn a screenful at a time), then who has not answered yet; a row opens the person's details */
export function ParticipationList({
  map,
  workspaceId,
  opened,
  onClose,
  onOpen,
}: {
  map: CollaborationMap;
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  const without = useWithoutCollaborations(workspaceId, opened);
  const people = useMemo(() => [...map.nodes].sort((a, b) => b.mentions - a.mentions || nameOf(a).localeCompare(nameOf(b))), [map]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: people.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => people[index]?.id ?? index,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="Participation List">
      <div ref={scroller} style={{ maxHeight: 'calc(100dvh - 240px)', overflowY: 'auto' }}>
        <Table fz="sm" striped stickyHeader aria-rowcount={people.length + 1}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Chosen by</Table.Th>
              <Table.Th>Chose</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const node = people[item.index]!;
              return (
                <Table.Tr
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-rowindex={item.index + 2}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onOpen(node.id)}
                >
                  <Table.Td>{nameOf(node)}</Table.Td>
                  <Table.Td>{STATE_LABELS[node.filtered_status]}</Table.Td>
                  <Table.Td>{node.mentions}</Table.Td>
                  <Table.Td>{node.number_of_selected_collaborators}</Table.Td>
                </Table.Tr>
              );
            })}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </Table.Tbody>
        </Table>
      </div>
      <Text fw={600} mt="lg" mb="xs">
        Not answered yet {without.data ? `(${without.data.length})` : ''}
      </Text>
      {without.isPending ? <Loader size="xs" /> : <Text fz="sm">{(without.data ?? []).map(nameOf).join(', ') || '—'}</Text>}
    </Drawer>
  );
}
