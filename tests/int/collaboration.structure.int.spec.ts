import type { CollaborationMap, ParticipantDetails } from '@canopy/contracts/analytics/collaboration';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { UndirectedGraph } from 'graphology';
import { karateClub } from 'graphology-generators/social/index.js';
import betweennessModule from 'graphology-metrics/centrality/betweenness.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { collaborationContracts, mutualChoices, readMap, seedChoices } from '../support/collaboration.ts';
import { form } from '../support/identity.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The map's structure (ADR 0090), positions (ADR 0092) and the defects of issue 32 (ADR 0091), read through the
// gateway from answers appended to the event log: communities, betweenness and group density against graphology on
// Zachary's karate club, the details popup under the map's group filter, one graph statement after a deletion.

const betweennessCentrality = betweennessModule as unknown as typeof betweennessModule.default;
const world = withTwoTeams({ contracts: collaborationContracts });

const mapOf = (workspace: Workspace, filters: Record<string, unknown> = {}) => readMap(world.api, world.ada, workspace.id, filters);

const detailsOf = async (participantId: string, filters: Record<string, unknown> = {}) => {
  const answer = await world.api.call<ParticipantDetails>('POST', '/collaborations/participant-details', {
    token: world.ada,
    json: { participant_id: participantId, ...filters },
  });
  if (answer.status !== 200) throw new Error(`the details failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** a period from 2000 to a far day: the same choices as all time, under a key no earlier call used */
let uncached = 0;
const freshPeriod = () => ({
  period_of_answer_date: {
    is_all_time: false,
    start_date: '2000-01-01',
    end_date: new Date(Date.UTC(2200, 0, 1 + uncached++)).toISOString().slice(0, 10),
  },
});

describe("the map's structure", () => {
  const club = karateClub(UndirectedGraph);
  const faction = (index: number) => (club.getNodeAttribute(String(index), 'club') === 'Mr. Hi' ? 'Hi' : 'Officer');
  let karate: Workspace;
  let ids: string[];
  let map: CollaborationMap;

  beforeAll(async () => {
    karate = await createWorkspace(world.api, world.ada, 'Karate structure');
    const put = await world.api.call('PUT', `/workspaces/${karate.id}`, {
      token: world.ada,
      form: form({ group_classification: 'department' }),
    });
    expect(put.status).toBe(200);
    // each member in their faction's department: the density matrix is the club's split
    ids = (
      await addParticipants(
        world.api,
        world.ada,
        Array.from({ length: club.order }, (_, index) => participantRow(karate.id, 700 + index, { department: faction(index) })),
      )
    ).participants.map((participant) => participant.id);
    await seedChoices(world.runtime, { workspaceId: karate.id }, mutualChoices(club, ids));
    map = await mapOf(karate);
  });

  const indexOf = (id: string) => ids.indexOf(id);

  it("recovers the two factions as communities and ranks graphology's betweenness", () => {
    const members = new Map<number, string[]>();
    for (const node of map.nodes) members.set(node.community, [...(members.get(node.community) ?? []), node.id]);
    expect(map.structure.communities.map((community) => community.size)).toEqual(
      [...members.values()].map((people) => people.length).sort((a, b) => b - a),
    );
    let misplaced = 0;
    for (const people of members.values()) {
      const hi = people.filter((id) => faction(indexOf(id)) === 'Hi').length;
      misplaced += Math.min(hi, people.length - hi);
    }
    // modularity's best splits of the club differ from the factions by a member or two tied to both leaders
    expect(misplaced).toBeLessThanOrEqual(2);
    expect(map.structure.modularity).toBeGreaterThan(0.4);
    for (const community of map.structure.communities) {
      const people = members.get(community.id) ?? [];
      const hi = people.filter((id) => faction(indexOf(id)) === 'Hi').length;
      expect(community.top_group?.name).toBe(hi * 2 >= people.length ? 'Hi' : 'Officer');
      // nobody answered a scored question: no engagement, nobody held back
      expect(community.engagement).toEqual({ score: null, n: 0, held_back: false });
    }

    const expected = betweennessCentrality(club, { normalized: true });
    for (const node of map.nodes) {
      const index = String(indexOf(node.id));
      expect(node.betweenness).toBeCloseTo(expected[index] ?? 0, 10);
      expect(node.connections).toBe(club.degree(index));
      expect(node.in_degree).toBe(club.degree(index));
      expect(node.out_degree).toBe(club.degree(index));
    }
    expect(map.structure.brokers.slice(0, 2).map(indexOf)).toEqual([0, 33]);
    expect(map.structure.isolated).toEqual([]);
  });

  it('crosses the departments: each cell is the choices between them over the pairs that could make them', () => {
    const density = map.structure.density;
    expect(density).toMatchObject({ classification_id: 'department', classification_name: 'Department' });
    if (!density) return;
    const hi = club.filterNodes((_, attributes) => attributes.club === 'Mr. Hi').length;
    const officer = club.order - hi;
    expect(density.groups.map((group) => [group.name, group.size])).toEqual(
      [
        ['Hi', hi],
        ['Officer', officer],
      ].sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0]))),
    );
    const side = (node: string) => (club.getNodeAttribute(node, 'club') === 'Mr. Hi' ? 'Hi' : 'Officer');
    const ties = club.mapEdges((_, __, source, target) => [side(source), side(target)]);
    const within = (name: string) => ties.filter(([a, b]) => a === name && b === name).length * 2;
    const across = ties.filter(([a, b]) => a !== b).length;
    const sizeOf = (name: string) => (name === 'Hi' ? hi : officer);
    density.groups.forEach((row, i) => {
      density.groups.forEach((column, j) => {
        const value =
          i === j ? within(row.name) / (sizeOf(row.name) * (sizeOf(row.name) - 1)) : across / (sizeOf(row.name) * sizeOf(column.name));
        expect(density.matrix[i]?.[j]).toBeCloseTo(value, 12);
      });
    });
    expect(map.structure.groups_engagement.map((group) => group.group_id)).toEqual(density.groups.map((group) => group.id));
  });

  it('places everyone apart, in the same place for the same graph under another filter', async () => {
    const points = new Set(map.nodes.map((node) => `${node.x},${node.y}`));
    expect(points.size).toBe(club.order);
    const again = await mapOf(karate, freshPeriod());
    const placed = (nodes: CollaborationMap['nodes']) => nodes.map((node) => [node.id, node.x, node.y]).sort();
    expect(placed(again.nodes)).toEqual(placed(map.nodes));
  });
});

describe('the defects of issue 32', () => {
  it("answers the participant details under the map's group filter", async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Details filter');
    const [a, b, c] = (
      await addParticipants(
        world.api,
        world.ada,
        [0, 1, 2].map((n) => participantRow(workspace.id, 800 + n)),
      )
    ).participants.map((participant) => participant.id);
    await seedChoices(world.runtime, { workspaceId: workspace.id }, [
      [a!, b!],
      [c!, b!],
      [b!, c!],
      [b!, a!, 'manager'],
    ]);
    const pair = await createGroup(world.api, world.ada, workspace.id, 'Pair');
    await moveToGroup(world.api, world.ada, b!, pair.id);
    await moveToGroup(world.api, world.ada, c!, pair.id);
    const filter = { is_all_participants: false, groups_ids: [pair.id] };

    const everyone = await detailsOf(b!);
    expect(everyone).toMatchObject({
      number_of_collaborators_selected_participant: 2,
      number_of_selected_collaborators: 2,
      managers: [{ id: a }],
    });
    const inPair = await detailsOf(b!, filter);
    const node = (await mapOf(workspace, filter)).nodes.find((one) => one.id === b);
    expect(inPair).toMatchObject({
      number_of_collaborators_selected_participant: node?.number_of_collaborators_selected_participant,
      number_of_selected_collaborators: node?.number_of_selected_collaborators,
      connectedness_score: node?.connectedness_score,
      managers: [],
    });
    expect(inPair).toMatchObject({ number_of_collaborators_selected_participant: 1, number_of_selected_collaborators: 1 });

    // connections count the people linked either way; a was chosen by nobody
    const whole = await mapOf(workspace);
    const byId = new Map(whole.nodes.map((one) => [one.id, one]));
    expect(byId.get(b!)).toMatchObject({ in_degree: 2, out_degree: 2, connections: 2, mentions: 2 });
    expect(byId.get(c!)).toMatchObject({ in_degree: 1, out_degree: 1, connections: 1 });
    expect(byId.get(a!)).toMatchObject({ in_degree: 1, out_degree: 1, connections: 1 });
    expect(whole.structure.isolated).toEqual([]);
    const pairMap = await mapOf(workspace, filter);
    expect(pairMap.structure.isolated).toEqual([]);
    expect(pairMap.nodes.map((one) => one.connections)).toEqual([1, 1]);
  });

  it('reads the choices once for an uncached map after a participant who answered and was chosen is deleted', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Deleted once');
    const [a, b, c] = (
      await addParticipants(
        world.api,
        world.ada,
        [0, 1, 2].map((n) => participantRow(workspace.id, 900 + n)),
      )
    ).participants.map((participant) => participant.id);
    await seedChoices(world.runtime, { workspaceId: workspace.id }, [
      [a!, b!],
      [c!, a!],
      [b!, c!],
    ]);
    expect(await world.api.call('DELETE', `/participants/${c}`, { token: world.ada })).toMatchObject({ status: 200 });
    const { pool } = world.runtime.platform;
    // the choices read model forgets c's choices, either way
    const deadline = Date.now() + 20_000;
    const left = async () =>
      (await pool.query('select count(*)::int as n from collaboration.choices where source_id = $1 or target_id = $1', [c])).rows[0].n;
    while ((await left()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await left()).toBe(0);

    const query = pool.query;
    let statements = 0;
    pool.query = ((...args: Parameters<typeof query>) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      // the statement that reads the workspace's choices (the graph is computed from them in memory, ADR 0100)
      if (text?.includes('to_json(array_agg(source_id))')) statements++;
      return (query as (...params: unknown[]) => unknown).apply(pool, args);
    }) as typeof query;
    try {
      const map = await mapOf(workspace, freshPeriod());
      expect(map.nodes.map((node) => node.id).sort()).toEqual([a, b].sort());
      expect(map.structure.isolated).toEqual([a]);
      expect(statements).toBe(1);
      // a new filter over choices that have not moved computes its graph from the choices read before
      expect((await mapOf(workspace, freshPeriod())).edges.map((edge) => [edge.source, edge.target])).toEqual([[a, b]]);
      expect(statements).toBe(1);
    } finally {
      pool.query = query;
    }
  });
});

describe('the structure and its classification filter', () => {
  it('are invisible to another team and refused to a colleague not assigned to the workspace', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Private structure');
    const [a] = (await addParticipants(world.api, world.ada, [participantRow(workspace.id, 950)])).participants.map((one) => one.id);
    const probes = (hiddenWorkspace: string) => [
      {
        method: 'POST',
        path: `/collaborations/by-workspace/${workspace.id}`,
        json: { classification_id: 'department' },
        hidden: hiddenWorkspace,
      },
      {
        method: 'POST',
        path: '/collaborations/participant-details',
        json: { participant_id: a, is_all_participants: false, groups_ids: ['any'], classification_id: 'job' },
        hidden: 'Could not find participant, try again later or contact with administrator',
      },
    ];
    await expectHidden(world.api, world.bea, probes('Could not find workspace'));
    await expectNotAssigned(world.api, world.alan, probes(''));
  });
});
