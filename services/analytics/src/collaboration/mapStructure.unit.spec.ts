import { DirectedGraph, UndirectedGraph } from 'graphology';
import { karateClub } from 'graphology-generators/social/index.js';
import betweennessModule from 'graphology-metrics/centrality/betweenness.js';
import { density } from 'graphology-metrics/graph/density.js';
import modularityModule from 'graphology-metrics/graph/modularity.js';
import { describe, expect, it } from 'vitest';
import { classificationOf, groupDensity, topGroupOf } from './mapGroups.ts';
import { type Arc, graphStructure, seededRandom } from './mapStructure.ts';

const betweennessCentrality = betweennessModule as unknown as typeof betweennessModule.default;
const modularity = modularityModule as unknown as typeof modularityModule.default;

/** Zachary's karate club (graphology-generators): 34 members, 78 ties, each member's faction after the split */
const karate = () => {
  const graph = karateClub(UndirectedGraph);
  const arcs: Arc[] = graph.mapEdges((_edge, _attributes, source, target) => ({ source, target }));
  return { graph, ids: graph.nodes(), arcs, faction: (id: string) => graph.getNodeAttribute(id, 'club') as string };
};

/** a planted partition: 4 blocks of 30, a pair within a block tied with p 0.3, across blocks with p 0.01, seeded */
const plantedPartition = () => {
  const random = seededRandom(7);
  const ids = Array.from({ length: 120 }, (_, index) => `p${String(index).padStart(3, '0')}`);
  const block = (id: string) => Math.floor(Number(id.slice(1)) / 30);
  const arcs: Arc[] = [];
  for (const source of ids) {
    for (const target of ids) {
      if (source === target) continue;
      // a directed choice each way with the pair's probability: ties chosen one way and both ways, as in answers
      if (random() < (block(source) === block(target) ? 0.3 : 0.01)) arcs.push({ source, target });
    }
  }
  return { ids, arcs, block };
};

/** the same ties as graphology sees them: undirected, a pair chosen both ways weighing 2 */
const undirectedOf = (ids: readonly string[], arcs: readonly Arc[]) => {
  const graph = new UndirectedGraph();
  for (const id of ids) graph.addNode(id);
  for (const { source, target } of arcs) {
    if (graph.hasEdge(source, target)) graph.updateEdgeAttribute(source, target, 'weight', (weight: number) => weight + 1);
    else graph.addEdge(source, target, { weight: 1 });
  }
  return graph;
};

