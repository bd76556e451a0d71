import { HrisMessages, type LinkToken, type SyncPreview } from '@canopy/contracts/hris/api';
import { startRuntime, type Runtime } from '@canopy/gateway';
import { readConfig } from '@canopy/platform/runtime/config';
import { createHrisSync, type RosterPort, createRosterPort } from '@canopy/workspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { eventually } from '../support/events.ts';
import { fakeEmployees, startFakeFinch } from '../support/fakeFinch.ts';
import { eventsOf, everyChange, hrisOf, hrisPath, setGroupClassification, waitForIntegration, waitForPreview } from '../support/hris.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { listParticipants } from '../support/participants.ts';
import { silentLogger } from '../support/platform.ts';
import { nextTry } from '../support/perTry.ts';
import { scenario } from '../support/scenario.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Restarts in the middle of a sync: Canopy connected to Finch (a local server answering its
// documented shapes) is stopped while a run reads, and after a preview was stored, then started again on the
// same database. Nothing is lost and nothing is applied twice: counted in participants and in events.

let database: TestDatabase;
let finch: Awaited<ReturnType<typeof startFakeFinch>>;
let runtime: Runtime | null = null;
let api: ReturnType<typeof apiClient>;
let ada: string;
let workspaceId: string;

const start = async () => {
  const config = readConfig({
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    HRIS_PROVIDER: 'finch',
    FINCH_API_URL: finch.url,
    FINCH_CLIENT_ID: 'client-123',
    FINCH_CLIENT_SECRET: 'secret-456',
    HRIS_SYNC_RETRY_DELAY_SECONDS: '1',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  runtime = await startRuntime({ config, logger: silentLogger });
  api = apiClient(runtime);
  return runtime;
};
const stop = async () => {
  await runtime?.stop();
  runtime = null;
};

const participants = async () => (await listParticipants(api, ada, { workspace_id: workspaceId, isAll: true })).participants;
/** how many participants the roster's events added, all appends together */
const addedInEvents = async () =>
  (await eventsOf(runtime!.platform.pool, 'ParticipantsAdded', workspaceId)).reduce((sum, event) => sum + event.participants.length, 0);

beforeAll(async () => {
  database = await createTestDatabase('hris');
  finch = await startFakeFinch({ employees: fakeEmployees(12) });
  await start();
  await provisionTestTeam(runtime!, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret' }]);
  ada = await api.tokenFor('ada@example.com', 'ada-secret');
  workspaceId = (await createWorkspace(api, ada, 'Acme')).id;
  await setGroupClassification(api, ada, workspaceId, 'department');
});
afterAll(async () => {
  await stop();
  await finch?.close();
  await database?.drop();
});

describe('connecting through Finch', () => {
  it('answers the Connect session, with the redirect to the web app', async () => {
    const answer = await api.call<LinkToken>('GET', hrisPath.linkToken(workspaceId), { token: ada });
    expect(answer.body).toEqual({
      provider: 'finch',
      link_token: 'sess-1',
      client_id: 'client-123',
      products: ['company', 'directory', 'individual', 'employment', 'payment'],
      connect_url: 'https://connect.tryfinch.com/authorize?session=sess-1',
      redirect_uri: `${runtime!.url}/hris/finch-callback`,
    });
  });

  it('answers 502 with a detail when Finch fails, and 400 when it refuses the code', async () => {
    finch.answerNext('/connect/sessions', {
      status: 400,
      body: { code: 400, name: 'bad_request', finch_code: 'invalid_request', message: 'Failed to validate request.' },
    });
    expect(await api.call('GET', hrisPath.linkToken(workspaceId), { token: ada })).toMatchObject({
      status: 502,
      body: { detail: HrisMessages.providerUnavailable },
    });
    expect(await api.call('POST', hrisPath.connect(workspaceId), { token: ada, json: { code: 'stale-code' } })).toMatchObject({
      status: 400,
      body: { detail: HrisMessages.codeRejected },
    });
  });
});

// The steps below are one story on one workspace (12 people, then 14, then 16): each step starts from what the one
// before left. They run as one test, and every try of it (a retry too) starts over from the runtime up, the HR
// system's first 12 people, nothing held or scripted, and a workspace of its own.
const step = scenario('connects, restarts mid-run and after a preview, survives a run that died, and needs authorising again', async () => {
  if (!runtime) await start();
  finch.release();
  finch.state.script.clear();
  finch.state.employees = fakeEmployees(12);
  workspaceId = (await createWorkspace(api, ada, 'Acme')).id;
  await setGroupClassification(api, ada, workspaceId, 'department');
});

step(
  'a restart while a run is reading the HR system: fails the run on the way down and finishes it after the restart, as the same run, applied once',
  async () => {
    const reads = finch.requestsTo('/employer/directory').length;
    finch.hold('/employer/directory');
    const connected = await api.call('POST', hrisPath.connect(workspaceId), { token: ada, json: { code: 'good-code' } });
    expect(connected.status).toBe(201);
    await eventually(() => finch.requestsTo('/employer/directory').length > reads, 20_000, 'the run to read the directory');
    const [started] = await eventsOf(runtime!.platform.pool, 'HrisSyncStarted', workspaceId);
    expect(started).toMatchObject({ trigger: 'connect' });

    await stop();
    finch.release();
    await start();

    const preview = await waitForPreview(api, ada, workspaceId);
    expect(preview.run_id).toBe(started!.run_id);
    expect(preview.changes.participants.added).toHaveLength(12);
    expect((await eventsOf(runtime!.platform.pool, 'HrisSyncStarted', workspaceId)).map((event) => event.run_id)).toEqual([
      started!.run_id,
    ]);
    expect(
      (await eventsOf(runtime!.platform.pool, 'HrisSyncFailed', workspaceId)).map((event) => [event.run_id, event.will_retry]),
    ).toEqual([]);

    const applied = await api.call('POST', hrisPath.preview(workspaceId), {
      token: ada,
      json: { run_id: preview.run_id, change_ids: everyChange(preview) },
    });
    expect(applied).toMatchObject({ status: 200, body: { created: 12, groups_created: 3 } });
    expect(await participants()).toHaveLength(12);
    expect(await addedInEvents()).toBe(12);
  },
);

step(
  'a restart after a preview was stored: keeps the preview waiting; Done after the restart applies it once, and a second Done is refused',
  async () => {
    finch.state.employees = [...fakeEmployees(14).slice(1)];
    const forced = await api.call<{ run_id: string }>('POST', hrisPath.forceSync(workspaceId), { token: ada });
    const before = await waitForPreview(api, ada, workspaceId);
    expect(before.run_id).toBe(forced.body.run_id);

    await stop();
    await start();

    const after = (await api.call<SyncPreview>('GET', hrisPath.preview(workspaceId), { token: ada })).body;
    expect(after).toEqual(before);
    expect(after.changes.participants.added.map((change) => change.external_id)).toEqual(['e13', 'e14']);
    expect(after.changes.participants.deleted.map((change) => change.external_id)).toEqual(['e1']);
    const applied = await api.call('POST', hrisPath.preview(workspaceId), {
      token: ada,
      json: { run_id: after.run_id, change_ids: everyChange(after) },
    });
    expect(applied).toMatchObject({ status: 200, body: { created: 2, deactivated: 1 } });
    expect(
      await api.call('POST', hrisPath.preview(workspaceId), { token: ada, json: { run_id: after.run_id, change_ids: everyChange(after) } }),
    ).toMatchObject({
      status: 409,
      body: { detail: HrisMessages.alreadyApplied },
    });
    expect(await participants()).toHaveLength(14);
    expect((await participants()).filter((participant) => participant.is_active)).toHaveLength(13);
    expect(await addedInEvents()).toBe(14);

    // reading again finds nothing to change: the run settles by itself
    const again = await api.call<{ run_id: string }>('POST', hrisPath.forceSync(workspaceId), { token: ada });
    await eventually(
      async () =>
        (await eventsOf(runtime!.platform.pool, 'HrisSyncApplied', workspaceId)).some((event) => event.run_id === again.body.run_id),
      20_000,
      'the empty run to settle',
    );
    const [settled] = (await eventsOf(runtime!.platform.pool, 'HrisSyncApplied', workspaceId)).filter(
      (event) => event.run_id === again.body.run_id,
    );
    expect(settled).toMatchObject({ applied_by: 'system', created: 0, updated: 0, deactivated: 0 });
    expect(await addedInEvents()).toBe(14);
  },
);

step(
  'a run that dies after the roster applied its changes but before it recorded them: applies nothing a second time when the run is retried',
  async () => {
    finch.state.employees = [...fakeEmployees(16).slice(1)];
    const hris = await hrisOf(runtime!);
    const real = createRosterPort(runtime!.deps);
    const dying: RosterPort = {
      ...real,
      async applyAutomaticChanges(input) {
        await real.applyAutomaticChanges(input);
        throw new Error('the process died here');
      },
    };
    const crashing = createHrisSync({
      service: runtime!.deps,
      provider: hris.provider,
      secrets: hris.secrets,
      roster: dying,
      commands: hris.commands,
      nextSyncAfter: (from) => hris.scheduler.nextRunAfter(from).toISOString(),
    });
    const [connection] = (
      await runtime!.platform.pool.query<{ connection_id: string }>(
        "select connection_id from hris.connections where workspace_id = $1 and status = 'connected'",
        [workspaceId],
      )
    ).rows;
    const job = { workspace_id: workspaceId, connection_id: connection!.connection_id, trigger: 'scheduled' as const };
    // a run id of this try's own
    const runId = `run-that-died-t${nextTry()}`;
    const attempt = (n: number) => ({ runId, attempt: n, willRetry: true, signal: new AbortController().signal });

    await expect(crashing.run(job, attempt(1))).rejects.toThrow('the process died here');
    expect(await participants()).toHaveLength(16);
    expect(await addedInEvents()).toBe(16);
    expect((await eventsOf(runtime!.platform.pool, 'HrisSyncApplied', workspaceId)).some((event) => event.run_id === runId)).toBe(false);

    expect(await hris.sync.run(job, attempt(2))).toBe('apply');
    const recorded = (await eventsOf(runtime!.platform.pool, 'HrisSyncApplied', workspaceId)).filter((event) => event.run_id === runId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ created: 0, updated: 0, deactivated: 0, groups_created: 0 });
    expect(await participants()).toHaveLength(16);
    expect(await addedInEvents()).toBe(16);
    expect((await eventsOf(runtime!.platform.pool, 'HrisSyncStarted', workspaceId)).filter((event) => event.run_id === runId)).toHaveLength(
      1,
    );
  },
);

step('Finch refusing the token: marks the connection as needing authorisation again, with the reason, and does not retry', async () => {
  finch.answerNext('/employer/company', {
    status: 401,
    body: { code: 401, name: 'authentication_error', finch_code: 'reauthenticate_user', message: 'Please reauthenticate user' },
  });
  const forced = await api.call<{ run_id: string }>('POST', hrisPath.forceSync(workspaceId), { token: ada });
  expect(forced.status).toBe(202);
  const refused = await waitForIntegration(api, ada, workspaceId, (item) => item.sync_status === 'reauth_required', 'reauth required');
  expect(refused.failure_reason).toBe('Finch refused the access token (reauthenticate_user: Please reauthenticate user)');
  expect(
    (await eventsOf(runtime!.platform.pool, 'HrisSyncFailed', workspaceId)).filter((event) => event.run_id === forced.body.run_id),
  ).toEqual([]);
  // the participants stay locked and as they were
  expect(await participants()).toHaveLength(16);
});
