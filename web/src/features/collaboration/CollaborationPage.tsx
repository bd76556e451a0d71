import type { Workspace } from '@canopy/contracts';
import { Box, Button, Card, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
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
import { useCollaborationAssessments } from './hooks/useCollaborationAssessments';
import { useCollaborationMap } from './hooks/useCollaborationMap';
import { useMapColours } from './hooks/useMapColours';
import { useMapFrame } from './hooks/useMapFrame';
import { useMapSearch } from './hooks/useMapSearch';
import { useMapViewFilter } from './hooks/useMapViewFilter';
import { loadNetworkMap, MapBoard } from './MapBoard';
import { MapPlaceholder } from './MapPlaceholder';
import { MapToolbar } from './MapToolbar';
import { isShown } from './mapView';
import { ParticipationList } from './ParticipationList';
import { PercentileSlider } from './PercentileSlider';

function WorkspaceCollaboration({ workspace }: { workspace: Workspace }) {
  const groups = useGroups(workspace.id);
  const assessments = useCollaborationAssessments(workspace.id);
  const { applied, apply: applyFilters, map, isLoading, error } = useCollaborationMap(workspace.id);
  const { ref: frame, size } = useMapFrame(map !== null && !isLoading);
  const view = useMapViewFilter();
  const search = useMapSearch(map?.nodes ?? null);
  const groupList = useMemo(() => groups.data ?? [], [groups.data]);
  const colours = useMapColours(map, groupList, { rings: view.rings, focused: search.focusId !== null });
  const [zoom, setZoom] = useState<{ step: number } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(true);
  /** the map whose first frame is painted: the side panel and the list wait for it, so they do not hold the map back */
  const [painted, setPainted] = useState<typeof map>(null);
  useEffect(() => {
    void loadNetworkMap();
  }, []);
  const shown = useMemo(() => (map ? map.nodes.filter((node) => isShown(node, view.filter)).length : 0), [map, view.filter]);

  const apply = (draft: FilterDraft) => {
    search.clear();
    applyFilters(filtersOf(draft));
  };
  const reset = () => {
    search.clear();
    view.reset();
    setZoom({ step: 0 });
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
          <PercentileSlider value={view.percentiles} onChange={view.setPercentiles} />
        </CollaborationFiltersBar>
      </Card>
      <ErrorBanner title="Could not load the collaboration map" error={error} />
      {map && map.nodes.length > 0 && !isLoading && applied && (
        <MapToolbar
          search={search}
          view={view}
          onReset={reset}
          addToStory={
            <AddMapToDataStory
              workspaceId={workspace.id}
              filters={applied}
              view={{ colour: colours.colour, size_by: colours.sizeBy, connections: view.filter.connections }}
              percentiles={view.filter.percentiles}
            />
          }
          onParticipationList={() => setListOpen(true)}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
        />
      )}
      <Box ref={frame} w="100%">
        {applied === null ? (
          <MapPlaceholder state="before-apply" height={size.height} />
        ) : isLoading || !map ? (
          <MapPlaceholder state={isLoading ? 'loading' : 'no-map'} height={size.height} />
        ) : map.nodes.length === 0 ? (
          <MapPlaceholder state="nobody" height={size.height} />
        ) : (
          <MapBoard
            map={map}
            size={size}
            filter={view.filter}
            shown={shown}
            colours={colours}
            focusId={search.focusId}
            zoom={zoom}
            panelOpen={panelOpen}
            painted={painted}
            onPainted={setPainted}
            onOpen={setOpenId}
            onZoom={setZoom}
            onReset={reset}
          />
        )}
      </Box>
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
