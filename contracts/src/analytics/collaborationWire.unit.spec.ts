import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type CollaborationMap,
  CollaborationMapAnswer,
  CollaborationMapWire,
  type CollaborationNode,
  mapFromWire,
  mapToWire,
} from './collaboration.ts';

const node = (id: string, percentile: number, filtered_status: CollaborationNode['filtered_status']): CollaborationNode => ({
  id,
  first_name: id.toUpperCase(),
  last_name: 'Doe',
  filtered_status,
  percentile,
  mentions: 1,
  number_of_selected_collaborators: 1,
  number_of_collaborators_selected_participant: 1,
  number_of_collaborators_selected_friendly: 0,
  connectedness_score: 0.5,
  groups_ids: [],
  community: 0,
  in_degree: 1,
  out_degree: 1,
  connections: 2,
  betweenness: 0.25,
  x: 1.5,
  y: -2,
});

const map: CollaborationMap = {
  nodes: [node('a', 40, 'matched'), node('b', 90, 'captured'), node('c', 1, 'uncaptured')],
  edges: [
    { source: 'a', target: 'b', type: 'default', is_mutual: true, friendly_score: 2, percentile: 40, filtered_status: 'matched' },
    { source: 'b', target: 'a', type: 'manager', is_mutual: true, friendly_score: 0, percentile: 90, filtered_status: 'captured' },
    { source: 'a', target: 'c', type: 'friendly', is_mutual: false, friendly_score: 1, percentile: 40, filtered_status: 'matched' },
  ],
  additionalInfo: { connectedness_score: 0.5, nodes_count: 3, edges_count: 2 },
  structure: { modularity: 0, communities: [], brokers: [], isolated: ['c'], density: null, groups_engagement: [] },
};

describe('the collaboration map on the wire', () => {
  it('sends each edge as node indexes and codes, and reads back the same map', () => {
    const wire = mapToWire(map);
    expect(wire.edges).toEqual({ source: [0, 1, 0], target: [1, 0, 2], type: [0, 1, 2], is_mutual: [1, 1, 0], friendly_score: [2, 0, 1] });
    expect(wire.nodes).toBe(map.nodes);
    expect(mapFromWire(CollaborationMapWire.parse(JSON.parse(JSON.stringify(wire))))).toEqual(map);
  });

  it('decodes and encodes through the one codec, checking both shapes', () => {
    expect(z.decode(CollaborationMapAnswer, mapToWire(map))).toEqual(map);
    expect(z.encode(CollaborationMapAnswer, map)).toEqual(mapToWire(map));
  });

  it('takes an edge from its source: its percentile and state', () => {
    const [first] = mapFromWire(mapToWire(map)).edges;
    expect(first).toMatchObject({ percentile: 40, filtered_status: 'matched' });
  });

  it('refuses columns of different lengths and indexes that name no node', () => {
    const wire = mapToWire(map);
    const shortColumn = CollaborationMapWire.safeParse({ ...wire, edges: { ...wire.edges, type: [0, 1] } });
    expect(shortColumn.success).toBe(false);
    expect(shortColumn.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['edges.type']);
    const outside = CollaborationMapWire.safeParse({ ...wire, edges: { ...wire.edges, target: [1, 0, 3] } });
    expect(outside.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['edges.target.2']);
    expect(CollaborationMapWire.safeParse({ ...wire, edges: { ...wire.edges, type: [0, 1, 3] } }).success).toBe(false);
  });

  it('will not encode an edge to someone not on the map', () => {
    expect(() => mapToWire({ ...map, edges: [{ ...map.edges[0]!, target: 'z' }] })).toThrow(/not on the map/);
  });
});
