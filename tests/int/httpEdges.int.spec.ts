import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@canopy/contracts/platform/text';
import { provisionTestTeam } from '../support/identity.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { createWorkspace } from '../support/workspaces.ts';
import { withRuntime } from '../support/withRuntime.ts';

// The edges of HTTP: ids PostgreSQL cannot store, malformed multipart forms, and fastify's own framing
// errors all answer a 4xx `{ detail }`, never a 500.

let ada: string;
let workspaceId: string;
let participantId: string;

const world = withRuntime();

beforeAll(async () => {
  await provisionTestTeam(world.runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada' }]);
  ada = await world.api.tokenFor('ada@example.com', 'ada-secret');
  workspaceId = (await createWorkspace(world.api, ada, 'Edges')).id;
  participantId = (await addParticipants(world.api, ada, [participantRow(workspaceId, 1)])).participants[0]!.id;
});

const NUL = '\u0000';
const unstorable = (where: string) => ({ status: 400, body: { detail: `${where}: ${UNSTORABLE_TEXT_MESSAGE}` } });

describe('ids PostgreSQL cannot store', () => {
  const nul = encodeURIComponent(NUL);
  const paths = () => [
    ['GET', `/workspaces/${nul}`],
    ['GET', `/groups/by-workspace/${nul}`],
    ['DELETE', `/participants/${nul}`],
    ['GET', `/matching-template/by-workspace/${nul}`],
    ['GET', `/hris/by-workspace/${nul}`],
    ['GET', `/participants/workspace/${workspaceId}/by-csv/progress/${nul}`],
    ['POST', `/participants/${participantId}/to-group/${nul}`],
  ];

  it('a NUL in a path id answers 400 naming the parameter', async () => {
    for (const [method, path] of paths()) {
      const json = method === 'POST' ? { participant_id: participantId, group_id: participantId, relation: true } : undefined;
      const answer = await world.api.call(method!, path!, { token: ada, json });
      const param = path!.endsWith(`to-group/${nul}`) ? 'groupId' : path!.includes('progress') ? 'importId' : 'id';
      expect({ path, status: answer.status, body: answer.body }).toMatchObject({ path, ...unstorable(`params/${param}`) });
    }
  });

  it('a lone surrogate in a path id answers 400 too', async () => {
    expect(await world.api.call('GET', `/workspaces/%ED%A0%80`, { token: ada })).toMatchObject({ status: 400 });
  });

  it('a NUL in a body id answers 400 naming the field', async () => {
    const listing = { isAll: true, sortBy: 'ASC', sortType: 'name' };
    const list = await world.api.call('POST', '/participants/by-workspace', { token: ada, json: { workspace_id: NUL, ...listing } });
    expect(list).toMatchObject(unstorable('body/workspace_id'));
    const add = await world.api.call('POST', '/participants', { token: ada, json: [participantRow(`${workspaceId}${NUL}`, 2)] });
    expect(add).toMatchObject(unstorable('body/0/workspace_id'));
    expect(await world.api.call('DELETE', '/participants', { token: ada, json: { ids: [participantId, NUL] } })).toMatchObject(
      unstorable('body/ids/1'),
    );
    const group = await world.api.call('POST', '/groups', { token: ada, json: { workspace_id: NUL, name: 'x', description: '' } });
    expect(group).toMatchObject(unstorable('body/workspace_id'));
  });

  it('a well-formed id nobody knows stays 404; an import id that is no UUID is 400', async () => {
    expect(await world.api.call('GET', '/workspaces/abc', { token: ada })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find workspace' },
    });
    expect((await world.api.call('DELETE', '/participants/abc', { token: ada })).status).toBe(404);
    expect((await world.api.call('DELETE', '/participants', { token: ada, json: { ids: ['abc'] } })).status).toBe(404);
    const progress = await world.api.call('GET', `/participants/workspace/${workspaceId}/by-csv/progress/abc`, { token: ada });
    expect(progress.status).toBe(400);
    expect(progress.body.detail).toMatch(/^params\/importId: /);
  });
});

