import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '@canopy/contracts';
import { DomainError } from '@canopy/platform/commands/decider';
import { WrongExpectedRevisionError } from '@canopy/platform/eventStore/eventStore';
import type { ProjectionStatus } from '@canopy/platform/projections/status';
import { buildGateway, type GatewayInstance, type ReadyReport } from '@canopy/gateway';
import { nextTry } from '../support/perTry.ts';

const GENERIC = 'Some error occurred, try again later or contact with administrator';
const SECRET = 'password=hunter2 at postgres://db.internal';

/** Routes exercising every error path, written the way services write theirs. */
const testRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/test/members',
    {
      schema: {
        body: z.object({ email: z.email(), name: z.string().min(1) }),
        response: { 201: z.object({ email: z.string() }), '4xx': ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send({ email: request.body.email }),
  );
  api.get('/test/list', { schema: { querystring: z.object({ limit: z.coerce.number().int().max(100) }) } }, async (request) => ({
    limit: request.query.limit,
  }));
  api.get('/test/domain', async () => {
    throw new DomainError('Could not find workspace', 404);
  });
  api.get('/test/conflict', async () => {
    throw new WrongExpectedRevisionError('workspace-1', 3, 4);
  });
  api.get('/test/boom', async () => {
    throw new Error(SECRET);
  });
};

const projection = (overrides: Partial<ProjectionStatus>): ProjectionStatus => ({
  name: 'participants',
  version: 1,
  position: { tx: '900', seq: '42' },
  lag: 0,
  state: 'live',
  lastError: null,
  parked: 0,
  ...overrides,
});

let report: ReadyReport;
let logLines: Record<string, unknown>[];
let webDist: string;
let app: GatewayInstance;

const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
);

beforeAll(async () => {
  logLines = [];
  webDist = mkdtempSync(path.join(tmpdir(), 'canopy-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root">canopy-spa</div></body></html>');
  writeFileSync(path.join(webDist, 'respond.html'), '<!doctype html><html><body><div id="root">canopy-respond</div></body></html>');
  writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c2b.js'), 'console.log("canopy bundle");');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  app = await buildGateway({
    logger,
    version: '1.2.3-test',
    ready: async () => report,
    maxReadyLag: 100,
    apiPlugins: [testRoutes],
    webDist,
  });
});

afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

beforeEach(() => {
  report = { database: true, projections: [projection({})] };
});

describe('errors are { detail } with the right status', () => {
  it('answers a validation error with 400 and a detail naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/test/members', payload: { email: 'not-an-email', name: 'Ann' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'body/email: Invalid email address' });
  });

  it('lists every invalid field, including query-string ones', async () => {
    const body = await app.inject({ method: 'POST', url: '/api/v1/test/members', payload: { email: 'x' } });
    expect(body.statusCode).toBe(400);
    const detail = (body.json() as { detail: string }).detail;
    expect(detail).toContain('body/email: ');
    expect(detail).toContain('body/name: ');

    const query = await app.inject({ method: 'GET', url: '/api/v1/test/list?limit=500' });
    expect(query.statusCode).toBe(400);
    expect((query.json() as { detail: string }).detail).toMatch(/^querystring\/limit: /);
  });

  it('lets a valid request through', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/test/members', payload: { email: 'ann@example.com', name: 'Ann' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'ann@example.com' });
  });

  it('answers malformed JSON with 400 { detail }', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/members',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json() as object)).toEqual(['detail']);
  });

  it('maps a DomainError to its status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/domain' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Could not find workspace' });
  });

  it('maps WrongExpectedRevisionError to 409', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'The record was changed by someone else; reload and try again.' });
  });

  it('answers an unknown API route with 404 { detail: "Not Found" }', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['POST', '/api/v1/nothing-here'],
      ['GET', '/api/unknown'],
      ['DELETE', '/participants'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers an unexpected throw with 500, the generic detail, no stack, and logs the error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/boom', headers: { 'x-request-id': 'boom-1' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: GENERIC });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    const logged = logLines.find((line) => line.requestId === 'boom-1' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain(SECRET);
  });
});

