import { beforeAll, describe, expect, it } from 'vitest';
import { provisionTestTeam } from '../support/identity.ts';
import { withRuntime } from '../support/withRuntime.ts';

// Authentication answers first (ADR 0111): every operation of the OpenAPI document the gateway serves that needs a
// signed-in consultant answers 401 without a token and with a tampered one, before anything about its parameters or
// body, whatever they hold. The operations anyone may call are listed below, each with why; an operation that is
// neither marked as signed-in in the document nor listed fails the first test.

const world = withRuntime({ env: { RATE_LIMIT_PER_MINUTE: '100000', RESPONDENT_RATE_LIMIT_PER_MINUTE: '100000' } });

/** operations without a token, by `METHOD path` as the document names them */
const PUBLIC: ReadonlyArray<[RegExp, string]> = [
  [/^GET \/api\/v1\/version$/, 'the running version, for the app-version page'],
  [/^POST \/api\/v1\/auth\/(authenticate|refresh)$/, 'sign-in and refresh hand out tokens'],
  [/^POST \/api\/v1\/users\/(sign-out|forgot-password|reset-password)$/, 'the refresh token or a mailed link is the credential'],
  [/^(GET|POST|PUT) \/api\/v1\/respondent\//, 'respondent links: the link id is the credential'],
  [/^GET \/api\/v1\/participants-(all|groups)-by-link\//, 'the respondent page: the link id is the credential'],
  [/^POST \/api\/v1\/(participants\/identify|answers)$/, 'the respondent page: the link id is the credential'],
  [/^GET \/api\/v1\/collaborations\/without-collaboration\/\{token\}$/, "a collaborator link's token is the credential"],
  [/^GET \/api\/v1\/data-story\/links\/\{link\}/, 'a shared story: its link id is the credential'],
  [/^GET \/api\/v1\/data-story\/snapshots\/\{id\}\/image$/, 'a snapshot image: the signed address is the credential (ADR 0065)'],
  [/^GET \/api\/v1\/images\//, 'images: a signed address, or the team of the signed-in caller (ADR 0007)'],
  [/^GET \/api\/v1\/dev\/mail/, 'the development mail: 404 to anyone but a platform administrator (ADR 0022)'],
  [/^(GET|PATCH) \/api\/v1\/action-owner\/\{link\}/, "an action owner's personal link: the link id is the credential (ADR 0125)"],
  [/^GET \/health\/(live|ready)$/, 'operations probes'],
];

type Operation = { method: string; path: string; signedIn: boolean };

let operations: Operation[] = [];
let tampered: string;
let foreignKey: string;

beforeAll(async () => {
  const document = await fetch(`${world.runtime.url}/api/docs/json`).then((response) => response.json());
  operations = Object.entries(document.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, signedIn: (operation.security ?? []).length > 0 })),
  );
  await provisionTestTeam(world.runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret' }]);
  const token = await world.api.tokenFor('ada@example.com', 'ada-secret');
  const [header, payload, signature] = token.split('.') as [string, string, string];
  // a claim changed under the same signature, and a token of the right shape signed by another key
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, adm: true })).toString('base64url')}.${signature}`;
  foreignKey = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
});

const publicReason = (operation: Operation) => PUBLIC.find(([pattern]) => pattern.test(`${operation.method} ${operation.path}`))?.[1];

/** the path with every `{param}` given a value no route's rule accepts (an unknown enum value, not a uuid) */
const probePath = (path: string) => path.replace(/\{[^}]+\}/g, 'not~a~valid~value');

describe('the OpenAPI document', () => {
  it('marks every operation as signed-in, or it is one of the public ones listed with why', () => {
    expect(operations.length).toBeGreaterThan(150);
    const unmarked = operations.filter((operation) => !operation.signedIn && !publicReason(operation));
    expect(unmarked.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
    // and the list holds no signed-in operation
    const listedButSignedIn = operations.filter((operation) => operation.signedIn && publicReason(operation));
    expect(listedButSignedIn.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
    // and names no operation that is gone
    const unused = PUBLIC.filter(([pattern]) => !operations.some((operation) => pattern.test(`${operation.method} ${operation.path}`)));
    expect(unused.map(([pattern]) => String(pattern))).toEqual([]);
  });
});

describe('every signed-in operation', () => {
  const cases: Array<[string, () => Record<string, string>]> = [
    ['without a token', () => ({})],
    ['with a malformed Authorization header', () => ({ authorization: 'Bearer' })],
    ['with a claim changed under the signature', () => ({ authorization: `Bearer ${tampered}` })],
    ['with a signature of another key', () => ({ authorization: `Bearer ${foreignKey}` })],
  ];
  it.each(cases)('answers 401 %s, whatever its parameters and body', async (_name, headersOf) => {
    const wrong: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.signedIn)) {
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
      const response = await fetch(`${world.runtime.url}${probePath(operation.path)}?limit=-1&page=x`, {
        method: operation.method,
        headers: { ...headersOf(), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        // a body every schema refuses: a 400 here would mean validation ran first
        body: hasBody ? JSON.stringify({ unexpected: ['\u0000'] }) : undefined,
      });
      const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
      if (response.status !== 401 || typeof body?.detail !== 'string') {
        wrong.push(`${operation.method} ${operation.path}: ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
