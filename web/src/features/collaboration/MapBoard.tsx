import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { ActionIcon, Box, Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { MapColours } from './hooks/useMapColours';
import { MAP_KEY_WIDTH, MapKey } from './MapKey';
import type { ViewFilter } from './mapView';
import { PeoplePanel } from './PeoplePanel';

// cytoscape and fcose come with the map only, so no other page loads them; the page fetches them as it opens, so
// Apply waits for the map's answer and not for its code
export const loadNetworkMap = () => import('./NetworkMap');
const NetworkMap = lazy(loadNetworkMap);

const PANEL_WIDTH = 300;

/**
 * The drawn map in its frame: the key (rate and legend) in a column on the left, the drawing between it and the
 * people panel (neither covers a person), the zoom buttons, and what to do when the filters leave nobody.
 */
export function MapBoard({
  map,
  size,
  filter,
  shown,
  colours,
  focusId,
  zoom,
  panelOpen,
  painted,
  onPainted,
  onOpen,
  onZoom,
  onReset,
}: {
  map: CollaborationMap;
  size: { width: number; height: number };
  filter: ViewFilter;
  /** the people the filter keeps */
  shown: number;
  colours: MapColours;
  focusId: string | null;
  zoom: { step: number } | null;
  panelOpen: boolean;
  /** the map whose first frame is painted: the side panel waits for it, so it does not hold the map back */
  painted: CollaborationMap | null;
  onPainted: (map: CollaborationMap) => void;
  onOpen: (participantId: string) => void;
  onZoom: (zoom: { step: number }) => void;
  onReset: () => void;
}) {
  const drawingWidth = size.width - MAP_KEY_WIDTH - (panelOpen ? PANEL_WIDTH + 18 : 2);
  return (
    <Box
      data-testid="collaboration-frame"
      pos="relative"
      w={size.width}
      h={size.height}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
    >
      <Box pos="absolute" top={0} left={MAP_KEY_WIDTH}>
        <Suspense
          fallback={
            <Center w={drawingWidth} h={size.height}>
              <Loader />
            </Center>
          }
        >
          <NetworkMap
            map={map}
            width={drawingWidth}
            height={size.height - 2}
            filter={filter}
            look={colours.look}
            palettes={colours.palettes}
            focusId={focusId}
            onOpen={onOpen}
            zoom={zoom}
            onPainted={onPainted}
          />
        </Suspense>
      </Box>
      <MapKey map={map} shown={shown} colours={colours} height={size.height} />
      <Stack gap={4} pos="absolute" top={8} right={panelOpen ? PANEL_WIDTH + 16 : 8}>
        <ActionIcon variant="default" aria-label="Zoom in" onClick={() => onZoom({ step: 1 })}>
          <IconPlus size={14} />
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Zoom out" onClick={() => onZoom({ step: -1 })}>
          <IconMinus size={14} />
        </ActionIcon>
      </Stack>
      {panelOpen && (
        <Card withBorder shadow="xs" p={6} pos="absolute" top={8} right={8} w={PANEL_WIDTH} h={size.height - 18}>
          {painted === map ? (
            <PeoplePanel map={map} height={size.height - 18} onOpen={onOpen} />
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
                No one on the map is in the chosen percentiles with the chosen number of connections. Widen the range or choose another
                number.
              </Text>
              <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={onReset}>
                Reset
              </Button>
            </Stack>
          </Card>
        </Center>
      )}
    </Box>
  );
}
