import type { Group as ParticipantGroup } from '@canopy/contracts';
import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import {
  colourModes,
  colourOf,
  communityLabelOf,
  engagementOfEntry,
  type ColourModes,
  sizeMaxOf,
} from '@canopy/contracts/analytics/mapLook';
import { useMemo, useState } from 'react';
import { colouring } from '../mapColors';
import type { ColourOption } from '../MapLegend';
import type { MapLook } from '../mapStyle';

const NO_MODES: ColourModes = new Map();

/**
 * How the map's people are coloured and sized: the colour mode chosen (or the default: department, else the
 * communities), the sizing measure, each mode's colours and legend entries, and the look the map draws with.
 */
export function useMapColours(
  map: CollaborationMap | null,
  groups: readonly ParticipantGroup[],
  { rings, focused }: { rings: number | null; focused: boolean },
) {
  const [colourChoice, setColourChoice] = useState<string | null>(null);
  const [sizeBy, setSizeBy] = useState<MapLook['sizeBy']>('in_degree');
  const modes = useMemo(() => (map ? colourModes(map, groups) : NO_MODES), [map, groups]);
  const colour = colourOf(modes, colourChoice);
  const colourings = useMemo(() => {
    const all = new Map<string, ReturnType<typeof colouring>>();
    if (!map) return all;
    const communityLabel = communityLabelOf(map);
    for (const [value, { mode }] of modes) all.set(value, colouring(map.nodes, mode, groups, communityLabel));
    return all;
  }, [map, modes, groups]);
  const palettes = useMemo(
    () => new Map([...colourings].map(([value, coloured]) => [modes.get(value)?.key as string, coloured.colorOf])),
    [colourings, modes],
  );
  const colourOptions: ColourOption[] = [...modes].map(([value, { label }]) => ({ value, label }));
  const engagementOf = useMemo(() => (map ? engagementOfEntry(map, colour) : () => undefined), [map, colour]);
  const look: MapLook = useMemo(
    () => ({
      colorKey: modes.get(colour)?.key ?? 'state',
      sizeBy,
      sizeMax: map ? sizeMaxOf(map.nodes, sizeBy) : 0,
      ringFrom: rings,
      focused,
    }),
    [map, modes, colour, sizeBy, rings, focused],
  );
  return {
    colour,
    setColour: setColourChoice,
    colourOptions,
    entries: colourings.get(colour)?.entries ?? [],
    sizeBy,
    setSizeBy,
    palettes,
    engagementOf,
    look,
  };
}

export type MapColours = ReturnType<typeof useMapColours>;
