import type { StylesheetJson } from 'cytoscape';

/** what the map shows, all of it in the stylesheet: switching any of it is one restyle of the graph */
export type MapLook = {
  /** the colour mode's key (mapColors): the node data `c_<key>` holds each person's colour */
  colorKey: string;
  /** the measure that sizes people and ranks whose names are drawn */
  sizeBy: 'in_degree' | 'betweenness';
  /** the largest value of that measure on the map (the largest node) */
  sizeMax: number;
  /** Top Collaborators: ring the people from this step (1 to 18) up; null: no rings */
  ringFrom: number | null;
  /** a searched person: everyone outside their neighbourhood is dimmed */
  focused: boolean;
};

export const MIN_NODE = 8;
export const MAX_NODE = 34;

/** the cytoscape stylesheet of a look; node data: `in` (in-degree), `bt` (betweenness), `ring` (1-18), `c_<mode>` */
export const mapStyle = ({ colorKey, sizeBy, sizeMax, ringFrom, focused }: MapLook): StylesheetJson => {
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
        color: '#1f2a33',
        'font-size': 10,
        'text-valign': 'bottom',
        'text-margin-y': 2,
        'text-outline-color': '#ffffff',
        'text-outline-width': 2,
        'text-outline-opacity': 0.85,
      },
    },
    { selector: 'node.labelled', style: { label: 'data(label)' } },
    // opaque colours, already blended with the white ground: 20,000 lines drawn without changing the canvas's alpha
    { selector: 'edge', style: { width: 0.5, 'line-color': '#e1e4e7', 'curve-style': 'haystack' } },
    { selector: 'edge[type = "manager"]', style: { 'line-color': '#8c8075', width: 0.9 } },
    { selector: 'edge[type = "friendly"]', style: { 'line-color': '#f0d09d' } },
    { selector: 'edge[?mutual]', style: { width: 1 } },
    ...(ringFrom === null
      ? []
      : [
          {
            selector: `node[ring >= ${ringFrom}]`,
            style: {
              'border-width': 'mapData(ring, 1, 18, 2, 7)',
              'border-color': '#e0a23b',
              'border-opacity': 0.95,
              label: 'data(label)',
              'z-index': 5,
            },
          },
        ]),
    { selector: '.hidden', style: { display: 'none' } },
    ...(focused
      ? [
          { selector: 'node, edge', style: { opacity: 0.12 } },
          { selector: '.near', style: { opacity: 1 } },
          { selector: 'node.near', style: { label: 'data(label)' } },
        ]
      : []),
    {
      selector: 'node:selected',
      style: { 'border-width': 3, 'border-color': '#1f2a33', 'font-size': 12, 'z-index': 10, label: 'data(label)' },
    },
  ] as StylesheetJson;
};
