import { CollaborationMessages } from '@canopy/contracts/analytics/collaboration';
import { ActionIcon, Autocomplete, Button, Group, Select, Switch, Text } from '@mantine/core';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand, IconRefresh, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HelpTip } from '../../shared/ui/HelpTip';
import { CONNECTIONS_HELP, RINGS_HELP } from './explanations';
import type { MapSearch } from './hooks/useMapSearch';
import type { MapViewFilter } from './hooks/useMapViewFilter';
import { connectionLabel, MAX_CONNECTIONS, MIN_SEARCH, nameOf, RING_STEPS } from './mapView';

const CONNECTION_OPTIONS = [
  { value: 'all', label: 'All connections' },
  ...Array.from({ length: MAX_CONNECTIONS + 1 }, (_, count) => ({ value: String(count), label: connectionLabel(count) })),
];
const RING_OPTIONS = Array.from({ length: RING_STEPS }, (_, at) => ({ value: String(at + 1), label: `From step ${at + 1}` }));

/**
 * The controls over the drawn map: the participant search, Reset, the connection filter and the Top Collaborators
 * rings on the left; adding to the Data Story (`addToStory`), the Participation List and the people panel's toggle
 * on the right.
 */
export function MapToolbar({
  search,
  view,
  onReset,
  addToStory,
  onParticipationList,
  panelOpen,
  onTogglePanel,
}: {
  search: MapSearch;
  view: MapViewFilter;
  onReset: () => void;
  addToStory: ReactNode;
  onParticipationList: () => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Autocomplete
          aria-label="Search participants"
          placeholder="Search a participant"
          size="xs"
          value={search.typed}
          onChange={search.type}
          data={search.matches.map(nameOf)}
          onOptionSubmit={search.pick}
          w={190}
        />
        {search.typed.trim().length >= MIN_SEARCH && search.settled && search.matches.length === 0 && (
          <Text fz="sm" c="dimmed">
            {CollaborationMessages.noResults}
          </Text>
        )}
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onReset}>
          Reset
        </Button>
        <Select
          aria-label="Connections"
          size="xs"
          data={CONNECTION_OPTIONS}
          value={view.connections}
          onChange={(value) => view.setConnections(value ?? 'all')}
          allowDeselect={false}
          w={150}
        />
        <HelpTip label="About Connections" text={CONNECTIONS_HELP} />
        <Switch
          label="Top Collaborators"
          size="xs"
          styles={{ label: { whiteSpace: 'nowrap' } }}
          checked={view.topCollaborators}
          onChange={(event) => view.setTopCollaborators(event.currentTarget.checked)}
        />
        {view.topCollaborators && (
          <Select
            aria-label="Rings from step"
            size="xs"
            data={RING_OPTIONS}
            value={String(view.ringFrom)}
            onChange={(value) => value && view.setRingFrom(Number(value))}
            allowDeselect={false}
            w={120}
          />
        )}
        <HelpTip label="About Top Collaborators" text={RINGS_HELP} />
      </Group>
      <Group gap={6} wrap="nowrap">
        {addToStory}
        <Button size="xs" variant="default" leftSection={<IconUsers size={14} />} onClick={onParticipationList}>
          Participation List
        </Button>
        <ActionIcon variant="default" aria-label={panelOpen ? 'Hide the people panel' : 'Show the people panel'} onClick={onTogglePanel}>
          {panelOpen ? <IconLayoutSidebarRightCollapse size={16} /> : <IconLayoutSidebarRightExpand size={16} />}
        </ActionIcon>
      </Group>
    </Group>
  );
}
