import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@canopy/contracts';
import type { EventStore, ExpectedRevision } from '@canopy/platform/eventStore/eventStore';
import { createPostgresEventStore, migratePostgresEventStore } from '@canopy/platform/eventStore/postgres/postgresEventStore';
import pg from 'pg';
import type { BenchCluster } from '../support/cluster.ts';
import { count, perSecond, ratio, timed, verdict, type BenchReport, type BenchRow } from '../support/report.ts';

const GOAL_EVENTS_PER_SECOND = 10_000;
const RUNS = 2;

type Variant = { label: string; writers: number; appendsPerWriter: number; eventsPerAppend: number; syncCommitOff?: boolean };

// 1 event per append: the goal's case. 10 per append: a command that emits several events.
const variants = {
  single1: { label: '1 writer, 1 event/append', writers: 1, appendsPerWriter: 3_000, eventsPerAppend: 1 },
  single16: { label: '16 writers, 1 event/append', writers: 16, appendsPerWriter: 1_500, eventsPerAppend: 1 },
  batch1: { label: '1 writer, 10 events/append', writers: 1, appendsPerWriter: 1_000, eventsPerAppend: 10 },
  batch16: { label: '16 writers, 10 events/append', writers: 16, appendsPerWriter: 500, eventsPerAppend: 10 },
  asyncCommit16: {
    label: '16 writers, 1 event/append, synchronous_commit=off',
    writers: 16,
    appendsPerWriter: 1_500,
    eventsPerAppend: 1,
    syncCommitOff: true,
  },
} satisfies Record<string, Variant>;

/** ~100 bytes of data JSON, metadata as a command writes it */
const makeEvents = (streamId: string, revision: number, howMany: number): NewEvent[] => {
  const occurredAt = new Date().toISOString();
  return Array.from({ length: howMany }, (_, index) => ({
    eventId: randomUUID(),
    type: 'BenchCounterIncremented',
    schemaVersion: 1,
    data: { counterId: streamId, by: 1, revision: revision + index, note: 'benchmark payload, about one hundred bytes' },
    metadata: { teamId: 'team-bench', workspaceId: null, actor: 'consultant-bench', correlationId: randomUUID(), causationId: null },
    occurredAt,
  }));
};

/** Each writer appends to its own stream, in sequence, with the revision it last got back (optimistic concurrency as commands use it). */
const runWriters = async (store: EventStore, prefix: string, variant: Variant) => {
  const writer = async (index: number) => {
    const streamId = `${prefix}-${index}`;
    let expected: ExpectedRevision = 'no_stream';
    let revision = 0;
    for (let append = 0; append < variant.appendsPerWriter; append++) {
      const result = await store.appendToStream(streamId, makeEvents(streamId, revision, variant.eventsPerAppend), {
        expectedRevision: expected,
      });
      expected = result.nextExpectedRevision;
      revision = result.nextExpectedRevision + 1;
    }
  };
  return timed(() => Promise.all(Array.from({ length: variant.writers }, (_, index) => writer(index))));
};

