import type { Prelude } from '@canopy/platform/http/prelude';
import { fixedClock } from '@canopy/platform/time/clock';
import type { SnapshotRow } from '@canopy/projections/story/stories/read';
import { describe, expect, it } from 'vitest';
import { averages } from '../figures/fixtures.ts';
import type { StoryCommand } from '../story/decide.ts';
import type { AssignedWorkspace } from '../story/storyAccess.ts';
import type { StoryPorts } from '../story/storyPorts.ts';
import { addSnapshot, type MapOf } from './addSnapshot.ts';

// The chart snapshot's use case called without HTTP: the figures it stores are those the chart port computes for the
// caller, never the client's, and its image is drawn from them; what it refuses it refuses before anything is stored.

const now = fixedClock('2026-03-07T12:00:00Z').now();
const ada = { id: 'ada', teamId: 'team-a', isPlatformAdmin: false };
const workspace = { id: 'w1', team_id: 'team-a', name: 'Story Co', time_zone: 'America/New_York' } as AssignedWorkspace;
const prelude: Prelude<AssignedWorkspace> = {
  user: ada,
  scope: workspace,
  now,
  context: { teamId: 'team-a', workspaceId: 'w1', actor: 'ada', correlationId: 'req-1', now },
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const noMap: MapOf = async () => {
  throw new Error('no map in these specs');
};

const world = () => {
  const asked: unknown[] = [];
  const commands: StoryCommand[] = [];
  const saved: { contentType: string; bytes: Buffer }[] = [];
  let added: SnapshotRow | null = null;
  const ports = {
    chartFigures: async (user: unknown, workspaceId: string, request: unknown) => {
      asked.push({ user, workspaceId, request });
      return averages;
    },
    images: {
      save: async (image: { contentType: string; bytes: Buffer }) => {
        saved.push(image);
        return 'image-1';
      },
    },
    commands: {
      story: async (_workspaceId: string, command: StoryCommand) => {
        commands.push(command);
        if (command.type === 'AddSnapshot') {
          const data = command.data;
          added = {
            id: data.snapshot_id,
            workspace_id: data.workspace_id,
            team_id: data.team_id,
            kind: data.kind,
            name: data.name,
            chart: data.chart,
            figures: data.figures,
            settings: data.settings,
            comment: '',
            position: 0,
            image_id: data.image_id,
            added_at: now,
          } as SnapshotRow;
        }
      },
    },
    stories: { snapshot: async () => added },
    urls: { urlFor: (id: string) => `/signed/${id}` },
    newId: () => 'snapshot-1',
  } as unknown as StoryPorts;
  return { ports, asked, commands, saved };
};

const form = (data: unknown, image: { contentType: 'image/png'; bytes: Buffer } | null = null) => ({
  fields: { name: 'Group averages', data: JSON.stringify(data) },
  image,
});
const request = { type: 'type1', assessment_id: 'a1', groups_ids: ['g1'] };

describe('adding a chart snapshot', () => {
  it("stores the figures the chart port computed for the caller in the caller's workspace, not the client's, with an image drawn from them", async () => {
    const { ports, asked, commands, saved } = world();
    const forged = { kind: 'chart', chart: { block_id: 'b1', chart_id: 'c1', request }, figures: { groups: [] } };
    const answer = await addSnapshot(ports)(
      { read: { form: form(forged, { contentType: 'image/png', bytes: PNG }), mapOf: noMap } },
      prelude,
    );
    expect(asked).toEqual([{ user: ada, workspaceId: 'w1', request: expect.objectContaining(request) }]);
    expect(commands).toHaveLength(1);
    const command = commands[0]!;
    expect(command.type).toBe('AddSnapshot');
    if (command.type !== 'AddSnapshot') return;
    expect(command.data.figures).toEqual(averages);
    expect(command.data).toMatchObject({ workspace_id: 'w1', team_id: 'team-a', by: 'ada', now: now.toISOString(), image_id: 'image-1' });
    // the image saved is the server's PNG drawing, not the bytes the client sent
    expect(saved).toHaveLength(1);
    expect(saved[0]!.contentType).toBe('image/png');
    expect(saved[0]!.bytes.equals(PNG)).toBe(false);
    expect(answer.snapshot).toMatchObject({ id: 'snapshot-1', kind: 'chart', data: averages, url: { url: '/signed/snapshot-1' } });
  }, 60_000);

  it('refuses a chart snapshot without its chart or with a request the chart contract refuses, and bad data, storing nothing', async () => {
    for (const data of [{ kind: 'chart' }, { kind: 'chart', chart: { request: { type: 'type1', groups_ids: 'all' } } }]) {
      const { ports, asked, commands, saved } = world();
      await expect(addSnapshot(ports)({ read: { form: form(data), mapOf: noMap } }, prelude)).rejects.toMatchObject({ statusCode: 400 });
      expect([asked, commands, saved]).toEqual([[], [], []]);
    }
    const { ports, commands } = world();
    const bad = { fields: { name: 'x', data: '{not json' }, image: null };
    await expect(addSnapshot(ports)({ read: { form: bad, mapOf: noMap } }, prelude)).rejects.toMatchObject({
      statusCode: 400,
      message: 'body/data: the snapshot data is not valid',
    });
    expect(commands).toEqual([]);
  });

  it('stores the uploaded image for a figure snapshot, and refuses one without an image', async () => {
    const { ports, saved, asked } = world();
    await addSnapshot(ports)({ read: { form: form({ kind: 'figure' }, { contentType: 'image/png', bytes: PNG }), mapOf: noMap } }, prelude);
    expect(saved).toEqual([{ contentType: 'image/png', bytes: PNG }]);
    expect(asked).toEqual([]);
    await expect(addSnapshot(world().ports)({ read: { form: form({ kind: 'figure' }), mapOf: noMap } }, prelude)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
