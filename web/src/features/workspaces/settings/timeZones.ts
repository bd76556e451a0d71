import { DEFAULT_TIME_ZONE } from '@canopy/contracts/platform/dates';

// The zones the Time zone tab offers: every IANA zone the browser's Intl knows, plus UTC, by name; the workspace's
// own zone is kept in the list even if this browser does not list it (another browser's alias, say).

export type ZoneChoice = { value: string; label: string };

/** 'America/Argentina/Buenos_Aires' -> 'America / Argentina / Buenos Aires' */
export const zoneLabel = (zone: string) => zone.split('/').join(' / ').replace(/_/g, ' ');

export const zoneChoices = (
  current: string = DEFAULT_TIME_ZONE,
  known: readonly string[] = Intl.supportedValuesOf('timeZone'),
): ZoneChoice[] => {
  const zones = new Set([...known, 'UTC', current]);
  return [...zones].sort((a, b) => a.localeCompare(b)).map((value) => ({ value, label: zoneLabel(value) }));
};
