import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for Finch's API, answering with the shapes its documentation shows
// (developer.tryfinch.com/api-reference): what the Finch adapter's specs and the restart spec talk to.

export type FakeEmployee = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  department: string;
  title: string;
  is_active?: boolean;
};

export type FinchRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: any;
  at: number;
};

/** a scripted answer for the next request to a path: a status with optional headers and body */
export type Scripted = { status: number; headers?: Record<string, string>; body?: unknown };

export const startFakeFinch = async (options: { employees: FakeEmployee[]; accessToken?: string; code?: string }) => {
  const accessToken = options.accessToken ?? 'finch-access-token';
  const state = {
    employees: options.employees,
    requests: [] as FinchRequest[],
    /** answers served before the normal one, per path, in order */
    script: new Map<string, Scripted[]>(),
    /** requests to these paths wait until released (a provider that hangs) */
    held: new Set<string>(),
    /** individuals the batch endpoints answer with their own 500 (the rest of the batch is fine) */
    unanswerable: new Set<string>(),
    waiting: [] as Array<() => void>,
  };

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const error = (code: number, name: string, message: string, finch_code?: string) => ({
    code,
    name,
    message,
    ...(finch_code ? { finch_code } : {}),
  });

  const individual = (employee: FakeEmployee) => ({
    id: employee.id,
    first_name: employee.first_name,
    middle_name: null,
    last_name: employee.last_name,
    preferred_name: null,
    emails: [{ data: employee.email, type: 'work' }],
    phone_numbers: [],
    gender: 'decline_to_specify',
    ethnicity: null,
    dob: '1990-04-02',
  });
  const employment = (employee: FakeEmployee) => ({
    id: employee.id,
    title: employee.title,
    manager: null,
    department: { name: employee.department },
    employment: { type: 'employee', subtype: 'full_time' },
    start_date: '2020-01-15',
    end_date: null,
    is_active: employee.is_active !== false,
    location: { line1: '1 Main St', line2: null, city: 'Boston', state: 'MA', postal_code: '02110', country: 'US' },
    income: null,
    source_id: `P-${employee.id}`,
  });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text === '' ? null : JSON.parse(text);
    state.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
      at: Date.now(),
    });

    if (state.held.has(url.pathname)) await new Promise<void>((resolve) => state.waiting.push(resolve));
    const scripted = state.script.get(url.pathname)?.shift();
    if (scripted) return send(response, scripted.status, scripted.body, scripted.headers);

    if (url.pathname === '/connect/sessions') {
      return send(response, 200, { session_id: 'sess-1', connect_url: 'https://connect.tryfinch.com/authorize?session=sess-1' });
    }
    if (url.pathname === '/auth/token') {
      if (body?.code !== (options.code ?? 'good-code'))
        return send(response, 400, error(400, 'invalid_grant_error', 'The authorization code is invalid.'));
      return send(response, 200, {
        access_token: accessToken,
        token_type: 'bearer',
        connection_id: 'conn-1',
        company_id: 'company-1',
        products: ['company', 'directory', 'individual', 'employment'],
      });
    }
    if (request.headers.authorization !== `Bearer ${accessToken}`)
      return send(response, 401, error(401, 'invalid_token_error', 'The access_token is incorrect.'));
    if (url.pathname === '/employer/company') {
      const departments = [...new Set(state.employees.map((employee) => employee.department))].map((name) => ({ name, parent: null }));
      return send(response, 200, { id: 'company-1', legal_name: 'Acme Inc', departments, locations: [] });
    }
    if (url.pathname === '/employer/directory') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? state.employees.length);
      const page = state.employees.slice(offset, offset + limit);
      return send(response, 200, {
        paging: { count: state.employees.length, offset },
        individuals: page.map((employee) => ({
          id: employee.id,
          first_name: employee.first_name,
          middle_name: null,
          last_name: employee.last_name,
          manager: null,
          department: { name: employee.department },
          is_active: employee.is_active !== false,
        })),
      });
    }
    if (url.pathname === '/employer/individual' || url.pathname === '/employer/employment') {
      const ids: string[] = (body?.requests ?? []).map((item: { individual_id: string }) => item.individual_id);
      const responses = ids.map((id) => {
        const employee = state.employees.find((candidate) => candidate.id === id);
        if (!employee) return { individual_id: id, code: 404, body: error(404, 'not_found_error', 'Individual not found') };
        if (state.unanswerable.has(id))
          return { individual_id: id, code: 500, body: error(500, 'server_error', 'The provider failed for this individual') };
        return {
          individual_id: id,
          code: 200,
          body: url.pathname === '/employer/individual' ? individual(employee) : employment(employee),
        };
      });
      return send(response, 200, { responses });
    }
    return send(response, 404, error(404, 'not_found_error', `No route ${url.pathname}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requestsTo: (path: string) => state.requests.filter((request) => request.path === path),
    answerNext: (path: string, ...answers: Scripted[]) => state.script.set(path, [...(state.script.get(path) ?? []), ...answers]),
    hold: (path: string) => state.held.add(path),
    release: () => {
      state.held.clear();
      for (const resolve of state.waiting.splice(0)) resolve();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const resolve of state.waiting.splice(0)) resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** n employees e1..en spread over three departments */
export const fakeEmployees = (n: number): FakeEmployee[] =>
  Array.from({ length: n }, (_, index) => ({
    id: `e${index + 1}`,
    first_name: `First${index + 1}`,
    last_name: `Last${index + 1}`,
    email: `person${index + 1}@acme.example`,
    department: ['Sales', 'Product', 'Finance'][index % 3]!,
    title: 'Analyst',
  }));
