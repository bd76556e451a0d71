import { readFileSync, existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type GatewayInstance } from '@canopy/gateway';
import { precompressDir } from '../../web/build/precompress.ts';

// The gateway's answers go compressed: the web app's files as the .br / .gz built once beside them (chosen by
// Accept-Encoding, hashed files cached for a year), JSON answers above 1 kB compressed on the way out, small ones not.

const bigRoutes: FastifyPluginAsync = async (api) => {
  api.get('/test/big', async () => ({ rows: Array.from({ length: 200 }, (_, n) => ({ id: `row-${n}`, name: `Participant ${n}` })) }));
  api.get('/test/small', async () => ({ ok: true }));
};

let webDist: string;
let app: GatewayInstance;
const script = `${Array.from({ length: 400 }, (_, n) => `export const value${n} = () => 'canopy ${n}';`).join('\n')}\n`;
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- respondent -->'.repeat(200)}</body></html>`;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'canopy-web-compressed-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body>dashboard</body></html>');
  writeFileSync(path.join(webDist, 'respond.html'), page);
  writeFileSync(path.join(webDist, 'assets', 'respond-a1b2c3d4.js'), script);
  await precompressDir(webDist);
  app = await buildGateway({
    version: 'test',
    ready: async () => ({ database: true, projections: [] }),
    apiPlugins: [bigRoutes],
    webDist,
    rateLimit: false,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('compression', () => {
  it('builds a brotli and a gzip copy of each text file once, each smaller than the file', () => {
    const file = path.join(webDist, 'assets', 'respond-a1b2c3d4.js');
    for (const variant of ['br', 'gz']) expect(existsSync(`${file}.${variant}`), variant).toBe(true);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 5);
    // a file too small to gain is left alone
    expect(existsSync(path.join(webDist, 'index.html.br'))).toBe(false);
  });

  it('serves the prebuilt brotli or gzip copy by Accept-Encoding, with a year of caching for hashed files', async () => {
    const brotli = await get('/assets/respond-a1b2c3d4.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(readFileSync(path.join(webDist, 'assets', 'respond-a1b2c3d4.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(script);

    const gzip = await get('/assets/respond-a1b2c3d4.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await get('/assets/respond-a1b2c3d4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the respondent page compressed and revalidated', async () => {
    const answer = await get('/assessment-responding/some-link', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(page);
  });

  it('compresses JSON answers above 1 kB and leaves small ones as they are', async () => {
    const big = await get('/api/v1/test/big', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(big.rawPayload).toString('utf8');
    expect(JSON.parse(json).rows).toHaveLength(200);
    expect(big.rawPayload.length).toBeLessThan(json.length / 4);
    expect((await get('/api/v1/test/big', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/v1/test/big')).headers['content-encoding']).toBeUndefined();
    const small = await get('/api/v1/test/small', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
