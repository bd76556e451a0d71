import {
  CollaborationMapAnswer,
  CollaborationMapObjects,
  MAP_COLUMNS_MEDIA_TYPE,
  type ParticipantDetails,
} from '@canopy/contracts/analytics/collaboration';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { DirectedGraph, UndirectedGraph } from 'graphology';
import { karateClub } from 'graphology-generators/social/index.js';
import { degreeCentrality, inDegreeCentrality } from 'graphology-metrics/centrality/degree.js';
import { density } from 'graphology-metrics/graph/density.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { collaborationContracts, mutualChoices, readMap, seedChoices } from '../support/collaboration.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The collaboration map read from answers appended to the event log: its metrics checked against
// graphology-metrics on fixed graphs (Zachary's karate club among them), mutual and friendly edges, node states,
// percentiles at the edges, the details popup, the CSV and the workspace rule on every call.

const world = withTwoTeams({ contracts: collaborationContracts });

const people = async (workspace: Workspace, count: number, from = 0) =>
  (
    await addParticipants(
      world.api,
      world.ada,
      Array.from({ length: count }, (_, index) => participantRow(workspace.id, from + index)),
    )
  ).participants.map((participant) => participant.id);

const mapOf = (workspace: Workspace, filters: Record<string, unknown> = {}) => readMap(world.api, world.ada, workspace.id, filters);

