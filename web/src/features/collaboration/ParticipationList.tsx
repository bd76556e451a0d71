import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { Drawer, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { VirtualTable, type VirtualColumn } from '../../shared/ui/VirtualTable';
import { useWithoutCollaborations } from './hooks/useWithoutCollaborations';
import { nameOf, STATE_LABELS } from './mapView';

type Person = CollaborationMap['nodes'][number];

const COLUMNS: readonly VirtualColumn<Person>[] = [
  { header: 'Name', cell: nameOf },
  { header: 'Status', cell: (node) => STATE_LABELS[node.filtered_status] },
  { header: 'Chosen by', cell: (node) => node.mentions },
  { header: 'Chose', cell: (node) => node.number_of_selected_collaborators },
];

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
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="Participation List">
      <VirtualTable
        rows={people}
        columns={COLUMNS}
        rowKey={(node) => node.id}
        estimateRowHeight={35}
        maxHeight="calc(100dvh - 240px)"
        fz="sm"
        striped
        rowProps={(node) => ({ style: { cursor: 'pointer' }, onClick: () => onOpen(node.id) })}
      />
      <Text fw={600} mt="lg" mb="xs">
        Not answered yet {without.data ? `(${without.data.length})` : ''}
      </Text>
      {without.isPending ? <Loader size="xs" /> : <Text fz="sm">{(without.data ?? []).map(nameOf).join(', ') || '—'}</Text>}
    </Drawer>
  );
}
