import { randomUUID } from 'node:crypto';
import type { DelayedMessage, SendAnswer } from '@canopy/contracts/messaging/api';
import type { Package } from '@canopy/contracts/survey/api';
import { messagesProjection } from '@canopy/projections/messaging/messages/project';
import { createInProcessBus } from '@canopy/platform/bus/inProcessBus';
import { createEventLog } from '@canopy/platform/commands/eventLog';
import { WrongExpectedRevisionError } from '@canopy/platform/eventStore/eventStore';
import { createPostgresKeyVault } from '@canopy/platform/pii/vault';
import { createProjectionRunner } from '@canopy/platform/projections/runner';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, provisionTwoTeams } from '../support/identity.ts';
import { settledMessage } from '../support/messages.ts';
import { startTestInbox, type TestInbox } from '../support/mail.ts';
import { addParticipants, createGroup, moveToGroup, participantRow } from '../support/participants.ts';
import { createTestPlatform, silentLogger, testContext, type TestPlatform } from '../support/platform.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';
import { peopleProjection, sampleContracts, tickProjection } from '../support/sampleDomain.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform(sampleContracts);
});
afterAll(async () => platform.close());

/** Every text value in every table of the given schemas, as one string per row. */
const everyRow = async (schemas: string[]) => {
  const tables = await platform.pool.query<{ table_schema: string; table_name: string }>(
    'select table_schema, table_name from information_schema.tables where table_schema = any($1)',
    [schemas],
  );
  const rows: string[] = [];
  for (const table of tables.rows) {
    const result = await platform.pool.query(`select t::text as row from "${table.table_schema}"."${table.table_name}" t`);
    rows.push(...result.rows.map((row) => row.row as string));
  }
  return rows;
};

describe('personal data in events', () => {
  const ada = { personId: randomUUID(), email: 'ada.lovelace@example.com', fullName: 'Ada Lovelace', job: 'Analyst' };
  const alan = { personId: randomUUID(), email: 'alan.turing@example.com', fullName: 'Alan Turing', job: 'Engineer' };
  const grace = { personId: randomUUID(), email: 'grace.hopper@example.com', job: 'Admiral' };

  it('is sealed in the log and readable through the typed log', async () => {
    await platform.log.append(`person-${ada.personId}`, [{ type: 'PersonRegistered', data: ada }], {
      expectedRevision: 'no_stream',
      context: testContext(),
    });
    await platform.log.append(`person-${alan.personId}`, [{ type: 'PersonRegistered', data: alan }], {
      expectedRevision: 'no_stream',
      context: testContext(),
    });
    await platform.log.append(
      'import-1',
      [{ type: 'PeopleImported', data: { batch: 'b1', people: [grace, { ...ada, fullName: undefined }] } }],
      { expectedRevision: 'no_stream', context: testContext() },
    );

    const raw = (await platform.pool.query('select data::text as data from eventstore.events')).rows
      .map((row) => row.data as string)
      .join('\n');
    for (const secret of ['ada.lovelace', 'Ada Lovelace', 'alan.turing', 'grace.hopper']) expect(raw).not.toContain(secret);
    expect(raw).toContain('Analyst'); // not personal: stays readable for analysts

    const { events } = await platform.log.readStream(`person-${ada.personId}`);
    expect(events[0]!.data).toEqual(ada);
    const imported = await platform.log.readStream('import-1');
    expect(imported.events[0]!.data).toEqual({ batch: 'b1', people: [grace, { personId: ada.personId, email: ada.email, job: ada.job }] });
  });

  it('is gone from every projection rebuilt after the person is erased, and nobody else is touched', async () => {
    const projections = [peopleProjection(), tickProjection()];
    const runner = createProjectionRunner({
      pool: platform.pool,
      log: platform.log,
      bus: createInProcessBus(platform.log.store),
      projections,
      logger: silentLogger,
    });
    await runner.start();
    await runner.waitFor((await platform.log.store.headPosition())!, undefined, 5000);
    await runner.stop();
    expect((await everyRow(['test_people'])).join('\n')).toContain('ada.lovelace@example.com');

    await platform.vault.erase(ada.personId);
    for (const projection of projections)
      await rebuildProjection({ pool: platform.pool, store: platform.log.store, log: platform.log, projection });

    const rows = (await everyRow(['test_people', 'test_ticks'])).join('\n');
    expect(rows).not.toContain('ada.lovelace');
    expect(rows).not.toContain('Ada Lovelace');
    expect(rows).toContain(ada.personId); // the person's non-personal facts remain
    expect(rows).toContain('Analyst');
    expect(rows).toContain('alan.turing@example.com');
    expect(rows).toContain('grace.hopper@example.com');

    const { events } = await platform.log.readStream(`person-${ada.personId}`);
    expect(events[0]!.data).toEqual({ personId: ada.personId, email: null, fullName: null, job: 'Analyst' });
  });

  it('is not stored at all for a person already erased', async () => {
    await platform.log.append(`person-${ada.personId}`, [{ type: 'PersonRegistered', data: { ...ada, email: 'ada.new@example.com' } }], {
      expectedRevision: 'any',
      context: testContext(),
    });
    const raw = (await platform.pool.query('select data::text as data from eventstore.events')).rows
      .map((row) => row.data as string)
      .join('\n');
    expect(raw).not.toContain('ada.new');
    expect(await platform.vault.isErased(ada.personId)).toBe(true);
  });

  it('is sealed with the key another process stored first, so both read it', async () => {
    const katherine = {
      personId: randomUUID(),
      email: 'katherine.johnson@example.com',
      fullName: 'Katherine Johnson',
      job: 'Mathematician',
    };
    // another process (its own vault, its own cache) made her key; this one has never seen her
    const elsewhere = createPostgresKeyVault(platform.pool);
    await elsewhere.keysFor([katherine.personId], { create: true });
    await platform.log.append(`person-${katherine.personId}`, [{ type: 'PersonRegistered', data: katherine }], {
      expectedRevision: 'no_stream',
      context: testContext(),
    });

    const readElsewhere = createEventLog(platform.log.store, elsewhere, sampleContracts);
    expect((await readElsewhere.readStream(`person-${katherine.personId}`)).events[0]!.data).toEqual(katherine);
    expect((await platform.log.readStream(`person-${katherine.personId}`)).events[0]!.data).toEqual(katherine);
  });
});

