import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { layoutPairs, WORKER_LAYOUT_FROM, type LayoutAnswer, type LayoutRequest } from './mapLayout';

let worker: Worker | null = null;
let next = 0;
const waiting = new Map<number, { resolve: (positions: Float64Array) => void; reject: (error: Error) => void }>();

const failAll = (error: Error) => {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker?.terminate();
  worker = null;
};

/** the one layout worker of the page, started on first use and kept for the next Apply */
const layoutWorker = () => {
  if (worker) return worker;
  const started = new Worker(new URL('./layoutWorker.ts', import.meta.url), { type: 'module', name: 'collaboration-layout' });
  started.addEventListener('message', (event: MessageEvent<LayoutAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if ('positions' in answer) pending.resolve(answer.positions);
    else pending.reject(new Error(answer.error));
  });
  started.addEventListener('error', (event) => failAll(new Error(event.message || 'The layout worker failed')));
  worker = started;
  return started;
};

export const canLayoutOffThread = () => typeof Worker !== 'undefined';

/** starts the worker (its script is fetched and compiled) while the map itself is still being fetched */
export const warmLayoutWorker = () => {
  if (!canLayoutOffThread()) return;
  try {
    layoutWorker();
  } catch {
    // the map will be laid out on the page
  }
};

/** x, y of each of `nodes` people, laid out by fcose in the worker */
export const layoutOffThread = (nodes: number, pairs: Int32Array): Promise<Float64Array> =>
  new Promise((resolve, reject) => {
    const id = ++next;
    waiting.set(id, { resolve, reject });
    const request: LayoutRequest = { id, nodes, pairs };
    try {
      layoutWorker().postMessage(request, [pairs.buffer]);
    } catch (error) {
      waiting.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });

const layouts = new WeakMap<CollaborationMap, Promise<Float64Array>>();

/**
 * The positions of a large map's people, in the order of its nodes, laid out in the worker; null for a map the page
 * lays out itself. The first call starts the layout (the page asks as soon as the answer is checked, before the map's
 * code is loaded and rendered); later calls for the same map share it.
 */
export const layoutOf = (map: CollaborationMap): Promise<Float64Array> | null => {
  if (map.nodes.length <= WORKER_LAYOUT_FROM || !canLayoutOffThread()) return null;
  let positions = layouts.get(map);
  if (!positions) {
    positions = layoutOffThread(map.nodes.length, layoutPairs(map));
    // a rejection is handled by whoever draws the map; this keeps an unused one from being reported
    positions.catch(() => undefined);
    layouts.set(map, positions);
  }
  return positions;
};
