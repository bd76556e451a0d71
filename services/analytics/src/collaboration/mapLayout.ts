import cytoscape from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { seededRandom } from './mapStructure.ts';

// The map's positions, laid out once per graph version on the server (ADR 0092) so the page paints them as they
// are. The options are the page's (ADR 0050): force spacing 80 (spec 9), fcose's draft (spectral) quality from 300
// people, where the default quality takes minutes at 2,000 people.
cytoscape.use(fcose as cytoscape.Ext);

export const FORCE_SPACING = 80;
const DRAFT_FROM = 300;

const fcoseOptions = (nodes: number) =>
  ({
    name: 'fcose',
    quality: nodes >= DRAFT_FROM ? 'draft' : 'default',
    randomize: true,
    animate: false,
    fit: false,
    idealEdgeLength: FORCE_SPACING,
    nodeSeparation: FORCE_SPACING,
    nodeRepulsion: 4500,
    numIter: nodes > 1000 ? 1000 : 2500,
  }) as cytoscape.LayoutOptions;

/**
 * fcose draws its start and its spectral sample from Math.random; the layout runs synchronously (no animation), so
 * a seeded generator in its place for that run makes the same graph land in the same place on every call and every
 * instance, and a person stays where the consultant saw them until the graph changes
 */
const withSeededRandom = <T>(seed: number, run: () => T): T => {
  const random = Math.random;
  Math.random = seededRandom(seed);
  try {
    return run();
  } finally {
    Math.random = random;
  }
};

/** x, y of each of `ids` (rounded to a tenth of a pixel), each unordered pair of `ties` a spring once */
export const layoutPositions = (
  ids: readonly string[],
  ties: readonly { source: string; target: string }[],
): Map<string, { x: number; y: number }> => {
  const known = new Set(ids);
  const seen = new Set<string>();
  const elements: cytoscape.ElementDefinition[] = [...ids].sort().map((id) => ({ group: 'nodes', data: { id } }));
  for (const { source, target } of ties) {
    if (source === target || !known.has(source) || !known.has(target)) continue;
    const key = source < target ? `${source}\u0000${target}` : `${target}\u0000${source}`;
    if (seen.has(key)) continue;
    seen.add(key);
    elements.push({ group: 'edges', data: { id: `e${seen.size}`, source, target } });
  }
  const positions = new Map<string, { x: number; y: number }>();
  if (ids.length === 0) return positions;
  const cy = cytoscape({ headless: true, styleEnabled: false, elements });
  try {
    withSeededRandom(ids.length, () => cy.layout(fcoseOptions(ids.length)).run());
    cy.nodes().forEach((node) => {
      const { x, y } = node.position();
      positions.set(node.id(), { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 });
    });
  } finally {
    cy.destroy();
  }
  return positions;
};
