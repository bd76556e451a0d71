import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HrisMessages, type SyncPreview } from '@canopy/contracts/hris/api';
import { SANDBOX_DIRECTORY_FILE, SYNC_QUEUE, type HrDirectory } from '@canopy/workspace';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  connectSandbox,
  eventsOf,
  eventuallyRead,
  everyChange,
  hrisOf,
  hrisPath,
  setGroupClassification,
  waitForIntegration,
  waitForPreview,
} from '../support/hris.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { groupsOf, listParticipants } from '../support/participants.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { scenario } from '../support/scenario.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The daily sync: a scheduled run applies itself within the safety stop and pauses beyond it;
// a failing run is retried with backoff and then shown as failed with its reason; a connection whose
// token cannot be used any more waits to be authorised again. The HR system is the sandbox, reading a
// copy of the demo directory this spec edits between runs.

const dir = mkdtempSync(path.join(tmpdir(), 'canopy-hris-'));
const directoryFile = path.join(dir, 'directory.json');
copyFileSync(SANDBOX_DIRECTORY_FILE, directoryFile);
const original = JSON.parse(readFileSync(SANDBOX_DIRECTORY_FILE, 'utf8')) as HrDirectory;

/** the directory file as the HR system answers it next */
const writeDirectory = (change: (directory: HrDirectory) => void) => {
  const directory = structuredClone(original);
  change(directory);
  writeFileSync(directoryFile, JSON.stringify(directory));
};
const activeEmployees = () => original.employees.filter((employee) => employee.is_active);
const leave = (directory: HrDirectory, ids: string[]) => {
  for (const employee of directory.employees) {
    if (!ids.includes(employee.id)) continue;
    employee.is_active = false;
    employee.employment!.is_active = false;
  }
};

let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
let api: ReturnType<typeof apiClient>;
let ada: string;
let workspaceId: string;

const integration = () => waitForIntegration(api, ada, workspaceId, () => true);
const automatic = async () =>
  (await listParticipants(api, ada, { workspace_id: workspaceId, isAll: true })).participants.filter(
    (participant) => participant.add_source === 'automatic',
  );
