import { HrisMessages, type AppliedSync, type LinkToken, type SyncPreview } from '@canopy/contracts/hris/api';
import { ParticipantMessages, type Participant } from '@canopy/contracts/participants/api';
import { WorkspaceMessages, ZERO_DATE, type HrisIntegration, type Workspace } from '@canopy/contracts/workspace/api';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  connectSandbox,
  everyChange,
  hrisPath,
  integrationsOf,
  setGroupClassification,
  waitForIntegration,
  waitForPreview,
} from '../support/hris.ts';
import { addParticipants, groupsOf, listParticipants, participantRow } from '../support/participants.ts';
import { scenario } from '../support/scenario.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { assignConsultant, createWorkspace } from '../support/workspaces.ts';

// The HRIS endpoints with the sandbox provider: connect, the preview
// of the first sync, applying the ticked changes, the lock on manual editing, force sync, disconnect; bad
// inputs and the access rule on every route.

const world = withTwoTeams({
  env: { HRIS_PROVIDER: 'sandbox', HRIS_SYNC_RETRY_DELAY_SECONDS: '1', RATE_LIMIT_PER_MINUTE: '100000' },
});

/** 'hris', the class of the workspace locks the sync takes (services/workspace/src/hris/sync/workspaceLock.ts) */
const HRIS_LOCK_CLASS = 0x68726973;

const allParticipants = async (workspaceId: string) =>
  (await listParticipants(world.api, world.ada, { workspace_id: workspaceId, isAll: true })).participants;

