import fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixedClock } from '../time/clock.ts';
import { authPlugin } from './auth.ts';
import { Answer, mountRoutes, publicRoute, route } from './routeTable.ts';
import { httpError } from './sharedPlugin.ts';

// A route table on a bare fastify instance: parse, access once, call, answer.

const app = fastify();
const secret = 'a-test-secret-that-is-long-enough-0123456789';
const clock = fixedClock('2026-03-07T12:00:00Z');
const accessCalls: string[] = [];
const seen: unknown[] = [];
const budgets: string[] = [];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ detail: error.message }),
  );
  await app.register(authPlugin({ secret, accessTokenTtlSeconds: 60, clock }));
  await app.register(async (routes) =>
    mountRoutes(routes, clock, {
      tags: ['things'],
      routes: [
        route({
          method: 'POST',
          url: '/things/:id',
          summary: 'Rename a thing',
          params: z.object({ id: z.string() }),
          body: z.object({ name: z.string().min(1) }),
          response: z.object({ id: z.string(), name: z.string(), workspace: z.string() }),
          status: 201,
          access: {
            scope: async (input, user) => {
              accessCalls.push(input.params.id);
              if (input.params.id === 'theirs') throw httpError(404, 'Thing not found');
              return { workspace: `w-${user.teamId}` };
            },
            workspaceOf: (scope) => scope.workspace,
          },
          handle: async (input, prelude) => {
            seen.push(prelude);
            return { id: input.params.id, name: input.body.name, workspace: prelude.scope.workspace };
          },
        }),
        publicRoute({
          method: 'POST',
          url: '/knock',
          summary: 'Knock without a session',
          body: z.object({ times: z.number().int() }),
          response: z.object({ heard: z.number(), actor: z.string() }),
          handle: async (input, prelude) =>
            input.body.times > 3
              ? new Answer(429, { detail: 'Too many knocks' }, { 'retry-after': '60' })
              : { heard: input.body.times, actor: prelude.context.actor },
        }),
      ],
    }),
  );
  // a table whose rows all pass a door right after sign-in (the admin area's administrator check)
  await app.register(async (routes) =>
    mountRoutes(routes, clock, {
      tags: ['guarded'],
      onRequest: [
        async (request) => {
          if (!request.user.isPlatformAdmin) throw httpError(403, 'Administrators only');
        },
      ],
      routes: [
        route({
          method: 'POST',
          url: '/guarded',
          summary: 'Name a guarded thing',
          body: z.object({ name: z.string().min(1) }),
          response: z.object({ name: z.string() }),
          access: { scope: async () => ({}), workspaceOf: () => null },
          handle: async (input) => ({ name: input.body.name }),
        }),
      ],
    }),
  );
  // a table of public link rows under the public budgets: counted per address on arrival, the opened link charged
  await app.register(async (routes) =>
    mountRoutes(routes, clock, {
      tags: ['links'],
      publicLimits: {
        perAddress: async (request: FastifyRequest) => {
          budgets.push(`address:${request.ip}`);
        },
        takeLink: async (_request, linkId) => {
          budgets.push(`link:${linkId}`);
          if (linkId === 'spent') throw httpError(429, 'Link budget spent');
        },
      },
      routes: [
        publicRoute({
          method: 'GET',
          url: '/links/:link',
          summary: 'Open a public link',
          params: z.object({ link: z.string() }),
          response: z.object({ opened: z.string() }),
          handle: async (input, prelude) => {
            await prelude.takeLink(input.params.link);
            return { opened: input.params.link };
          },
        }),
      ],
    }),
  );
  await app.ready();
});
afterAll(async () => app.close());

const post = (url: string, body: unknown, signedIn = true, isPlatformAdmin = false) => {
  const { token } = app.signAccessToken({ id: 'c1', teamId: 't1', isPlatformAdmin }, new Date());
  return app.inject({ method: 'POST', url, payload: body as object, headers: signedIn ? { authorization: `Bearer ${token}` } : {} });
};

describe('a route table', () => {
  it("parses, checks access once, calls the handler with the prelude at the clock and answers at the row's status", async () => {
    accessCalls.length = 0;
    seen.length = 0;
    const answer = await post('/things/a1', { name: 'Renamed' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ id: 'a1', name: 'Renamed', workspace: 'w-t1' });
    expect(accessCalls).toEqual(['a1']);
    expect(seen).toEqual([
      {
        user: { id: 'c1', teamId: 't1', isPlatformAdmin: false },
        scope: { workspace: 'w-t1' },
        now: new Date('2026-03-07T12:00:00Z'),
        context: expect.objectContaining({ teamId: 't1', workspaceId: 'w-t1', actor: 'c1', now: new Date('2026-03-07T12:00:00Z') }),
      },
    ]);
  });

  it('refuses a stranger before parsing, bad input before access, and passes the access refusal on', async () => {
    accessCalls.length = 0;
    expect((await post('/things/a1', { name: 'x' }, false)).statusCode).toBe(401);
    expect((await post('/things/a1', { name: '' })).statusCode).toBe(400);
    expect(accessCalls).toEqual([]);
    const refused = await post('/things/theirs', { name: 'x' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: 'Thing not found' });
  });

  it('answers a public row without a session, as an anonymous actor, and a second outcome with its status and headers', async () => {
    const heard = await post('/knock', { times: 2 }, false);
    expect(heard.statusCode).toBe(200);
    expect(heard.json()).toEqual({ heard: 2, actor: 'anonymous' });
    const refused = await post('/knock', { times: 9 }, false);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ detail: 'Too many knocks' });
  });

  it("runs the table's onRequest hooks after sign-in and before parsing: the door refuses before the body is checked", async () => {
    expect((await post('/guarded', { name: '' }, false)).statusCode).toBe(401);
    const refused = await post('/guarded', { name: '' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Administrators only' });
    expect((await post('/guarded', { name: '' }, true, true)).statusCode).toBe(400);
    expect((await post('/guarded', { name: 'Kept' }, true, true)).json()).toEqual({ name: 'Kept' });
  });

  it("counts a public link row's caller on arrival and charges the link its handler opens", async () => {
    budgets.length = 0;
    const opened = await app.inject({ method: 'GET', url: '/links/l1' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ opened: 'l1' });
    const spent = await app.inject({ method: 'GET', url: '/links/spent' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toEqual({ detail: 'Link budget spent' });
    expect(budgets).toEqual(['address:127.0.0.1', 'link:l1', 'address:127.0.0.1', 'link:spent']);
  });
});
