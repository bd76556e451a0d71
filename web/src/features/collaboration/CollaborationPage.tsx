import { CollaborationMessages, type CollaborationFilters, type CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import type { Workspace } from '@canopy/contracts';
import {
  ActionIcon,
  Autocomplete,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Drawer,
  Group,
  Loader,
  RangeSlider,
  Select,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue, useViewportSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { ParticipantDetailsModal } from '../participants/details/ParticipantDetailsModal';
import { useGroups } from '../participants/hooks/useGroups';
import { AddMapToDataStory } from '../story/AddMapToDataStory';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { downloadNetworkCsv, fetchCollaborationMap, fetchWithoutCollaborations, fetchWorkspaceAssessments } from './api';
import { CollaborationFiltersBar, filtersOf, type FilterDraft } from './CollaborationFiltersBar';
import {
  isShown,
  MAX_CONNECTIONS,
  mapSize,
  MIN_SEARCH,
  nameOf,
  PERCENTILE_RANGE,
  searchPeople,
  STATE_COLORS,
  STATE_LABELS,
  type ViewFilter,
} from './mapView';
import { IconDownload, IconNetwork, IconPlus, IconRefresh, IconUsers } from '@tabler/icons-react';

// cytoscape and fcose come with the map only, so no other page loads them
const NetworkMap = lazy(() => import('./NetworkMap'));

const SEARCH_DEBOUNCE_MS = 500;

const CONNECTION_OPTIONS = [
  { value: 'all', label: 'All connections' },
  ...Array.from({ length: MAX_CONNECTIONS }, (_, count) => ({ value: String(count), label: `${count} connections` })),
  { value: String(MAX_CONNECTIONS), label: `${MAX_CONNECTIONS} or more` },
];

function Legend() {
  return (
    <Group gap="md" data-testid="legend">
      {(Object.keys(STATE_COLORS) as Array<keyof typeof STATE_COLORS>).map((state) => (
        <Group key={state} gap={6}>
          <Box w={10} h={10} style={{ borderRadius: '50%', background: STATE_COLORS[state] }} />
          <Text fz="xs">{STATE_LABELS[state]}</Text>
        </Group>
      ))}
      <Group gap={6}>
        <Box w={18} h={2} bg="#5b4a3a" />
        <Text fz="xs">Manager</Text>
      </Group>
      <Group gap={6}>
        <Box w={18} h={2} bg="#e0a23b" />
        <Text fz="xs">Friendly</Text>
      </Group>
    </Group>
  );
}

function ParticipationList({
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
  const without = useQuery({
    queryKey: ['collaboration', 'without', workspaceId],
    queryFn: ({ signal }) => fetchWithoutCollaborations(workspaceId, { signal }),
    enabled: opened,
  });
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

function WorkspaceCollaboration({ workspace }: { workspace: Workspace }) {
  const viewport = useViewportSize();
  const size = mapSize(viewport.width || window.innerWidth, viewport.height || window.innerHeight);
  const groups = useGroups(workspace.id);
  const assessments = useQuery({
    queryKey: ['collaboration', 'assessments', workspace.id],
    queryFn: ({ signal }) => fetchWorkspaceAssessments(workspace.id, { signal }),
  });
  const [applied, setApplied] = useState<CollaborationFilters | null>(null);
  const load = useMutation({
    mutationFn: (filters: CollaborationFilters) => fetchCollaborationMap(workspace.id, filters),
    onError: (error) => notifications.show({ color: 'red', message: errorDetail(error), autoClose: 10_000 }),
  });
  const map = load.data ?? null;
  const [percentiles, setPercentiles] = useState<[number, number]>(PERCENTILE_RANGE);
  const [connections, setConnections] = useState<string>('all');
  const [topCollaborators, setTopCollaborators] = useState(false);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [zoom, setZoom] = useState<{ step: number } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const filter: ViewFilter = useMemo(
    () => ({ percentiles, connections: connections === 'all' ? null : Number(connections) }),
    [percentiles, connections],
  );
  const matches = useMemo(() => (map ? searchPeople(map.nodes, search) : []), [map, search]);
  const shown = useMemo(() => (map ? map.nodes.filter((node) => isShown(node, filter)).length : 0), [map, filter]);

  const apply = (draft: FilterDraft) => {
    const filters = filtersOf(draft);
    setApplied(filters);
    setFocusId(null);
    setTyped('');
    load.mutate(filters);
  };
  const reset = () => {
    setFocusId(null);
    setTyped('');
    setPercentiles(PERCENTILE_RANGE);
    setConnections('all');
    setTopCollaborators(false);
    setZoom({ step: 0 });
  };
  const pick = (label: string) => {
    const node = matches.find((candidate) => `${nameOf(candidate)}` === label);
    if (node) setFocusId(node.id);
  };

  return (
    <Stack gap="md">
      <PageHeader
        eyebrow="Learn · Analytics"
        title="Collaboration"
        description={`Who works with whom in ${workspace.name}: the people each participant chose as collaborators.`}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              downloadNetworkCsv(workspace.id, workspace.name).catch((error) =>
                notifications.show({ color: 'red', message: errorDetail(error) }),
              )
            }
          >
            Network map CSV
          </Button>
        }
      />
      <Card>
        <Stack gap="sm">
          <CollaborationFiltersBar
            groups={groups.data ?? []}
            assessments={assessments.data ?? []}
            onApply={apply}
            loading={load.isPending}
          />
          <Group gap="lg" align="center">
            <Box w={260}>
              <Text fz="xs" fw={600} mb={4}>
                Percentiles {percentiles[0]}–{percentiles[1]}
              </Text>
              <RangeSlider
                aria-label="Percentiles"
                min={1}
                max={100}
                minRange={0}
                value={percentiles}
                onChange={setPercentiles}
                label={(value) => value}
                thumbFromLabel="Lowest percentile"
                thumbToLabel="Highest percentile"
              />
            </Box>
          </Group>
        </Stack>
      </Card>
      {applied === null ? (
        <Center h={size.height} data-testid="collaboration-empty">
          <Stack align="center" gap="xs">
            <IconNetwork size={32} />
            <Text c="dimmed" ta="center" maw={420}>
              {CollaborationMessages.beforeApply}
            </Text>
          </Stack>
        </Center>
      ) : load.isPending || !map ? (
        <Center h={size.height}>{load.isPending ? <Loader /> : <Text c="dimmed">{CollaborationMessages.noData}</Text>}</Center>
      ) : map.nodes.length === 0 ? (
        <Center h={size.height}>
          <Text c="dimmed">{CollaborationMessages.noData}</Text>
        </Center>
      ) : (
        <Card p="sm">
          <Group justify="space-between" mb="xs" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Autocomplete
                aria-label="Search participants"
                placeholder="Search a participant"
                value={typed}
                onChange={(value) => {
                  setTyped(value);
                  pick(value);
                }}
                data={matches.map(nameOf)}
                onOptionSubmit={pick}
                w={240}
              />
              {typed.trim().length >= MIN_SEARCH && search === typed && matches.length === 0 && (
                <Text fz="sm" c="dimmed">
                  {CollaborationMessages.noResults}
                </Text>
              )}
              <Button variant="default" leftSection={<IconRefresh size={14} />} onClick={reset}>
                Reset
              </Button>
              <Select
                aria-label="Connections"
                data={CONNECTION_OPTIONS}
                value={connections}
                onChange={(value) => setConnections(value ?? 'all')}
                allowDeselect={false}
                w={170}
              />
              <Switch
                label="Top Collaborators"
                checked={topCollaborators}
                onChange={(event) => setTopCollaborators(event.currentTarget.checked)}
              />
            </Group>
            <Group gap="xs">
              <ActionIcon variant="default" aria-label="Zoom in" onClick={() => setZoom({ step: 1 })}>
                <IconPlus size={14} />
              </ActionIcon>
              <ActionIcon variant="default" aria-label="Zoom out" onClick={() => setZoom({ step: -1 })}>
                <Text fw={700} lh={1}>
                  −
                </Text>
              </ActionIcon>
              <AddMapToDataStory
                workspaceId={workspace.id}
                percentiles={percentiles}
                connectedness={map.additionalInfo.connectedness_score}
              />
              <Button variant="default" leftSection={<IconUsers size={14} />} onClick={() => setListOpen(true)}>
                Participation List
              </Button>
            </Group>
          </Group>
          <Box style={{ position: 'relative' }}>
            <Suspense
              fallback={
                <Center h={size.height}>
                  <Loader />
                </Center>
              }
            >
              <NetworkMap
                map={map}
                width={size.width}
                height={size.height}
                filter={filter}
                topCollaborators={topCollaborators}
                focusId={focusId}
                onOpen={setOpenId}
                zoom={zoom}
              />
            </Suspense>
            <Card withBorder shadow="sm" p="sm" style={{ position: 'absolute', top: 12, right: 12 }} data-testid="connectedness-rate">
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                Connectedness Rate
              </Text>
              <Text fz="xl" fw={700}>
                {(map.additionalInfo.connectedness_score * 100).toFixed(1)}%
              </Text>
              <Text fz="xs" c="dimmed">
                {shown.toLocaleString('en')} of {map.nodes.length.toLocaleString('en')} people shown
              </Text>
            </Card>
          </Box>
          <Group justify="space-between" mt="xs">
            <Legend />
            <Badge variant="light" color="bark">
              {map.additionalInfo.edges_count.toLocaleString('en')} collaborations
            </Badge>
          </Group>
          <ParticipationList map={map} workspaceId={workspace.id} opened={listOpen} onClose={() => setListOpen(false)} onOpen={setOpenId} />
        </Card>
      )}
      {openId && <ParticipantDetailsModal participantId={openId} filters={applied ?? undefined} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

/** The Collaboration page: the network map of the current workspace under the analytics filters. */
export function CollaborationPage() {
  usePageTitle('Collaboration');
  const { workspace, isLoading } = useCurrentWorkspace();
  if (!workspace) return isLoading ? <Loader /> : <Text c="dimmed">Choose a workspace to see its collaboration map.</Text>;
  return <WorkspaceCollaboration key={workspace.id} workspace={workspace} />;
}