const scheduledRun = async () => {
  const hris = await hrisOf(runtime);
  const [connection] = await runtime.platform.pool
    .query<{ connection_id: string }>("select connection_id from hris.connections where workspace_id = $1 and status = 'connected'", [
      workspaceId,
    ])
    .then((result) => result.rows);
  // one run at a time per connection: while the one before is still queued or running (a busy machine), pg-boss
  // refuses another, so wait for it to finish
  let runId: string | null = null;
  for (let attempt = 0; attempt < 150 && runId === null; attempt++) {
    runId = await hris.scheduler.queueNow({
      workspace_id: workspaceId,
      connection_id: connection!.connection_id,
      trigger: 'scheduled',
    });
    if (runId === null) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(runId).not.toBeNull();
  return runId!;
};
/** waits until the run recorded itself applied, and answers the integration then */
const runApplied = async (runId: string) => {
  await eventuallyRead(
    () => eventsOf(runtime.platform.pool, 'HrisSyncApplied', workspaceId),
    (events) => events.some((event) => event.run_id === runId),
    20_000,
    `run ${runId} applied`,
  );
  return integration();
};

beforeAll(async () => {
  runtime = await startTestRuntime({
    env: {
      HRIS_PROVIDER: 'sandbox',
      HRIS_SANDBOX_DIRECTORY: directoryFile,
      HRIS_SYNC_RETRY_LIMIT: '1',
      HRIS_SYNC_RETRY_DELAY_SECONDS: '1',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  api = apiClient(runtime);
  await provisionTestTeam(runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret' }]);
  ada = await api.tokenFor('ada@example.com', 'ada-secret');
});

/**
 * What each try of a test starts from: the HR system's directory as shipped, and a workspace of the try's own,
 * connected, with its first sync applied (a retry on the failed try's workspace would find its runs and
 * participants changed)
 */
const connectedWorkspace = async () => {
  writeDirectory(() => {});
  workspaceId = (await createWorkspace(api, ada, 'Northwind Health')).id;
  await setGroupClassification(api, ada, workspaceId, 'department');
  await connectSandbox(api, ada, workspaceId);
  const first = await waitForPreview(api, ada, workspaceId);
  const applied = await api.call('POST', hrisPath.preview(workspaceId), {
    token: ada,
    json: { run_id: first.run_id, change_ids: everyChange(first) },
  });
  expect(applied.status).toBe(200);
};
afterAll(async () => {
  await runtime?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the daily schedule', () => {
  beforeEach(connectedWorkspace);

  it('is stored with the connection, runs daily and moves the next scheduled time', async () => {
    const hris = await hrisOf(runtime);
    const connections = (
      await runtime.platform.pool.query<{ connection_id: string; sync_scheduled_at: Date }>(
        'select connection_id, sync_scheduled_at from hris.connections where workspace_id = $1',
        [workspaceId],
      )
    ).rows;
    expect(connections).toHaveLength(1);
    const [connection] = connections;
    // one schedule for the connection (the file's other tries have connections, and schedules, of their own)
    const schedules = await runtime.platform.pool.query<{ key: string; cron: string }>(
      'select key, cron from pgboss.schedule where name = $1 and key = $2',
      [SYNC_QUEUE, connection!.connection_id],
    );
    expect(schedules.rows).toEqual([{ key: connection!.connection_id, cron: '0 3 * * *' }]);
    const next = connection!.sync_scheduled_at;
    expect(next.getUTCHours()).toBe(3);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(hris.scheduler.nextRunAfter(next).getTime() - next.getTime()).toBe(24 * 60 * 60 * 1000);
  });
});

describe('a scheduled run', () => {
  // two steps on one workspace, the second from what the first left: one test, each try on a workspace of its own
  const step = scenario('applies itself within the safety stop, and pauses beyond it until confirmed', connectedWorkspace);

  step('applies itself within the safety stop: a leaver deactivated, a mover updated, a joiner added, groups following', async () => {
    const [leaver, mover] = activeEmployees();
    writeDirectory((directory) => {
      leave(directory, [leaver!.id]);
      directory.employees.find((employee) => employee.id === leaver!.id)!.employment!.end_date = '2026-11-20';
      directory.employees.find((employee) => employee.id === mover!.id)!.employment!.department = { name: 'Research' };
      const joiner = structuredClone(directory.employees[3]!);
      joiner.id = 'joiner-1';
      joiner.employment = { ...joiner.employment, id: 'joiner-1', department: { name: 'Sales' } };
      joiner.individual = {
        ...joiner.individual,
        id: 'joiner-1',
        first_name: 'Nia',
        last_name: 'Joiner',
        emails: [{ data: 'nia.joiner@northwind-health.example', type: 'work' }],
      };
      directory.employees.push(joiner);
    });
    const runId = await scheduledRun();
    await runApplied(runId);

    const people = await automatic();
    expect(people.filter((participant) => participant.is_active)).toHaveLength(45);
    const left = people.find((participant) => participant.email === leaver!.individual!.emails![0]!.data)!;
    expect(left.is_active).toBe(false);
    // the HR system's end date is the leaver's termination date (what termination-date messages count from)
    const { rows } = await runtime.platform.pool.query<{ terminated_on: Date }>(
      'select terminated_on from participants.participants where id = $1',
      [left.id],
    );
    expect(rows[0]!.terminated_on.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(people.find((participant) => participant.email === mover!.individual!.emails![0]!.data)!.department).toBe('Research');
    expect(people.some((participant) => participant.email === 'nia.joiner@northwind-health.example')).toBe(true);
    const research = (await groupsOf(api, ada, workspaceId)).find((group) => group.name === 'Research')!;
    expect(research).toMatchObject({ origin: 'automatic', origin_source: 'department' });
    expect(research.participants.map((member) => member.first_name)).toEqual([mover!.individual!.first_name]);
    const [applied] = (await eventsOf(runtime.platform.pool, 'HrisSyncApplied', workspaceId)).filter((event) => event.run_id === runId);
    expect(applied).toMatchObject({ applied_by: 'system', created: 1, updated: 1, deactivated: 1, groups_created: 1 });
    expect(await api.call('GET', hrisPath.preview(workspaceId), { token: ada })).toMatchObject({ status: 404 });
  });

  step('pauses when it would deactivate more than 40% of the active automatic participants, and applies once confirmed', async () => {
    // 45 active now (the first run's leaver out, its joiner in). From the original list again, 19 more leave
    // (the mover among them), the joiner is gone and the leaver comes back: 20 of 45 deactivated, 44%
    const leavers = activeEmployees()
      .slice(1, 20)
      .map((employee) => employee.id);
    writeDirectory((directory) => leave(directory, leavers));
    const before = await automatic();
    const runId = await scheduledRun();
    const paused = await waitForIntegration(api, ada, workspaceId, (item) => item.local_sync_status === 'paused', 'the paused run');
    expect(paused.sync_status).toBe('completed');
    const preview = (await api.call<SyncPreview>('GET', hrisPath.preview(workspaceId), { token: ada })).body;
    expect(preview).toMatchObject({
      run_id: runId,
      trigger: 'scheduled',
      status: 'paused',
      safety_stop: { tripped: true, deactivations: 20, active_automatic: 45, threshold: 0.4 },
    });
    expect(preview.changes.participants.deleted).toHaveLength(20);
    expect(preview.changes.participants.updated.map((change) => change.changes)).toEqual([
      [{ field: 'is_active', from: 'false', to: 'true' }],
    ]);
    // nothing changes until a consultant confirms
    expect(await automatic()).toEqual(before);

    const confirmed = await api.call('POST', hrisPath.preview(workspaceId), {
      token: ada,
      json: { run_id: runId, change_ids: everyChange(preview) },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { run_id: runId, deactivated: 20, updated: 0 } });
    expect((await automatic()).filter((participant) => participant.is_active)).toHaveLength(26);
    await runApplied(runId);
  });
});

describe('a run that fails', () => {
  beforeEach(connectedWorkspace);

  it('is retried with backoff, shown as retrying and then failed with its reason; the next run succeeds', async () => {
    rmSync(directoryFile);
    const runId = await scheduledRun();
    const retrying = await waitForIntegration(api, ada, workspaceId, (item) => item.sync_status === 'retrying', 'a retrying run');
    expect(retrying.failure_reason).toMatch(/^The sandbox directory .* could not be read$/);
    const failed = await waitForIntegration(api, ada, workspaceId, (item) => item.sync_status === 'failed', 'a failed run', 30_000);
    expect(failed.failure_reason).toBe(retrying.failure_reason);
    const failures = (await eventsOf(runtime.platform.pool, 'HrisSyncFailed', workspaceId)).filter((event) => event.run_id === runId);
    expect(failures.map((event) => [event.attempt, event.will_retry, event.stage])).toEqual([
      [1, true, 'read'],
      [2, false, 'read'],
    ]);
    // one run, started once, whatever the attempts
    expect((await eventsOf(runtime.platform.pool, 'HrisSyncStarted', workspaceId)).filter((event) => event.run_id === runId)).toHaveLength(
      1,
    );

    // the directory back, with a leaver, so the next run (on a workspace the first sync left in step) has a change to preview
    writeDirectory((directory) => leave(directory, [activeEmployees()[0]!.id]));
    const next = await api.call<{ run_id: string }>('POST', hrisPath.forceSync(workspaceId), { token: ada });
    expect(next.status).toBe(202);
    const recovered = await waitForIntegration(
      api,
      ada,
      workspaceId,
      (item) => item.sync_status === 'completed' && item.local_sync_status === 'awaiting_review',
      'the recovered run',
    );
    expect(recovered.failure_reason).toBeNull();
  });
});

describe('a connection whose token cannot be used', () => {
  beforeEach(connectedWorkspace);

  it('waits to be authorised again with a clear reason, and syncs again once the consultant connects again', async () => {
    // a leaver, so the run after connecting again (on a workspace the first sync left in step) has a change to preview
    writeDirectory((directory) => leave(directory, [activeEmployees()[0]!.id]));
    // HRIS_TOKEN_KEY changed since the token was sealed
    await runtime.platform.pool.query("update hris_sync.tokens set key_fingerprint = 'another-key' where workspace_id = $1", [workspaceId]);
    // a run still queued or running answers 409 'already running': ask again until this one is queued
    for (let attempt = 0; attempt < 150; attempt++) {
      if ((await api.call('POST', hrisPath.forceSync(workspaceId), { token: ada })).status === 202) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const refused = await waitForIntegration(api, ada, workspaceId, (item) => item.sync_status === 'reauth_required', 'reauth required');
    expect(refused.failure_reason).toBe('The HRIS token key changed since this connection was made: connect the HR system again');
    expect(await api.call('POST', hrisPath.forceSync(workspaceId), { token: ada })).toMatchObject({
      status: 409,
      body: { detail: HrisMessages.reauthRequired },
    });

    // connecting again keeps the connection (and its participants), with a fresh token
    expect((await api.call('GET', hrisPath.linkToken(workspaceId), { token: ada })).status).toBe(200);
    const again = await connectSandbox(api, ada, workspaceId);
    expect(again.id).toBe(refused.id);
    const resumed = await waitForIntegration(
      api,
      ada,
      workspaceId,
      (item) => item.sync_status === 'completed' && item.local_sync_status === 'awaiting_review',
      'a new preview',
    );
    expect(resumed.failure_reason).toBeNull();
    expect((await integration()).id).toBe(refused.id);
  });
});
