import { randomUUID } from 'node:crypto';
import { UNSET_DATE, type ParticipantFields } from '@canopy/contracts/participants/api';
import { participantFields } from '@canopy/contracts/participants/fields.fixtures';
import { startRuntime, type Runtime } from '@canopy/gateway';
import { provisionTeam } from '@canopy/identity';
import { createRosterPort, type ImportRow } from '@canopy/workspace';
import pino from 'pino';
import type { BenchCluster } from './support/cluster.ts';
import { benchRuntimeConfig } from './support/runtimeConfig.ts';
import { count, millis, perSecond, ratio, seconds, timed, verdict, type BenchReport } from './support/report.ts';

const PARTICIPANTS = 100_000;
const IMPORT_SIZE = 20_000;
const WARMUP_REQUESTS = 50;
const REQUESTS = 300;
const GOAL_P95_MS = 20;
const PASSWORD = 'bench-secret';

// the most common given names and surnames of a mixed workforce: searches hit realistic numbers of rows
const FIRST_NAMES = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Nancy',
  'Daniel',
  'Lisa',
  'Matthew',
  'Betty',
  'Anthony',
  'Margaret',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenneth',
  'Dorothy',
  'Kevin',
  'Carol',
  'Brian',
  'Amanda',
  'George',
  'Melissa',
  'Edward',
  'Deborah',
  'Ronald',
  'Stephanie',
  'Timothy',
  'Rebecca',
  'Jason',
  'Sharon',
  'Jeffrey',
  'Laura',
  'Ryan',
  'Cynthia',
  'Jacob',
  'Kathleen',
  'Gary',
  'Amy',
  'Nicholas',
  'Shirley',
  'Eric',
  'Angela',
  'Jonathan',
  'Helen',
  'Stephen',
  'Anna',
  'Larry',
  'Brenda',
  'Justin',
  'Pamela',
  'Scott',
  'Nicole',
  'Brandon',
  'Emma',
  'Benjamin',
  'Samantha',
  'Samuel',
  'Katherine',
  'Gregory',
  'Christine',
  'Frank',
  'Debra',
  'Alexander',
  'Rachel',
  'Raymond',
  'Catherine',
  'Patrick',
  'Carolyn',
  'Jack',
  'Janet',
  'Noor',
  'Wei',
  'Yuki',
  'Olu',
  'Priya',
  'Mateo',
  'Sofia',
  'Ada',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Okafor',
  'Chen',
  'Tanaka',
  'Patel',
  'Kowalski',
  'Novak',
  'Fischer',
  'Lovelace',
  'Hopper',
];
const DEPARTMENTS = ['Research', 'Operations', 'Sales', 'Finance', 'People', 'Logistics', 'Care', 'Estates'];

/** a deterministic pseudo-random sequence (the same people and searches on every run) */
const sequence = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(random: () => number, items: readonly T[]) => items[Math.floor(random() * items.length)]!;

const person = (random: () => number, n: number): ParticipantFields => {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  return participantFields({
    first_name: first,
    last_name: last,
    email: `${first}.${last}.${n}@client.example`.toLowerCase(),
    phone_code: '+44',
    phone: String(7_700_000_000 + n),
    payroll_id: `P-${String(n).padStart(6, '0')}`,
    hiring_date: n % 10 === 0 ? UNSET_DATE : new Date(Date.UTC(2000 + (n % 25), n % 12, (n % 28) + 1)).toISOString(),
    work_location_country: 'UK',
    department: pick(random, DEPARTMENTS),
  });
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Latencies = { p50: number; p95: number; rows: number };

/** sequential requests, one in flight: the time a consultant waits for each page */
const measure = async (runtime: Runtime, token: string, bodies: Array<Record<string, unknown>>): Promise<Latencies> => {
  const call = async (body: Record<string, unknown>) => {
    const started = performance.now();
    const response = await fetch(`${runtime.url}/api/v1/participants/by-workspace`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const page = (await response.json()) as { participants?: unknown[] };
    if (response.status !== 200) throw new Error(`participants page answered ${response.status}: ${JSON.stringify(page)}`);
    return { ms: performance.now() - started, rows: page.participants!.length };
  };
  for (let i = 0; i < WARMUP_REQUESTS; i++) await call(bodies[i % bodies.length]!);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, rows: answered } = await call(bodies[i % bodies.length]!);
    times.push(ms);
    rows += answered;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows: rows / REQUESTS };
};

const summary = (latencies: Latencies) =>
  `${millis(latencies.p95)} p95 (p50 ${millis(latencies.p50)}, ${count(Math.round(latencies.rows))} rows/page)`;