describe('connecting a workspace to the sandbox HR system', () => {
  let workspaceId: string;
  let manual: Participant;
  let preview: SyncPreview;

  // one scenario, each step on what the one before left: every try starts it on a workspace of its own
  const step = scenario('connects a workspace, previews, applies, force-syncs and disconnects it', async () => {
    workspaceId = (await createWorkspace(world.api, world.ada, 'Northwind Health')).id;
    await setGroupClassification(world.api, world.ada, workspaceId, 'department');
    manual = (await addParticipants(world.api, world.ada, [participantRow(workspaceId, 1, { job: 'Volunteer' })])).participants[0]!;
  });

  step('answers a link token for the sandbox, with no URL to open', async () => {
    const answer = await world.api.call<LinkToken>('GET', hrisPath.linkToken(workspaceId), { token: world.ada });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ provider: 'sandbox', client_id: 'sandbox', connect_url: null, redirect_uri: null });
    expect(answer.body.products).toEqual(expect.arrayContaining(['directory', 'individual', 'employment']));
  });

  step('refuses a missing or wrong code', async () => {
    expect(await world.api.call('POST', hrisPath.connect(workspaceId), { token: world.ada, json: { code: '  ' } })).toMatchObject({
      status: 400,
      body: { detail: `body/code: ${HrisMessages.codeRequired}` },
    });
    expect(await world.api.call('POST', hrisPath.connect(workspaceId), { token: world.ada, json: {} })).toMatchObject({ status: 400 });
    expect(
      await world.api.call('POST', hrisPath.connect(workspaceId), { token: world.ada, json: { code: 'not-a-sandbox-code' } }),
    ).toMatchObject({
      status: 400,
      body: { detail: HrisMessages.codeRejected },
    });
    expect(await integrationsOf(world.api, world.ada, workspaceId)).toEqual([]);
  });

  step('connects: the integration is listed, on the workspace too, and the token is never answered', async () => {
    const integration = await connectSandbox(world.api, world.ada, workspaceId);
    expect(integration).toMatchObject({ provider: 'sandbox', local_sync_completed_at: ZERO_DATE, failure_reason: null });
    expect(new Date(integration.sync_scheduled_at).getTime()).toBeGreaterThan(Date.now());
    const workspace = (await world.api.call<Workspace>('GET', `/workspaces/${workspaceId}`, { token: world.ada })).body;
    expect(workspace.finch_integration.map((item) => item.id)).toEqual([integration.id]);
    expect(JSON.stringify(workspace)).not.toContain('sandbox-token');
    const stored = await world.runtime.platform.pool.query<{ sealed_token: string }>(
      'select sealed_token from hris_sync.tokens where workspace_id = $1',
      [workspaceId],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.sealed_token).not.toContain('sandbox-token');
  });

  step('refuses a second connection and a second link token while connected', async () => {
    expect(await world.api.call('POST', hrisPath.connect(workspaceId), { token: world.ada, json: { code: 'sandbox' } })).toMatchObject({
      status: 409,
      body: { detail: HrisMessages.alreadyConnected },
    });
    expect(await world.api.call('GET', hrisPath.linkToken(workspaceId), { token: world.ada })).toMatchObject({
      status: 409,
      body: { detail: HrisMessages.alreadyConnected },
    });
  });

  step('runs a first sync that stops at the preview: 45 people to add, one group per department, no deletion', async () => {
    preview = await waitForPreview(world.api, world.ada, workspaceId);
    expect(preview).toMatchObject({
      workspace_id: workspaceId,
      trigger: 'connect',
      status: 'awaiting_review',
      safety_stop: { tripped: false, deactivations: 0, active_automatic: 0 },
    });
    expect(preview.changes.participants.added).toHaveLength(45);
    expect(preview.changes.participants.updated).toEqual([]);
    expect(preview.changes.participants.deleted).toEqual([]);
    expect(preview.changes.groups.added.map((group) => group.name)).toEqual([
      'Customer Success',
      'Engineering',
      'Finance',
      'Marketing',
      'People',
      'Product',
      'Sales',
    ]);
    expect(preview.changes.groups.added.every((group) => group.origin_source === 'department')).toBe(true);
    const integration = await waitForIntegration(
      world.api,
      world.ada,
      workspaceId,
      (item) => item.local_sync_status === 'awaiting_review',
      'awaiting review',
    );
    expect(integration.sync_status).toBe('completed');
    expect(integration.sync_completed_at).not.toBe(ZERO_DATE);
    // nothing is applied before Done
    expect((await allParticipants(workspaceId)).map((participant) => participant.id)).toEqual([manual.id]);
  });

  step('refuses to apply a change the preview does not hold, or another run', async () => {
    expect(
      await world.api.call('POST', hrisPath.preview(workspaceId), {
        token: world.ada,
        json: { run_id: preview.run_id, change_ids: ['participant:add:nobody'] },
      }),
    ).toMatchObject({
      status: 400,
      body: { detail: HrisMessages.unknownChange('participant:add:nobody') },
    });
    expect(
      await world.api.call('POST', hrisPath.preview(workspaceId), { token: world.ada, json: { run_id: 'another-run', change_ids: [] } }),
    ).toMatchObject({
      status: 404,
      body: { detail: HrisMessages.noPendingSync },
    });
    expect(await world.api.call('POST', hrisPath.preview(workspaceId), { token: world.ada, json: { change_ids: [] } })).toMatchObject({
      status: 400,
    });
  });

  step('applies the ticked changes only: one participant left out, the groups made from their departments', async () => {
    const leftOut = preview.changes.participants.added.find((change) => change.department === 'Finance')!;
    const chosen = everyChange(preview).filter((id) => id !== leftOut.id);
    const answer = await world.api.call<AppliedSync>('POST', hrisPath.preview(workspaceId), {
      token: world.ada,
      json: { run_id: preview.run_id, change_ids: chosen },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { run_id: preview.run_id, created: 44, updated: 0, deactivated: 0, groups_created: 7, groups_deleted: 0 },
    });

    const participants = await allParticipants(workspaceId);
    expect(participants).toHaveLength(45);
    const automatic = participants.filter((participant) => participant.add_source === 'automatic');
    expect(automatic).toHaveLength(44);
    expect(automatic.some((participant) => participant.email === leftOut.email)).toBe(false);
    // the manual participant is as it was
    expect(participants.find((participant) => participant.id === manual.id)).toMatchObject({
      add_source: 'manual',
      job: 'Volunteer',
      groups: [],
    });

    const groups = await groupsOf(world.api, world.ada, workspaceId);
    const automaticGroups = groups.filter((group) => group.origin === 'automatic');
    expect(automaticGroups.map((group) => group.name).sort()).toEqual([
      'Customer Success',
      'Engineering',
      'Finance',
      'Marketing',
      'People',
      'Product',
      'Sales',
    ]);
    const finance = automaticGroups.find((group) => group.name === 'Finance')!;
    expect(finance.origin_source).toBe('department');
    expect(finance.participants.every((member) => member.add_source === 'automatic')).toBe(true);
    expect(finance.participants).toHaveLength(preview.changes.groups.added.find((group) => group.name === 'Finance')!.members.length - 1);

    const integration = await waitForIntegration(
      world.api,
      world.ada,
      workspaceId,
      (item) => item.local_sync_status === 'completed',
      'completed',
    );
    expect(integration.local_sync_completed_at).not.toBe(ZERO_DATE);
    expect(await world.api.call('GET', hrisPath.preview(workspaceId), { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: HrisMessages.noPendingSync },
    });
    expect(
      await world.api.call('POST', hrisPath.preview(workspaceId), { token: world.ada, json: { run_id: preview.run_id, change_ids: [] } }),
    ).toMatchObject({
      status: 409,
      body: { detail: HrisMessages.alreadyApplied },
    });
  });

  step('locks editing, deleting and adding participants by hand while connected (the tooltip text)', async () => {
    const [someone] = (await allParticipants(workspaceId)).filter((participant) => participant.add_source === 'automatic');
    const locked = { status: 409, body: { detail: ParticipantMessages.hrisLocked } };
    expect(await world.api.call('POST', '/participants', { token: world.ada, json: [participantRow(workspaceId, 2)] })).toMatchObject(
      locked,
    );
    expect(
      await world.api.call('PUT', `/participants/${manual.id}`, {
        token: world.ada,
        json: participantRow(workspaceId, 1, { job: 'Changed' }),
      }),
    ).toMatchObject(locked);
    expect(await world.api.call('DELETE', `/participants/${someone!.id}`, { token: world.ada })).toMatchObject(locked);
  });

  step('force sync reads again and previews what is left: the participant left out, and the Finance group joining them', async () => {
    const forced = await world.api.call<{ run_id: string }>('POST', hrisPath.forceSync(workspaceId), { token: world.ada });
    expect(forced.status).toBe(202);
    const next = await waitForPreview(world.api, world.ada, workspaceId, { after: preview.run_id });
    expect(next.run_id).toBe(forced.body.run_id);
    expect(next.trigger).toBe('manual');
    expect(next.changes.participants.added).toHaveLength(1);
    expect(next.changes.participants.updated).toEqual([]);
    expect(next.changes.groups.updated.map((group) => [group.name, group.joined.length, group.left.length])).toEqual([['Finance', 1, 0]]);
  });

  step('refuses a second force sync and Done while a sync is running, and the older run once a newer one is previewed', async () => {
    const older = (await world.api.call<SyncPreview>('GET', hrisPath.preview(workspaceId), { token: world.ada })).body;
    // hold the workspace's HRIS lock (ADR 0012) so the forced run stays running
    const holder = await world.runtime.platform.pool.connect();
    await holder.query('select pg_advisory_lock($1, hashtext($2))', [HRIS_LOCK_CLASS, workspaceId]);
    let first;
    try {
      first = await world.api.call<{ run_id: string }>('POST', hrisPath.forceSync(workspaceId), { token: world.ada });
      expect(first.status).toBe(202);
      expect(await world.api.call('POST', hrisPath.forceSync(workspaceId), { token: world.ada })).toMatchObject({
        status: 409,
        body: { detail: HrisMessages.syncRunning },
      });
      expect(
        await world.api.call('POST', hrisPath.preview(workspaceId), { token: world.ada, json: { run_id: older.run_id, change_ids: [] } }),
      ).toMatchObject({
        status: 409,
        body: { detail: HrisMessages.syncRunning },
      });
    } finally {
      await holder.query('select pg_advisory_unlock($1, hashtext($2))', [HRIS_LOCK_CLASS, workspaceId]);
      holder.release();
    }
    const newest = await waitForPreview(world.api, world.ada, workspaceId, { after: older.run_id });
    expect(newest.run_id).toBe(first.body.run_id);
    expect(
      await world.api.call('POST', hrisPath.preview(workspaceId), {
        token: world.ada,
        json: { run_id: older.run_id, change_ids: everyChange(older) },
      }),
    ).toMatchObject({
      status: 409,
      body: { detail: HrisMessages.previewOutdated },
    });
  });

  step('disconnects: the integration goes, the participants stay and can be edited by hand again', async () => {
    const before = await allParticipants(workspaceId);
    expect((await world.api.call('DELETE', hrisPath.list(workspaceId), { token: world.ada })).status).toBe(204);
    expect(await integrationsOf(world.api, world.ada, workspaceId)).toEqual([]);
    expect((await world.api.call<Workspace>('GET', `/workspaces/${workspaceId}`, { token: world.ada })).body.finch_integration).toEqual([]);
    expect((await allParticipants(workspaceId)).length).toBe(before.length);
    expect(await world.api.call('GET', hrisPath.preview(workspaceId), { token: world.ada })).toMatchObject({ status: 404 });
    expect(
      (await world.runtime.platform.pool.query('select 1 from hris_sync.tokens where workspace_id = $1', [workspaceId])).rowCount,
    ).toBe(0);
    const automatic = before.find((participant) => participant.add_source === 'automatic')!;
    const edited = await world.api.call<Participant>('PUT', `/participants/${automatic.id}`, {
      token: world.ada,
      json: {
        ...participantRow(workspaceId, 9),
        first_name: automatic.first_name,
        last_name: automatic.last_name,
        email: automatic.email,
        job: 'Edited by hand',
      },
    });
    expect(edited.status).toBe(200);
    expect(await world.api.call('DELETE', hrisPath.list(workspaceId), { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: HrisMessages.notConnected },
    });
    expect(await world.api.call('POST', hrisPath.forceSync(workspaceId), { token: world.ada })).toMatchObject({
      status: 409,
      body: { detail: HrisMessages.notConnected },
    });
  });
});

