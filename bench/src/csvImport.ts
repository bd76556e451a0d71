import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { startRuntime, type Runtime } from '@canopy/gateway';
import { provisionTeam } from '@canopy/identity';
import { participantsProjection } from '@canopy/projections/workspace/participants/project';
import pg from 'pg';
import pino from 'pino';
import type { BenchCluster } from './support/cluster.ts';
import { cpuMeter } from './support/cpuTime.ts';
import { benchRuntimeConfig } from './support/runtimeConfig.ts';
import { count, ratio, seconds, timed, verdict, type BenchReport } from './support/report.ts';

// pg-copy-streams ships no types: the one function the baseline uses
const { from: copyFrom } = createRequire(import.meta.url)('pg-copy-streams') as { from: (sql: string) => Writable & pg.Submittable };

const ROWS = 40_000;
const MAX_BYTES = 5_000_000;
const WARMUP_ROWS = 1_000;
const GOAL_MS = 2_000;
const VISIBLE_TIMEOUT_MS = 120_000;
const PASSWORD = 'bench-secret';

const HEADER = 'First name,Last name,Email,Phone,Payroll ID,Start date,Birth date,Job,Department,City,Country,Teams,Notes';
const JOBS = ['Analyst', 'Engineer', 'Nurse', 'Driver', 'Teacher', 'Accountant', 'Designer', 'Manager'];
const DEPARTMENTS = ['Research', 'Operations', 'Sales', 'Finance', 'People', 'Logistics'];
const CITIES = ['London', 'Leeds', 'York', 'Bristol', 'Glasgow', 'Cardiff', 'Belfast'];
const TEAMS = Array.from({ length: 24 }, (_, index) => `Team ${String.fromCharCode(65 + index)}`);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A staff list as a client exports it: `rows` people, every column mapped (names, e-mail, full phone,
 * payroll id, dd/mm/yyyy dates, job, department, city, country, one or two teams in a quoted cell), a notes
 * column filling the file up to just under 5,000,000 bytes when `fill` is set.
 */
const staffCsv = (rows: number, fill: boolean): Buffer => {
  const lines: string[] = [HEADER];
  for (let i = 0; i < rows; i++) {
    const teams = i % 3 === 0 ? `"${TEAMS[i % TEAMS.length]};${TEAMS[(i * 7) % TEAMS.length]}"` : TEAMS[i % TEAMS.length]!;
    lines.push(
      [
        `Ann${i}`,
        `Lee${i}`,
        `p${i}@client.example`,
        `+447700${String(100_000 + i).padStart(6, '0')}`,
        `P-${String(i).padStart(6, '0')}`,
        `${pad((i % 28) + 1)}/${pad((i % 12) + 1)}/${2000 + (i % 24)}`,
        `${pad((i % 27) + 1)}/${pad(((i + 5) % 12) + 1)}/${1960 + (i % 40)}`,
        JOBS[i % JOBS.length],
        DEPARTMENTS[i % DEPARTMENTS.length],
        CITIES[i % CITIES.length],
        'UK',
        teams,
        '',
      ].join(','),
    );
  }
  const bare = lines.join('\n').length + 1;
  const notes = fill ? Math.max(0, Math.floor((MAX_BYTES - bare - 1_000) / rows)) : 0;
  const note = 'n'.repeat(notes);
  return Buffer.from(`${lines.map((line, index) => (index === 0 ? line : `${line}${note}`)).join('\n')}\n`);
};

const CONFIGURATION = {
  first_name_col_idx: 0,
  last_name_col_idx: 1,
  email_col_idx: 2,
  phone_col_idx: 3,
  phone_format: 1,
  payroll_id_col_idx: 4,
  hiring_date_col_idx: 5,
  birth_date_col_idx: 6,
  hiring_date_format: 'dd/mm/yyyy',
  birth_date_format: 'dd/mm/yyyy',
  job_col_idx: 7,
  department_col_idx: 8,
  work_location_city_col_idx: 9,
  work_location_country_col_idx: 10,
  groups: [{ column_idx: 11, single: false, multiple: true, input_value_delimiter_char: ';' }],
};

type Api = (
  method: string,
  path: string,
  body?: { json?: unknown; form?: FormData },
  token?: string,
) => Promise<{ status: number; body: any; headers: Headers }>;

const apiOf =
  (url: string): Api =>
  async (method, path, body = {}, token) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers,
      body: body.json !== undefined ? JSON.stringify(body.json) : body.form,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };

const expectStatus = (answer: { status: number; body: unknown }, status: number, what: string) => {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
};

