import type { Workspace } from '@canopy/contracts/workspace/api';
import { parseWritten, READ_AFTER_HEADER, WRITTEN_HEADER } from '@canopy/contracts/platform/consistency';
import { requestWrites } from '@canopy/platform/commands/requestWrites';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/identity.ts';
import { startSecondGateway } from '../support/runtime.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Session consistency (ADR 0099): a command's answer names what it wrote; a read that passes it on is answered
// once the read models have it, even when the command's own bounded wait ended first (a loaded machine).

// a command waits up to 4 s for its read models here (10 s in the product), so a spec can outlast the bound
const SETTLE_MS = 4_000;
const world = withTwoTeams({ env: { COMMAND_SETTLE_MS: String(SETTLE_MS) } });
const seconds: Array<{ stop: () => Promise<void> }> = [];
afterAll(async () => {
  for (const second of seconds) await second.stop();
});

const workspaceIdsOf = async (token: string, api = world.api, headers: Record<string, string> = {}) =>
  (await api.call('GET', '/consultants/current', { token, headers })).body.workspaces_ids as string[];

/**
 * Holds a read model's table still: its projection cannot write (EXCLUSIVE lets reads through), as when the
 * projection is far behind; `release` lets it go on.
 */
const hold = async (table: string) => {
  const client = await world.runtime.platform.pool.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in exclusive mode`);
  let held = true;
  return {
    async release() {
      if (!held) return;
      held = false;
      await client.query('commit');
      client.release();
    },
  };
};
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session consistency', () => {
  it("says on a command's answer which read models it wrote to, and at which position", async () => {
    const answer = await world.api.call('POST', '/workspaces', {
      token: world.ada,
      json: { name: 'Told Ltd', additional_info: { formation_type: 2 } },
    });
    expect(answer.status).toBe(201);
    const written = parseWritten(answer.headers.get(WRITTEN_HEADER));
    expect(Object.keys(written).sort()).toEqual(['identity_consultants', 'workspaces']);
    expect(written.workspaces!.tx).toMatch(/^\d+$/);
    // a read writes nothing, and says nothing
    const read = await world.api.call('GET', `/workspaces/${answer.body.id}`, { token: world.ada });
    expect(read.headers.get(WRITTEN_HEADER)).toBeNull();
    expect(requestWrites.size()).toBe(0);
  });

  it('answers a created workspace once its read model has it, when that takes the projection seconds (not 404)', async () => {
    const workspaces = await hold('workspaces.workspaces');
    try {
      const creating = world.api.call<Workspace>('POST', '/workspaces', {
        token: world.ada,
        json: { name: 'Slow Ltd', additional_info: { formation_type: 2 } },
      });
      await later(2_500);
      await workspaces.release();
      const created = await creating;
      expect(created.status).toBe(201);
      expect(created.body.name).toBe('Slow Ltd');
    } finally {
      await workspaces.release();
    }
  });

  it('answers a read that passes the header on only once its read models have the change the command could not wait for', async () => {
    const consultants = await hold('identity_consultants.consultants');
    try {
      // the command's own wait for the consultants' read model ends (bounded) before it has the assignment
      const created = await world.api.call<Workspace>('POST', '/workspaces', {
        token: world.ada,
        json: { name: 'Late Ltd', additional_info: { formation_type: 2 } },
      });
      expect(created.status).toBe(201);
      const header = created.headers.get(WRITTEN_HEADER)!;
      expect(header).toContain('identity_consultants=');

      // without the header the consultant reads the world before the change (the switcher once lost the workspace)
      expect(await workspaceIdsOf(world.ada)).not.toContain(created.body.id);

      // with it, the read waits; the read model catches up meanwhile
      let answered = false;
      const waiting = workspaceIdsOf(world.ada, world.api, { [READ_AFTER_HEADER]: header }).finally(() => {
        answered = true;
      });
      await later(300);
      expect(answered).toBe(false);
      await consultants.release();
      expect(await waiting).toContain(created.body.id);
    } finally {
      await consultants.release();
    }
  });

  it('waits the same way on a gateway whose projections run in another process (it polls their checkpoints)', async () => {
    const second = await startSecondGateway(world.runtime, { COMMAND_SETTLE_MS: String(SETTLE_MS) });
    seconds.push(second);
    const api = apiClient(second);
    const consultants = await hold('identity_consultants.consultants');
    try {
      const created = await api.call<Workspace>('POST', '/workspaces', {
        token: world.ada,
        json: { name: 'Far Ltd', additional_info: { formation_type: 2 } },
      });
      expect(created.status).toBe(201);
      const header = created.headers.get(WRITTEN_HEADER)!;
      expect(await workspaceIdsOf(world.ada, api)).not.toContain(created.body.id);
      const waiting = workspaceIdsOf(world.ada, api, { [READ_AFTER_HEADER]: header });
      await later(300);
      await consultants.release();
      expect(await waiting).toContain(created.body.id);
    } finally {
      await consultants.release();
    }
  });

  it('answers reads whose header is garbage, names unknown read models, or asks for a position never reached', async () => {
    await createWorkspace(world.api, world.ada, 'Plain Ltd');
    for (const header of [
      'not a header',
      'nope=999999999999.1',
      `${'x'.repeat(5000)}=1.1`,
      'workspaces=1.1,'.repeat(100),
      // far beyond the log: waited for up to the bound, then answered as the read model stands
      'workspaces=99999999999999.1',
    ]) {
      const read = await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamA.teamId}`, {
        token: world.ada,
        headers: { [READ_AFTER_HEADER]: header },
      });
      expect(read.status).toBe(200);
      expect(read.body.map((workspace) => workspace.name)).toContain('Plain Ltd');
    }
  });

  it("does not wait for another team's reader, nor tell it anything: the header names read models and positions only", async () => {
    const answer = await world.api.call('POST', '/workspaces', {
      token: world.bea,
      json: { name: 'Bee Ltd', additional_info: { formation_type: 2 } },
    });
    const header = answer.headers.get(WRITTEN_HEADER)!;
    expect(header).toMatch(/^([a-z_]+=\d+\.\d+,?)+$/);
    const read = await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamA.teamId}`, {
      token: world.ada,
      headers: { [READ_AFTER_HEADER]: header },
    });
    expect(read.body.map((workspace) => workspace.name)).not.toContain('Bee Ltd');
  });
});
