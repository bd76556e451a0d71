import { parentPort } from 'node:worker_threads';
import { layoutPositions } from './mapLayout.ts';
import { graphStructure } from './mapStructure.ts';
import type { ShapeAnswer, ShapeRequest } from './mapShapes.ts';

// Off the server's event loop: the structure (betweenness is Brandes' O(people x ties)) and the layout of a 2,000
// person map take seconds of CPU each, during which every other request of the process would wait. One worker runs
// one kind of work, so a graph's structure and layout run side by side on two cores.
parentPort?.on('message', ({ id, kind, ids, arcs }: ShapeRequest) => {
  let answer: ShapeAnswer;
  try {
    answer =
      kind === 'structure' ? { id, kind, structure: graphStructure(ids, arcs) } : { id, kind, positions: layoutPositions(ids, arcs) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