export const participantsListBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const url = await cluster.createDatabase('bench_participants');
  const runtime = await startRuntime({ config: benchRuntimeConfig(url), logger: pino({ level: 'silent' }) });
  try {
    const { teamId, consultantIds } = await provisionTeam(runtime.deps, {
      name: 'Bench',
      consultants: [{ email: 'bench@example.com', password: PASSWORD, firstName: 'Bench', lastName: 'Mark' }],
    });
    const signIn = await fetch(`${runtime.url}/api/v1/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const created = await fetch(`${runtime.url}/api/v1/workspaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench workspace', additional_info: { formation_type: 2 } }),
    });
    const workspaceId = ((await created.json()) as { id: string }).id;

    // seeding through the roster port, as the CSV import would: dedupe read, decide, seal, append, project
    const port = createRosterPort(runtime.deps);
    const random = sequence(42);
    const people = Array.from({ length: PARTICIPANTS }, (_, n) => person(random, n));
    const seeded = await timed(async () => {
      for (let start = 0; start < PARTICIPANTS; start += IMPORT_SIZE) {
        const rows: ImportRow[] = people
          .slice(start, start + IMPORT_SIZE)
          .map((fields, index) => ({ row: start + index + 1, fields, groups: [] }));
        const imported = await timed(() =>
          port.importParticipants({
            workspaceId,
            source: 'csv',
            rows,
            context: { teamId, workspaceId, actor: consultantIds[0]!, correlationId: randomUUID(), now: new Date() },
          }),
        );
        if (imported.result.created.length !== rows.length)
          throw new Error(`import created ${imported.result.created.length} of ${rows.length}`);
        progress(`participants: imported ${count(start + rows.length)} (${count(rows.length)} in ${seconds(imported.ms)})`);
      }
      const head = await runtime.platform.store.headPosition();
      if (!(await runtime.deps.waiter.waitFor(head!, ['participants'], 120_000)))
        throw new Error('the participants projection did not catch up');
    });
    const pool = runtime.platform.pool;
    const stored = await pool.query<{ n: string }>('select count(*) as n from participants.participants where workspace_id = $1', [
      workspaceId,
    ]);
    if (Number(stored.rows[0]!.n) !== PARTICIPANTS) throw new Error(`${stored.rows[0]!.n} participants stored, expected ${PARTICIPANTS}`);
    // what autovacuum does within a minute of a bulk load (fresh statistics, the visibility map), and a
    // checkpoint, so no bench before this one is still writing its pages out while this one measures
    await pool.query('vacuum analyze participants.participants');
    await pool.query('checkpoint');

    // 3-character searches as people type them: the start of a given name or a surname
    const terms = Array.from({ length: 40 }, (_, i) =>
      (i % 2 === 0 ? pick(random, FIRST_NAMES) : pick(random, LAST_NAMES)).slice(0, 3).toLowerCase(),
    );
    const searched = terms.map((searchString) => ({
      workspace_id: workspaceId,
      sortType: 'name',
      sortBy: 'ASC',
      searchString,
      limit: 100,
      offset: 0,
    }));
    const ours = await measure(runtime, token, searched);
    progress(`participants: sorted by name with a 3-character search ${summary(ours)}`);
    const unsearched = await measure(runtime, token, [
      { workspace_id: workspaceId, sortType: 'name', sortBy: 'ASC', limit: 100, offset: 0 },
    ]);
    progress(`participants: sorted by name, no search ${summary(unsearched)}`);
    // 'cli' is in every e-mail (client.example): the search filters nothing and counts everyone
    const everyone = await measure(runtime, token, [
      { workspace_id: workspaceId, sortType: 'name', sortBy: 'ASC', searchString: 'cli', limit: 100, offset: 0 },
    ]);
    progress(`participants: a search matching everyone ${summary(everyone)}`);

    await pool.query('drop index participants.participants_search');
    const withoutIndex = await measure(runtime, token, searched);
    progress(`participants: same searches without the trigram index ${summary(withoutIndex)}`);

    return {
      title: 'The participants page over 100,000 participants',
      howMeasured:
        `The real runtime in the bench process (all modules and projections, rate limit lifted) on a fresh database. One workspace gets ` +
        `${count(PARTICIPANTS)} participants (names drawn from ${FIRST_NAMES.length} given names and ${LAST_NAMES.length} surnames, e-mail, phone, payroll id, start date, department) ` +
        `through the roster port in ${PARTICIPANTS / IMPORT_SIZE} imports of ${count(IMPORT_SIZE)} (the CSV import's path: credentials read from the read model, decided, ` +
        `sealed per person, appended, projected), then \`vacuum analyze\` (what autovacuum does after a bulk load) and a checkpoint. Then \`POST /api/v1/participants/by-workspace\` ` +
        `with a bearer token, one request in flight, ${WARMUP_REQUESTS} warm-up then ${REQUESTS} measured, timed from the client (fetch, including reading the JSON): ` +
        `100 rows sorted by name (ASC) with a 3-character search cycling over ${terms.length} terms made of the first 3 letters of a given name or a surname. ` +
        `Each answer counts every match (all_count) and carries each participant's groups. Baseline: the same requests after dropping the trigram index. ` +
        `Diagnostic rows: the first page sorted by name without a search, and a search that matches everyone ('cli' is in every e-mail).`,
      rows: [
        {
          bench: `participants page: 100 rows by name, 3-character search, ${count(PARTICIPANTS)} participants`,
          figure: summary(ours),
          goal: `p95 <= ${GOAL_P95_MS} ms`,
          baseline: `no trigram index: ${millis(withoutIndex.p95)} p95`,
          ratio: ratio(ours.p95, withoutIndex.p95),
          verdict: verdict(ours.p95 <= GOAL_P95_MS),
        },
        {
          bench: 'diagnostic: participants page by name, no search',
          figure: summary(unsearched),
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
        {
          bench: 'diagnostic: participants page by name, a search matching everyone',
          figure: summary(everyone),
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
        {
          bench: `diagnostic: seeding ${count(PARTICIPANTS)} participants through the roster port, until projected`,
          figure: `${seconds(seeded.ms)} (${perSecond((PARTICIPANTS * 1000) / seeded.ms, 'participants')})`,
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
      ],
    };
  } finally {
    await runtime.stop();
    await cluster.dropDatabase('bench_participants');
  }
};
