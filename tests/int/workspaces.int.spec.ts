import type { Workspace } from '@canopy/contracts/workspace/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, form, provisionTwoTeams, TINY_PNG } from '../support/identity.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { assignConsultant, createWorkspace } from '../support/workspaces.ts';

// The workspace API: creation, settings, assignments, deletion, and what other consultants can reach.

let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
let api: ReturnType<typeof apiClient>;
let ada: string;
let alan: string;
let bea: string;
let alanId: string;
let teamA: { teamId: string; consultantIds: string[] };
let teamB: { teamId: string; consultantIds: string[] };

beforeAll(async () => {
  runtime = await startTestRuntime();
  api = apiClient(runtime);
  ({ teamA, teamB, ada, alan, bea } = await provisionTwoTeams(runtime, api));
  alanId = teamA.consultantIds[1]!;
});
afterAll(async () => runtime?.close());

const put = (token: string, id: string, fields: Record<string, string>, file?: Parameters<typeof form>[1]) =>
  api.call<Workspace>('PUT', `/workspaces/${id}`, { token, form: form(fields, file) });
const workspacesIdsOf = async (token: string) => (await api.call('GET', '/consultants/current', { token })).body.workspaces_ids as string[];

describe('creating a workspace', () => {
  it('answers the workspace, assigns its creator and lists it for the team', async () => {
    const created = await createWorkspace(api, ada, 'Acme', {
      formation_type: 2,
      organization_size: 3,
      organization_industry: 6,
      main_contact: {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: ' Grace@Acme.COM ',
        phone_code: '+1',
        phone: '0202 555 0143',
        site_link: 'https://acme.com',
      },
    });
    expect(created).toMatchObject({
      name: 'Acme',
      team_id: teamA.teamId,
      created_by_id: teamA.consultantIds[0],
      consultants_ids: [teamA.consultantIds[0]],
      group_classification: 'none',
      finch_integration: [],
    });
    expect(created.additional_info).toMatchObject({ formation_type: 2, organization_size: 3, organization_industry: 6, group_type: null });
    // e-mail trimmed and lowercased, the phone's leading 0 stripped, the dial code kept with the phone
    expect(created.additional_info.main_contact).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@acme.com',
      phone_code: '+1',
      phone: '2025550143',
      site_link: 'https://acme.com',
    });
    expect(await workspacesIdsOf(ada)).toContain(created.id);

    const list = await api.call<Workspace[]>('GET', `/workspaces/by-team/${teamA.teamId}`, { token: alan });
    expect(list.status).toBe(200);
    const seenByAlan = list.body.find((workspace) => workspace.id === created.id)!;
    // a colleague who is not assigned sees it (dimmed in the switcher) without the client's details
    expect(seenByAlan.name).toBe('Acme');
    expect(seenByAlan.additional_info.main_contact.email).toBe('');
    expect(await workspacesIdsOf(alan)).not.toContain(created.id);
  });

  it.each([
    [{ name: '' }, 'body/name: This field is required'],
    [{ name: '   ' }, 'body/name: This field is required'],
    [
      { name: 'X', additional_info: { main_contact: { email: 'not-an-email' } } },
      'body/additional_info/main_contact/email: Email is invalid',
    ],
    [
      { name: 'X', additional_info: { main_contact: { phone_code: '+1', phone: '12' } } },
      'body/additional_info/main_contact/phone: Phone number is invalid',
    ],
    [
      { name: 'X', additional_info: { main_contact: { site_link: 'acme.com' } } },
      'body/additional_info/main_contact/site_link: The company website should start with http',
    ],
    [
      { name: 'X', additional_info: { formation_type: 3 } },
      'body/additional_info/formation_type: Choose whether this workspace is a group or an organisation',
    ],
  ])('refuses %j', async (body, detail) => {
    const before = await api.call<Workspace[]>('GET', `/workspaces/by-team/${teamA.teamId}`, { token: ada });
    const answer = await api.call('POST', '/workspaces', { token: ada, json: body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail });
    const after = await api.call<Workspace[]>('GET', `/workspaces/by-team/${teamA.teamId}`, { token: ada });
    expect(after.body.length).toBe(before.body.length);
  });

  it('refuses an answer that is not an option, and a workspace for another team', async () => {
    const option = await api.call('POST', '/workspaces', {
      token: ada,
      json: { name: 'X', additional_info: { formation_type: 2, organization_size: 42 } },
    });
    expect(option).toMatchObject({ status: 400, body: { detail: 'Unknown option for organization_size' } });
    const other = await api.call('POST', '/workspaces', { token: ada, json: { name: 'X', team_id: teamB.teamId } });
    expect(other).toMatchObject({ status: 403, body: { detail: 'Workspaces can only be created in your own team' } });
    expect((await api.call<Workspace[]>('GET', `/workspaces/by-team/${teamB.teamId}`, { token: bea })).body).toEqual([]);
  });

  it('offers the additional-info options', async () => {
    const answer = await api.call('GET', '/workspaces/option-types', { token: ada });
    expect(answer.status).toBe(200);
    expect(answer.body.formation_type.map((option: { id: number }) => option.id)).toEqual([1, 2]);
    expect(answer.body.organization_size.length).toBeGreaterThan(3);
    expect((await api.call('GET', '/workspaces/option-types')).status).toBe(401);
  });
});

