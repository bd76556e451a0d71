import { QUEUE_FULL_DETAIL } from '@canopy/platform/commands/streamQueue';
import { startRuntime, type Runtime } from '@canopy/gateway/runtime';
import { readConfig } from '@canopy/platform/runtime/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, form } from '../support/identity.ts';
import { listParticipants, participantRow } from '../support/participants.ts';
import { silentLogger } from '../support/platform.ts';
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
  (await listParticipants(world.api, world.ada, { workspace_id: workspaceId, limit: 100 })).participants.map((participant) => participant.email).sort();
const emails = (from: number, count: number) => Array.from({ length: count }, (_, i) => `person${from + i}@example.com`).sort();

/** another gateway process on the same database, as a second instance behind the load balancer */
const secondGateway = (env: Record<string, string> = {}) =>
  startRuntime({
    config: readConfig({
      DATABASE_URL: world.runtime.platform.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RUN_PROJECTIONS: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    }),
    logger: silentLogger,
  });

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
    beforeAll(async () => { second = await secondGateway(); });
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
    beforeAll(async () => { small = await secondGateway({ COMMAND_QUEUE_MAX_WAITING: '1' }); });
    afterAll(async () => small?.stop());

    it("answers 503 with what to do, and stores nothing for the change it refused", async () => {
      const workspace = await freshWorkspace();
      const api = apiClient(small);
      const rows = 6_000;
      const lines = Array.from({ length: rows }, (_, i) => `Ann${i},Lee,big${i}@example.com`);
      const file = { name: 'staff.csv', type: 'text/csv', bytes: `First,Last,Email\n${lines.join('\n')}\n` };
      const configuration = JSON.stringify({ first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 });
      // a big import holds the roster's turn while adds pile up behind it: one may wait, the next are refused
      const importing = api.call('POST', `/participants/workspace/${workspace}/by-csv`, { token: world.ada, form: form({ configuration }, file) });
      let done = false;
      void importing.finally(() => { done = true; });
      const adds: Array<Promise<{ status: number; body: { detail?: string } }>> = [];
      let refused: { status: number; body: { detail?: string } } | undefined;
      for (let n = 0; !done && !refused && n < 200; n++) {
        const add = addOne(api, workspace, 1000 + n);
        adds.push(add);
        const settled = await Promise.race([add, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20))]);
        if (settled?.status === 503) refused = settled;
      }
      expect((await importing).status).toBe(200);
      expect(refused).toEqual(expect.objectContaining({ status: 503, body: { detail: QUEUE_FULL_DETAIL } }));
      const outcomes = await Promise.all(adds);
      expect(outcomes.every((outcome) => outcome.status === 201 || outcome.status === 503)).toBe(true);
      const stored = outcomes.filter((outcome) => outcome.status === 201).length;
      const page = await listParticipants(world.api, world.ada, { workspace_id: workspace, limit: 1 });
      expect(page.all_count).toBe(rows + stored);
    });
  });
});