describe('a large append', () => {
  it('is sealed and stored in chunks as one append: every event in order, opened, at contiguous revisions', async () => {
    const people = Array.from({ length: 21 }, (_, index) => ({
      personId: randomUUID(),
      email: `person${index}@example.com`,
      fullName: `Person ${index}`,
      job: 'Clerk',
    }));
    const stream = `import-${randomUUID()}`;
    const result = await platform.log.append(
      stream,
      people.map((person) => ({ type: 'PersonRegistered', data: person })),
      { expectedRevision: 'no_stream', context: testContext() },
    );
    expect(result.nextExpectedRevision).toBe(20);
    const { events } = await platform.log.readStream(stream);
    expect(events.map((event) => [event.revision, event.data])).toEqual(people.map((person, index) => [index, person]));
    const raw = (await platform.pool.query('select data::text as data from eventstore.events where stream_id = $1', [stream])).rows
      .map((row) => row.data as string)
      .join('\n');
    expect(raw).not.toContain('person7@example.com');
  });

  it('is sealed again with the key another process stored first for someone in it', async () => {
    const people = Array.from({ length: 12 }, (_, index) => ({
      personId: randomUUID(),
      email: `chunk${index}@example.com`,
      fullName: `Chunk ${index}`,
      job: 'Clerk',
    }));
    const elsewhere = createPostgresKeyVault(platform.pool);
    await elsewhere.keysFor([people[10]!.personId], { create: true });
    const stream = `import-${randomUUID()}`;
    await platform.log.append(
      stream,
      people.map((person) => ({ type: 'PersonRegistered', data: person })),
      { expectedRevision: 'no_stream', context: testContext() },
    );
    const readElsewhere = createEventLog(platform.log.store, elsewhere, sampleContracts);
    expect((await readElsewhere.readStream(stream)).events.map((event) => event.data)).toEqual(people);
    expect((await platform.log.readStream(stream)).events.map((event) => [event.revision, event.data])).toEqual(
      people.map((person, index) => [index, person]),
    );
  });

  it('stores nothing when its expected revision does not hold', async () => {
    const stream = `import-${randomUUID()}`;
    await platform.log.append(
      stream,
      [{ type: 'PersonRegistered', data: { personId: randomUUID(), email: 'first@example.com', fullName: 'First', job: 'Clerk' } }],
      { expectedRevision: 'no_stream', context: testContext() },
    );
    const many = Array.from({ length: 12 }, (_, index) => ({
      type: 'PersonRegistered',
      data: { personId: randomUUID(), email: `late${index}@example.com`, fullName: 'Late', job: 'Clerk' },
    }));
    await expect(platform.log.append(stream, many, { expectedRevision: 'no_stream', context: testContext() })).rejects.toBeInstanceOf(
      WrongExpectedRevisionError,
    );
    expect((await platform.log.readStream(stream)).events).toHaveLength(1);
  });
});