describe('request ids', () => {
  it('echoes an incoming x-request-id and logs with it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/version', headers: { 'x-request-id': 'req-abc_123' } });
    expect(response.headers['x-request-id']).toBe('req-abc_123');
    expect(logLines.some((line) => line.requestId === 'req-abc_123' && line.msg === 'request completed')).toBe(true);
  });

  it('writes one line per request at info: request id, route, status and time', async () => {
    // ids of this try's own: the log keeps the lines of a failed try's requests
    const id = `one-line-t${nextTry()}`;
    await app.inject({ method: 'GET', url: '/api/v1/version', headers: { 'x-request-id': id } });
    await app.inject({ method: 'GET', url: '/api/v1/nothing-here', headers: { 'x-request-id': `${id}-404` } });
    const lines = logLines.filter((line) => line.requestId === id);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'request completed', method: 'GET', route: '/api/v1/version', statusCode: 200 }),
    ]);
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(logLines.filter((line) => line.requestId === `${id}-404`).map((line) => [line.msg, line.statusCode])).toEqual([
      ['request completed', 404],
    ]);
  });

  it('sanitises the incoming id and caps it at 64 characters', async () => {
    const dirty = await app.inject({ method: 'GET', url: '/api/v1/version', headers: { 'x-request-id': 'abc<script>"; x' } });
    expect(dirty.headers['x-request-id']).toBe('abcscriptx');
    const long = await app.inject({ method: 'GET', url: '/api/v1/version', headers: { 'x-request-id': 'a'.repeat(200) } });
    expect(long.headers['x-request-id']).toBe('a'.repeat(64));
  });

  it('generates a UUID when none is sent, also on error answers', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/v1/version' });
    const failed = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(ok.headers['x-request-id']).toMatch(uuid);
    expect(failed.headers['x-request-id']).toMatch(uuid);
    expect(ok.headers['x-request-id']).not.toBe(failed.headers['x-request-id']);
  });
});

describe('health', () => {
  it('is live', async () => {
    const response = await app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and projections keep up', async () => {
    report = { database: true, projections: [projection({ lag: 100 })] };
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: true,
      projections: [{ name: 'participants', state: 'live', lag: 100, position: { tx: '900', seq: '42' }, parked: 0 }],
    });
  });

  it('shows parked events per projection and stays ready: the projection goes on without them', async () => {
    report = { database: true, projections: [projection({ parked: 2 })] };
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', projections: [{ name: 'participants', parked: 2 }] });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('canopy_projection_parked{projection="participants"} 2');
  });

  it('is not ready when a projection lags more than the maximum', async () => {
    report = { database: true, projections: [projection({}), projection({ name: 'workspaces', lag: 101, state: 'catching_up' })] };
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    const body = response.json() as { status: string; detail: string; projections: unknown[] };
    expect(body.status).toBe('not_ready');
    expect(body.detail).toContain('workspaces');
    expect(body.projections).toContainEqual({
      name: 'workspaces',
      state: 'catching_up',
      lag: 101,
      position: { tx: '900', seq: '42' },
      parked: 0,
    });
  });

  it('is not ready when a projection failed, even without lag', async () => {
    report = { database: true, projections: [projection({ state: 'failed', lag: 0, lastError: 'boom' })] };
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('boom');
  });

  it('is not ready when the database is down or the check throws', async () => {
    report = { database: false, projections: [] };
    const down = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not_ready', database: false });

    const throwing = await buildGateway({
      version: 't',
      ready: async () => {
        throw new Error('connection refused');
      },
      apiPlugins: [],
    });
    const failed = await throwing.inject({ method: 'GET', url: '/health/ready' });
    await throwing.close();
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ database: false });
    expect(failed.body).not.toContain('connection refused');
  });
});

