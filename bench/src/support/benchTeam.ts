import type { Runtime } from '@canopy/gateway';
import { provisionTeam } from '@canopy/identity';
import { apiCall } from './apiCall.ts';

/**
 * A team with one consultant on the bench's runtime, signed in: `call` is a JSON call under /api/v1 with that
 * consultant's token (any status from 300 up throws with the answer's text).
 */
const RESIGN_AFTER_MS = 5 * 60_000;

export const benchTeam = async (runtime: Runtime, consultant: { email: string; password: string }) => {
  const { teamId, consultantIds } = await provisionTeam(runtime.deps, {
    name: 'Bench',
    consultants: [{ email: consultant.email, password: consultant.password, firstName: 'Bench', lastName: 'Mark' }],
  });
  const send = apiCall(runtime.url);
  const signIn = async () => (await send<{ access_token: string }>('POST', '/auth/authenticate', null, consultant)).access_token;
  const token = await signIn();
  // a bench that seeds for longer than an access token lives signs in again before its token expires
  let current = { token, at: Date.now() };
  const fresh = async () => {
    if (Date.now() - current.at > RESIGN_AFTER_MS) current = { token: await signIn(), at: Date.now() };
    return current.token;
  };
  return {
    teamId,
    consultantIds,
    token,
    call: async <T>(method: string, path: string, body?: unknown) => send<T>(method, path, await fresh(), body),
  };
};
