import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type GatewayInstance } from '@canopy/gateway';
import { startTestRuntime } from '../support/runtime.ts';

// A body past the limit is answered 413 with its detail, and the client reads that answer: the gateway reads the
// rest of the body (up to a bound) before it answers, instead of closing the socket under a client still sending.

const routes: FastifyPluginAsync = async (api) => {
  api.post('/test/echo', async (request) => ({ size: JSON.stringify(request.body).length }));
};

let app: GatewayInstance;
let origin: string;
beforeAll(async () => {
  app = await buildGateway({
    version: 'test',
    ready: async () => ({ database: true, projections: [] }),
    apiPlugins: [routes],
    rateLimit: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => app.close());

/** posts `bytes` of JSON, written in 64 kB pieces as a client uploading it would; what came back, or the socket error */
const post = (bytes: number, path = '/api/v1/test/echo') =>
  new Promise<{ status: number; body: string; connection: string; sentAllFirst: boolean } | { error: string }>((resolve) => {
    const body = Buffer.from(`{"token":"${'x'.repeat(bytes - 13)}"}`);
    const request = http.request(`${origin}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    let settled = false;
    let sentAll = false;
    request.on('finish', () => {
      sentAll = true;
    });
    const settle = (value: { status: number; body: string; connection: string; sentAllFirst: boolean } | { error: string }) => {
      if (!settled) resolve(value);
      settled = true;
    };
    request.on('response', (response) => {
      const sentAllFirst = sentAll;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        settle({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          connection: String(response.headers.connection ?? ''),
          sentAllFirst,
        }),
      );
      response.on('error', (error) => settle({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    request.on('error', (error) => settle({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 65_536);
        offset += piece.length;
        if (!request.write(piece)) return void request.once('drain', writeMore);
      }
      request.end();
    };
    writeMore();
  });

describe('a body past the limit', () => {
  it('answers 413 with its detail to each of 20 clients sending 10 MB at once, with no connection reset', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(10 * 1024 * 1024)));
    const errors = answers.filter((answer) => 'error' in answer);
    expect(errors).toEqual([]);
    for (const answer of answers) {
      // answered once the whole body was read, on a connection left open: nothing the client still sends is refused
      expect(answer).toMatchObject({ status: 413, sentAllFirst: true });
      expect((answer as { connection: string }).connection).not.toBe('close');
      expect(JSON.parse((answer as { body: string }).body)).toEqual({ detail: expect.stringMatching(/too large/i) });
    }
    // the gateway goes on answering
    const small = await post(100);
    expect(small).toMatchObject({ status: 200 });
  });

  it('does the same on the public answers route of the running product', async () => {
    const runtime = await startTestRuntime();
    const saved = origin;
    origin = runtime.url;
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(10 * 1024 * 1024, '/api/v1/answers')));
      expect(answers.filter((answer) => 'error' in answer)).toEqual([]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 413, sentAllFirst: true });
    } finally {
      origin = saved;
      await runtime.close();
    }
  });
});
