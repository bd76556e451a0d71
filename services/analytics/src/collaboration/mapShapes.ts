import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { keptPromises } from './mapCache.ts';
import type { Arc, GraphStructure } from './mapStructure.ts';

/** what is computed once per graph version: the structure and the layout's positions */
export type Shape = { structure: GraphStructure; positions: Map<string, { x: number; y: number }> };
type Work = { structure: GraphStructure; layout: Shape['positions'] };
export type ShapeRequest = { id: number; kind: keyof Work; ids: string[]; arcs: Arc[] };
export type ShapeAnswer =
  | { id: number; kind: 'structure'; structure: GraphStructure }
  | { id: number; kind: 'layout'; positions: Shape['positions'] }
  | { id: number; error: string };

/**
 * The graph version: a digest of its people and choices in a canonical order. Two filters that keep the same
 * people and choices (a period that ends on another day after the last answer, the same groups picked in another
 * order) share a version, and a name or activity change on the roster does not make a new one.
 */
export const graphVersion = (ids: readonly string[], arcs: readonly Arc[]) => {
  const people = isSorted(ids) ? ids : [...ids].sort();
  // the graph reader gives its edges in (source, target) order: only another order is sorted (by the same key)
  const ordered = arcs.every((arc, index) => index === 0 || comesBefore(arcs[index - 1] as Arc, arc))
    ? arcs
    : [...arcs].sort((a, b) => (comesBefore(a, b) ? -1 : comesBefore(b, a) ? 1 : 0));
  const hash = createHash('sha256');
  hash.update(people.join('\u0001'));
  hash.update('\u0002');
  hash.update(ordered.map((arc) => `${arc.source}\u0000${arc.target}`).join('\u0001'));
  // the people and choices in that order, as the worker is sent them (only for a version not kept yet)
  const canonical = () => ({ people: [...people], arcs: ordered.map(({ source, target }) => ({ source, target })) });
  return { version: hash.digest('base64url'), canonical };
};

const isSorted = (values: readonly string[]) => values.every((value, index) => index === 0 || (values[index - 1] as string) < value);
/** by source, then target (code unit order, as Array.prototype.sort) */
const comesBefore = (a: Arc, b: Arc) => a.source < b.source || (a.source === b.source && a.target < b.target);

/** one worker thread for one kind of work, started on the first map and kept (unref'd: it never holds the process open) */
const createWorkerClient = <K extends keyof Work>(kind: K) => {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (value: Work[K]) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker = null;
  };
  const started = () => {
    if (worker) return worker;
    const created = new Worker(new URL('./mapWorker.ts', import.meta.url));
    created.unref();
    created.on('message', (answer: ShapeAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve((answer.kind === 'structure' ? answer.structure : answer.positions) as Work[K]);
    });
    created.on('error', failAll);
    created.on('exit', () => failAll(new Error('the map worker stopped')));
    worker = created;
    return created;
  };
  return (ids: string[], arcs: Arc[]) =>
    new Promise<Work[K]>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      started().postMessage({ id, kind, ids, arcs } satisfies ShapeRequest);
    });
};

/**
 * The shapes of the last few graph versions, each computed once (concurrent callers share it): the structure and
 * the layout in two worker threads at once.
 */
// one pair of workers per process, however many gateways it runs (the int suite runs many): pure computation, shared
const structureOf = createWorkerClient('structure');
const layoutOf = createWorkerClient('layout');

export const createShapeCache = (capacity = 8) => {
  const kept = keptPromises<Shape>(capacity);
  return {
    shapeOf: (ids: readonly string[], arcs: readonly Arc[]): Promise<Shape> => {
      const graph = graphVersion(ids, arcs);
      return kept.get(graph.version, async () => {
        const { people, arcs: choices } = graph.canonical();
        const [structure, positions] = await Promise.all([structureOf(people, choices), layoutOf(people, choices)]);
        return { structure, positions };
      });
    },
    size: () => kept.size(),
  };
};
export type ShapeCache = ReturnType<typeof createShapeCache>;
