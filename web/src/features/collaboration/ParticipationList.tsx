import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { Drawer, Loader, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useWithoutCollaborations } from './hooks/useWithoutCollaborations';
import { nameOf, STATE_LABELS } from './mapView';

/** everyone on the map by how many chose them, then who has not answered yet; a row opens the person's details */
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
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="Participation List">
      <Table fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Chosen by</Table.Th>
            <Table.Th>Chose</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((node) => (
            <Table.Tr key={node.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(node.id)}>
              <Table.Td>{nameOf(node)}</Table.Td>
              <Table.Td>{STATE_LABELS[node.filtered_status]}</Table.Td>
              <Table.Td>{node.mentions}</Table.Td>
              <Table.Td>{node.number_of_selected_collaborators}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600} mt="lg" mb="xs">
        Not answered yet {without.data ? `(${without.data.length})` : ''}
      </Text>
      {without.isPending ? <Loader size="xs" /> : <Text fz="sm">{(without.data ?? []).map(nameOf).join(', ') || '—'}</Text>}
    </Drawer>
  );
}
