import type { EngagementFigure } from '@canopy/contracts/analytics/collaboration';
import { engagementText } from '@canopy/contracts/analytics/mapLook';
import { ActionIcon, Box, Group, ScrollArea, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { HelpTip } from '../../shared/ui/HelpTip';
import { BETWEENNESS_HELP, ENGAGEMENT_HELP, STATE_HELP } from './explanations';
import type { LegendEntry } from './mapColors';
import type { MapLook } from './mapStyle';

export type ColourOption = { value: string; label: string };

/** an engagement figure as the legend and the panel show it: the score, or why there is none */
export function EngagementText({ figure }: { figure: EngagementFigure | undefined }) {
  if (!figure) return null;
  const shown = engagementText(figure);
  if (figure.score === null)
    return (
      <Text
        component="span"
        fz={11}
        c="dimmed"
        title={figure.n === 0 ? 'No scored answers from these people yet' : 'Too few answers to show under the minimum group size'}
      >
        {shown}
      </Text>
    );
  return (
    <Text
      component="span"
      fz={11}
      fw={600}
      title={`Engagement from ${figure.n} respondents${figure.held_back ? ', some answers held back' : ''}`}
    >
      {shown}
    </Text>
  );
}

/**
 * The legend beside the map: what the colour shows (answer state, community or a group classification),
 * what the size shows, each colour's part with its people and engagement, and the lines' kinds.
 */
export function MapLegend({
  colourOptions,
  colour,
  onColour,
  entries,
  sizeBy,
  onSizeBy,
  engagementOf,
  listHeight = 170,
}: {
  colourOptions: ColourOption[];
  colour: string;
  onColour: (value: string) => void;
  entries: LegendEntry[];
  sizeBy: MapLook['sizeBy'];
  onSizeBy: (value: MapLook['sizeBy']) => void;
  /** the engagement of a part of the legend (a community or a group), when the map has it */
  engagementOf: (key: string) => EngagementFigure | undefined;
  /** the most the list of parts takes before it scrolls */
  listHeight?: number;
}) {
  const withEngagement = entries.some((entry) => engagementOf(entry.key) !== undefined);
  // folded, the legend keeps only the colour choice
  const [folded, setFolded] = useState(false);
  return (
    <Stack gap={6} data-testid="legend" w={250}>
      <Group gap={6} wrap="nowrap">
        <Select
          aria-label="Colour by"
          size="xs"
          data={colourOptions}
          value={colour}
          onChange={(value) => value && onColour(value)}
          allowDeselect={false}
          leftSection={
            <Text fz={10} c="dimmed">
              Colour
            </Text>
          }
          leftSectionWidth={48}
          w={200}
          comboboxProps={{ withinPortal: true }}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={folded ? 'Show the legend' : 'Fold the legend'}
          onClick={() => setFolded((value) => !value)}
        >
          {folded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        </ActionIcon>
      </Group>
      {!folded && (
        <>
          <Group gap={6} wrap="nowrap">
            <Text fz={11} c="dimmed" w={40}>
              Size
            </Text>
            <SegmentedControl
              aria-label="Size by"
              size="xs"
              value={sizeBy}
              onChange={(value) => onSizeBy(value as MapLook['sizeBy'])}
              data={[
                { value: 'in_degree', label: 'Chosen by' },
                { value: 'betweenness', label: 'Betweenness' },
              ]}
            />
            <HelpTip label="About Betweenness" text={BETWEENNESS_HELP} />
          </Group>
          <ScrollArea.Autosize mah={listHeight} type="auto" offsetScrollbars>
            <Stack gap={3}>
              {withEngagement && (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Text fz={10} c="dimmed" tt="uppercase">
                    Engagement
                  </Text>
                  <HelpTip label="About Engagement" text={ENGAGEMENT_HELP} />
                </Group>
              )}
              {entries.map((entry) => (
                <Group key={entry.key} gap={6} wrap="nowrap" justify="space-between" data-testid="legend-entry">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <Box w={10} h={10} style={{ borderRadius: '50%', background: entry.color, flexShrink: 0 }} />
                    <Text fz="xs" truncate data-testid="legend-label">
                      {entry.label}
                    </Text>
                    <Text fz={11} c="dimmed" data-testid="legend-count">
                      {entry.count.toLocaleString('en')}
                    </Text>
                    {entry.key in STATE_HELP && (
                      <HelpTip label={`About ${entry.label}`} text={STATE_HELP[entry.key as keyof typeof STATE_HELP]} />
                    )}
                  </Group>
                  <EngagementText figure={engagementOf(entry.key)} />
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Group gap="sm">
            <Group gap={4}>
              <Box w={16} h={3} bg="#8c8075" />
              <Text fz={11}>Manager</Text>
            </Group>
            <Group gap={4}>
              <Box w={16} h={3} bg="#f0d09d" />
              <Text fz={11}>Friendly</Text>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
}
