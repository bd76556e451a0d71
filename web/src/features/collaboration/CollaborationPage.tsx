import { CollaborationMessages, type CollaborationMap, type EngagementFigure } from '@canopy/contracts/analytics/collaboration';
import type { Group as ParticipantGroup, Workspace } from '@canopy/contracts';
import {
  ActionIcon,
  Autocomplete,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  RangeSlider,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDownload,
  IconLayoutSidebarRightCollapse,
  IconLayoutSidebarRightExpand,
  IconMinus,
  IconNetwork,
  IconPlus,
  IconRefresh,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { errorDetail } from '../../shared/api/http';
import { ErrorBanner } from '../../shared/ui/ErrorBanner';
import { notifyError } from '../../shared/ui/notify';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import { ParticipantDetailsModal } from '../participants/details/ParticipantDetailsModal';
import { useGroups } from '../participants/hooks/useGroups';
import { AddMapToDataStory } from '../story/AddMapToDataStory';
import { useCurrentWorkspace } from '../workspaces/hooks/useCurrentWorkspace';
import { downloadNetworkCsv } from './api';
import { CollaborationFiltersBar, filtersOf, type FilterDraft } from './CollaborationFiltersBar';
import { CONNECTIONS_HELP, PERCENTILE_HELP, RATE_HELP, RINGS_HELP } from './explanations';
import { useCollaborationAssessments } from './hooks/useCollaborationAssessments';
import { useCollaborationMap } from './hooks/useCollaborationMap';
import { useMapFrame } from './hooks/useMapFrame';
import { classificationLabel, classificationsOf, colouring, type ColorMode } from './mapColors';
import { HelpTip } from '../../shared/ui/HelpTip';
import { MapLegend, type ColourOption } from './MapLegend';
import type { MapLook } from './mapStyle';
import {
  connectionLabel,
  DEFAULT_RING_FROM,
  isShown,
  MAX_CONNECTIONS,
  MIN_SEARCH,
  nameOf,
  PERCENTILE_RANGE,
  RING_STEPS,
  searchPeople,
  type ViewFilter,
} from './mapView';
import { ParticipationList } from './ParticipationList';
import { PeoplePanel } from './PeoplePanel';

// cytoscape and fcose come with the map only, so no other page loads them; the page fetches them as it opens, so
// Apply waits for the map's answer and not for its code
const loadNetworkMap = () => import('./NetworkMap');
const NetworkMap = lazy(loadNetworkMap);

/** spec 9: the collaboration search waits 500 ms after the typing */
const SEARCH_DEBOUNCE_MS = 500;
/** the slider restyles the map this long after it stops moving, not at every step */
const SLIDER_DEBOUNCE_MS = 150;
const PANEL_WIDTH = 300;

const CONNECTION_OPTIONS = [
  { value: 'all', label: 'All connections' },
  ...Array.from({ length: MAX_CONNECTIONS + 1 }, (_, count) => ({ value: String(count), label: connectionLabel(count) })),
];
const RING_OPTIONS = Array.from({ length: RING_STEPS }, (_, at) => ({ value: String(at + 1), label: `From step ${at + 1}` }));

/** the colour modes the map offers: its communities, each group classification of the people on it, the answer state */
const colourModes = (map: CollaborationMap, groups: readonly ParticipantGroup[]) => {
  const onMap = new Set(map.nodes.flatMap((node) => node.groups_ids));
  const classifications = classificationsOf(groups.filter((group) => onMap.has(group.id)));
  const modes = new Map<string, { label: string; mode: ColorMode; key: string }>();
  classifications.forEach((classification, at) => {
    modes.set(`group:${classification}`, {
      label: classificationLabel(classification),
      mode: { kind: 'group', classification },
      key: `g${at}`,
    });
  });
  if (map.structure.communities.length > 0) modes.set('community', { label: 'Community', mode: { kind: 'community' }, key: 'community' });
  modes.set('state', { label: 'Answer state', mode: { kind: 'state' }, key: 'state' });
  return modes;
};

/** department first where the workspace has one (the clusters consultants expect), else the communities */
const defaultColour = (modes: ReturnType<typeof colourModes>) =>
  [...modes.keys()].find((key) => /department/i.test(key)) ?? (modes.has('community') ? 'community' : ([...modes.keys()][0] ?? 'state'));

function WorkspaceCollaboration({ workspace }: { workspace: Workspace }) {
  const groups = useGroups(workspace.id);
  const assessments = useCollaborationAssessments(workspace.id);
  const { applied, apply: applyFilters, map, isLoading, error } = useCollaborationMap(workspace.id);
  const { ref: frame, size } = useMapFrame(map !== null && !isLoading);
  const [percentiles, setPercentiles] = useState<[number, number]>(PERCENTILE_RANGE);
  const [settledPercentiles] = useDebouncedValue(percentiles, SLIDER_DEBOUNCE_MS);
  const [connections, setConnections] = useState<string>('all');
  const [topCollaborators, setTopCollaborators] = useState(false);
  const [ringFrom, setRingFrom] = useState(DEFAULT_RING_FROM);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [zoom, setZoom] = useState<{ step: number } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(true);
  const [colourChoice, setColourChoice] = useState<string | null>(null);
  const [sizeBy, setSizeBy] = useState<MapLook['sizeBy']>('in_degree');
  /** the map whose first frame is painted: the side panel waits for it, so it does not hold the map back */
  const [painted, setPainted] = useState<CollaborationMap | null>(null);
  useEffect(() => {
    void loadNetworkMap();
  }, []);

  const filter: ViewFilter = useMemo(
    () => ({ percentiles: settledPercentiles, connections: connections === 'all' ? null : Number(connections) }),
    [settledPercentiles, connections],
  );
  const matches = useMemo(() => (map ? searchPeople(map.nodes, search) : []), [map, search]);
  const shown = useMemo(() => (map ? map.nodes.filter((node) => isShown(node, filter)).length : 0), [map, filter]);

  const groupList = useMemo(() => groups.data ?? [], [groups.data]);
  const modes = useMemo(() => (map ? colourModes(map, groupList) : new Map()), [map, groupList]);
  const colour = colourChoice && modes.has(colourChoice) ? colourChoice : defaultColour(modes);
  const communityLabel = useMemo(() => {
    const byId = new Map((map?.structure.communities ?? []).map((community) => [community.id, community]));
    return (id: number) => {
      const top = byId.get(id)?.top_group;
      return top ? `${top.name} (${Math.round(top.share * 100)}%)` : `Community ${id + 1}`;
    };
  }, [map]);
  const colourings = useMemo(() => {
    const all = new Map<string, ReturnType<typeof colouring>>();
    if (!map) return all;
    for (const [value, { mode }] of modes) all.set(value, colouring(map.nodes, mode, groupList, communityLabel));
    return all;
  }, [map, modes, groupList, communityLabel]);
  const palettes = useMemo(
    () => new Map([...colourings].map(([value, coloured]) => [modes.get(value)?.key as string, coloured.colorOf])),
    [colourings, modes],
  );
  const colourOptions: ColourOption[] = [...modes].map(([value, { label }]) => ({ value, label }));
  const engagementOf = useMemo(() => {
    const communities = new Map((map?.structure.communities ?? []).map((community) => [String(community.id), community.engagement]));
    const groupsEngagement = new Map((map?.structure.groups_engagement ?? []).map((figure) => [figure.group_id, figure]));
    return (key: string): EngagementFigure | undefined => (colour === 'community' ? communities.get(key) : groupsEngagement.get(key));
  }, [map, colour]);
  const look: MapLook = useMemo(() => {
    const sizeMax = map
      ? map.nodes.reduce((max, node) => Math.max(max, sizeBy === 'betweenness' ? node.betweenness : node.in_degree), 0)
      : 0;
    return {
      colorKey: modes.get(colour)?.key ?? 'state',
      sizeBy,
      sizeMax,
      ringFrom: topCollaborators ? ringFrom : null,
      focused: focusId !== null,
    };
  }, [map, modes, colour, sizeBy, topCollaborators, ringFrom, focusId]);

  const apply = (draft: FilterDraft) => {
    setFocusId(null);
    setTyped('');
    applyFilters(filtersOf(draft));
  };
  const reset = () => {
    setFocusId(null);
    setTyped('');
    setPercentiles(PERCENTILE_RANGE);
    setConnections('all');
    setTopCollaborators(false);
    setRingFrom(DEFAULT_RING_FROM);
    setZoom({ step: 0 });
  };
  const pick = (label: string) => {
    const node = matches.find((candidate) => nameOf(candidate) === label);
    if (node) setFocusId(node.id);
  };

  return (
    <Stack gap="xs">
      <PageHeader
        title="Collaboration"
        description={`Who works with whom in ${workspace.name}: the people each participant chose as collaborators.`}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadNetworkCsv(workspace.id, workspace.name).catch((failure) => notifyError(errorDetail(failure)))}
          >
            Network map CSV
          </Button>
        }
      />
      <Card p="xs" mt={-16}>
        <CollaborationFiltersBar groups={groupList} assessments={assessments.data ?? []} onApply={apply} loading={isLoading}>
          <Box w={220} ml="auto">
            <Group gap={4} mb={4}>
              <Text fz="xs" fw={600}>
                Percentiles {percentiles[0]}–{percentiles[1]}
              </Text>
              <HelpTip label="About Percentiles" text={PERCENTILE_HELP} />
            </Group>
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
        </CollaborationFiltersBar>
      </Card>
      <ErrorBanner title="Could not load the collaboration map" error={error} />
      {/* what 'Add to Data Story' captures: the map's drawing and legend, without the filters above or any control */}
      <Stack gap="xs" data-story-card="">
        {map && map.nodes.length > 0 && !isLoading && (
          <Group justify="space-between" wrap="nowrap" gap="xs" data-story-skip="">
            <Group gap="xs" wrap="nowrap">
              <Autocomplete
                aria-label="Search participants"
                placeholder="Search a participant"
                size="xs"
                value={typed}
                onChange={(value) => {
                  setTyped(value);
                  pick(value);
                }}
                data={matches.map(nameOf)}
                onOptionSubmit={pick}
                w={190}
              />
              {typed.trim().length >= MIN_SEARCH && search === typed && matches.length === 0 && (
                <Text fz="sm" c="dimmed">
                  {CollaborationMessages.noResults}
                </Text>
              )}
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={reset}>
                Reset
              </Button>
              <Select
                aria-label="Connections"
                size="xs"
                data={CONNECTION_OPTIONS}
                value={connections}
                onChange={(value) => setConnections(value ?? 'all')}
                allowDeselect={false}
                w={150}
              />
              <HelpTip label="About Connections" text={CONNECTIONS_HELP} />
              <Switch
                label="Top Collaborators"
                size="xs"
                styles={{ label: { whiteSpace: 'nowrap' } }}
                checked={topCollaborators}
                onChange={(event) => setTopCollaborators(event.currentTarget.checked)}
              />
              {topCollaborators && (
                <Select
                  aria-label="Rings from step"
                  size="xs"
                  data={RING_OPTIONS}
                  value={String(ringFrom)}
                  onChange={(value) => value && setRingFrom(Number(value))}
                  allowDeselect={false}
                  w={120}
                />
              )}
              <HelpTip label="About Top Collaborators" text={RINGS_HELP} />
            </Group>
            <Group gap={6} wrap="nowrap">
              <AddMapToDataStory
                workspaceId={workspace.id}
                percentiles={percentiles}
                connectedness={map.additionalInfo.connectedness_score}
              />
              <Button size="xs" variant="default" leftSection={<IconUsers size={14} />} onClick={() => setListOpen(true)}>
                Participation List
              </Button>
              <ActionIcon
                variant="default"
                aria-label={panelOpen ? 'Hide the people panel' : 'Show the people panel'}
                onClick={() => setPanelOpen((open) => !open)}
              >
                {panelOpen ? <IconLayoutSidebarRightCollapse size={16} /> : <IconLayoutSidebarRightExpand size={16} />}
              </ActionIcon>
            </Group>
          </Group>
        )}
        <Box ref={frame} w="100%">
          {applied === null ? (
            <Center h={size.height} data-testid="collaboration-empty">
              <Stack align="center" gap="xs">
                <IconNetwork size={32} />
                <Text c="dimmed" ta="center" maw={420}>
                  {CollaborationMessages.beforeApply}
                </Text>
              </Stack>
            </Center>
          ) : isLoading || !map ? (
            <Center h={size.height}>{isLoading ? <Loader /> : <Text c="dimmed">{CollaborationMessages.noData}</Text>}</Center>
          ) : map.nodes.length === 0 ? (
            <Center h={size.height} data-testid="collaboration-no-data">
              <Stack align="center" gap={4}>
                <Text c="dimmed">{CollaborationMessages.noData}</Text>
                <Text c="dimmed" fz="sm">
                  Nobody in this choice has chosen a collaborator or been chosen as one.
                </Text>
              </Stack>
            </Center>
          ) : (
            <Box
              data-testid="collaboration-frame"
              pos="relative"
              w={size.width}
              h={size.height}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
            >
              <Suspense
                fallback={
                  <Center h={size.height}>
                    <Loader />
                  </Center>
                }
              >
                <NetworkMap
                  map={map}
                  width={panelOpen ? size.width - PANEL_WIDTH - 18 : size.width - 2}
                  height={size.height - 2}
                  filter={filter}
                  look={look}
                  palettes={palettes}
                  focusId={focusId}
                  onOpen={setOpenId}
                  zoom={zoom}
                  onPainted={setPainted}
                />
              </Suspense>
              <Card withBorder shadow="xs" p={8} pos="absolute" top={8} left={8} data-testid="connectedness-rate">
                <Group gap={4}>
                  <Text fz={10} c="dimmed" tt="uppercase" fw={600}>
                    Connectedness Rate
                  </Text>
                  <HelpTip label="About Connectedness Rate" text={RATE_HELP} />
                </Group>
                <Text fz="lg" fw={700} lh={1.2}>
                  {(map.additionalInfo.connectedness_score * 100).toFixed(1)}%
                </Text>
                <Text fz={11} c="dimmed">
                  {shown.toLocaleString('en')} of {map.nodes.length.toLocaleString('en')} people shown
                </Text>
              </Card>
              <Stack gap={4} pos="absolute" top={8} right={panelOpen ? PANEL_WIDTH + 16 : 8} data-story-skip="">
                <ActionIcon variant="default" aria-label="Zoom in" onClick={() => setZoom({ step: 1 })}>
                  <IconPlus size={14} />
                </ActionIcon>
                <ActionIcon variant="default" aria-label="Zoom out" onClick={() => setZoom({ step: -1 })}>
                  <IconMinus size={14} />
                </ActionIcon>
              </Stack>
              <Card withBorder shadow="xs" p={8} pos="absolute" bottom={8} left={8}>
                <MapLegend
                  colourOptions={colourOptions}
                  colour={colour}
                  onColour={setColourChoice}
                  entries={colourings.get(colour)?.entries ?? []}
                  sizeBy={sizeBy}
                  onSizeBy={setSizeBy}
                  engagementOf={engagementOf}
                />
              </Card>
              {panelOpen && (
                <Card withBorder shadow="xs" p={6} pos="absolute" top={8} right={8} w={PANEL_WIDTH} h={size.height - 18} data-story-skip="">
                  {painted === map ? (
                    <PeoplePanel map={map} height={size.height - 18} onOpen={setOpenId} />
                  ) : (
                    <Center h="100%">
                      <Loader size="sm" />
                    </Center>
                  )}
                </Card>
              )}
              {shown === 0 && (
                <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }} data-testid="collaboration-nobody">
                  <Card withBorder shadow="sm" p="md" maw={360} style={{ pointerEvents: 'auto' }}>
                    <Stack gap="xs" align="center">
                      <Text fw={600}>Nobody matches these filters</Text>
                      <Text fz="sm" c="dimmed" ta="center">
                        No one on the map is in the chosen percentiles with the chosen number of connections. Widen the range or choose
                        another number.
                      </Text>
                      <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={reset}>
                        Reset
                      </Button>
                    </Stack>
                  </Card>
                </Center>
              )}
            </Box>
          )}
        </Box>
      </Stack>
      {/* after the map's first frame, like the panel: it sorts everyone on the map by name */}
      {map && painted === map && (
        <ParticipationList map={map} workspaceId={workspace.id} opened={listOpen} onClose={() => setListOpen(false)} onOpen={setOpenId} />
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
