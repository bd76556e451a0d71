import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { form, TINY_PNG } from '../support/identity.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { assignConsultant, createWorkspace } from '../support/workspaces.ts';

// The workspace API: creation, settings, assignments, deletion, and what other consultants can reach.

const world = withTwoTeams();
let alanId: string;

beforeAll(() => {
  alanId = world.teamA.consultantIds[1]!;
});

const put = (token: string, id: string, fields: Record<string, string>, file?: Parameters<typeof form>[1]) =>
  world.api.call<Workspace>('PUT', `/workspaces/${id}`, { token, form: form(fields, file) });
const workspacesIdsOf = async (token: string) =>
  (await world.api.call('GET', '/consultants/current', { token })).body.workspaces_ids as string[];

describe('creating a workspace', () => {
  it('answers the workspace, assigns its creator and lists it for the team', async () => {
    const created = await createWorkspace(world.api, world.ada, 'Acme', {
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
      team_id: world.teamA.teamId,
      created_by_id: world.teamA.consultantIds[0],
      consultants_ids: [world.teamA.consultantIds[0]],
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
    expect(await workspacesIdsOf(world.ada)).toContain(created.id);

    const list = await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamA.teamId}`, { token: world.alan });
    expect(list.status).toBe(200);
    const seenByAlan = list.body.find((workspace) => workspace.id === created.id)!;
    // a colleague who is not assigned sees it (dimmed in the switcher) without the client's details
    expect(seenByAlan.name).toBe('Acme');
    expect(seenByAlan.additional_info.main_contact.email).toBe('');
    expect(await workspacesIdsOf(world.alan)).not.toContain(created.id);
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
    const before = await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamA.teamId}`, { token: world.ada });
    const answer = await world.api.call('POST', '/workspaces', { token: world.ada, json: body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail });
    const after = await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamA.teamId}`, { token: world.ada });
    expect(after.body.length).toBe(before.body.length);
  });

  it('refuses an answer that is not an option, and a workspace for another team', async () => {
    const option = await world.api.call('POST', '/workspaces', {
      token: world.ada,
      json: { name: 'X', additional_info: { formation_type: 2, organization_size: 42 } },
    });
    expect(option).toMatchObject({ status: 400, body: { detail: 'Unknown option for organization_size' } });
    const other = await world.api.call('POST', '/workspaces', { token: world.ada, json: { name: 'X', team_id: world.teamB.teamId } });
    expect(other).toMatchObject({ status: 403, body: { detail: 'Workspaces can only be created in your own team' } });
    expect((await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamB.teamId}`, { token: world.bea })).body).toEqual([]);
  });

  it('offers the additional-info options', async () => {
    const answer = await world.api.call('GET', '/workspaces/option-types', { token: world.ada });
    expect(answer.status).toBe(200);
    expect(answer.body.formation_type.map((option: { id: number }) => option.id)).toEqual([1, 2]);
    expect(answer.body.organization_size.length).toBeGreaterThan(3);
    expect((await world.api.call('GET', '/workspaces/option-types')).status).toBe(401);
  });
});

describe('workspace settings', () => {
  it('renames, sets and removes the logo, and keeps what was not sent', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Logo Co');
    const renamed = await put(
      world.ada,
      workspace.id,
      { name: 'Logo Company', is_logo_changed: 'true' },
      { name: 'logo.png', bytes: TINY_PNG, type: 'image/png' },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Logo Company');
    expect(renamed.body.logo_url).toMatch(/^\/api\/v1\/images\//);
    const logo = await fetch(`${world.runtime.url}${renamed.body.logo_url}`);
    expect(logo.headers.get('content-type')).toBe('image/png');

    const untouched = await put(world.ada, workspace.id, { group_classification: 'department' });
    expect(untouched.body).toMatchObject({ name: 'Logo Company', logo_url: renamed.body.logo_url, group_classification: 'department' });
    const removed = await put(world.ada, workspace.id, { is_logo_changed: 'true' });
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
    const workspace = await createWorkspace(world.api, world.ada, 'Kept', { formation_type: 2, main_contact: { email: 'kept@acme.com' } });
    const answer = await put(world.ada, workspace.id, fields as Record<string, string>, file);
    expect(answer.status).toBe(status);
    if (typeof detail === 'string') expect(answer.body).toEqual({ detail });
    else expect((answer.body as unknown as { detail: string }).detail).toMatch(detail);
    const stored = await world.api.call<Workspace>('GET', `/workspaces/${workspace.id}`, { token: world.ada });
    expect(stored.body).toMatchObject({ name: 'Kept', logo_url: null, group_classification: 'none' });
    expect(stored.body.additional_info.main_contact.email).toBe('kept@acme.com');
  });

  it('saving the group branch clears the organisation answers and the other way round', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Branches', {
      formation_type: 2,
      organization_size: 2,
      organization_industry: 3,
      organization_remote_work: 1,
    });
    const group = await put(world.ada, workspace.id, { additional_info: JSON.stringify({ formation_type: 1, group_type: 4 }) });
    expect(group.body.additional_info).toMatchObject({
      formation_type: 1,
      group_type: 4,
      organization_size: 2,
      organization_industry: null,
      organization_remote_work: null,
    });
    const organisation = await put(world.ada, workspace.id, {
      additional_info: JSON.stringify({ formation_type: 2, organization_location: 3 }),
    });
    expect(organisation.body.additional_info).toMatchObject({
      formation_type: 2,
      group_type: null,
      organization_size: 2,
      organization_location: 3,
    });
  });

  it('a phone code without a phone is not kept', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'No phone');
    const answer = await put(world.ada, workspace.id, {
      additional_info: JSON.stringify({ main_contact: { phone_code: '+44', phone: '' } }),
    });
    expect(answer.body.additional_info.main_contact).toMatchObject({ phone_code: '', phone: '' });
  });
});