describe('metrics', () => {
  it('exposes projection gauges refreshed at scrape time and the HTTP histogram', async () => {
    await app.inject({ method: 'GET', url: '/api/v1/version' });
    report = { database: true, projections: [projection({ lag: 7, position: { tx: '901', seq: '1234' } })] };
    const first = await app.inject({ method: 'GET', url: '/metrics' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/plain');
    expect(first.body).toContain('canopy_projection_lag{projection="participants"} 7');
    expect(first.body).toContain('canopy_projection_position{projection="participants"} 1234');
    expect(first.body).toMatch(
      /canopy_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/version",status_code="200"\} \d+/,
    );
    expect(first.body).toContain('process_cpu_user_seconds_total');

    report = { database: true, projections: [projection({ name: 'workspaces', lag: 3 })] };
    const second = await app.inject({ method: 'GET', url: '/metrics' });
    expect(second.body).toContain('canopy_projection_lag{projection="workspaces"} 3');
    expect(second.body).not.toContain('canopy_projection_lag{projection="participants"}');
  });
});

describe('security headers', () => {
  it('sets helmet headers and a CSP fit for the SPA', async () => {
    for (const url of ['/api/v1/version', '/participants']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).not.toContain('unsafe-eval');
    }
  });
});

describe('rate limiting', () => {
  it("answers 429 { detail } after max requests, but never limits health, metrics or the web app's files", async () => {
    const limited = await buildGateway({
      version: 't',
      ready: async () => ({ database: true, projections: [] }),
      apiPlugins: [],
      rateLimit: { max: 3, timeWindow: '1 minute' },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await limited.inject({ method: 'GET', url: '/api/v1/version' })).statusCode).toBe(200);
      }
      const refused = await limited.inject({ method: 'GET', url: '/api/v1/version' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: expect.stringMatching(/^Too many requests; try again in .+\.$/) });
      expect(refused.headers['retry-after']).toBeDefined();
      const unknown = await limited.inject({ method: 'POST', url: '/api/v1/unknown' });
      expect(unknown.statusCode).toBe(429);
      for (const url of ['/health/live', '/health/ready', '/metrics', '/health/live']) {
        expect((await limited.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      // the web app's files and pages are not the API: a page load's many chunks spend none of its budget
      for (const url of ['/assets/page-abc123.js', '/participants', '/assessment-responding/AbCdEfGhIjKlMnOpQrStUv']) {
        expect((await limited.inject({ method: 'GET', url })).statusCode, url).not.toBe(429);
      }
      expect((await limited.inject({ method: 'GET', url: '/api/v1/version' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('web app', () => {
  it('serves index.html for client-side routes, uncached', async () => {
    for (const url of ['/participants', '/workspaces/42/settings?tab=general', '/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('canopy-spa');
    }
  });

  it('serves respond.html, not the dashboard, at the respondent addresses', async () => {
    for (const url of ['/assessment-responding/AbCdEfGhIjKlMnOpQrStUv', '/collaborator-responding/AbCdEfGhIjKlMnOpQrStUv?lang=he']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('canopy-respond');
    }
    const dashboard = await app.inject({ method: 'GET', url: '/assessment-respondingx/1' });
    expect(dashboard.body).toContain('canopy-spa');
  });

  it('serves real files, with long cache headers for hashed assets', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("canopy bundle");');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or health path with 404, not the SPA', async () => {
    for (const url of ['/assets/index-00000000.js', '/health/nothing', '/api/v1/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers 503 { detail } for pages when the web app is not built', async () => {
    const unbuilt = await buildGateway({
      version: 't',
      ready: async () => ({ database: true, projections: [] }),
      apiPlugins: [],
      webDist: path.join(tmpdir(), 'canopy-no-such-dist'),
    });
    try {
      const page = await unbuilt.inject({ method: 'GET', url: '/participants' });
      expect(page.statusCode).toBe(503);
      expect(page.json()).toEqual({ detail: 'The web app is not built; run npm run build' });
      const api = await unbuilt.inject({ method: 'GET', url: '/api/v1/nothing' });
      expect(api.statusCode).toBe(404);
      expect((await unbuilt.inject({ method: 'GET', url: '/api/v1/version' })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('API description', () => {
  it('answers the version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/version' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '1.2.3-test' });
  });

  it('publishes OpenAPI from the zod schemas and serves Swagger UI', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toEqual({ title: 'Canopy API', version: '1.2.3-test' });
    expect(Object.keys(document.paths)).toContain('/api/v1/version');
    expect(Object.keys(document.paths)).toContain('/api/v1/test/members');
    const versionSchema = JSON.stringify(document.paths['/api/v1/version']?.get?.responses?.['200']);
    expect(versionSchema).toContain('AppVersion');

    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
