import { formatDay } from '../../shared/format/dates';
import type { AdminCycle } from '@canopy/contracts';
import { Select } from '@mantine/core';

/** a package's cycles by their start date ('to current' while open), valued by their link */
export function CycleSelect(props: {
  cycles: readonly AdminCycle[];
  value: string | null;
  onChange: (link: string | null) => void;
  disabled: boolean;
}) {
  return (
    <Select
      label="Cycle start date"
      placeholder="Choose a cycle"
      disabled={props.disabled}
      data={props.cycles.map((cycle) => ({
        value: cycle.link,
        label: `${formatDay(cycle.from, cycle.time_zone)}${cycle.to ? '' : ' (to current)'}`,
      }))}
      value={props.value}
      onChange={props.onChange}
      nothingFoundMessage="This package has no cycles"
    />
  );
}
