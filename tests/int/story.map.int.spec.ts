import type { CollaborationMap } from '@canopy/contracts/analytics/collaboration';
import { MapSnapshotView } from '@canopy/contracts/analytics/mapLook';
import { type DataStory, StoryMessages, StoryPaths, StoryRules } from '@canopy/contracts/story/api';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { imageSize, mapPng, mapSvg, svgTexts } from '@canopy/story';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { collaborationContracts, readMap, seedChoices } from '../support/collaboration.ts';
import { form } from '../support/identity.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// A collaboration map snapshot's image is drawn by the server (ADR 0132) from the map it computes under the filters
// the page sends, coloured and sized as the page showed it: the title, the filters line, the people and arcs, the
// legend and the connectedness rate, no control of the app. The image a client sends is not read. The same PNG is
// what the story, the shared view and the deck show.

const world = withTwoTeams({ contracts: collaborationContracts });
let workspace: Workspace;
let ids: string[];
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const CONTROLS = [
  'Reset',
  'Search',
  'Zoom',
  'Participation List',
  'Top Collaborators',
  'Add to Data Story',
  'All connections',
  'Colour by',
];
/** by hand: three in Sales, two in Operations, one with no department */
const DEPARTMENTS = ['Sales', 'Sales', 'Sales', 'Operations', 'Operations', undefined];

const addMap = (data: unknown, token = world.ada, name = 'Collaboration map') =>
  world.api.call('POST', StoryPaths.snapshots(workspace.id), {
    token,
    // a picture the client made is sent along: the server must not store it
    form: form({ name, data: JSON.stringify(data) }, { name: 'map.jpg', bytes: JPEG, type: 'image/jpeg' }),
  });
const story = async () => (await world.api.call<DataStory>('GET', StoryPaths.story(workspace.id), { token: world.ada })).body;
const groupsOf = async () =>
  (
    await world.api.call<Array<{ id: string; name: string; origin_source: string }>>('GET', `/groups/by-workspace/${workspace.id}`, {
      token: world.ada,
    })
  ).body;

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Map Story Co');
  const put = await world.api.call('PUT', `/workspaces/${workspace.id}`, {
    token: world.ada,
    form: form({ group_classification: 'department' }),
  });
  expect(put.status).toBe(200);
  ids = (
    await addParticipants(
      world.api,
      world.ada,
      DEPARTMENTS.map((department, index) => participantRow(workspace.id, 900 + index, department ? { department } : {})),
    )
  ).participants.map((participant) => participant.id);
  const [a, b, c, d, e, f] = ids as [string, string, string, string, string, string];
  await seedChoices(world.runtime, { workspaceId: workspace.id }, [
    [b, a],
    [c, a, 'manager'],
    [d, a],
    [e, d, 'friendly'],
    [f, e],
    [a, b],
  ]);
}, 60_000);

