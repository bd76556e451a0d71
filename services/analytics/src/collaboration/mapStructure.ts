import { UndirectedGraph } from 'graphology';
import louvainModule from 'graphology-communities-louvain';
import betweennessModule from 'graphology-metrics/centrality/betweenness.js';

// CommonJS modules whose typings declare an ES default: under NodeNext the default import is the module object
const louvain = louvainModule as unknown as typeof louvainModule.default;
const betweennessCentrality = betweennessModule as unknown as typeof betweennessModule.default;

/** a choice of the map: `source` chose `target` as a (default or manager) collaborator */
export type Arc = { source: string; target: string };

export type NodeStructure = {
  community: number;
  in_degree: number;
  out_degree: number;
  connections: number;
  betweenness: number;
};

export type GraphStructure = {
  nodes: Map<string, NodeStructure>;
  modularity: number;
  /** members of each community by id, the largest community first (id 0) */
  communities: string[][];
  brokers: string[];
  isolated: string[];
};

export const BROKERS = 20;

/**
 * A small seeded generator (mulberry32) for Louvain's random node order: the same graph (same people, same ties,
 * same order) gives the same communities on every call and every instance (ADR 0090).
 */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The ties of the map as an undirected graph: two people are tied when either chose the other; a tie chosen both
 * ways weighs 2 for the communities. Betweenness and communities are read on ties (a collaboration runs both ways;
 * the direction only says who answered), the degrees on the choices.
 */
export const tieGraph = (ids: readonly string[], arcs: readonly Arc[]) => {
  const graph = new UndirectedGraph({ multi: false, allowSelfLoops: false });
  for (const id of [...ids].sort()) graph.addNode(id);
  for (const { source, target } of arcs) {
    if (source === target || !graph.hasNode(source) || !graph.hasNode(target)) continue;
    if (graph.hasEdge(source, target)) graph.updateEdgeAttribute(source, target, 'weight', (weight: number) => weight + 1);
    else graph.addEdge(source, target, { weight: 1 });
  }
  return graph;
};

/**
 * Communities (Louvain, seeded), modularity, betweenness (normalised), degrees, the brokers (highest betweenness)
 * and the isolated (chosen by nobody) of the people `ids` under the choices `arcs` (each ordered pair once).
 */
export const graphStructure = (ids: readonly string[], arcs: readonly Arc[]): GraphStructure => {
  const graph = tieGraph(ids, arcs);
  const inDegree = new Map<string, number>();
  const outDegree = new Map<string, number>();
  for (const { source, target } of arcs) {
    if (source === target || !graph.hasNode(source) || !graph.hasNode(target)) continue;
    inDegree.set(target, (inDegree.get(target) ?? 0) + 1);
    outDegree.set(source, (outDegree.get(source) ?? 0) + 1);
  }
  const detailed =
    graph.size === 0
      ? { communities: Object.fromEntries(graph.nodes().map((id, index): [string, number] => [id, index])), modularity: 0 }
      : louvain.detailed(graph, { getEdgeWeight: 'weight', rng: seededRandom(1) });
  const betweenness = graph.order > 2 ? betweennessCentrality(graph, { normalized: true }) : {};

  // community ids by size, largest first, ties by their first member: stable for a graph version
  const members = new Map<number, string[]>();
  for (const id of graph.nodes()) {
    const label = detailed.communities[id] ?? -1;
    members.set(label, [...(members.get(label) ?? []), id]);
  }
  const communities = [...members.values()].sort((a, b) => b.length - a.length || (a[0] ?? '').localeCompare(b[0] ?? ''));
  const communityOf = new Map<string, number>();
  communities.forEach((people, index) => {
    for (const id of people) communityOf.set(id, index);
  });

  const nodes = new Map<string, NodeStructure>();
  for (const id of graph.nodes()) {
    nodes.set(id, {
      community: communityOf.get(id) ?? 0,
      in_degree: inDegree.get(id) ?? 0,
      out_degree: outDegree.get(id) ?? 0,
      connections: graph.degree(id),
      // a float a hair outside [0, 1] would fail the contract
      betweenness: Math.min(1, Math.max(0, betweenness[id] ?? 0)),
    });
  }
  const brokers = [...nodes]
    .filter(([, node]) => node.betweenness > 0)
    .sort(([a, one], [b, other]) => other.betweenness - one.betweenness || a.localeCompare(b))
    .slice(0, BROKERS)
    .map(([id]) => id);
  const isolated = [...nodes].filter(([, node]) => node.in_degree === 0).map(([id]) => id);
  return { nodes, modularity: detailed.modularity, communities, brokers, isolated };
};
