import type { CollaborationNode } from '@canopy/contracts/analytics/collaboration';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { nameOf, searchPeople } from '../mapView';

/** spec 9: the collaboration search waits 500 ms after the typing */
const SEARCH_DEBOUNCE_MS = 500;

/** The participant search over the map: what is typed, the people it matches, and the person the map focuses on. */
export function useMapSearch(nodes: readonly CollaborationNode[] | null) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [focusId, setFocusId] = useState<string | null>(null);
  const matches = useMemo(() => (nodes ? searchPeople(nodes, search) : []), [nodes, search]);
  const pick = (label: string) => {
    const node = matches.find((candidate) => nameOf(candidate) === label);
    if (node) setFocusId(node.id);
  };
  const type = (value: string) => {
    setTyped(value);
    pick(value);
  };
  const clear = () => {
    setFocusId(null);
    setTyped('');
  };
  return {
    typed,
    /** the search has settled on what is typed */
    settled: search === typed,
    matches,
    focusId,
    type,
    pick,
    clear,
  };
}

export type MapSearch = ReturnType<typeof useMapSearch>;