export const appendsBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const url = await cluster.createDatabase('bench_appends');
  const pools: pg.Pool[] = [];
  const openStore = (syncCommitOff: boolean) => {
    // synchronous_commit=off is set per session, for that variant's connections only
    const pool = new pg.Pool({ connectionString: url, max: 20, ...(syncCommitOff ? { options: '-c synchronous_commit=off' } : {}) });
    pools.push(pool);
    return { pool, store: createPostgresEventStore({ pool }) };
  };
  try {
    const { pool, store: durable } = openStore(false);
    await migratePostgresEventStore(pool);
    const { store: relaxed } = openStore(true);

    // warm-up: connections opened, plans cached, JIT warm; not measured
    await runWriters(durable, 'warmup', { label: 'warm-up', writers: 16, appendsPerWriter: 100, eventsPerAppend: 1 });

    const measured = new Map<keyof typeof variants, { eventsPerSecond: number; appendsPerSecond: number; ms: number }>();
    for (const [key, variant] of Object.entries(variants) as Array<[keyof typeof variants, Variant]>) {
      const store = variant.syncCommitOff ? relaxed : durable;
      // best of RUNS: noise from a shared machine only ever lowers a rate
      let ms = Infinity;
      for (let run = 0; run < RUNS; run++) ms = Math.min(ms, (await runWriters(store, `${key}-${run}`, variant)).ms);
      const appends = variant.writers * variant.appendsPerWriter;
      const figures = { eventsPerSecond: (appends * variant.eventsPerAppend * 1000) / ms, appendsPerSecond: (appends * 1000) / ms, ms };
      measured.set(key, figures);
      progress(
        `appends: ${variant.label}: ${perSecond(figures.eventsPerSecond, 'events')} (${perSecond(figures.appendsPerSecond, 'appends')})`,
      );
    }

    const get = (key: keyof typeof variants) => measured.get(key)!;
    const figure = (key: keyof typeof variants) =>
      variants[key].eventsPerAppend === 1
        ? perSecond(get(key).eventsPerSecond, 'events')
        : `${perSecond(get(key).eventsPerSecond, 'events')} (${perSecond(get(key).appendsPerSecond, 'appends')})`;
    const goal = `>= ${count(GOAL_EVENTS_PER_SECOND)} events/s`;
    const rows: BenchRow[] = [
      { bench: `appendToStream, ${variants.single1.label}`, figure: figure('single1'), goal: '—', baseline: '—', ratio: '—', verdict: '—' },
      {
        bench: `appendToStream, ${variants.single16.label}`,
        figure: figure('single16'),
        goal,
        baseline: `1 writer: ${perSecond(get('single1').eventsPerSecond, 'events')}`,
        ratio: ratio(get('single16').eventsPerSecond, get('single1').eventsPerSecond),
        verdict: verdict(get('single16').eventsPerSecond >= GOAL_EVENTS_PER_SECOND),
      },
      {
        bench: `appendToStream, ${variants.batch1.label}`,
        figure: figure('batch1'),
        goal: '—',
        baseline: `1 event/append: ${perSecond(get('single1').eventsPerSecond, 'events')}`,
        ratio: ratio(get('batch1').eventsPerSecond, get('single1').eventsPerSecond),
        verdict: '—',
      },
      {
        bench: `appendToStream, ${variants.batch16.label}`,
        figure: figure('batch16'),
        goal: '—',
        baseline: `1 event/append: ${perSecond(get('single16').eventsPerSecond, 'events')}`,
        ratio: ratio(get('batch16').eventsPerSecond, get('single16').eventsPerSecond),
        verdict: '—',
      },
      {
        bench: `appendToStream, ${variants.asyncCommit16.label} (deployment option, NOT the default)`,
        figure: figure('asyncCommit16'),
        goal: '—',
        baseline: `durable: ${perSecond(get('single16').eventsPerSecond, 'events')}`,
        ratio: ratio(get('asyncCommit16').eventsPerSecond, get('single16').eventsPerSecond),
        verdict: '—',
      },
    ];
    const describe = (variant: Variant) => `${variant.writers} × ${count(variant.appendsPerWriter)} appends of ${variant.eventsPerAppend}`;
    return {
      title: 'Appends through the EventStore port',
      howMeasured:
        `\`appendToStream\` of the PostgreSQL event store on a fresh database, each writer appending in sequence to its own stream ` +
        `with the revision it last got back (optimistic concurrency, as commands do). Events carry ~100 bytes of data JSON plus ` +
        `command-style metadata. Fixed counts: ${describe(variants.single1)}; ${describe(variants.single16)}; ${describe(variants.batch1)}; ` +
        `${describe(variants.batch16)} events; figure = events / wall-clock time of the slowest writer, best of ${RUNS} runs on fresh streams (appends/s in brackets for multi-event appends). ` +
        `A 16 × 100 warm-up runs first. Every commit is durable (fsync on, synchronous_commit=on, the settings of \`npm start\`), ` +
        `except the row marked synchronous_commit=off, set per session on its own pool: a deployment may choose it ` +
        `(a crash can lose the last few hundred ms of acknowledged appends, never corrupt the log). Baselines are rows of this same bench.`,
      rows,
    };
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
    await cluster.dropDatabase('bench_appends');
  }
};