describe("the map's structure", () => {
  it('recovers the karate club factions: every community lies within one faction but for at most one member', () => {
    const { ids, arcs, faction } = karate();
    const structure = graphStructure(ids, arcs);
    expect(structure.communities.length).toBeGreaterThanOrEqual(2);
    let misplaced = 0;
    for (const members of structure.communities) {
      const hi = members.filter((id) => faction(id) === 'Mr. Hi').length;
      misplaced += Math.min(hi, members.length - hi);
    }
    expect(misplaced).toBeLessThanOrEqual(1);
    // the two leaders are in different communities
    expect(structure.nodes.get('0')?.community).not.toBe(structure.nodes.get('33')?.community);
  });

  it('reports the modularity graphology-metrics measures for its communities (karate club, planted partition)', () => {
    for (const { ids, arcs } of [karate(), plantedPartition()]) {
      const structure = graphStructure(ids, arcs);
      const graph = undirectedOf(ids, arcs);
      const measured = modularity(graph, {
        getNodeCommunity: (id) => structure.nodes.get(id)?.community ?? -1,
        getEdgeWeight: 'weight',
      });
      expect(Math.abs(structure.modularity - measured)).toBeLessThan(0.01);
    }
    // karate: Louvain's best partitions score about 0.42 (Blondel et al. 2008)
    const { ids, arcs } = karate();
    expect(graphStructure(ids, arcs).modularity).toBeGreaterThan(0.4);
  });

  it('finds the planted blocks exactly', () => {
    const { ids, arcs, block } = plantedPartition();
    const structure = graphStructure(ids, arcs);
    expect(structure.communities).toHaveLength(4);
    for (const members of structure.communities) {
      expect(new Set(members.map(block)).size).toBe(1);
      expect(members).toHaveLength(30);
    }
  });

  it('gives the same communities for the same graph, whatever order the choices come in', () => {
    const { ids, arcs } = plantedPartition();
    const once = graphStructure(ids, arcs);
    const again = graphStructure([...ids].reverse(), [...arcs].reverse());
    expect([...again.nodes].map(([id, node]) => [id, node.community])).toEqual([...once.nodes].map(([id, node]) => [id, node.community]));
    expect(again.modularity).toBe(once.modularity);
  });

  it("has graphology-metrics' normalised betweenness on the ties, and the known karate values", () => {
    for (const { ids, arcs } of [karate(), plantedPartition()]) {
      const structure = graphStructure(ids, arcs);
      const expected = betweennessCentrality(undirectedOf(ids, arcs), { normalized: true });
      for (const id of ids) expect(structure.nodes.get(id)?.betweenness).toBeCloseTo(expected[id] ?? 0, 10);
    }
    const { ids, arcs } = karate();
    const structure = graphStructure(ids, arcs);
    // networkx's betweenness_centrality on the karate club, normalised
    expect(structure.nodes.get('0')?.betweenness).toBeCloseTo(0.4376, 4);
    expect(structure.nodes.get('33')?.betweenness).toBeCloseTo(0.3041, 4);
    expect(structure.brokers.slice(0, 5)).toEqual(['0', '33', '32', '2', '31']);
  });

  it('counts degrees on the choices, connections on the ties, and lists the people nobody chose', () => {
    const arcs: Arc[] = [
      { source: 'a', target: 'b' },
      { source: 'b', target: 'a' },
      { source: 'a', target: 'c' },
      { source: 'd', target: 'a' },
    ];
    const structure = graphStructure(['a', 'b', 'c', 'd'], arcs);
    expect(structure.nodes.get('a')).toMatchObject({ in_degree: 2, out_degree: 2, connections: 3 });
    expect(structure.nodes.get('d')).toMatchObject({ in_degree: 0, out_degree: 1, connections: 1 });
    expect(structure.isolated).toEqual(['d']);
    // a star around a: only a lies between others
    expect(structure.brokers).toEqual(['a']);
    expect(graphStructure([], []).communities).toEqual([]);
  });
});

describe('group density', () => {
  const group = (id: string, origin_source = 'department') => ({ id, name: id.toUpperCase(), origin: 'default' as const, origin_source });

  it("is graphology's density within each group and choices over possible pairs across them (planted partition)", () => {
    const { ids, arcs, block } = plantedPartition();
    const people = ids.map((id) => ({ id, groups: [group(`d${block(id)}`), group(`s${Number(id.slice(1)) % 2}`, 'work_location_name')] }));
    const classification = classificationOf(people, null);
    expect(classification?.id).toBe('department');
    if (!classification) return;
    const result = groupDensity(classification, arcs);
    /** the group's people and the choices among them, as graphology's directed graph */
    const subgraph = (members: readonly string[]) => {
      const inside = new Set(members);
      const directed = new DirectedGraph();
      for (const id of members) directed.addNode(id);
      for (const { source, target } of arcs) if (inside.has(source) && inside.has(target)) directed.addEdge(source, target);
      return directed;
    };
    result.groups.forEach((row, i) => {
      const members = ids.filter((id) => `d${block(id)}` === row.id);
      expect(row.size).toBe(30);
      expect(result.matrix[i]?.[i]).toBeCloseTo(density(subgraph(members)), 12);
      result.groups.forEach((column, j) => {
        if (i === j) return;
        const across = arcs.filter(({ source, target }) => `d${block(source)}` === row.id && `d${block(target)}` === column.id).length;
        expect(result.matrix[i]?.[j]).toBeCloseTo(across / (30 * 30), 12);
      });
    });
    expect(classificationOf(people, 'work_location_name')?.groups.map((one) => one.members.length)).toEqual([60, 60]);
  });

  it("names the community's top group with its share, and none without groups", () => {
    const people = [
      { id: 'a', groups: [group('sales')] },
      { id: 'b', groups: [group('sales')] },
      { id: 'c', groups: [group('ops')] },
    ];
    const classification = classificationOf(people, 'job');
    expect(classification?.id).toBe('department');
    expect(topGroupOf(classification, ['a', 'b', 'c'])).toEqual({ classification: 'department', name: 'SALES', share: 2 / 3 });
    expect(classificationOf([{ id: 'a', groups: [{ ...group('mine'), origin: 'custom' }] }], null)).toBeNull();
  });
});
