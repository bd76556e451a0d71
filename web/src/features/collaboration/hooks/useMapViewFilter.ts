import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DEFAULT_RING_FROM, PERCENTILE_RANGE, type ViewFilter } from '../mapView';

/** the slider restyles the map this long after it stops moving, not at every step */
const SLIDER_DEBOUNCE_MS = 150;

/**
 * What the map shows of its people without asking the server again: the percentile range (the slider's value, and
 * the one the map follows once the slider settles), the connection filter, and the Top Collaborators rings.
 */
export function useMapViewFilter() {
  const [percentiles, setPercentiles] = useState<[number, number]>(PERCENTILE_RANGE);
  const [settledPercentiles] = useDebouncedValue(percentiles, SLIDER_DEBOUNCE_MS);
  const [connections, setConnections] = useState<string>('all');
  const [topCollaborators, setTopCollaborators] = useState(false);
  const [ringFrom, setRingFrom] = useState(DEFAULT_RING_FROM);
  const filter: ViewFilter = useMemo(
    () => ({ percentiles: settledPercentiles, connections: connections === 'all' ? null : Number(connections) }),
    [settledPercentiles, connections],
  );
  const reset = () => {
    setPercentiles(PERCENTILE_RANGE);
    setConnections('all');
    setTopCollaborators(false);
    setRingFrom(DEFAULT_RING_FROM);
  };
  return {
    percentiles,
    setPercentiles,
    connections,
    setConnections,
    topCollaborators,
    setTopCollaborators,
    ringFrom,
    setRingFrom,
    /** the percentiles and connections the map follows */
    filter,
    /** Top Collaborators' first ringed step, or null when the rings are off */
    rings: topCollaborators ? ringFrom : null,
    reset,
  };
}

export type MapViewFilter = ReturnType<typeof useMapViewFilter>;