/** the import of one file, from the first byte sent until the list API counts every row */
const importUntilVisible = async (api: Api, token: string, workspaceId: string, file: Buffer, rows: number) => {
  const form = new FormData();
  form.append('configuration', JSON.stringify(CONFIGURATION));
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'staff.csv');
  const started = performance.now();
  const answer = await api('POST', `/participants/workspace/${workspaceId}/by-csv`, { form }, token);
  const answered = performance.now() - started;
  expectStatus(answer, 200, 'CSV import');
  if (answer.body.participants.created !== rows)
    throw new Error(
      `the import created ${answer.body.participants.created} participants, expected ${rows}; missed: ${JSON.stringify(answer.body.missed_participants.slice(0, 3))}`,
    );
  for (;;) {
    const page = await api('POST', '/participants/by-workspace', { json: { workspace_id: workspaceId, limit: 1 } }, token);
    expectStatus(page, 200, 'participants list');
    if (page.body.all_count === rows) break;
    if (performance.now() - started > VISIBLE_TIMEOUT_MS)
      throw new Error(`only ${page.body.all_count} of ${rows} participants listed after ${VISIBLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { ms: performance.now() - started, answeredMs: answered, serverTiming: answer.headers.get('server-timing') ?? '' };
};

/**
 * Wall-clock time spent inside the platform calls an import makes, by wrapping them on the running
 * runtime's own objects: the typed event log's append (validation, sealing personal data, the store's
 * append), the vault's key lookups (inside sealing), the store's append, and the read-your-writes waits
 * (keyed by the read models waited for).
 */
const instrument = (runtime: Runtime) => {
  const totals = new Map<string, number>();
  const wrap = <T extends object, K extends keyof T>(target: T, key: K, label: (...args: any[]) => string) => {
    const original = (target[key] as (...args: unknown[]) => Promise<unknown>).bind(target);
    target[key] = (async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        const name = label(...args);
        totals.set(name, (totals.get(name) ?? 0) + performance.now() - started);
      }
    }) as T[K];
  };
  const { platform, waiter } = runtime.deps;
  wrap(platform.log, 'append', () => 'log.append');
  wrap(platform.store, 'appendToStream', () => 'store.append');
  wrap(platform.store, 'appendChunks', () => 'store.append');
  // sealing asks for keys ahead and encrypts while the new ones are stored: timed until they are
  const keysAhead = platform.vault.keysAhead.bind(platform.vault);
  platform.vault.keysAhead = (subjects) => {
    const started = performance.now();
    const ahead = keysAhead(subjects);
    void ahead.settled
      .finally(() => totals.set('vault.keys', (totals.get('vault.keys') ?? 0) + performance.now() - started))
      .catch(() => {});
    return ahead;
  };
  wrap(waiter, 'waitFor', (_position, projections?: readonly string[]) => `wait ${(projections ?? ['all']).join('+')}`);
  return { reset: () => totals.clear(), ms: (name: string) => totals.get(name) ?? 0, names: () => [...totals.keys()] };
};

/** the same rows straight into a plain table: COPY ... FROM STDIN (csv) through pg-copy-streams */
const rawCopy = async (pool: pg.Pool, file: Buffer) => {
  await pool.query(
    `create table public.raw_participants (first_name text, last_name text, email text, phone text, payroll_id text, hiring_date text, birth_date text,
       job text, department text, city text, country text, teams text, notes text)`,
  );
  const client = await pool.connect();
  try {
    const copied = await timed(() =>
      pipeline(Readable.from([file]), client.query(copyFrom('copy public.raw_participants from stdin with (format csv, header true)'))),
    );
    const rows = await client.query<{ n: string }>('select count(*)::text as n from public.raw_participants');
    return { ms: copied.ms, rows: Number(rows.rows[0]!.n) };
  } finally {
    client.release();
  }
};

/**
 * What the server wrote to its write-ahead log since `lsn`, by resource manager (heap rows, b-tree and GIN
 * entries...): every byte of it is checksummed, copied and fsynced, so it is a measure of the database's work
 * that does not move with the machine's other load.
 */
const walSince = async (pool: pg.Pool, lsn: string) => {
  await pool.query('create extension if not exists pg_walinspect');
  const stats = await pool.query<{ kind: string; records: string; bytes: string }>(
    `select "resource_manager/record_type" as kind, count::text as records, combined_size::text as bytes
       from pg_get_wal_stats($1, pg_current_wal_lsn()) where count > 0 order by combined_size desc`,
    [lsn],
  );
  const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const total = stats.rows.reduce((sum, row) => sum + Number(row.bytes), 0);
  const kinds = stats.rows
    .filter((row) => Number(row.bytes) >= 1e5)
    .map((row) => `${row.kind} ${megabytes(Number(row.bytes))} (${count(Number(row.records))} records)`);
  return `${megabytes(total)}: ${kinds.join(', ')}`;
};

/**
 * The floor the read model sets: the rows COPY stored, moved in one SQL statement into an empty table made by
 * the participants projection's own migrations (its seven indexes, trigram search among them), in a schema of
 * its own. What the import pays on top of this is the event log, sealing, and the work in Node.
 */
const indexedInsert = async (pool: pg.Pool) => {
  const client = await pool.connect();
  try {
    await client.query('create schema floor_model');
    await client.query('set search_path to floor_model, public');
    for (const step of participantsProjection.migrations) await client.query(step);
    const fields = `first_name, last_name, email, '', phone, payroll_id, to_timestamp(hiring_date, 'DD/MM/YYYY'), to_timestamp(birth_date, 'DD/MM/YYYY'),
                    '', '', '', city, '', country, '', job, department, '', '', 'csv', null, true, now(), now()`;
    const inserted = await timed(() =>
      client.query(
        `insert into participants (id, workspace_id, first_name, last_name, email, phone_code, phone, payroll_id, hiring_date, birth_date, ethnicity, gender,
           work_location_name, work_location_city, work_location_state, work_location_country, pay_group, job, department, segment, home_base,
           add_source, external_id, is_active, created_at, updated_at)
         select uuidv7()::text, 'floor', ${fields} from public.raw_participants`,
      ),
    );
    return { ms: inserted.ms, rows: inserted.result.rowCount ?? 0 };
  } finally {
    await client.query('reset search_path');
    client.release();
  }
};

export const csvImportBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const databaseUrl = await cluster.createDatabase('bench_csv');
  const runtime = await startRuntime({ config: benchRuntimeConfig(databaseUrl), logger: pino({ level: 'silent' }) });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await provisionTeam(runtime.deps, {
      name: 'Bench team',
      consultants: [{ email: 'bench@example.com', firstName: 'Bench', lastName: 'Consultant', password: PASSWORD }],
    });
    const api = apiOf(runtime.url);
    const signIn = await api('POST', '/auth/authenticate', { json: { email: 'bench@example.com', password: PASSWORD } });
    expectStatus(signIn, 200, 'sign-in');
    const token = signIn.body.access_token as string;
    const workspace = async (name: string) => {
      const created = await api('POST', '/workspaces', { json: { name, additional_info: { formation_type: 2 } } }, token);
      expectStatus(created, 201, 'workspace');
      return created.body.id as string;
    };

    const file = staffCsv(ROWS, true);
    if (file.length > MAX_BYTES) throw new Error(`the bench file has ${file.length} bytes, more than the import takes`);
    progress(`csv: ${count(ROWS)} rows, ${count(file.length)} bytes`);

    const probes = instrument(runtime);
    // a server that has imported before: the measured import does not pay for first-call compilation
    await importUntilVisible(api, token, await workspace('Warm-up'), staffCsv(WARMUP_ROWS, false), WARMUP_ROWS);
    const client = await workspace('Client');
    probes.reset();
    const walBefore = await pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    const cpuSpent = cpuMeter();
    const ours = await importUntilVisible(api, token, client, file, ROWS);
    const cpu = cpuSpent();
    const wal = await walSince(pool, walBefore.rows[0]!.lsn);
    progress(`csv: WAL written ${wal}`);
    const appendMs = probes.ms('store.append');
    const validateMs = probes.ms('log.append') - appendMs;
    const waits = probes
      .names()
      .filter((name) => name.startsWith('wait '))
      .map((name) => `${name} ${seconds(probes.ms(name))}`);
    const inside = `validate ${seconds(validateMs)}, seal and append ${seconds(appendMs)} (new keys stored meanwhile in ${seconds(probes.ms('vault.keys'))}), ${waits.join(', ')}; listed ${seconds(ours.ms - ours.answeredMs)} after the answer`;
    progress(`csv: inside the platform: ${inside}`);
    progress(
      `csv: upload to visible in the list ${seconds(ours.ms)} (answer after ${seconds(ours.answeredMs)}; server stages ${ours.serverTiming})`,
    );

    const cores = availableParallelism();
    const work = cpu.nodeSeconds + (cpu.postgresSeconds ?? 0);
    const cpuLine =
      cpu.postgresSeconds === null
        ? `Node ${cpu.nodeSeconds.toFixed(1)} s (PostgreSQL's share not readable here)`
        : `${work.toFixed(1)} s of CPU (Node ${cpu.nodeSeconds.toFixed(1)} s, PostgreSQL ${cpu.postgresSeconds.toFixed(1)} s): at least ${seconds((work / cores) * 1000)} on ${cores} cores`;
    progress(`csv: work done ${cpuLine}`);
    const raw = await rawCopy(pool, file);
    if (raw.rows !== ROWS) throw new Error(`raw COPY stored ${raw.rows} rows`);
    progress(`csv: raw COPY ${seconds(raw.ms)}`);
    const floor = await indexedInsert(pool);
    if (floor.rows !== ROWS) throw new Error(`the indexed insert stored ${floor.rows} rows`);
    progress(`csv: the same rows into the participants table with its indexes ${seconds(floor.ms)}`);

    const stages = ours.serverTiming
      .split(',')
      .map((stage) => /^\s*(\w+);dur=([\d.]+)/.exec(stage))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => `${match[1]} ${seconds(Number(match[2]))}`)
      .join(', ');

    return {
      title: 'CSV import of 40,000 participants through the gateway',
      howMeasured:
        `The real runtime in the bench process (every module and projection, in-process bus, rate limit lifted), one consultant and a fresh ` +
        `workspace. The file: ${count(ROWS)} rows, ${count(file.length)} bytes (just under the 5,000,000-byte limit), 13 columns (names, e-mail, ` +
        `full phone with country code, payroll id, two dd/mm/yyyy dates, job, department, city, country, one or two of 24 teams per quoted ` +
        `cell, a notes column padding the size), every field mapped and the team column as a multi-value group column. Figure: wall-clock ` +
        `time from sending \`POST /api/v1/participants/workspace/{id}/by-csv\` (multipart) until \`POST /api/v1/participants/by-workspace\` ` +
        `answers \`all_count\` = ${count(ROWS)} (polled every 5 ms after the answer). A 1,000-row import into another workspace runs first, ` +
        `unmeasured, so the server is warm. Stages come from the answer's Server-Timing header: upload (multipart read), parse (decode, ` +
        `delimiter, csv-parse), rows (mapping and participant rules per row), roster (the roster's import: load, decide, seal personal ` +
        `data, one append, wait for the read models), template, answer; and, by wrapping the runtime's own event log, store, vault and ` +
        `projection waiter for the measured import: validating the events (the event log's append minus the store's), sealing and ` +
        `appending (the store's chunked append, which seals each chunk of events while it writes the one before; the vault stores the ` +
        `new people's keys meanwhile, timed on its own), and waiting for each read model. CPU time: user and system seconds of the bench process (which runs the server) and ` +
        `of every PostgreSQL process from /proc, from the upload until listed; divided by the cores it is the least wall-clock time that ` +
        `work can take. WAL: \`pg_get_wal_stats\` (pg_walinspect) from the log position before the upload to the one after the rows were listed, by resource manager; it moves little with the machine's load, unlike the times. Baseline: the same bytes through \`COPY ... FROM STDIN (format csv, ` +
        `header)\` with pg-copy-streams into a plain 13-column text table, same database, same run. Second baseline, the floor the read ` +
        `model sets: those rows moved by one \`insert ... select\` into an empty table made by the participants projection's own migrations ` +
        `(primary key, name, newest, trigram search and three credential indexes), in a schema of its own, with ids made as the import makes them (\`uuidv7()\`).`,
      rows: [
        {
          bench: `CSV import, ${count(ROWS)} rows (${(file.length / 1e6).toFixed(2)} MB), upload to listed`,
          figure: seconds(ours.ms),
          goal: `<= ${seconds(GOAL_MS)}`,
          baseline: `raw COPY: ${seconds(raw.ms)}`,
          ratio: ratio(ours.ms, raw.ms),
          verdict: verdict(ours.ms <= GOAL_MS),
        },
        {
          bench: 'CSV import against the read model alone',
          figure: seconds(ours.ms),
          goal: '—',
          baseline: `insert into the indexed participants table: ${seconds(floor.ms)}`,
          ratio: ratio(ours.ms, floor.ms),
          verdict: '—',
        },
        {
          bench: 'diagnostic: CPU time of the import (Node process and every PostgreSQL process)',
          figure: cpuLine,
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
        {
          bench: 'diagnostic: WAL the import wrote (pg_walinspect, by resource manager)',
          figure: wal,
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
        {
          bench: 'diagnostic: CSV import stages (server)',
          figure: `answer after ${seconds(ours.answeredMs)}`,
          goal: '—',
          baseline: stages || '—',
          ratio: '—',
          verdict: '—',
        },
        {
          bench: 'diagnostic: inside the roster and template stages',
          figure: inside,
          goal: '—',
          baseline: '—',
          ratio: '—',
          verdict: '—',
        },
      ],
    };
  } finally {
    await pool.end();
    await runtime.stop();
    await cluster.dropDatabase('bench_csv');
  }
};
