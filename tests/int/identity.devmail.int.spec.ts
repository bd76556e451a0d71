import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { resolveJwtSecret } from '@canopy/platform/http/jwtSecret';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_TEAM, seedDemoData } from '@canopy/identity';
import { startTestRuntime } from '../support/runtime.ts';
import { apiClient, claimsOf, provisionTestTeam } from '../support/identity.ts';
import { startTestInbox } from '../support/mail.ts';
import { addressOfTry, nextTry } from '../support/perTry.ts';

// Mail in development (the in-process catcher and /dev/mail), demo data, and the JWT secret file.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the development mail catcher (SMTP_HOST unset)', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  beforeAll(async () => {
    runtime = await startTestRuntime();
    api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Team A', [
      { email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada', lastName: 'Lovelace' },
      { email: 'root@example.com', password: 'root-secret', isPlatformAdmin: true },
    ]);
    admin = await api.tokenFor('root@example.com', 'root-secret');
  });
  afterAll(async () => runtime?.close());

  const caught = async (count: number) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const answer = await api.call('GET', '/api/v1/dev/mail?limit=500', { token: admin });
      if (answer.body.messages.length >= count) return answer.body.messages as Array<{ to: string[]; subject: string; text: string }>;
      await sleep(50);
    }
    throw new Error('the catcher got no mail');
  };

  it('receives mail over SMTP and lists it as JSON, newest first, to a platform administrator', async () => {
    expect(runtime.mailCatcher?.port).toBeGreaterThan(0);
    // a team and addresses of this try's own: the catcher keeps a failed try's mail, and its Alan is invited already
    const n = nextTry();
    const key = `t${n}`;
    const [ada, alan, team] = [addressOfTry('ada@example.com', n), addressOfTry('alan@example.com', n), `Team A ${key}`];
    await provisionTestTeam(runtime, team, [{ email: ada, password: 'ada-secret', firstName: 'Ada', lastName: 'Lovelace' }]);
    const before = (await caught(0)).length;
    const token = await api.tokenFor(ada, 'ada-secret');
    await api.call('POST', '/consultants', { token, json: { first_name: 'Alan', last_name: 'Turing', email: alan } });
    await api.call('POST', '/users/forgot-password', { json: { email: ada } });
    const all = await caught(before + 2);
    expect(all).toHaveLength(before + 2);
    const messages = all.slice(0, 2);
    expect(messages.map((mail) => [mail.to, mail.subject])).toEqual([
      [[ada], 'Reset your Canopy password'],
      [[alan], `You are invited to join ${team} on Canopy`],
    ]);
    // links use the address the gateway listens on when PUBLIC_URL is unset
    expect(messages[1]!.text).toContain(`${runtime.url}/reset-password?token=`);
  });

  it('lists by time, newest first (mail 12 before mail 9, not after it as text), and pages back to the oldest', async () => {
    const transport = createTransport({ host: '127.0.0.1', port: runtime.mailCatcher!.port, secure: false, ignoreTLS: true });
    const before = (await api.call<{ messages: unknown[] }>('GET', '/api/v1/dev/mail?limit=500', { token: admin })).body.messages.length;
    for (let n = 1; n <= 12; n++)
      await transport.sendMail({ from: 'canopy@example.com', to: `p${n}@example.com`, subject: `Mail ${n}`, text: 'x' });
    transport.close();
    const page = (query: string) =>
      api.call<{ messages: Array<{ id: string; subject: string }>; older: string | null }>('GET', `/api/v1/dev/mail${query}`, {
        token: admin,
      });
    const newest = await page('?limit=5');
    expect(newest.body.messages.map((mail) => mail.subject)).toEqual(['Mail 12', 'Mail 11', 'Mail 10', 'Mail 9', 'Mail 8']);
    // every mail reachable, page after page, each once, ids falling
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const answer = await page(`?limit=5${cursor ? `&before=${cursor}` : ''}`);
      seen.push(...answer.body.messages.map((mail) => mail.id));
      cursor = answer.body.older;
    }
    expect(seen).toHaveLength(before + 12);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));
    expect((await page('?before=not-an-id')).status).toBe(400);
  });

  it('is not found for anyone else: no one signed in, a consultant, a forged or foreign token', async () => {
    await caught(2);
    const consultant = await api.tokenFor('ada@example.com', 'ada-secret');
    const unknown = await api.call('GET', '/api/v1/no-such-thing');
    for (const token of [undefined, consultant, 'not-a-token', `${admin.slice(0, -4)}AAAA`]) {
      const answer = await api.call('GET', '/api/v1/dev/mail', { token });
      expect(answer.status, String(token)).toBe(404);
      expect(answer.body, String(token)).toEqual(unknown.body);
      expect(JSON.stringify(answer.body)).not.toContain('reset-password');
    }
  });

  it("serves no mail at /dev/mail itself: the web app's page reads the JSON with the admin's token", async () => {
    await caught(2);
    const response = await fetch(`${runtime.url}/dev/mail`);
    const html = await response.text();
    expect(html).not.toContain('Reset your Canopy password');
    expect(html).not.toContain('reset-password?token=');
  });
});