describe('older schema versions', () => {
  it('are upcast when read', async () => {
    // a version 1 event written before the rename, straight into the store
    await platform.log.store.appendToStream(
      'thing-1',
      [
        {
          eventId: randomUUID(),
          type: 'ThingRenamed',
          schemaVersion: 1,
          data: { name: 'Old title' },
          metadata: { teamId: 't', actor: 'a', correlationId: 'c', causationId: null },
          occurredAt: new Date().toISOString(),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await platform.log.append('thing-1', [{ type: 'ThingRenamed', data: { title: 'New title' } }], {
      expectedRevision: 0,
      context: testContext(),
    });
    const { events, revision } = await platform.log.readStream('thing-1');
    expect(events.map((event) => [event.schemaVersion, event.data])).toEqual([
      [2, { title: 'Old title' }],
      [2, { title: 'New title' }],
    ]);
    expect(revision).toBe(1);
  });

  it('refuses to append an event that breaks its contract, storing nothing', async () => {
    await expect(
      platform.log.append('thing-2', [{ type: 'ThingRenamed', data: { title: 42 } }], {
        expectedRevision: 'no_stream',
        context: testContext(),
      }),
    ).rejects.toThrow();
    expect(await platform.log.store.readStream('thing-2')).toEqual([]);
  });
});

describe('personal data in messages', () => {
  let inbox: TestInbox;
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let api: ReturnType<typeof apiClient>;
  let ada: string;
  const refused = 'refused.person@acme.test';
  beforeAll(async () => {
    inbox = await startTestInbox({ refuse: [refused] });
    runtime = await startTestRuntime({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port), PUBLIC_URL: 'https://canopy.test', MESSAGE_SCHEDULER: 'false' },
    });
    api = apiClient(runtime);
    ({ ada } = await provisionTwoTeams(runtime, api));
  });
  afterAll(async () => {
    await runtime?.close();
    await inbox?.close();
  });

  /** every row of the message read models and the delivery ledger, and every event body, as text */
  const everyTrace = async () => {
    const { pool } = runtime.platform;
    const schemas = (
      await pool.query<{ schema_name: string }>(
        "select schema_name from information_schema.schemata where schema_name like 'messages%' or schema_name = 'message_deliveries'",
      )
    ).rows.map((row) => row.schema_name);
    const tables = await pool.query<{ table_schema: string; table_name: string }>(
      'select table_schema, table_name from information_schema.tables where table_schema = any($1)',
      [schemas],
    );
    const rows: string[] = [];
    for (const table of tables.rows)
      rows.push(
        ...(await pool.query(`select t::text as row from "${table.table_schema}"."${table.table_name}" t`)).rows.map(
          (row) => row.row as string,
        ),
      );
    const events = (await pool.query("select data::text as data from eventstore.events where type like 'Message%'")).rows;
    return { rows: rows.join('\n'), events: events.map((row) => row.data as string).join('\n') };
  };

  it('a failed send names the participant: the address is shown from the roster, and is gone everywhere once they are erased', async () => {
    const workspace = await createWorkspace(api, ada, 'Acme');
    const people = await addParticipants(api, ada, [
      participantRow(workspace.id, 1, { email: 'kept.person@acme.test' }),
      participantRow(workspace.id, 2, { email: refused }),
    ]);
    const [kept, gone] = people.participants.map((person) => person.id);
    const group = (await createGroup(api, ada, workspace.id, 'Everyone')).id;
    await moveToGroup(api, ada, kept!, group);
    await moveToGroup(api, ada, gone!, group);
    const pkg = (await api.call<Package>('POST', '/packages', { token: ada, json: { name: 'Pulse', workspace_id: workspace.id } })).body;
    expect((await api.call('POST', `/packages/${pkg.id}/link`, { token: ada, json: { is_forever: true } })).status).toBe(200);

    const sent = await api.call<SendAnswer>('POST', `/packages/${pkg.id}/send-by/email`, {
      token: ada,
      json: {
        groups: [group],
        subject: 'Hello {{first_name}}',
        html_content: '<p>Answer {{link}}</p>',
        email_message: '',
        email_signature: '',
        type_of_link_being_sent: 'public_link',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBe(2);
    const done = await settledMessage(api, ada, pkg.id, sent.body.delayed_message.id);
    expect(done).toMatchObject({ recipients: 1, failures: 1 });
    // the address comes from the roster, the reason from the mail server (its echo of the address taken out)
    expect(done.requests_errors).toHaveLength(1);
    expect(done.requests_errors[0]).toMatch(new RegExp(`^${refused}: .*550`));
    expect(done.requests_errors[0]!.indexOf(refused, 1)).toBe(-1);
    const listed = async () =>
      (await api.call<DelayedMessage[]>('GET', `/packages/${pkg.id}/delayed-messages`, { token: ada })).body.find(
        (item) => item.id === sent.body.delayed_message.id,
      );
    // neither the log, the read model nor the ledger holds the address: only the participant's id
    const before = await everyTrace();
    expect(before.rows).not.toContain(refused);
    expect(before.events).not.toContain(refused);
    expect(before.rows).toContain(gone);
    expect(before.rows).not.toContain('kept.person');

    expect((await api.call('DELETE', `/participants/${gone}`, { token: ada })).status).toBe(200);
    const after = await listed();
    expect(after).toMatchObject({ status: 'sent', recipients: 1, failures: 1 });
    expect(after?.requests_errors).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain(refused);
    for (const projection of [messagesProjection])
      await rebuildProjection({ pool: runtime.platform.pool, store: runtime.platform.store, log: runtime.platform.log, projection });
    const rebuilt = await everyTrace();
    expect(rebuilt.rows).not.toContain(refused);
    expect(JSON.stringify(await listed())).not.toContain(refused);
  });
});
