import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../time/clock.ts';
import type { AuthUser } from './auth.ts';
import { answerErrors, routePrelude, teamPrelude } from './prelude.ts';
import { httpError } from './sharedPlugin.ts';

const ada: AuthUser = { id: 'ada', teamId: 'team-a', isPlatformAdmin: false };
const requestOf = (params: { id: string }) => ({ id: 'req-1', user: ada, params }) as unknown as FastifyRequest<{ Params: { id: string } }>;
const clock = fixedClock('2026-03-07T12:00:00Z');

describe('the route prelude', () => {
  const assigned = routePrelude(clock, {
    scope: async (request: FastifyRequest<{ Params: { id: string } }>, user) => {
      if (request.params.id === 'other-team') throw httpError(404, 'Could not find workspace');
      return { id: request.params.id, team_id: user.teamId };
    },
    workspaceOf: (workspace) => workspace.id,
  });

  it('resolves the scope through the access check and builds the command context at the clock', async () => {
    expect(await assigned(requestOf({ id: 'w1' }))).toEqual({
      user: ada,
      scope: { id: 'w1', team_id: 'team-a' },
      now: new Date('2026-03-07T12:00:00Z'),
      context: { teamId: 'team-a', workspaceId: 'w1', actor: 'ada', correlationId: 'req-1', now: new Date('2026-03-07T12:00:00Z') },
    });
  });

  it("passes the access check's refusal on", async () => {
    await expect(assigned(requestOf({ id: 'other-team' }))).rejects.toMatchObject({ statusCode: 404, message: 'Could not find workspace' });
  });

  it("gives team-wide routes the caller's team and no workspace", async () => {
    const { scope, context } = await teamPrelude(clock)(requestOf({ id: 'x' }));
    expect(scope).toEqual({ teamId: 'team-a' });
    expect(context.workspaceId).toBeNull();
  });
});

describe('answering errors', () => {
  class ProviderDown extends Error {}
  class CodeRefused extends Error {}
  const answers = [
    [ProviderDown, { status: 502, detail: 'The HR system is not reachable; try again later' }],
    [CodeRefused, 400],
  ] as const;

  it('answers listed errors with their status and detail, and lets others through', async () => {
    await expect(answerErrors(async () => Promise.reject(new ProviderDown('socket hang up')), answers)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The HR system is not reachable; try again later',
    });
    await expect(answerErrors(async () => Promise.reject(new CodeRefused('That code was used')), answers)).rejects.toMatchObject({
      statusCode: 400,
      message: 'That code was used',
    });
    const unexpected = new Error('boom');
    await expect(answerErrors(async () => Promise.reject(unexpected), answers)).rejects.toBe(unexpected);
    expect(await answerErrors(async () => 42, answers)).toBe(42);
  });
});
