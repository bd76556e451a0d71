import { describe, expect, it } from 'vitest';
import { CHOICE_KIND, graphOf, indexChoices, type WorkspaceChoices } from './graph.ts';

type Choice = [source: string, target: string, kind: keyof typeof CHOICE_KIND, assessment: string, at: string];

const choicesOf = (rows: Choice[]): WorkspaceChoices => ({
  source: rows.map((row) => row[0]),
  target: rows.map((row) => row[1]),
  kind: rows.map((row) => CHOICE_KIND[row[2]]),
  assessment: rows.map((row) => row[3]),
  at: rows.map((row) => Date.parse(row[4])),
});

const ALL = { assessmentIds: null, from: null, to: null, participantIds: null };

// b and c chose each other; a chose b twice (default, then manager in another assessment) and c as friendly only;
// d chose a on the last day of January
const rows: Choice[] = [
  ['a', 'b', 'default', 'x', '2026-01-05T10:00:00.000Z'],
  ['a', 'b', 'manager', 'y', '2026-01-06T10:00:00.000Z'],
  ['a', 'c', 'friendly', 'x', '2026-01-05T10:00:00.000Z'],
  ['b', 'c', 'default', 'x', '2026-01-07T10:00:00.000Z'],
  ['c', 'b', 'default', 'x', '2026-01-08T10:00:00.000Z'],
  ['c', 'a', 'friendly', 'x', '2026-01-08T10:00:00.000Z'],
  ['d', 'a', 'default', 'y', '2026-01-31T23:59:59.999Z'],
];

describe('the collaboration graph of a workspace (ADR 0044 metrics, in memory)', () => {
  const indexed = indexChoices(choicesOf(rows));

  it('counts each ordered pair once, with what it was chosen as and what came back', () => {
    const graph = graphOf(indexed, ALL);
    expect(graph.edges.map((edge) => `${edge.source}${edge.target}`)).toEqual(['ab', 'ac', 'bc', 'ca', 'cb', 'da']);
    expect(graph.edges[0]).toEqual({
      source: 'a',
      target: 'b',
      collab: true,
      manager: true,
      friendly: false,
      back_collab: false,
      back_friendly: false,
    });
    expect(graph.edges[1]).toMatchObject({ collab: false, friendly: true, back_collab: false, back_friendly: true });
    expect(graph.edges[2]).toMatchObject({ collab: true, back_collab: true });
    // 4 people, 4 collaboration pairs (ab, bc, cb, da): density 4 / (4 x 3)
    expect(graph).toMatchObject({ nodes_count: 4, edges_count: 4 });
    expect(graph.density).toBeCloseTo(4 / 12, 12);
  });

  it('gives each person in- and out-degree over distinct people, friendly choices apart, and their percentile rank', () => {
    const { nodes } = graphOf(indexed, ALL);
    expect(nodes.map((node) => node.id)).toEqual(['a', 'b', 'c', 'd']);
    const byId = Object.fromEntries(nodes.map((node) => [node.id, node]));
    expect(byId.a).toMatchObject({ in_degree: 1, out_degree: 1, friendly_out: 1, answered: true });
    expect(byId.b).toMatchObject({ in_degree: 2, out_degree: 1, friendly_out: 0 });
    expect(byId.c).toMatchObject({ in_degree: 1, out_degree: 1, friendly_out: 1 });
    expect(byId.d).toMatchObject({ in_degree: 0, out_degree: 1, answered: true });
    // cume_dist of the in-degree: d alone at 0 (1/4), a and c at 1 (3/4), b at 2 (4/4)
    expect(nodes.map((node) => node.percentile)).toEqual([75, 100, 75, 25]);
    expect(byId.b?.connectedness).toBeCloseTo(2 / 3, 12);
  });

  it('keeps [from, to) to the millisecond, the chosen assessments and the chosen people', () => {
    const january = { from: new Date('2026-01-06T10:00:00.000Z'), to: new Date('2026-01-31T23:59:59.999Z') };
    const inPeriod = graphOf(indexed, { ...ALL, ...january });
    expect(inPeriod.edges.map((edge) => `${edge.source}${edge.target}`)).toEqual(['ab', 'bc', 'ca', 'cb']);
    expect(inPeriod.edges[0]).toMatchObject({ collab: true, manager: true });
    const withLastDay = graphOf(indexed, { ...ALL, ...january, to: new Date('2026-02-01T00:00:00.000Z') });
    expect(withLastDay.edges.map((edge) => `${edge.source}${edge.target}`)).toContain('da');
    const ofY = graphOf(indexed, { ...ALL, assessmentIds: ['y'] });
    expect(ofY.edges.map((edge) => `${edge.source}${edge.target}:${edge.manager}`)).toEqual(['ab:true', 'da:false']);
    const amongThree = graphOf(indexed, { ...ALL, participantIds: ['a', 'b', 'c'] });
    expect(amongThree.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c']);
    expect(amongThree.nodes.find((node) => node.id === 'a')?.in_degree).toBe(0);
  });

  it('is empty with no choice in scope', () => {
    expect(graphOf(indexed, { ...ALL, assessmentIds: [] })).toEqual({ nodes: [], edges: [], nodes_count: 0, edges_count: 0, density: 0 });
    expect(graphOf(indexChoices(choicesOf([])), ALL).nodes).toEqual([]);
  });
});
