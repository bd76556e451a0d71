import { formatDay } from '../../shared/format/dates';
import type { AdminCycle } from '@canopy/contracts';
import { Select } from '@mantine/core';

/** the newest cycle someone submitted in (the cycles come newest first): what a report wizard opens on */
export const latestAnsweredLink = (cycles: readonly AdminCycle[] | undefined): string | null =>
  cycles?.find((cycle) => cycle.respondents > 0)?.link ?? null;

/** a package's cycles by their start date ('to current' while open, 'no answers yet' before anyone submitted), valued by their link */
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
        label: `${formatDay(cycle.from, cycle.time_zone)}${cycle.to ? '' : ' (to current)'}${cycle.respondents === 0 ? ' · no answers yet' : ''}`,
      }))}
      value={props.value}
      onChange={props.onChange}
      allowDeselect={false}
      nothingFoundMessage="This package has no cycles"
    />
  );
}
