import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { Card, Group, Stack, Text } from '@mantine/core';
import { HelpTip } from '../../shared/ui/HelpTip';
import { RATE_HELP } from './explanations';
import type { MapColours } from './hooks/useMapColours';
import { MapLegend } from './MapLegend';

/** the column left of the drawing (not over it): the connectedness rate, then the legend, as tall as the map */
export const MAP_KEY_WIDTH = 266;
/** the rate card, the legend's pickers and its line keys: what the legend's list of parts leaves room for */
const KEY_CHROME = 250;

export function MapKey({ map, shown, colours, height }: { map: CollaborationMap; shown: number; colours: MapColours; height: number }) {
  return (
    <Stack gap={8} pos="absolute" top={8} left={8} w={MAP_KEY_WIDTH - 16} h={height - 16} data-testid="map-key">
      <Card withBorder shadow="xs" p={8} data-testid="connectedness-rate">
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
      <Card withBorder shadow="xs" p={8}>
        <MapLegend
          colourOptions={colours.colourOptions}
          colour={colours.colour}
          onColour={colours.setColour}
          entries={colours.entries}
          sizeBy={colours.sizeBy}
          onSizeBy={colours.setSizeBy}
          engagementOf={colours.engagementOf}
          listHeight={Math.max(120, height - KEY_CHROME)}
        />
      </Card>
    </Stack>
  );
}
