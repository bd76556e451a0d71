import type { CsvUploadResponse, Participant, ParticipantListPage } from '@canopy/contracts/participants/api';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { UnstorableTextError } from '@canopy/platform/commands/storableText';
import { replayParked } from '@canopy/platform/projections/replayParked';
import { allProjections } from '@canopy/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { form } from '../support/identity.ts';
import { participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Text PostgreSQL cannot store (a NUL byte, a lone UTF-16 surrogate) sent through every door of the API:
// each is refused with a 400 and its { detail } before anything is appended, a CSV row holding one is
// missed with its reason, and the read models of every team stay live afterwards.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

const NUL = 'Al\u0000an';
const SURROGATE = 'Al\uD800an';
const REFUSED = /cannot be stored/;

const world = withTwoTeams();
let adaWorkspace: string;

beforeAll(async () => {
  adaWorkspace = (await createWorkspace(world.api, world.ada, 'Poison probes')).id;
});

const head = async () => JSON.stringify(await world.runtime.platform.store.headPosition());

/** the answer to `send`, checked to be a 400 naming the problem and to leave the event log as it was */
const refusedWithoutEvents = async (send: () => Promise<{ status: number; body: unknown }>, field: string) => {
  const before = await head();
  const answer = await send();
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  const { detail } = answer.body as { detail: string };
  expect(detail).toMatch(REFUSED);
  expect(detail).toContain(field);
  expect(await head()).toBe(before);
};

const participantsOf = async (token: string, workspaceId: string) => {
  const json = { workspace_id: workspaceId, isAll: true, sortBy: 'ASC', sortType: 'name' };
  return (await world.api.call<ParticipantListPage>('POST', '/participants/by-workspace', { token, json })).body.participants;
};

let beaCounter = 0;
/** Team B still works end to end: ready, an invite answers, a new participant is listed */
const otherTeamsStayLive = async (options: { parked?: number } = {}) => {
  const ready = await fetch(`${world.runtime.url}/health/ready`);
  const readiness = (await ready.json()) as { projections: Array<{ name: string; state: string; parked: number }> };
  expect(ready.status, JSON.stringify(readiness)).toBe(200);
  expect(readiness.projections.reduce((sum, projection) => sum + projection.parked, 0)).toBe(options.parked ?? 0);
  const n = ++beaCounter;
  const invited = await world.api.call('POST', '/consultants', {
    token: world.bea,
    json: { first_name: 'Kat', last_name: `Johnson${n}`, email: `kat${n}@example.com` },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const workspace = await createWorkspace(world.api, world.bea, `Team B ${n}`);
  const added = await world.api.call('POST', '/participants', { token: world.bea, json: [participantRow(workspace.id, n)] });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const listed = await participantsOf(world.bea, workspace.id);
  expect(listed.map((participant: Participant) => participant.email)).toEqual([`person${n}@example.com`]);
};

describe.each([
  ['a NUL byte', NUL],
  ['a lone surrogate', SURROGATE],
])('%s sent as JSON', (_label, bad) => {
  it("in an invited consultant's name is refused and appends nothing", async () => {
    const json = { first_name: bad, last_name: 'Turing', email: 'alan.t@example.com' };
    await refusedWithoutEvents(() => world.api.call('POST', '/consultants', { token: world.ada, json }), 'first_name');
    await otherTeamsStayLive();
  });

  it("in a workspace's name is refused and appends nothing", async () => {
    await refusedWithoutEvents(
      () => world.api.call('POST', '/workspaces', { token: world.ada, json: { name: bad, additional_info: { formation_type: 2 } } }),
      'name',
    );
    await refusedWithoutEvents(
      () =>
        world.api.call('POST', '/workspaces', {
          token: world.ada,
          json: { name: 'Fine', additional_info: { formation_type: 2, main_contact: { first_name: bad } } },
        }),
      'main_contact/first_name',
    );
    await otherTeamsStayLive();
  });

  it("in a group's name or description is refused and appends nothing", async () => {
    await refusedWithoutEvents(
      () => world.api.call('POST', '/groups', { token: world.ada, json: { workspace_id: adaWorkspace, name: bad, description: '' } }),
      'name',
    );
    const json = { workspace_id: adaWorkspace, name: 'Pilots', description: bad };
    await refusedWithoutEvents(() => world.api.call('POST', '/groups', { token: world.ada, json }), 'description');
    await otherTeamsStayLive();
  });

  it("in a participant's field is refused and appends nothing", async () => {
    for (const field of ['first_name', 'job', 'work_location_city'] as const) {
      await refusedWithoutEvents(
        () => world.api.call('POST', '/participants', { token: world.ada, json: [participantRow(adaWorkspace, 1, { [field]: bad })] }),
        field,
      );
    }
    await otherTeamsStayLive();
  });
});

// multipart carries UTF-8, where a lone surrogate cannot be written: the NUL byte is what can arrive here
describe('a NUL byte sent as a multipart field', () => {
  it("in a workspace's name or its additional_info is refused and appends nothing", async () => {
    const put = (fields: Record<string, string>) => () =>
      world.api.call('PUT', `/workspaces/${adaWorkspace}`, { token: world.ada, form: form(fields) });
    await refusedWithoutEvents(put({ name: NUL }), 'name');
    await refusedWithoutEvents(put({ additional_info: JSON.stringify({ main_contact: { first_name: NUL } }) }), 'additional_info');
    // an escaped lone surrogate inside the JSON field is refused too
    await refusedWithoutEvents(put({ additional_info: JSON.stringify({ main_contact: { last_name: SURROGATE } }) }), 'additional_info');
    await otherTeamsStayLive();
  });

  it("in a consultant's profile or a team's name is refused and appends nothing", async () => {
    const profile = form({ first_name: NUL, last_name: 'Lovelace', is_profile_picture_changed: 'false' });
    await refusedWithoutEvents(() => world.api.call('PUT', '/consultants/me', { token: world.ada, form: profile }), 'first_name');
    await refusedWithoutEvents(
      () =>
        world.api.call('PUT', `/teams/${world.teamA.teamId}`, {
          token: world.ada,
          form: form({ name: `Team ${NUL}`, is_logo_changed: 'false' }),
        }),
      'name',
    );
    await otherTeamsStayLive();
  });
});

describe('a NUL byte in a CSV cell after the first 8 KB', () => {
  it('misses that row with its reason, imports the others, and every read model goes on', async () => {
    const workspace = (await createWorkspace(world.api, world.ada, 'CSV with a NUL')).id;
    const good = Array.from(
      { length: 200 },
      (_, n) => `First${n},Last${n},csv${n}@example.com,Analyst with a long enough title to fill the file`,
    );
    const text = ['First,Last,Email,Job', ...good.slice(0, 150), `Bad,Row,bad@example.com,Ana\u0000lyst`, ...good.slice(150)].join('\n');
    expect(Buffer.byteLength(text.slice(0, text.indexOf('\u0000')))).toBeGreaterThan(8192);
    const answer = await world.api.call<CsvUploadResponse>('POST', `/participants/workspace/${workspace}/by-csv`, {
      token: world.ada,
      form: form(
        { configuration: JSON.stringify({ first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2, job_col_idx: 3 }) },
        {
          name: 'staff.csv',
          bytes: text,
          type: 'text/csv',
        },
      ),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.participants.created).toBe(200);
    expect(answer.body.missed_participants).toMatchObject([
      { row: 152, first_name: 'Bad', email: 'bad@example.com', reason: expect.stringMatching(/^job: .*cannot be stored/) },
    ]);
    expect(await participantsOf(world.ada, workspace)).toHaveLength(200);
    await otherTeamsStayLive();
  });
});

describe('a NUL byte in a CSV header', () => {
  it('imports the rows of a mapped column so named, its template saved with the character replaced', async () => {
    const workspace = (await createWorkspace(world.api, world.ada, 'CSV with a NUL header')).id;
    // comment lines carry the header past the 8 KB a spreadsheet renamed .csv is recognised by
    const comments = Array.from({ length: 150 }, (_, n) => `# exported from the HR system, page ${n} of the notes that come first`);
    const text = [...comments, 'First,Last,Email,Jo\u0000b', 'Ada,Lovelace,ada.l@example.com,Analyst'].join('\n');
    expect(text.indexOf('\u0000')).toBeGreaterThan(8192);
    const answer = await world.api.call<CsvUploadResponse>('POST', `/participants/workspace/${workspace}/by-csv`, {
      token: world.ada,
      form: form(
        {
          configuration: JSON.stringify({
            first_name_col_idx: 0,
            last_name_col_idx: 1,
            email_col_idx: 2,
            job_col_idx: 3,
            comment_char: '#',
          }),
        },
        {
          name: 'staff.csv',
          bytes: text,
          type: 'text/csv',
        },
      ),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ participants: { created: 1 }, missed_participants: [] });
    await otherTeamsStayLive();
  });
});

describe('the event log', () => {
  it('refuses, before writing anything, what reaches it past the contracts', async () => {
    const before = await head();
    const context = { teamId: 'team-x', actor: 'probe', correlationId: 'probe', now: new Date() };
    await expect(
      world.runtime.platform.log.append('probe-1', [{ type: 'WorkspaceRenamed', data: { name: NUL } }], {
        expectedRevision: 'any',
        context,
      }),
    ).rejects.toThrow(UnstorableTextError);
    await expect(
      world.runtime.platform.log.append('probe-1', [{ type: 'WorkspaceRenamed', data: { name: 'fine' } }], {
        expectedRevision: 'any',
        context: { ...context, actor: SURROGATE },
      }),
    ).rejects.toThrow(/^metadata\/actor: .*cannot be stored/);
    expect(await head()).toBe(before);
  });
});

describe('an event already in the log that a read model cannot apply', () => {
  // written before the edge refused such text: it is parked, and every read model goes on past it
  it('is parked, shown in /health/ready and /metrics, and the other teams carry on', async () => {
    // a stream of this try's own: a retry finds the failed try's poison parked beside its own, and counts both
    const { position } = await world.runtime.platform.store.appendToStream(
      `legacy-poison-${randomUUID()}`,
      [
        {
          eventId: randomUUID(),
          type: 'GroupCreated',
          schemaVersion: 1,
          data: {
            workspace_id: adaWorkspace,
            group_id: randomUUID(),
            name: NUL,
            description: '',
            origin: 'custom',
            origin_source: '',
            check_for_deletion: false,
            created_at: new Date().toISOString(),
          },
          metadata: { teamId: world.teamA.teamId, workspaceId: adaWorkspace, actor: 'legacy', correlationId: 'legacy', causationId: null },
          occurredAt: new Date().toISOString(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await world.runtime.runner!.waitFor(position, undefined, 10_000)).toBe(true);

    const ready = await fetch(`${world.runtime.url}/health/ready`);
    const readiness = (await ready.json()) as { projections: Array<{ name: string; parked: number }> };
    const parked = readiness.projections.filter((projection) => projection.parked > 0);
    expect(parked.length).toBeGreaterThan(0);
    const metrics = await (await fetch(`${world.runtime.url}/metrics`)).text();
    for (const projection of parked)
      expect(metrics).toContain(`canopy_projection_parked{projection="${projection.name}"} ${projection.parked}`);
    const total = parked.reduce((sum, projection) => sum + projection.parked, 0);
    await otherTeamsStayLive({ parked: total });

    // nothing fixed the projections: the replay of parked events keeps each parked and says why
    for (const { name, parked: count } of parked) {
      const projection = allProjections.find((one) => one.name === name)!;
      const replayed = await replayParked({ pool: world.runtime.platform.pool, log: world.runtime.platform.log, projection });
      expect(replayed, name).toMatchObject({ projection: name, applied: 0, stillParked: count });
      expect(replayed.errors[0], name).toMatch(/\(GroupCreated\): 22\w{3}: /);
    }
    // the command an operator runs says the same
    const { stdout } = await run(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'scripts/replay.ts'), '--parked', 'all'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: world.runtime.databaseUrl, LOG_LEVEL: 'silent' },
    });
    for (const { name, parked: count } of parked) expect(stdout).toContain(`${name}: 0 applied, ${count} still parked`);
  });
});