describe('the access rule on every HRIS route', () => {
  // a workspace for each try of each test: a try assigns Alan to it (and a failed one may have connected it)
  let workspaceId: string;
  beforeEach(async () => {
    workspaceId = (await createWorkspace(world.api, world.ada, 'Probed')).id;
  });

  const probes = (id: string) =>
    [
      ['GET', hrisPath.linkToken(id), undefined],
      ['POST', hrisPath.connect(id), { code: 'sandbox' }],
      ['GET', hrisPath.list(id), undefined],
      ['DELETE', hrisPath.list(id), undefined],
      ['GET', hrisPath.preview(id), undefined],
      ['POST', hrisPath.preview(id), { run_id: 'r', change_ids: [] }],
      ['POST', hrisPath.forceSync(id), undefined],
    ] as const;

  it("answers 404 'Could not find workspace' for another team's workspace", async () => {
    for (const [method, path, json] of probes(workspaceId)) {
      expect(await world.api.call(method, path, { token: world.bea, json }), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { detail: WorkspaceMessages.notFound },
      });
    }
  });

  it('answers 403 to a consultant of the team who is not assigned to the workspace, then lets them in once assigned', async () => {
    for (const [method, path, json] of probes(workspaceId)) {
      expect(await world.api.call(method, path, { token: world.alan, json }), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { detail: WorkspaceMessages.notAssigned },
      });
    }
    const alanId = (await world.api.call<{ id: string }>('GET', '/consultants/current', { token: world.alan })).body.id;
    await assignConsultant(world.api, world.ada, alanId, workspaceId);
    expect((await world.api.call<HrisIntegration[]>('GET', hrisPath.list(workspaceId), { token: world.alan })).status).toBe(200);
  });

  it('answers 404 for a workspace that does not exist, and 401 without a token', async () => {
    expect(await world.api.call('GET', hrisPath.list('no-such-workspace'), { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: WorkspaceMessages.notFound },
    });
    expect((await world.api.call('GET', hrisPath.list(workspaceId))).status).toBe(401);
  });
});
