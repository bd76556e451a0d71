import type { CollaborationMap, CollaborationNode } from '@canopy/contracts/analytics/collaboration';
import { engagementText, MapSnapshotView, PALETTE } from '@canopy/contracts/analytics/mapLook';
import { describe, expect, it } from 'vitest';
import type { MapFigure } from './mapOption.ts';
import { mapPng, mapSvg, svgTexts } from './renderImage.ts';

// The map snapshot's image drawn from a map whose colours, sizes and legend are counted by hand (ADR 0132).

const person = (
  id: string,
  name: string,
  groups_ids: string[],
  at: [number, number],
  extra: Partial<CollaborationNode> = {},
): CollaborationNode => ({
  id,
  first_name: name,
  last_name: 'Test',
  filtered_status: 'matched',
  percentile: 50,
  mentions: 0,
  number_of_selected_collaborators: 0,
  number_of_collaborators_selected_participant: 0,
  number_of_collaborators_selected_friendly: 0,
  connectedness_score: 0,
  groups_ids,
  community: 0,
  in_degree: 0,
  out_degree: 0,
  connections: 1,
  betweenness: 0,
  x: at[0],
  y: at[1],
  ...extra,
});

const map: CollaborationMap = {
  nodes: [
    person('a', 'Ada', ['sales'], [0, 0], { in_degree: 3 }),
    person('b', 'Bob', ['sales'], [100, 0], { in_degree: 1 }),
    person('c', 'Cleo', ['ops'], [50, 80], { in_degree: 1, percentile: 95 }),
    person('d', 'Dan', [], [150, 80], { filtered_status: 'captured', percentile: 10 }),
  ],
  edges: [
    { source: 'b', target: 'a', type: 'manager', is_mutual: false, friendly_score: 0, percentile: 50, filtered_status: 'matched' },
    { source: 'c', target: 'a', type: 'default', is_mutual: false, friendly_score: 0, percentile: 95, filtered_status: 'matched' },
    { source: 'd', target: 'c', type: 'friendly', is_mutual: false, friendly_score: 2, percentile: 10, filtered_status: 'captured' },
  ],
  additionalInfo: { connectedness_score: 0.425, nodes_count: 4, edges_count: 3 },
  structure: {
    modularity: 0.2,
    communities: [
      {
        id: 0,
        size: 4,
        top_group: { classification: 'department', name: 'Sales', share: 0.5 },
        engagement: { score: 70, n: 6, held_back: false },
      },
    ],
    brokers: [],
    isolated: [],
    density: null,
    groups_engagement: [
      { group_id: 'sales', score: 64.4, n: 6, held_back: true },
      { group_id: 'ops', score: null, n: 2, held_back: true },
    ],
  },
};
const groups = [
  { id: 'sales', name: 'Sales', origin_source: 'department' },
  { id: 'ops', name: 'Operations', origin_source: 'department' },
];
const figure = (view: Partial<MapSnapshotView> = {}, percentiles: [number, number] = [1, 100]): MapFigure => ({
  map,
  groups,
  view: MapSnapshotView.parse(view),
  percentiles,
});
const text = { title: 'Collaboration map', filters: 'All participants · Percentiles 1–100' };
const CONTROLS = ['Reset', 'Search', 'Zoom', 'Participation List', 'Top Collaborators', 'Add to Data Story', 'All connections'];

describe("a map snapshot's image", () => {
  it('holds the title, the filters, the legend by department with counts and engagement, and no control', () => {
    const svg = mapSvg(figure(), text);
    const texts = svgTexts(svg);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Collaboration map',
        'All participants · Percentiles 1–100',
        'Connectedness Rate',
        '42.5%',
        '4 of 4 people shown',
        'Colour: Department',
        'Sales',
        'Operations',
        'No department',
        'Engagement',
        '64*',
        'held back',
        '* some answers held back',
        'Size: Chosen by',
        'Manager',
        'Friendly',
      ]),
    );
    // by hand: Sales holds Ada and Bob, Operations Cleo, Dan is in no department
    const at = (label: string) => texts.indexOf(label);
    expect(texts[at('Sales') + 1]).toBe('2');
    expect(texts[at('Operations') + 1]).toBe('1');
    expect(texts[at('No department') + 1]).toBe('1');
    for (const control of CONTROLS)
      expect(
        texts.some((value) => value.includes(control)),
        control,
      ).toBe(false);
    // the largest part takes the palette's first colour, as on the page
    expect(svg).toContain(PALETTE[0]);
  });

  it('draws only the people the percentiles keep, and colours by the view asked for', () => {
    const texts = svgTexts(mapSvg(figure({ colour: 'state', size_by: 'betweenness' }, [20, 90]), text));
    // Cleo (95) and Dan (10, captured) fall outside 20-90; nobody is uncaptured or inactive
    expect(texts).toEqual(
      expect.arrayContaining(['2 of 4 people shown', 'Colour: Answer state', 'Captured', 'Matched', 'Size: Betweenness']),
    );
    expect(texts[texts.indexOf('Matched') + 1]).toBe('3');
    expect(texts[texts.indexOf('Captured') + 1]).toBe('1');
  });

  it('names the engagement as the page does', () => {
    expect(engagementText({ score: 70.4, n: 6, held_back: false })).toBe('70');
    expect(engagementText({ score: null, n: 0, held_back: false })).toBe('—');
    expect(engagementText({ score: null, n: 3, held_back: true })).toBe('held back');
  });

  it('is a PNG on the spec canvas', async () => {
    const png = await mapPng(figure(), text);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(5333);
    expect(png.readUInt32BE(20)).toBe(3000);
  }, 30_000);
});