describe('malformed multipart forms', () => {
  const boundary = 'canopyBoundary42';
  const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const part = (name: string, value: string, filename?: string) => {
    const file = filename ? `; filename="${filename}"\r\nContent-Type: text/csv` : '';
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
  };
  const end = `--${boundary}--\r\n`;
  const configuration = JSON.stringify({ first_name_col_idx: 0, last_name_col_idx: 1, email_col_idx: 2 });
  const csv = 'First,Last,Email\nAda,Lovelace,ada.l@example.com\n';

  const send = async (method: string, path: string, headers: Record<string, string>, body: string) => {
    const response = await fetch(`${world.runtime.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${ada}`, ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as { detail?: string } };
  };
  const csvPath = () => `/participants/workspace/${workspaceId}/by-csv`;
  const malformed = { status: 400, body: { detail: expect.stringMatching(/not valid multipart\/form-data/) } };

  it('a body cut short, one without its closing boundary, and one without any boundary answer 400', async () => {
    const cut =
      part('configuration', configuration) +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nFirst,La`;
    for (const [method, path] of [
      ['POST', csvPath()],
      ['PUT', `/workspaces/${workspaceId}`],
      ['PUT', '/consultants/me'],
    ] as const) {
      expect(await send(method, path, multipart, cut), `${method} ${path}`).toMatchObject(malformed);
      const unclosed = part('configuration', configuration) + part('file', csv, 'a.csv');
      expect(await send(method, path, multipart, unclosed), `${method} ${path}`).toMatchObject(malformed);
      expect(await send(method, path, multipart, 'no parts at all'), `${method} ${path}`).toMatchObject(malformed);
      expect(
        await send(method, path, { 'content-type': 'multipart/form-data' }, part('name', 'x') + end),
        `${method} ${path}`,
      ).toMatchObject(malformed);
    }
  });

  it('a missing part names what is missing', async () => {
    expect(await send('POST', csvPath(), multipart, part('file', csv, 'a.csv') + end)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^body\/configuration: /) },
    });
    const noFile = await send('POST', csvPath(), multipart, part('configuration', configuration) + end);
    expect(noFile).toMatchObject({ status: 400, body: { detail: 'File is undefined' } });
  });

  it('a field too large, too many fields and a second file answer 413 naming the limit', async () => {
    expect(
      await send('POST', csvPath(), multipart, part('configuration', ' '.repeat(1_000_001)) + part('file', csv, 'a.csv') + end),
    ).toMatchObject({
      status: 413,
      body: { detail: 'The form field configuration is longer than 1,000,000 bytes' },
    });
    const fields = Array.from({ length: 21 }, (_, index) => part(`field${index}`, 'x')).join('');
    expect(await send('POST', csvPath(), multipart, fields + end)).toMatchObject({
      status: 413,
      body: { detail: 'The form may hold 20 fields, no more' },
    });
    const twoFiles = part('configuration', configuration) + part('file', csv, 'a.csv') + part('file', csv, 'b.csv') + end;
    expect(await send('POST', csvPath(), multipart, twoFiles)).toMatchObject({
      status: 413,
      body: { detail: 'The form may hold one file, no more' },
    });
  });

  it('a file too large answers 400 with the rule', async () => {
    const big = `First,Last,Email\n${'Ada,Lovelace,ada@example.com\n'.repeat(180_000)}`;
    expect(
      await send('POST', csvPath(), multipart, part('configuration', configuration) + part('file', big, 'big.csv') + end),
    ).toMatchObject({
      status: 400,
      body: { detail: 'File must be less than 5 Mb.' },
    });
  });
});

describe("fastify's framing errors", () => {
  const post = async (headers: Record<string, string>, body: string) => {
    const response = await fetch(`${world.runtime.url}/api/v1/participants/by-workspace`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada}`, ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('bad JSON, an empty JSON body, a wrong or unknown content type and a body too large answer {detail}', async () => {
    const json = { 'content-type': 'application/json' };
    const badJson = "Body is not valid JSON but content-type is set to 'application/json'";
    expect(await post(json, '{"workspace_id": ')).toEqual({ status: 400, body: { detail: badJson } });
    expect(await post(json, '')).toEqual({
      status: 400,
      body: { detail: "Body cannot be empty when content-type is set to 'application/json'" },
    });
    const unsupported = { status: 415, body: { detail: expect.stringMatching(/^Unsupported media type: send application\/json/) } };
    expect(await post({ 'content-type': 'text/plain' }, 'hello')).toMatchObject(unsupported);
    expect(await post({ 'content-type': 'application/xml' }, '<a/>')).toMatchObject(unsupported);
    expect(await post({ 'content-type': 'application/json' }, JSON.stringify({ workspace_id: 'x'.repeat(30_000_000) }))).toEqual({
      status: 413,
      body: { detail: 'The request body is too large' },
    });
  });

  const rawRequest = (head: string, body = '') =>
    new Promise<string>((resolve, reject) => {
      const port = Number(new URL(world.runtime.url).port);
      const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\n\r\n${body}`));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });

  it('a malformed or duplicated Content-Length answers 400 {detail}', async () => {
    for (const lengths of [['Content-Length: abc'], ['Content-Length: 2', 'Content-Length: 3']]) {
      const head = ['POST /api/v1/participants/by-workspace HTTP/1.1', 'Host: localhost', 'Content-Type: application/json', ...lengths];
      const answer = await rawRequest(head.join('\r\n'), '{}');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ detail: expect.stringMatching(/Content-Length/) });
    }
  });
});
