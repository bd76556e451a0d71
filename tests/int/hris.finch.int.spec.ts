import {
  createFinchProvider,
  retryAfterMs,
  HrisAuthorizationError,
  HrisCodeRejectedError,
  HrisProviderError,
  toAutomaticParticipants,
} from '@canopy/workspace';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeEmployees, startFakeFinch } from '../support/fakeFinch.ts';

// The Finch adapter against a local HTTP server answering Finch's documented shapes: Connect sessions,
// the code exchange, directory pages, individual and employment batches, rate limits, refused tokens.

let finch: Awaited<ReturnType<typeof startFakeFinch>>;
const account = { access_token: 'finch-access-token', products: ['company', 'directory', 'individual', 'employment'] };

const provider = (overrides: { maxAttempts?: number } = {}) =>
  createFinchProvider({
    baseUrl: finch.url,
    apiVersion: '2020-09-17',
    clientId: 'client-123',
    clientSecret: 'secret-456',
    products: account.products,
    sandbox: null,
    pageSize: 3,
    maxAttempts: overrides.maxAttempts ?? 4,
    backoffMs: 10,
    maxBackoffMs: 5000,
  });

beforeAll(async () => {
  finch = await startFakeFinch({ employees: fakeEmployees(7) });
});
afterEach(() => {
  finch.state.requests.length = 0;
  finch.state.script.clear();
});
afterAll(async () => finch?.close());