describe('with an SMTP server configured', () => {
  it('runs no catcher: /api/v1/dev/mail answers 404, also to a platform administrator', async () => {
    const inbox = await startTestInbox();
    const runtime = await startTestRuntime({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(inbox.port) } });
    try {
      expect(runtime.mailCatcher).toBeNull();
      await provisionTestTeam(runtime, 'Team A', [{ email: 'root@example.com', password: 'root-secret', isPlatformAdmin: true }]);
      const api = apiClient(runtime);
      const admin = await api.call('GET', '/api/v1/dev/mail', { token: await api.tokenFor('root@example.com', 'root-secret') });
      expect(admin).toMatchObject({ status: 404, body: { detail: expect.stringContaining('not running') } });
      expect((await api.call('GET', '/api/v1/dev/mail')).status).toBe(404);
    } finally {
      await runtime.close();
      await inbox.close();
    }
  });
});

describe('demo data', () => {
  it('is not created unless asked for', async () => {
    const runtime = await startTestRuntime();
    try {
      expect((await runtime.platform.pool.query('select count(*)::int as n from identity_teams.teams')).rows[0].n).toBe(0);
      expect((await apiClient(runtime).signIn(DEMO_ACCOUNTS.consultant.email, 'canopy-demo')).status).toBe(401);
    } finally {
      await runtime.close();
    }
  });

  it('SEED_DEMO creates the demo team, a consultant and a platform admin once', async () => {
    const runtime = await startTestRuntime({ env: { SEED_DEMO: 'true', DEMO_ADMIN_PASSWORD: 'admin-from-env' } });
    try {
      const api = apiClient(runtime);
      const demo = await api.signIn('demo@canopy.local', 'canopy-demo');
      expect(demo.status).toBe(200);
      const team = await api.call('GET', '/teams/my-team', { token: demo.body.access_token });
      expect(team.body.name).toBe(DEMO_TEAM);
      expect(team.body.consultants.map((member: { email: string }) => member.email).sort()).toEqual([
        'admin@canopy.local',
        'demo@canopy.local',
      ]);
      const admin = await api.signIn('admin@canopy.local', 'admin-from-env');
      expect(claimsOf(admin.body.access_token)).toMatchObject({ adm: true });
      expect(await seedDemoData(runtime.deps)).toBe(false);
      expect((await runtime.platform.pool.query('select count(*)::int as n from identity_teams.teams')).rows[0].n).toBe(1);
    } finally {
      await runtime.close();
    }
  });
});

describe('the JWT secret', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'canopy-jwt-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR/jwt-secret (mode 600) and kept', async () => {
    const config = { DATA_DIR: path.join(dir, 'data'), BUS: 'in-process' as const, JWT_SECRET: undefined };
    const [first, concurrent] = await Promise.all([resolveJwtSecret(config), resolveJwtSecret(config)]);
    expect(first).toBe(concurrent);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(await resolveJwtSecret(config)).toBe(first);
    const file = path.join(dir, 'data', 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('comes from JWT_SECRET when set, which must be long, and is required with Kafka', async () => {
    const secret = 'x'.repeat(40);
    expect(await resolveJwtSecret({ DATA_DIR: dir, BUS: 'in-process', JWT_SECRET: secret })).toBe(secret);
    await expect(resolveJwtSecret({ DATA_DIR: dir, BUS: 'in-process', JWT_SECRET: 'short' })).rejects.toThrow(/at least 32/);
    await expect(resolveJwtSecret({ DATA_DIR: dir, BUS: 'kafka', JWT_SECRET: undefined })).rejects.toThrow(/JWT_SECRET must be set/);
  });
});