describe('workspace settings', () => {
  it('renames, sets and removes the logo, and keeps what was not sent', async () => {
    const workspace = await createWorkspace(api, ada, 'Logo Co');
    const renamed = await put(
      ada,
      workspace.id,
      { name: 'Logo Company', is_logo_changed: 'true' },
      { name: 'logo.png', bytes: TINY_PNG, type: 'image/png' },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Logo Company');
    expect(renamed.body.logo_url).toMatch(/^\/api\/v1\/images\//);
    const logo = await fetch(`${runtime.url}${renamed.body.logo_url}`);
    expect(logo.headers.get('content-type')).toBe('image/png');

    const untouched = await put(ada, workspace.id, { group_classification: 'department' });
    expect(untouched.body).toMatchObject({ name: 'Logo Company', logo_url: renamed.body.logo_url, group_classification: 'department' });
    const removed = await put(ada, workspace.id, { is_logo_changed: 'true' });
    expect(removed.body.logo_url).toBeNull();
  });

  it.each([
    [{ name: '' }, undefined, 400, 'body/name: This field is required'],
    [{ group_classification: 'shoe_size' }, undefined, 400, /^body\/group_classification: /],
    [{ additional_info: '{not json' }, undefined, 400, 'body/additional_info: additional_info is not JSON'],
    [
      { additional_info: JSON.stringify({ main_contact: { email: 'a@b' } }) },
      undefined,
      400,
      'body/additional_info/main_contact/email: Email is invalid',
    ],
    [
      { additional_info: JSON.stringify({ main_contact: { phone_code: '+44', phone: 'abc' } }) },
      undefined,
      400,
      'body/additional_info/main_contact/phone: Phone number is invalid',
    ],
    [
      { is_logo_changed: 'true' },
      { name: 'logo.gif', bytes: Buffer.from('GIF89a'), type: 'image/gif' },
      400,
      'Error upload file, incorrect format',
    ],
    [
      { is_logo_changed: 'true' },
      { name: 'big.png', bytes: Buffer.concat([TINY_PNG, Buffer.alloc(1_000_001)]), type: 'image/png' },
      400,
      'File must be less than 1 Mb.',
    ],
  ])('refuses %j and keeps the stored workspace', async (fields, file, status, detail) => {
    const workspace = await createWorkspace(api, ada, 'Kept', { formation_type: 2, main_contact: { email: 'kept@acme.com' } });
    const answer = await put(ada, workspace.id, fields as Record<string, string>, file);
    expect(answer.status).toBe(status);
    if (typeof detail === 'string') expect(answer.body).toEqual({ detail });
    else expect((answer.body as unknown as { detail: string }).detail).toMatch(detail);
    const stored = await api.call<Workspace>('GET', `/workspaces/${workspace.id}`, { token: ada });
    expect(stored.body).toMatchObject({ name: 'Kept', logo_url: null, group_classification: 'none' });
    expect(stored.body.additional_info.main_contact.email).toBe('kept@acme.com');
  });

  it('saving the group branch clears the organisation answers and the other way round', async () => {
    const workspace = await createWorkspace(api, ada, 'Branches', {
      formation_type: 2,
      organization_size: 2,
      organization_industry: 3,
      organization_remote_work: 1,
    });
    const group = await put(ada, workspace.id, { additional_info: JSON.stringify({ formation_type: 1, group_type: 4 }) });
    expect(group.body.additional_info).toMatchObject({
      formation_type: 1,
      group_type: 4,
      organization_size: 2,
      organization_industry: null,
      organization_remote_work: null,
    });
    const organisation = await put(ada, workspace.id, { additional_info: JSON.stringify({ formation_type: 2, organization_location: 3 }) });
    expect(organisation.body.additional_info).toMatchObject({
      formation_type: 2,
      group_type: null,
      organization_size: 2,
      organization_location: 3,
    });
  });

  it('a phone code without a phone is not kept', async () => {
    const workspace = await createWorkspace(api, ada, 'No phone');
    const answer = await put(ada, workspace.id, { additional_info: JSON.stringify({ main_contact: { phone_code: '+44', phone: '' } }) });
    expect(answer.body.additional_info.main_contact).toMatchObject({ phone_code: '', phone: '' });
  });
});

describe('assignments', () => {
  it('lets an assigned consultant assign and unassign a colleague, who then may work in it', async () => {
    const workspace = await createWorkspace(api, ada, 'Shared');
    expect((await api.call('GET', `/workspaces/${workspace.id}`, { token: alan })).status).toBe(403);
    const assigned = await assignConsultant(api, ada, alanId, workspace.id);
    expect(assigned.consultants_ids).toEqual(expect.arrayContaining([teamA.consultantIds[0], alanId]));
    expect(await workspacesIdsOf(alan)).toContain(workspace.id);
    expect((await put(alan, workspace.id, { name: 'Shared by two' })).status).toBe(200);

    await assignConsultant(api, ada, alanId, workspace.id, false);
    expect(await workspacesIdsOf(alan)).not.toContain(workspace.id);
    expect((await put(alan, workspace.id, { name: 'Not mine' })).status).toBe(403);
  });

  it("refuses changing one's own assignment, strangers, bad bodies and unassigned callers", async () => {
    const workspace = await createWorkspace(api, ada, 'Guarded');
    const path = (consultantId: string) => `/consultants/${consultantId}/to-workspace/${workspace.id}`;
    expect(await api.call('POST', path(teamA.consultantIds[0]!), { token: ada, json: { relation: false } })).toMatchObject({
      status: 400,
      body: { detail: 'You cannot change your own assignment to a workspace' },
    });
    expect(await api.call('POST', path(teamB.consultantIds[0]!), { token: ada, json: { relation: true } })).toMatchObject({
      status: 404,
      body: { detail: 'Consultant not found' },
    });
    expect(await api.call('POST', path('nobody'), { token: ada, json: { relation: true } })).toMatchObject({
      status: 404,
      body: { detail: 'Consultant not found' },
    });
    expect((await api.call('POST', path(alanId), { token: ada, json: { relation: 'yes' } })).status).toBe(400);
    expect(await api.call('POST', path(alanId), { token: alan, json: { relation: true } })).toMatchObject({
      status: 403,
      body: { detail: 'You are not assigned to this workspace' },
    });
    expect(await workspacesIdsOf(alan)).not.toContain(workspace.id);
  });
});

describe('deleting a workspace', () => {
  it('refuses a mismatched id, then deletes and unassigns everyone', async () => {
    const workspace = await createWorkspace(api, ada, 'Short-lived', { main_contact: { first_name: 'Temp', email: 'temp@acme.com' } });
    await assignConsultant(api, ada, alanId, workspace.id);
    const mismatch = await api.call('DELETE', `/workspaces/${workspace.id}`, { token: ada, json: { id: 'another-id' } });
    expect(mismatch).toMatchObject({ status: 400, body: { detail: 'Workspace id does not equal id' } });
    expect((await api.call('GET', `/workspaces/${workspace.id}`, { token: ada })).status).toBe(200);

    const deleted = await api.call('DELETE', `/workspaces/${workspace.id}`, { token: ada, json: { id: workspace.id } });
    expect(deleted).toMatchObject({ status: 200, body: { id: workspace.id } });
    expect(await workspacesIdsOf(ada)).not.toContain(workspace.id);
    expect(await workspacesIdsOf(alan)).not.toContain(workspace.id);
    expect((await api.call('GET', `/workspaces/${workspace.id}`, { token: ada })).status).toBe(404);
    expect((await api.call<Workspace[]>('GET', `/workspaces/by-team/${teamA.teamId}`, { token: ada })).body.map((w) => w.id)).not.toContain(
      workspace.id,
    );
    expect((await api.call('DELETE', `/workspaces/${workspace.id}`, { token: ada })).status).toBe(404);
    // the main contact's personal data is crypto-shredded: its key is gone
    expect(await runtime.deps.platform.vault.isErased(workspace.id)).toBe(true);
  });
});

describe('another team and unassigned consultants', () => {
  it('cannot see or touch a workspace through any route', async () => {
    const workspace = await createWorkspace(api, ada, 'Private');
    const probes = (token: string) => [
      api.call('GET', `/workspaces/${workspace.id}`, { token }),
      put(token, workspace.id, { name: 'Taken' }),
      api.call('DELETE', `/workspaces/${workspace.id}`, { token }),
      api.call('POST', `/consultants/${teamA.consultantIds[0]}/to-workspace/${workspace.id}`, { token, json: { relation: false } }),
    ];
    for (const answer of await Promise.all(probes(bea)))
      expect(answer).toMatchObject({ status: 404, body: { detail: 'Could not find workspace' } });
    for (const answer of await Promise.all(probes(alan)))
      expect(answer).toMatchObject({ status: 403, body: { detail: 'You are not assigned to this workspace' } });
    expect(await api.call('GET', `/workspaces/by-team/${teamA.teamId}`, { token: bea })).toMatchObject({ status: 404 });
    for (const answer of await Promise.all([
      api.call('GET', `/workspaces/${workspace.id}`),
      api.call('GET', `/workspaces/by-team/${teamA.teamId}`),
    ]))
      expect(answer.status).toBe(401);
    const stored = await api.call<Workspace>('GET', `/workspaces/${workspace.id}`, { token: ada });
    expect(stored.body).toMatchObject({ name: 'Private', consultants_ids: [teamA.consultantIds[0]] });
  });
});
