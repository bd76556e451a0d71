import type { Runtime } from '@canopy/gateway';
import { provisionTeam } from '@canopy/identity';

// Helpers for the identity integration specs: a small HTTP client over the running product, and teams
// provisioned as the system does (there is no sign-up route).

export type Answer<T = any> = { status: number; body: T; headers: Headers };

/** `defaults.headers` go with every call, e.g. an X-Forwarded-For of a try's own where the runtime trusts the proxy */
export const apiClient = (runtime: Pick<Runtime, 'url'>, defaults: { headers?: Record<string, string> } = {}) => {
  const call = async <T = any>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...defaults.headers, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const response = await fetch(`${runtime.url}${path.startsWith('/api/') || path.startsWith('/dev/') ? path : `/api/v1${path}`}`, {
      method,
      headers,
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
  return {
    call,
    signIn: (email: string, password: string) =>
      call<{ access_token: string; refresh_token: string; detail?: string }>('POST', '/auth/authenticate', { json: { email, password } }),
    /** signs in and answers the access token, failing loudly otherwise */
    async tokenFor(email: string, password: string): Promise<string> {
      const answer = await call('POST', '/auth/authenticate', { json: { email, password } });
      if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.access_token as string;
    },
  };
};

/** a multipart form with text fields and an optional file */
export const form = (fields: Record<string, string>, file?: { name: string; bytes: Buffer | string; type?: string }) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file)
    data.append(
      'file',
      new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)], {
        type: file.type ?? 'application/octet-stream',
      }),
      file.name,
    );
  return data;
};

/** the claims of a JWT, unverified */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

export const provisionTestTeam = async (
  runtime: Pick<Runtime, 'deps'>,
  name: string,
  consultants: Array<{ email: string; password: string; firstName?: string; lastName?: string; isPlatformAdmin?: boolean }>,
) =>
  provisionTeam(runtime.deps, {
    name,
    consultants: consultants.map((consultant) => ({ firstName: 'Test', lastName: 'Consultant', ...consultant })),
  });

/** a 1x1 transparent PNG */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** the start of a JPEG (enough for sniffing) */
export const TINY_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);

/** Team A (Ada, and Alan her colleague) and Team B (Bea), provisioned, with each consultant's access token */
export const provisionTwoTeams = async (runtime: Pick<Runtime, 'deps'>, api: ReturnType<typeof apiClient>) => {
  const teamA = await provisionTestTeam(runtime, 'Team A', [
    { email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada' },
    { email: 'alan@example.com', password: 'alan-secret', firstName: 'Alan' },
  ]);
  const teamB = await provisionTestTeam(runtime, 'Team B', [{ email: 'bea@example.com', password: 'bea-secret' }]);
  const [ada, alan, bea] = await Promise.all([
    api.tokenFor('ada@example.com', 'ada-secret'),
    api.tokenFor('alan@example.com', 'alan-secret'),
    api.tokenFor('bea@example.com', 'bea-secret'),
  ]);
  return { teamA, teamB, ada, alan, bea };
};
