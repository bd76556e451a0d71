import type { GroupDensity, GroupEngagement } from '@canopy/contracts/analytics/collaboration';
import { Box, Group, Stack, Text } from '@mantine/core';
import { DENSITY_HELP } from './explanations';
import { HelpTip } from '../../shared/ui/HelpTip';
import { EngagementText } from './MapLegend';

/** white to deep blue by share; the scale tops out at the matrix's own highest cell so a sparse network still reads */
const shade = (value: number, top: number) => {
  const t = top > 0 ? Math.min(1, value / top) : 0;
  const mix = (from: number, to: number) => Math.round(from + (to - from) * t);
  return `rgb(${mix(246, 33)}, ${mix(248, 102)}, ${mix(250, 172)})`;
};

const MAX_GROUPS = 12;
const short = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name);

/**
 * Who works across groups: a heatmap of the density of choices from each group (rows) to each group (columns) of one
 * classification, with each group's size and engagement beside its row. The largest twelve groups are shown.
 */
export function DensityMatrix({ density, engagement }: { density: GroupDensity; engagement: readonly GroupEngagement[] }) {
  const order = density.groups
    .map((group, at) => ({ group, at }))
    .sort((a, b) => b.group.size - a.group.size)
    .slice(0, MAX_GROUPS);
  const top = Math.max(0, ...order.flatMap(({ at: row }) => order.map(({ at: column }) => density.matrix[row]?.[column] ?? 0)));
  const engagementOf = new Map(engagement.map((figure) => [figure.group_id, figure]));
  const cell = 22;
  return (
    <Stack gap={6} data-testid="density-matrix">
      <Group gap={4}>
        <Text fz="xs" fw={600}>
          Choices within and across {density.classification_name.toLowerCase()}
        </Text>
        <HelpTip label="About Density" text={DENSITY_HELP} />
      </Group>
      <Box style={{ display: 'grid', gridTemplateColumns: `88px repeat(${order.length}, ${cell}px) 36px`, gap: 1, alignItems: 'center' }}>
        <Box />
        {order.map(({ group }) => (
          <Text
            key={group.id}
            fz={9}
            c="dimmed"
            title={group.name}
            style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', height: 64, overflow: 'hidden' }}
          >
            {short(group.name)}
          </Text>
        ))}
        <Text fz={9} c="dimmed" ta="right" style={{ alignSelf: 'end' }}>
          Eng.
        </Text>
        {order.map(({ group, at: row }) => [
          <Text key={`${group.id}-name`} fz={10} truncate title={`${group.name} (${group.size} people)`}>
            {group.name}
          </Text>,
          ...order.map(({ group: to, at: column }) => {
            const value = density.matrix[row]?.[column] ?? 0;
            return (
              <Box
                key={`${group.id}-${to.id}`}
                h={cell}
                title={`${group.name} → ${to.name}: ${(value * 100).toFixed(1)}% of possible choices`}
                style={{ background: shade(value, top), outline: row === column ? '1px solid #1f2a33' : undefined }}
              />
            );
          }),
          <Box key={`${group.id}-engagement`} ta="right">
            <EngagementText figure={engagementOf.get(group.id)} />
          </Box>,
        ])}
      </Box>
      {density.groups.length > MAX_GROUPS && (
        <Text fz={10} c="dimmed">
          The {MAX_GROUPS} largest of {density.groups.length} groups.
        </Text>
      )}
    </Stack>
  );
}
