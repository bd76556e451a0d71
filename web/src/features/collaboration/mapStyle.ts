import type { StylesheetJson } from 'cytoscape';
import { MAX_NODE, MIN_NODE } from '@canopy/contracts/analytics/mapLook';
import { FADED } from './mapEdges';

/** what the map shows: colour, size and the search's fading are the stylesheet (one restyle of the people), rings classes */
export type MapLook = {
  /** the colour mode's key (mapColors): the node data `c_<key>` holds each person's colour */
  colorKey: string;
  /** the measure that sizes people and ranks whose names are drawn */
  sizeBy: 'in_degree' | 'betweenness';
  /** the largest value of that measure on the map (the largest node) */
  sizeMax: number;
  /** Top Collaborators: ring the people from this step (1 to 18) up; null: no rings (classes, not the stylesheet) */
  ringFrom: number | null;
  /** a searched person: everyone outside their neighbourhood is dimmed */
  focused: boolean;
};

/**
 * A drawn name, only on the people who get one: every property a node carries is applied and checked per person
 * at each restyle, so the text's look is not on the 2,000 unnamed ones
 */
const NAMED = {
  label: 'data(label)',
  color: '#1f2a33',
  'font-size': 10,
  'text-valign': 'bottom',
  'text-margin-y': 2,
  'text-outline-color': '#ffffff',
  'text-outline-width': 2,
  'text-outline-opacity': 0.85,
} as const;

/**
 * The cytoscape stylesheet of a look (people only: the arcs are drawn beneath, mapEdges.ts); node data: `in`
 * (in-degree), `bt` (betweenness), `ring` (1-18), `c_<mode>`; classes: `labelled`, `ringed`, `hidden`, `near`.
 */
export const mapStyle = ({ colorKey, sizeBy, sizeMax, focused }: MapLook): StylesheetJson => {
  const field = sizeBy === 'betweenness' ? 'bt' : 'in';
  const size = sizeMax > 0 ? `mapData(${field}, 0, ${sizeMax}, ${MIN_NODE}, ${MAX_NODE})` : MIN_NODE;
  return [
    {
      selector: 'node',
      style: {
        width: size,
        height: size,
        'background-color': `data(c_${colorKey})`,
        'border-width': 0.5,
        'border-color': '#ffffff',
      },
    },
    { selector: 'node.labelled', style: NAMED },
    // Top Collaborators: the page puts `ringed` on the people from the chosen step up (only they are restyled)
    {
      selector: 'node.ringed',
      style: {
        'border-width': 'mapData(ring, 1, 18, 2, 7)',
        'border-color': '#e0a23b',
        'border-opacity': 0.95,
        ...NAMED,
        'z-index': 5,
      },
    },
    { selector: '.hidden', style: { display: 'none' } },
    ...(focused
      ? [
          { selector: 'node', style: { opacity: FADED } },
          { selector: '.near', style: { opacity: 1 } },
          { selector: 'node.near', style: NAMED },
        ]
      : []),
    {
      selector: 'node:selected',
      style: { ...NAMED, 'border-width': 3, 'border-color': '#1f2a33', 'font-size': 12, 'z-index': 10 },
    },
  ] as StylesheetJson;
};
