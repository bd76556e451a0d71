import { handleCommand } from '@canopy/platform/commands/handleCommand';
import { QUEUE_FULL_DETAIL } from '@canopy/platform/commands/streamQueue';
import { rosterStreamId } from '@canopy/workspace';
import type { Runtime } from '@canopy/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/identity.ts';
import { listParticipants, participantRow } from '../support/participants.ts';
import { startSecondGateway } from '../support/runtime.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Many consultants adding participants to one workspace at once (ADR 0026): a workspace's roster is one stream,
// so its writers used to race on its revision and most of them answered 409 once it was busy. In one process
// they now queue; between processes a conflict is retried within a time budget.

const world = withTwoTeams({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });

let counter = 0;
const freshWorkspace = async () => (await createWorkspace(world.api, world.ada, `Busy ${++counter}`)).id;
const addOne = (api: ReturnType<typeof apiClient>, workspaceId: string, n: number) =>
  api.call('POST', '/participants', { token: world.ada, json: [participantRow(workspaceId, n)] });
const emailsIn = async (workspaceId: string) =>
  (await listParticipants(world.api, world.ada, { workspace_id: workspaceId, limit: 100 })).participants
    .map((participant) => participant.email)
    .sort();
const emails = (from: number, count: number) => Array.from({ length: count }, (_, i) => `person${from + i}@example.com`).sort();

/** another gateway process on the same database, as a second instance behind the load balancer */
const secondGateway = (env: Record<string, string> = {}) => startSecondGateway(world.runtime, { RATE_LIMIT_PER_MINUTE: '100000', ...env });

describe('adds into one busy workspace', () => {
  it('all succeed when 40 arrive at once, and all are listed', async () => {
    const workspace = await freshWorkspace();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => addOne(world.api, workspace, i)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));
    // read-your-writes holds for each: the page already lists everyone
    expect(await emailsIn(workspace)).toEqual(emails(0, 40));
  });

  describe('from two gateway processes racing on the same roster', () => {
    let second: Runtime;
    beforeAll(async () => {
      second = await secondGateway();
    });
    afterAll(async () => second?.stop());

    it('all succeed within the conflict budget', async () => {
      const workspace = await freshWorkspace();
      const elsewhere = apiClient(second);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => addOne(i % 2 === 0 ? world.api : elsewhere, workspace, 100 + i)),
      );
      expect(answers.map((answer) => [answer.status, answer.body.detail])).toEqual(Array(40).fill([201, undefined]));
      expect(await emailsIn(workspace)).toEqual(emails(100, 40));
    });
  });

  describe('with a full queue', () => {
    let small: Runtime;
    beforeAll(async () => {
      small = await secondGateway({ COMMAND_QUEUE_MAX_WAITING: '1' });
    });
    afterAll(async () => small?.stop());

    it('answers 503 with what to do, and stores nothing for the changes it refused', async () => {
      const workspace = await freshWorkspace();
      const api = apiClient(small);
      // a command of this process holds the roster's turn until the test lets it go (it decides nothing)
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = handleCommand({
        log: small.platform.log,
        decider: { initialState: () => null, decide: () => [], evolve: (state: null) => state },
        loader: {
          load: async () => {
            await held;
            return { state: null, revision: 'no_stream' as const };
          },
        },
        streamId: rosterStreamId(workspace),
        command: { type: 'Hold', data: {} },
        context: { teamId: null, actor: 'test', correlationId: 'hold', now: new Date() },
      });
      const settled: Array<{ status: number; body: { detail?: string } }> = [];
      const adds = Array.from({ length: 5 }, (_, i) =>
        addOne(api, workspace, 2000 + i).then((answer) => {
          settled.push(answer);
          return answer;
        }),
      );
      // one add may wait behind the holder; the other four find the queue full at once
      for (const deadline = Date.now() + 10_000; settled.length < 4 && Date.now() < deadline; )
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(settled.map((answer) => [answer.status, answer.body.detail])).toEqual(Array(4).fill([503, QUEUE_FULL_DETAIL]));
      release();
      await holder;
      const answers = await Promise.all(adds);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(await emailsIn(workspace)).toHaveLength(1);
    });
  });
});