describe('the collaboration map', () => {
  let karate: Workspace;
  let ids: string[];
  const club = karateClub(UndirectedGraph);

  beforeAll(async () => {
    karate = await createWorkspace(world.api, world.ada, 'Karate club');
    ids = await people(karate, club.order);
    // every friendship of the club is a mutual choice: the directed graph has both arcs of each edge
    await seedChoices(world.runtime, { workspaceId: karate.id }, mutualChoices(club, ids));
  });

  it("measures Zachary's karate club as graphology-metrics does", async () => {
    const map = await mapOf(karate);
    expect(map.additionalInfo).toMatchObject({ nodes_count: 34, edges_count: 156 });
    expect(map.additionalInfo.connectedness_score).toBeCloseTo(density(club), 10);
    expect(map.additionalInfo.connectedness_score).toBeCloseTo(0.139, 3);
    const centrality = degreeCentrality(club);
    for (const [index, id] of ids.entries()) {
      expect(map.nodes.find((node) => node.id === id)?.connectedness_score, `node ${index}`).toBeCloseTo(centrality[String(index)]!, 10);
    }
    expect(map.nodes.find((node) => node.id === ids[33])?.connectedness_score).toBeCloseTo(0.515, 3);
    expect(map.edges.every((edge) => edge.is_mutual && edge.type === 'default')).toBe(true);
    // every karate member both answered and was chosen
    expect(new Set(map.nodes.map((node) => node.filtered_status))).toEqual(new Set(['matched']));
  });

  it('travels as columns, compressed once in the encoding each client accepts, the same map in each', async () => {
    const call = async (acceptEncoding: string) => {
      const answer = await fetch(`${world.runtime.url}/api/v1/collaborations/by-workspace/${karate.id}`, {
        method: 'POST',
        // the columns are asked for, as the page does (the default answer is the spec's edge objects since issue 44)
        headers: {
          authorization: `Bearer ${world.ada}`,
          'content-type': 'application/json',
          'accept-encoding': acceptEncoding,
          accept: MAP_COLUMNS_MEDIA_TYPE,
        },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      return { encoding: answer.headers.get('content-encoding'), vary: answer.headers.get('vary'), body: await answer.json() };
    };
    const [br, gzip, plain] = [await call('gzip, deflate, br'), await call('gzip'), await call('identity')];
    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', null]);
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(gzip.body).toEqual(br.body);
    expect(plain.body).toEqual(br.body);
    // 156 arcs as five columns of node indexes and codes, read back as the map the page draws
    expect(Object.keys(br.body.edges).sort()).toEqual(['friendly_score', 'is_mutual', 'source', 'target', 'type']);
    expect(br.body.edges.source).toHaveLength(156);
    expect(CollaborationMapAnswer.parse(br.body)).toEqual(await mapOf(karate));
  });

  it("answers the spec's edge objects by default and the columns when asked, compressed and kept alike, with equal edges", async () => {
    const call = async (query: string, headers: Record<string, string>) => {
      const answer = await fetch(`${world.runtime.url}/api/v1/collaborations/by-workspace/${karate.id}${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.ada}`, 'content-type': 'application/json', 'accept-encoding': 'br', ...headers },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('vary')).toMatch(/accept,.*accept-encoding/i);
      return answer.json();
    };
    const objects = CollaborationMapObjects.parse(await call('', { accept: 'application/json' }));
    const byMediaType = CollaborationMapAnswer.parse(await call('', { accept: MAP_COLUMNS_MEDIA_TYPE }));
    const byFlag = CollaborationMapAnswer.parse(await call('?edges=columns', {}));
    expect(byFlag).toEqual(byMediaType);
    // every edge an object with its people's ids and names, its source's state and percentile
    expect(objects.edges).toHaveLength(156);
    const node = new Map(objects.nodes.map((one) => [one.id, one]));
    for (const edge of objects.edges) {
      expect(edge.source_first_name).toBe(node.get(edge.source)!.first_name);
      expect(edge.source_last_name).toBe(node.get(edge.source)!.last_name);
      expect(edge.target_first_name).toBe(node.get(edge.target)!.first_name);
      expect(edge.target_last_name).toBe(node.get(edge.target)!.last_name);
      expect(edge.filtered_status).toBe(node.get(edge.source)!.filtered_status);
      expect(edge.percentile).toBe(node.get(edge.source)!.percentile);
    }
    // the same edges in the same order, field by field; the rest of the answer equal
    const plain = objects.edges.map(({ source_first_name, source_last_name, target_first_name, target_last_name, ...edge }) => edge);
    expect(plain).toEqual(byMediaType.edges);
    expect({ ...objects, edges: [] }).toEqual({ ...byMediaType, edges: [] });
    expect(objects.edges[0]!.source_first_name).toMatch(/\S/);
  });

  it('measures a directed graph with one-way choices as graphology-metrics does', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'One way');
    const [a, b, c, d, e] = await people(workspace, 5, 100);
    const arcs: Array<[string, string]> = [
      [a!, b!],
      [a!, c!],
      [b!, c!],
      [c!, a!],
      [d!, c!],
      [e!, c!],
      [e!, d!],
    ];
    await seedChoices(world.runtime, { workspaceId: workspace.id }, arcs);
    const graph = new DirectedGraph();
    for (const [source, target] of arcs) graph.mergeEdge(source, target);
    const map = await mapOf(workspace);
    expect(map.additionalInfo.connectedness_score).toBeCloseTo(density(graph), 10);
    const centrality = inDegreeCentrality(graph);
    for (const node of map.nodes) expect(node.connectedness_score, node.first_name).toBeCloseTo(centrality[node.id]!, 10);
    const byId = new Map(map.nodes.map((node) => [node.id, node]));
    // in-degrees a 1, b 1, c 4, d 1, e 0: the percentile rank of each
    expect([a, b, c, d, e].map((id) => byId.get(id!)?.percentile)).toEqual([80, 80, 100, 80, 20]);
    expect(byId.get(c!)).toMatchObject({
      mentions: 4,
      number_of_collaborators_selected_participant: 4,
      number_of_selected_collaborators: 1,
      filtered_status: 'matched',
    });
    expect(byId.get(e!)).toMatchObject({ mentions: 0, number_of_selected_collaborators: 2, filtered_status: 'captured' });
    expect(map.edges.filter((edge) => edge.is_mutual).map((edge) => [edge.source, edge.target])).toEqual(
      expect.arrayContaining([
        [a, c],
        [c, a],
      ]),
    );
    expect(map.edges.filter((edge) => edge.is_mutual)).toHaveLength(2);
  });

  it('tells manager, friendly and mutual edges apart, and who was chosen without answering', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Kinds');
    const [a, b, c, d, silent] = await people(workspace, 5, 200);
    await seedChoices(world.runtime, { workspaceId: workspace.id, answers: [{ value: 4 }, { value: 2 }] }, [
      [a!, b!],
      [b!, a!],
      [a!, c!, 'manager'],
      [c!, a!, 'friendly'],
      [a!, c!, 'friendly'],
      [d!, a!, 'friendly'],
      [d!, silent!],
    ]);
    const map = await mapOf(workspace);
    const edge = (source: string, target: string) => map.edges.find((one) => one.source === source && one.target === target);
    expect(edge(a!, b!)).toMatchObject({ type: 'default', is_mutual: true, friendly_score: 0 });
    expect(edge(a!, c!)).toMatchObject({ type: 'manager', is_mutual: false, friendly_score: 2 });
    expect(edge(c!, a!)).toMatchObject({ type: 'friendly', is_mutual: true, friendly_score: 2 });
    expect(edge(d!, a!)).toMatchObject({ type: 'friendly', is_mutual: false, friendly_score: 1 });
    const node = (id: string) => map.nodes.find((one) => one.id === id);
    expect(node(silent!)).toMatchObject({ filtered_status: 'uncaptured', mentions: 1 });
    expect(node(c!)).toMatchObject({
      filtered_status: 'matched',
      number_of_selected_collaborators: 0,
      number_of_collaborators_selected_friendly: 1,
    });
    // friendly choices are not collaboration arcs: a is chosen by b only, plus nobody friendly counts
    expect(node(a!)).toMatchObject({ mentions: 1, number_of_selected_collaborators: 2, number_of_collaborators_selected_friendly: 1 });
    expect(map.additionalInfo.edges_count).toBe(4);

    const details = await world.api.call<ParticipantDetails>('POST', '/collaborations/participant-details', {
      token: world.ada,
      json: { participant_id: a },
    });
    expect(details).toMatchObject({
      status: 200,
      body: {
        id: a,
        number_of_selected_collaborators: 2,
        number_of_collaborators_selected_participant: 1,
        number_of_collaborators_selected_friendly: 1,
        connectedness_score: 0.25,
        managers: [{ id: c }],
        // she answered a scored question, but no individual score is shown: the package is confidential (ADR 0056)
        data: [],
        notes: [],
      },
    });
  });

  it('keeps the chosen groups, the period and the assessments', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Filters');
    const [a, b, c] = await people(workspace, 3, 300);
    await seedChoices(world.runtime, { workspaceId: workspace.id, assessmentId: 'old', submittedAt: '2020-01-10T10:00:00Z' }, [[a!, b!]]);
    await seedChoices(world.runtime, { workspaceId: workspace.id, assessmentId: 'new' }, [
      [b!, c!],
      [c!, a!],
    ]);
    const group = await createGroup(world.api, world.ada, workspace.id, 'Pair');
    await moveToGroup(world.api, world.ada, b!, group.id);
    await moveToGroup(world.api, world.ada, c!, group.id);
    expect((await mapOf(workspace)).edges).toHaveLength(3);
    expect(
      (await mapOf(workspace, { is_all_participants: false, groups_ids: [group.id] })).edges.map((edge) => [edge.source, edge.target]),
    ).toEqual([[b, c]]);
    expect((await mapOf(workspace, { is_all_assessments: false, assessments_ids: ['old'] })).edges).toHaveLength(1);
    const january = { is_all_time: false, start_date: '2020-01-01', end_date: '2020-01-10' };
    expect((await mapOf(workspace, { period_of_answer_date: january })).edges.map((edge) => edge.source)).toEqual([a]);
    expect((await mapOf(workspace, { period_of_answer_date: { is_all_time: false, is_last_month: true } })).edges).toHaveLength(2);
    const empty = await mapOf(workspace, {
      period_of_answer_date: { is_all_time: false, start_date: '2019-01-01', end_date: '2019-02-01' },
    });
    expect(empty).toMatchObject({ nodes: [], edges: [], additionalInfo: { connectedness_score: 0 } });
    expect(
      await world.api.call('POST', `/collaborations/by-workspace/${workspace.id}`, {
        token: world.ada,
        json: { is_all_participants: false },
      }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Select all participants or at least one group' },
    });
    const csv = await world.api.call<string>('GET', `/collaborations/by-workspace/${workspace.id}/csv`, { token: world.ada });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('filename="Filters.csv"');
    expect(String(csv.body).split('\n').filter(Boolean)).toHaveLength(4);
    const without = await world.api.call<Array<{ id: string }>>(
      'GET',
      `/collaborations/participants-without-collaborations/${workspace.id}`,
      { token: world.ada },
    );
    expect(without.body).toEqual([]);
  });

  it('leaves out a deleted participant and their choices', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Leavers');
    const [a, b, c] = await people(workspace, 3, 500);
    await seedChoices(world.runtime, { workspaceId: workspace.id }, [
      [a!, b!],
      [c!, a!],
      [b!, c!],
    ]);
    expect((await mapOf(workspace)).nodes).toHaveLength(3);
    expect(await world.api.call('DELETE', `/participants/${c}`, { token: world.ada })).toMatchObject({ status: 200 });
    const map = await mapOf(workspace);
    expect(map.nodes.map((node) => node.id).sort()).toEqual([a, b].sort());
    expect(map.edges.map((edge) => [edge.source, edge.target])).toEqual([[a, b]]);
    expect(map.additionalInfo).toMatchObject({ nodes_count: 2, edges_count: 1, connectedness_score: 0.5 });
  });

  it('is invisible to another team and refused to a colleague not assigned to the workspace', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Private map');
    const [a] = await people(workspace, 1, 400);
    const notFound = 'Could not find participant, try again later or contact with administrator';
    const probes = (hiddenWorkspace: string) => [
      { method: 'POST', path: `/collaborations/by-workspace/${workspace.id}`, json: {}, hidden: hiddenWorkspace },
      { method: 'POST', path: '/collaborations/connectedness-score', json: { workspace_id: workspace.id }, hidden: hiddenWorkspace },
      { method: 'GET', path: `/collaborations/participants-without-collaborations/${workspace.id}`, hidden: hiddenWorkspace },
      { method: 'GET', path: `/collaborations/by-workspace/${workspace.id}/csv`, hidden: hiddenWorkspace },
      { method: 'GET', path: `/collaborations/connectedness-score/${a}`, hidden: notFound },
      { method: 'POST', path: '/collaborations/participant-details', json: { participant_id: a }, hidden: notFound },
    ];
    await expectHidden(world.api, world.bea, probes('Could not find workspace'));
    await expectNotAssigned(world.api, world.alan, probes(''));
  });
});