describe('assignments', () => {
  it('lets an assigned consultant assign and unassign a colleague, who then may work in it', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Shared');
    expect((await world.api.call('GET', `/workspaces/${workspace.id}`, { token: world.alan })).status).toBe(403);
    const assigned = await assignConsultant(world.api, world.ada, alanId, workspace.id);
    expect(assigned.consultants_ids).toEqual(expect.arrayContaining([world.teamA.consultantIds[0], alanId]));
    expect(await workspacesIdsOf(world.alan)).toContain(workspace.id);
    expect((await put(world.alan, workspace.id, { name: 'Shared by two' })).status).toBe(200);

    await assignConsultant(world.api, world.ada, alanId, workspace.id, false);
    expect(await workspacesIdsOf(world.alan)).not.toContain(workspace.id);
    expect((await put(world.alan, workspace.id, { name: 'Not mine' })).status).toBe(403);
  });

  it("refuses changing one's own assignment, strangers, bad bodies and unassigned callers", async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Guarded');
    const path = (consultantId: string) => `/consultants/${consultantId}/to-workspace/${workspace.id}`;
    expect(
      await world.api.call('POST', path(world.teamA.consultantIds[0]!), { token: world.ada, json: { relation: false } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'You cannot change your own assignment to a workspace' },
    });
    expect(await world.api.call('POST', path(world.teamB.consultantIds[0]!), { token: world.ada, json: { relation: true } })).toMatchObject(
      {
        status: 404,
        body: { detail: 'Consultant not found' },
      },
    );
    expect(await world.api.call('POST', path('nobody'), { token: world.ada, json: { relation: true } })).toMatchObject({
      status: 404,
      body: { detail: 'Consultant not found' },
    });
    expect((await world.api.call('POST', path(alanId), { token: world.ada, json: { relation: 'yes' } })).status).toBe(400);
    expect(await world.api.call('POST', path(alanId), { token: world.alan, json: { relation: true } })).toMatchObject({
      status: 403,
      body: { detail: 'You are not assigned to this workspace' },
    });
    expect(await workspacesIdsOf(world.alan)).not.toContain(workspace.id);
  });
});

describe('deleting a workspace', () => {
  it('refuses a mismatched id, then deletes and unassigns everyone', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Short-lived', {
      main_contact: { first_name: 'Temp', email: 'temp@acme.com' },
    });
    await assignConsultant(world.api, world.ada, alanId, workspace.id);
    const mismatch = await world.api.call('DELETE', `/workspaces/${workspace.id}`, { token: world.ada, json: { id: 'another-id' } });
    expect(mismatch).toMatchObject({ status: 400, body: { detail: 'Workspace id does not equal id' } });
    expect((await world.api.call('GET', `/workspaces/${workspace.id}`, { token: world.ada })).status).toBe(200);

    const deleted = await world.api.call('DELETE', `/workspaces/${workspace.id}`, { token: world.ada, json: { id: workspace.id } });
    expect(deleted).toMatchObject({ status: 200, body: { id: workspace.id } });
    expect(await workspacesIdsOf(world.ada)).not.toContain(workspace.id);
    expect(await workspacesIdsOf(world.alan)).not.toContain(workspace.id);
    expect((await world.api.call('GET', `/workspaces/${workspace.id}`, { token: world.ada })).status).toBe(404);
    expect(
      (await world.api.call<Workspace[]>('GET', `/workspaces/by-team/${world.teamA.teamId}`, { token: world.ada })).body.map((w) => w.id),
    ).not.toContain(workspace.id);
    expect((await world.api.call('DELETE', `/workspaces/${workspace.id}`, { token: world.ada })).status).toBe(404);
    // the main contact's personal data is crypto-shredded: its key is gone
    expect(await world.runtime.deps.platform.vault.isErased(workspace.id)).toBe(true);
  });
});

describe('another team and unassigned consultants', () => {
  it('cannot see or touch a workspace through any route', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Private');
    const probes = (token: string) => [
      world.api.call('GET', `/workspaces/${workspace.id}`, { token }),
      put(token, workspace.id, { name: 'Taken' }),
      world.api.call('DELETE', `/workspaces/${workspace.id}`, { token }),
      world.api.call('POST', `/consultants/${world.teamA.consultantIds[0]}/to-workspace/${workspace.id}`, {
        token,
        json: { relation: false },
      }),
    ];
    for (const answer of await Promise.all(probes(world.bea)))
      expect(answer).toMatchObject({ status: 404, body: { detail: 'Could not find workspace' } });
    for (const answer of await Promise.all(probes(world.alan)))
      expect(answer).toMatchObject({ status: 403, body: { detail: 'You are not assigned to this workspace' } });
    expect(await world.api.call('GET', `/workspaces/by-team/${world.teamA.teamId}`, { token: world.bea })).toMatchObject({ status: 404 });
    for (const answer of await Promise.all([
      world.api.call('GET', `/workspaces/${workspace.id}`),
      world.api.call('GET', `/workspaces/by-team/${world.teamA.teamId}`),
    ]))
      expect(answer.status).toBe(401);
    const stored = await world.api.call<Workspace>('GET', `/workspaces/${workspace.id}`, { token: world.ada });
    expect(stored.body).toMatchObject({ name: 'Private', consultants_ids: [world.teamA.consultantIds[0]] });
  });
});
