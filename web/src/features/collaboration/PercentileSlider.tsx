import { Box, Group, RangeSlider, Text } from '@mantine/core';
import { HelpTip } from '../../shared/ui/HelpTip';
import { PERCENTILE_HELP } from './explanations';

/** the percentile range the map keeps, beside the filters: the map follows it without asking the server again */
export function PercentileSlider({ value, onChange }: { value: [number, number]; onChange: (value: [number, number]) => void }) {
  return (
    <Box w={220} ml="auto">
      <Group gap={4} mb={4}>
        <Text fz="xs" fw={600}>
          Percentiles {value[0]}–{value[1]}
        </Text>
        <HelpTip label="About Percentiles" text={PERCENTILE_HELP} />
      </Group>
      <RangeSlider
        aria-label="Percentiles"
        min={1}
        max={100}
        minRange={0}
        value={value}
        onChange={onChange}
        label={(step) => step}
        thumbFromLabel="Lowest percentile"
        thumbToLabel="Highest percentile"
      />
    </Box>
  );
}
