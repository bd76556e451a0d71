import { Badge, type MantineColor } from '@mantine/core';
import type { ProjectionState } from './schemas';

const STATES: Record<ProjectionState, { label: string; color: MantineColor }> = {
  live: { label: 'Live', color: 'canopy' },
  catching_up: { label: 'Catching up', color: 'yellow' },
  starting: { label: 'Starting', color: 'blue' },
  rebuilding: { label: 'Rebuilding', color: 'indigo' },
  failed: { label: 'Failed', color: 'red' },
};

/** "catching_up" -> "Catching up"; also covers a state newer than this build of the web app. */
export function humanise(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function projectionStateDisplay(state: string): { label: string; color: MantineColor } {
  return Object.hasOwn(STATES, state) ? STATES[state as ProjectionState] : { label: humanise(state), color: 'gray' };
}

export function ProjectionStateBadge({ state }: { state: string }) {
  const { label, color } = projectionStateDisplay(state);
  return (
    <Badge color={color} variant="light" size="md" tt="none" fw={600} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