describe('a map snapshot', () => {
  it("stores the server's drawing of the map it computes, with the legend and title and no control", async () => {
    const view = { colour: null, size_by: 'in_degree', connections: null };
    const answer = await addMap({
      kind: 'map',
      map: { request: {}, view },
      settings: { percentiles: { start_range: 1, end_range: 100 }, connectedness_score: 0.99 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const snapshot = answer.body.snapshot;
    expect(snapshot).toMatchObject({ kind: 'map', type: 'map', name: 'Collaboration map', data: null });
    const map: CollaborationMap = await readMap(world.api, world.ada, workspace.id);
    // the rate under the slide is the server's, not the 0.99 the page sent
    expect(snapshot.settings.connectedness_score).toBe(map.additionalInfo.connectedness_score);
    expect(map.additionalInfo.nodes_count).toBe(6);

    const image = await fetch(`${world.runtime.url}${snapshot.url.url}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(imageSize(bytes)).toEqual({ width: StoryRules.canvasWidth, height: StoryRules.canvasHeight });

    // the same figure drawn to SVG: its text nodes are what a reader of the image sees written
    const figure = { map, groups: await groupsOf(), view: MapSnapshotView.parse(view), percentiles: [1, 100] as [number, number] };
    const text = { title: 'Collaboration map', filters: 'All participants · Percentiles 1–100' };
    expect(bytes.equals(await mapPng(figure, text)), 'the stored image is this drawing').toBe(true);
    const texts = svgTexts(mapSvg(figure, text));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Collaboration map',
        'All participants · Percentiles 1–100',
        'Connectedness Rate',
        `${(map.additionalInfo.connectedness_score * 100).toFixed(1)}%`,
        '6 of 6 people shown',
        'Colour: Department',
        'Size: Chosen by',
        'Manager',
        'Friendly',
      ]),
    );
    expect(texts[texts.indexOf('Sales') + 1]).toBe('3');
    expect(texts[texts.indexOf('Operations') + 1]).toBe('2');
    expect(texts[texts.indexOf('No department') + 1]).toBe('1');
    for (const control of CONTROLS)
      expect(
        texts.some((value) => value.includes(control)),
        control,
      ).toBe(false);

    // the deck's map slide carries this PNG
    const deck = await fetch(`${world.runtime.url}/api/v1${StoryPaths.deck(workspace.id)}`, {
      headers: { authorization: `Bearer ${world.ada}` },
    });
    expect(deck.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await deck.arrayBuffer()));
    const media = await Promise.all(
      Object.keys(zip.files)
        .filter((path) => path.startsWith('ppt/media/') && !zip.files[path]!.dir)
        .map(async (path) => Buffer.from(await zip.file(path)!.async('uint8array'))),
    );
    expect(media.some((file) => file.equals(bytes))).toBe(true);
  }, 120_000);

  it('draws the view the page showed: the answer state colours and only the people the percentiles keep', async () => {
    const view = MapSnapshotView.parse({ colour: 'state', size_by: 'betweenness', connections: null });
    const map = await readMap(world.api, world.ada, workspace.id);
    // the slider from the highest percentile on the map: Ada, chosen by three, stands above the rest
    const top = Math.max(...map.nodes.map((node) => node.percentile));
    const settings = { percentiles: { start_range: top, end_range: 100 } };
    const answer = await addMap({ kind: 'map', map: { request: {}, view }, settings }, world.ada, 'By state');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const figure = { map, groups: await groupsOf(), view, percentiles: [top, 100] as [number, number] };
    const texts = svgTexts(mapSvg(figure, { title: 'By state', filters: '' }));
    // by hand: a, b and e chose and were chosen (matched); c, f and d chose but nobody chose them as a collaborator
    // (d was named friendly only, which is not a collaboration: ADR 0044): captured
    expect(texts).toEqual(expect.arrayContaining(['Colour: Answer state', 'Size: Betweenness']));
    expect(texts[texts.indexOf('Matched') + 1]).toBe('3');
    expect(texts[texts.indexOf('Captured') + 1]).toBe('3');
    // everyone here answered, so the slider keeps those ranked at the top alone
    const kept = map.nodes.filter((node) => node.percentile >= top).length;
    expect(kept).toBeLessThan(6);
    expect(texts).toContain(`${kept} of 6 people shown`);
    const bytes = Buffer.from(await (await fetch(`${world.runtime.url}${answer.body.snapshot.url.url}`)).arrayBuffer());
    expect(bytes.equals(await mapPng(figure, { title: 'By state', filters: `All participants · Percentiles ${top}–100` }))).toBe(true);
  }, 120_000);

  it('refuses a map without its filters, bad filters and a bad view, storing nothing', async () => {
    const before = (await story()).snapshots.length;
    expect(await addMap({ kind: 'map', settings: {} })).toMatchObject({ status: 400, body: { detail: StoryMessages.mapRequired } });
    expect(await addMap({ kind: 'map', map: { request: { groups_ids: 5 } } })).toMatchObject({
      status: 400,
      body: { detail: StoryMessages.mapRequired },
    });
    expect((await addMap({ kind: 'map', map: { request: {}, view: { size_by: 'height' } } })).status).toBe(400);
    expect((await addMap({ kind: 'map', map: { request: {}, view: { connections: 99 } } })).status).toBe(400);
    expect((await story()).snapshots.length).toBe(before);
  });

  it("is another team's 404 and an unassigned consultant's 403, storing nothing", async () => {
    const before = (await story()).snapshots.length;
    const data = { kind: 'map', map: { request: {} } };
    expect((await addMap(data, world.bea)).status).toBe(404);
    expect((await addMap(data, world.alan)).status).toBe(403);
    expect((await story()).snapshots.length).toBe(before);
  });
});
