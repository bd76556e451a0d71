/**
 * Performance marks from Apply to the painted map, so a profile or the collaboration bench can tell where the time
 * went (the fetch, the answer's check, the layout, building the graph, the first frame). Marks cost next to nothing.
 */
export type MapPhase = 'apply' | 'fetched' | 'parsed' | 'mounted' | 'laid-out' | 'built' | 'painted';

const PREFIX = 'collaboration:';

/** each measure is named after the phase that ends it; a large map is laid out before it is built, a small one after */
const ENDING: Record<Exclude<MapPhase, 'apply'>, string> = {
  fetched: 'fetch',
  parsed: 'check',
  mounted: 'render',
  'laid-out': 'layout',
  built: 'build',
  painted: 'paint',
};

export const markMap = (phase: MapPhase) => {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (phase === 'apply') {
    // the last drawing's marks and measures only (other pages may mark too)
    for (const entry of performance.getEntries()) {
      if (!entry.name.startsWith(PREFIX)) continue;
      if (entry.entryType === 'mark') performance.clearMarks(entry.name);
      if (entry.entryType === 'measure') performance.clearMeasures(entry.name);
    }
  }
  performance.mark(`${PREFIX}${phase}`);
  if (phase !== 'painted') return;
  const marks = performance
    .getEntriesByType('mark')
    .filter((mark) => mark.name.startsWith(PREFIX))
    .sort((a, b) => a.startTime - b.startTime);
  for (let at = 1; at < marks.length; at++) {
    const ended = marks[at]?.name.slice(PREFIX.length) as Exclude<MapPhase, 'apply'>;
    performance.measure(`${PREFIX}${ENDING[ended] ?? ended}`, marks[at - 1]?.name, marks[at]?.name);
  }
  if (marks[0]) performance.measure(`${PREFIX}total`, marks[0].name, `${PREFIX}painted`);
};
