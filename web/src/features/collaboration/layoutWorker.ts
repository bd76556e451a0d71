import cytoscape from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { layoutPositions, type LayoutAnswer, type LayoutRequest } from './mapLayout';

// The map's layout off the page's thread: the page stays responsive while fcose places thousands of people, and it
// builds its own (styled) graph meanwhile.
cytoscape.use(fcose);

self.addEventListener('message', (event: MessageEvent<LayoutRequest>) => {
  const { id, nodes, pairs } = event.data;
  let answer: LayoutAnswer;
  try {
    answer = { id, positions: layoutPositions(cytoscape, nodes, pairs) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer, { transfer: 'positions' in answer ? [answer.positions.buffer] : [] });
});
