import { defineEvent, personal, personalDataOf } from '@canopy/contracts';
import { defineProjection } from '@canopy/platform/projections/projection';
import { z } from 'zod';

// A small domain used only by platform tests: people with personal data, and a counter.

export const PersonRegistered = defineEvent(
  'PersonRegistered',
  personalDataOf(
    z.object({ personId: z.string(), email: personal(z.string()), fullName: personal(z.string()), job: z.string() }),
    'personId',
  ),
);

export const PeopleImported = defineEvent(
  'PeopleImported',
  z.object({
    batch: z.string(),
    people: z.array(personalDataOf(z.object({ personId: z.string(), email: personal(z.string()), job: z.string() }), 'personId')),
  }),
);

/** version 1 had `name`; version 2 renamed it to `title` */
export const ThingRenamed = defineEvent('ThingRenamed', z.object({ title: z.string() }), {
  version: 2,
  upcasters: { 1: ({ name, ...rest }) => ({ ...rest, title: name }) },
});

export const Ticked = defineEvent('Ticked', z.object({ n: z.number() }));

export const sampleContracts = [PersonRegistered, PeopleImported, ThingRenamed, Ticked];

export const peopleProjection = (version = 1) =>
  defineProjection({
    name: 'test_people',
    version,
    handles: ['PersonRegistered', 'PeopleImported'],
    migrations: ['create table people (person_id text primary key, email text, full_name text, job text not null)'],
    async apply(client, events) {
      for (const event of events) {
        const rows = event.type === 'PersonRegistered' ? [event.data] : (event.data.people as Array<Record<string, unknown>>);
        for (const row of rows) {
          await client.query(
            `insert into people (person_id, email, full_name, job) values ($1, $2, $3, $4)
             on conflict (person_id) do update set email = excluded.email, full_name = coalesce(excluded.full_name, people.full_name), job = excluded.job`,
            [row.personId, row.email ?? null, row.fullName ?? null, row.job],
          );
        }
      }
    },
  });

/** what PostgreSQL throws on a serialization failure: transient, so the runner retries the batch */
export const serializationFailure = (message: string) => Object.assign(new Error(message), { code: '40001', severity: 'ERROR' });

/**
 * Counts applications: applying an event twice would show as a count above the events appended.
 * `failOnce` fails the batch holding tick n once with a transient error; `poison` makes tick n fail with a
 * real data exception (a division by zero, SQLSTATE 22012) for as long as `poison.active` is true.
 */
export const tickProjection = (
  options: { name?: string; failOnce?: { n: number }; slowMs?: number; poison?: { n: number; active: boolean } } = {},
) => {
  let failed = false;
  return defineProjection({
    name: options.name ?? 'test_ticks',
    version: 1,
    handles: ['Ticked'],
    migrations: [
      'create table ticks (n int primary key)',
      'create table tally (singleton boolean primary key default true, applied int not null)',
      'insert into tally values (true, 0)',
    ],
    async apply(client, events) {
      for (const event of events) {
        await client.query('insert into ticks (n) values ($1) on conflict do nothing', [event.data.n]);
        if (options.slowMs) await client.query('select pg_sleep($1)', [options.slowMs / 1000]);
        if (options.failOnce && event.data.n === options.failOnce.n && !failed) {
          failed = true;
          throw serializationFailure('projection failed mid-batch');
        }
        if (options.poison?.active && event.data.n === options.poison.n) await client.query('select 1 / 0');
      }
      await client.query('update tally set applied = applied + $1', [events.length]);
    },
  });
};