describe('Finch Connect', () => {
  it('creates a Connect session with the client credentials (Basic) and answers its URL', async () => {
    const token = await provider().linkToken({
      workspaceId: 'w1',
      workspaceName: 'Northwind',
      redirectUri: 'https://canopy.example/hris/finch-callback',
    });
    expect(token).toEqual({
      provider: 'finch',
      link_token: 'sess-1',
      client_id: 'client-123',
      products: account.products,
      connect_url: 'https://connect.tryfinch.com/authorize?session=sess-1',
      redirect_uri: 'https://canopy.example/hris/finch-callback',
    });
    const [request] = finch.requestsTo('/connect/sessions');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('client-123:secret-456').toString('base64')}`);
    expect(request!.headers['finch-api-version']).toBe('2020-09-17');
    expect(request!.body).toEqual({
      customer_id: 'w1',
      customer_name: 'Northwind',
      products: account.products,
      redirect_uri: 'https://canopy.example/hris/finch-callback',
    });
  });

  it('exchanges the authorization code at /auth/token', async () => {
    const connected = await provider().exchangeCode('good-code', null);
    expect(connected).toEqual({ access_token: 'finch-access-token', provider_company_id: 'company-1', products: account.products });
    expect(finch.requestsTo('/auth/token')[0]!.body).toEqual({ client_id: 'client-123', client_secret: 'secret-456', code: 'good-code' });
  });

  it('reports a refused code (invalid_grant_error) as such', async () => {
    await expect(provider().exchangeCode('stale-code', null)).rejects.toBeInstanceOf(HrisCodeRejectedError);
  });
});

describe('reading the directory', () => {
  it('follows paging.count across directory pages, then reads individuals and employments in batches, with bearer and version headers', async () => {
    const directory = await provider().readDirectory(account);
    expect(directory.employees.map((employee) => employee.id)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7']);
    expect(finch.requestsTo('/employer/directory').map((request) => [request.query.get('offset'), request.query.get('limit')])).toEqual([
      ['0', '3'],
      ['3', '3'],
      ['6', '3'],
    ]);
    expect(finch.requestsTo('/employer/individual').map((request) => request.body.requests.length)).toEqual([3, 3, 1]);
    expect(
      finch
        .requestsTo('/employer/employment')
        .map((request) => request.body.requests.map((item: { individual_id: string }) => item.individual_id)),
    ).toEqual([['e1', 'e2', 'e3'], ['e4', 'e5', 'e6'], ['e7']]);
    for (const request of finch.state.requests) {
      expect(request.headers.authorization).toBe('Bearer finch-access-token');
      expect(request.headers['finch-api-version']).toBe('2020-09-17');
    }
    // no pay groups without the payment product
    expect(finch.requestsTo('/employer/pay-groups')).toEqual([]);
    const participants = toAutomaticParticipants(directory);
    expect(participants[0]).toMatchObject({
      external_id: 'e1',
      is_active: true,
      fields: {
        first_name: 'First1',
        email: 'person1@acme.example',
        department: 'Sales',
        job: 'Analyst',
        payroll_id: 'P-e1',
        work_location_country: 'United States',
      },
    });
  });

  it('reads a person the provider could not answer for (their own non-200 code) without those details', async () => {
    finch.state.unanswerable.add('e1');
    const directory = await provider().readDirectory(account);
    finch.state.unanswerable.clear();
    expect(directory.employees.find((employee) => employee.id === 'e1')).toMatchObject({ individual: null, employment: null });
    expect(directory.employees.find((employee) => employee.id === 'e2')!.individual).not.toBeNull();
  });

  it('waits for Retry-After after a 429, then goes on', async () => {
    finch.answerNext('/employer/directory', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { code: 429, name: 'rate_limit_exceeded_error', finch_code: 'finch_application_rl', message: 'Too many requests for token' },
    });
    const directory = await provider().readDirectory(account);
    expect(directory.employees).toHaveLength(7);
    const [limited, retried] = finch.requestsTo('/employer/directory');
    expect(limited!.query.get('offset')).toBe('0');
    expect(retried!.query.get('offset')).toBe('0');
    // Retry-After said 1 second; the backoff alone would have waited 10 ms
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after the attempts it has when the rate limit does not clear', async () => {
    const limited = { status: 429, body: { code: 429, name: 'rate_limit_exceeded_error', message: 'Too many requests' } };
    finch.answerNext('/employer/company', limited, limited, limited);
    await expect(provider({ maxAttempts: 3 }).readDirectory(account)).rejects.toThrow(/kept answering 429/);
    expect(finch.requestsTo('/employer/company')).toHaveLength(3);
  });

  it('retries a server error, and reports a 202 (data not ready) as a provider failure to retry later', async () => {
    finch.answerNext('/employer/company', { status: 503, body: { code: 503, name: 'server_error', message: 'down' } });
    expect((await provider().readDirectory(account)).employees).toHaveLength(7);
    finch.answerNext('/employer/directory', { status: 202, body: { code: 202, name: 'accepted', message: 'The data is being synced' } });
    await expect(provider().readDirectory(account)).rejects.toBeInstanceOf(HrisProviderError);
  });

  it('reports an expired or revoked token (401 reauthenticate_user) as a connection to authorise again, without retrying', async () => {
    finch.answerNext('/employer/company', {
      status: 401,
      body: { code: 401, name: 'authentication_error', finch_code: 'reauthenticate_user', message: 'Please reauthenticate user' },
    });
    const failure = await provider()
      .readDirectory(account)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HrisAuthorizationError);
    expect((failure as Error).message).toBe('Finch refused the access token (reauthenticate_user: Please reauthenticate user)');
    expect(finch.requestsTo('/employer/company')).toHaveLength(1);
    await expect(provider().readDirectory({ ...account, access_token: 'expired' })).rejects.toBeInstanceOf(HrisAuthorizationError);
  });

  it('reads pay groups and who is in them when the payment product was granted', async () => {
    finch.answerNext('/employer/pay-groups', { status: 200, body: [{ id: 'pg-1', name: 'Monthly', pay_frequencies: ['monthly'] }] });
    finch.answerNext('/employer/pay-groups/pg-1', {
      status: 200,
      body: { id: 'pg-1', name: 'Monthly', pay_frequencies: ['monthly'], individual_ids: ['e2'] },
    });
    const directory = await provider().readDirectory({ ...account, products: [...account.products, 'payment'] });
    expect(directory.pay_groups).toEqual([{ id: 'pg-1', name: 'Monthly', individual_ids: ['e2'] }]);
    expect(toAutomaticParticipants(directory).find((participant) => participant.external_id === 'e2')!.fields.pay_group).toBe('Monthly');
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:05 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(5000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
