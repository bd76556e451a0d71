import { CollaborationFilters } from '@canopy/contracts/analytics/collaboration';
import { describe, expect, it } from 'vitest';
import { edgeTypeOf, isMutual, stateOf } from './collaborationMap.ts';
import { text } from 'node:stream/consumers';
import { csvStream } from '@canopy/platform/download/csv';
import { csvFileName, NETWORK_CSV_HEADER, networkRows } from './networkCsv.ts';
import { periodOf } from './scope.ts';

const edge = (change: Partial<Parameters<typeof edgeTypeOf>[0]> = {}) => ({
  source: 'a',
  target: 'b',
  collab: true,
  manager: false,
  friendly: false,
  back_collab: false,
  back_friendly: false,
  ...change,
});

describe('node states', () => {
  it('are inactive first, then uncaptured, captured or matched by answering and being chosen', () => {
    expect(stateOf({ answered: true, in_degree: 3 }, false)).toBe('inactive');
    expect(stateOf({ answered: false, in_degree: 2 }, true)).toBe('uncaptured');
    expect(stateOf({ answered: true, in_degree: 0 }, true)).toBe('captured');
    expect(stateOf({ answered: true, in_degree: 1 }, true)).toBe('matched');
  });
});

describe('edges', () => {
  it('are manager over default over friendly, mutual in their own kind', () => {
    expect(edgeTypeOf(edge({ manager: true, friendly: true }))).toBe('manager');
    expect(edgeTypeOf(edge())).toBe('default');
    expect(edgeTypeOf(edge({ collab: false, friendly: true }))).toBe('friendly');
    expect(isMutual(edge({ back_collab: true }))).toBe(true);
    expect(isMutual(edge({ back_friendly: true }))).toBe(false);
    expect(isMutual(edge({ collab: false, friendly: true, back_friendly: true }))).toBe(true);
    expect(isMutual(edge({ collab: false, friendly: true, back_collab: true }))).toBe(false);
  });
});

describe('the period filter', () => {
  const now = new Date('2026-05-31T12:00:00Z');
  const period = (change: object) => CollaborationFilters.parse({ period_of_answer_date: change }).period_of_answer_date;
  it('reaches back a year, a quarter or a month, or spans whole days', () => {
    expect(periodOf(period({}), now)).toEqual({ from: null, to: null });
    expect(periodOf(period({ is_all_time: false, is_last_month: true }), now).from?.toISOString()).toBe('2026-05-01T12:00:00.000Z');
    expect(periodOf(period({ is_all_time: false, is_last_quarter: true }), now).from?.toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(periodOf(period({ is_all_time: false, is_last_year: true }), now).from?.toISOString()).toBe('2025-05-31T12:00:00.000Z');
    const days = periodOf(period({ is_all_time: false, start_date: '2026-01-01', end_date: '2026-01-31' }), now);
    expect([days.from?.toISOString(), days.to?.toISOString()]).toEqual(['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
    expect(() => periodOf(period({ is_all_time: false, start_date: '2026-02-01', end_date: '2026-01-01' }), now)).toThrow(
      'The start of the period must be before its end',
    );
  });
});

describe('the network CSV', () => {
  it('names people, defuses formulas and is named after the workspace', async () => {
    const node = {
      percentile: 100,
      mentions: 1,
      number_of_selected_collaborators: 1,
      number_of_collaborators_selected_participant: 1,
      number_of_collaborators_selected_friendly: 0,
      groups_ids: [],
      community: 0,
      in_degree: 1,
      out_degree: 1,
      connections: 1,
      betweenness: 0,
      x: 0,
      y: 0,
    };
    const rows = networkRows({
      nodes: [
        { ...node, id: 'a', first_name: '=cmd', last_name: 'Lovelace, A.', filtered_status: 'matched', connectedness_score: 1 },
        { ...node, id: 'b', first_name: 'Alan', last_name: 'Turing', filtered_status: 'matched', connectedness_score: 1 },
      ],
      edges: [
        { source: 'a', target: 'b', type: 'manager', is_mutual: true, friendly_score: 0, percentile: 100, filtered_status: 'matched' },
      ],
      additionalInfo: { connectedness_score: 1, nodes_count: 2, edges_count: 2 },
      structure: { modularity: 0, communities: [], brokers: [], isolated: [], density: null, groups_engagement: [] },
    });
    const csv = await text(csvStream(NETWORK_CSV_HEADER, rows));
    expect(csv.split('\r\n')[1]).toBe(`'=cmd,"Lovelace, A.",Alan,Turing,manager,yes,0,matched,100,1.000,1.000`);
    expect(csvFileName('Acme / North: "HQ"')).toBe('Acme _ North_ _HQ_.csv');
  });
});
