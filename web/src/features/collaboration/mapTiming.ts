/**
 * Performance marks from Apply to the painted map, so a profile or the collaboration bench can tell where the time
 * went (the fetch, the answer's check, building the graph, the layout, the first frame). Marks cost next to nothing.
 */
export type MapPhase = 'apply' | 'fetched' | 'parsed' | 'mounted' | 'built' | 'laid-out' | 'painted';

const PREFIX = 'collaboration:';

const MEASURES: ReadonlyArray<[name: string, from: MapPhase, to: MapPhase]> = [
  ['fetch', 'apply', 'fetched'],
  ['check', 'fetched', 'parsed'],
  ['render', 'parsed', 'mounted'],
  ['build', 'mounted', 'built'],
  ['layout', 'built', 'laid-out'],
  ['paint', 'laid-out', 'painted'],
  ['total', 'apply', 'painted'],
];

export const markMap = (phase: MapPhase) => {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (phase === 'apply') {
    performance.clearMarks();
    performance.clearMeasures();
  }
  performance.mark(`${PREFIX}${phase}`);
  if (phase !== 'painted') return;
  for (const [name, from, to] of MEASURES) {
    if (performance.getEntriesByName(`${PREFIX}${from}`).length === 0) continue;
    performance.measure(`${PREFIX}${name}`, `${PREFIX}${from}`, `${PREFIX}${to}`);
  }
};
