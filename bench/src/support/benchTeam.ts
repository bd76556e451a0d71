import type { Runtime } from '@canopy/gateway';
import { provisionTeam } from '@canopy/identity';

/**
 * A team with one consultant on the bench's runtime, signed in: `call` is a JSON call under /api/v1 with that
 * consultant's token (any status from 300 up throws with the answer's text).
 */
export const benchTeam = async (runtime: Runtime, consultant: { email: string; password: string }) => {
  const { teamId, consultantIds } = await provisionTeam(runtime.deps, {
    name: 'Bench',
    consultants: [{ email: consultant.email, password: consultant.password, firstName: 'Bench', lastName: 'Mark' }],
  });
  const send = async <T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> => {
    const answer = await fetch(`${runtime.url}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const token = (await send<{ access_token: string }>('POST', '/auth/authenticate', null, consultant)).access_token;
  return { teamId, consultantIds, token, call: <T>(method: string, path: string, body?: unknown) => send<T>(method, path, token, body) };
};
