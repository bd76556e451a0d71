import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { PackagePreferences } from '@canopy/contracts/survey/respondent';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, form, TINY_JPEG, TINY_PNG } from '../support/identity.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// A link's welcome shows the team's and the workspace's logos when the package says so: signed image URLs that a
// respondent's browser, which has no session, can load; nothing when the package does not show them.

const world = withTwoTeams();
let workspace: Workspace;

const linkFor = async (flags: { logo_team: boolean; logo_workspace: boolean }) => {
  const created = await world.api.call<Package>('POST', '/packages', {
    token: world.ada,
    json: { name: `Logos ${flags.logo_team} ${flags.logo_workspace}`, workspace_id: workspace.id, ...flags },
  });
  expect(created.status).toBe(201);
  const link = await world.api.call<PackageLinkResponse>('POST', `/packages/${created.body.id}/link`, {
    token: world.ada,
    json: { is_forever: true },
  });
  expect(link.status).toBe(200);
  return link.body.package_link;
};
const preferencesOf = async (link: string) => {
  const answer = await world.api.call<PackagePreferences>('GET', `/respondent/preferences/${link}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};
/** fetched as a respondent's browser would: no authorization header, no cookie */
const imageAt = async (url: string) => {
  const response = await fetch(`${world.runtime.url}${url}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
};

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Logo workspace');
  const teamId = claimsOf(world.ada).team_id as string;
  const team = await world.api.call('PUT', `/teams/${teamId}`, {
    token: world.ada,
    form: form({ name: 'Team A', is_logo_changed: 'true' }, { name: 'team.png', bytes: TINY_PNG }),
  });
  expect(team.status).toBe(200);
  const changed = await world.api.call('PUT', `/workspaces/${workspace.id}`, {
    token: world.ada,
    form: form({ is_logo_changed: 'true' }, { name: 'workspace.jpg', bytes: TINY_JPEG }),
  });
  expect(changed.status).toBe(200);
});

describe('GET /respondent/preferences/{link}: logos', () => {
  it("answers signed URLs of the team's and the workspace's logos that open without a session", async () => {
    const preferences = await preferencesOf(await linkFor({ logo_team: true, logo_workspace: true }));
    expect(preferences.team).toEqual({ name: 'Team A', logo_url: expect.stringMatching(/^\/api\/v1\/images\/[\w-]+\?sig=[\w-]+$/) });
    expect(preferences.workspace.logo_url).toMatch(/^\/api\/v1\/images\/[\w-]+\?sig=[\w-]+$/);
    const teamLogo = await imageAt(preferences.team!.logo_url!);
    expect(teamLogo).toMatchObject({ status: 200, type: 'image/png' });
    expect(teamLogo.bytes.equals(TINY_PNG)).toBe(true);
    const workspaceLogo = await imageAt(preferences.workspace.logo_url!);
    expect(workspaceLogo).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(workspaceLogo.bytes.equals(TINY_JPEG)).toBe(true);
    // the signature is what opens it: the bare address is for signed-in members of the team only
    expect((await imageAt(preferences.team!.logo_url!.split('?')[0]!)).status).toBe(404);
  });

  it('answers no logo when the package does not show them', async () => {
    const preferences = await preferencesOf(await linkFor({ logo_team: false, logo_workspace: false }));
    expect(preferences.team).toBeNull();
    expect(preferences.workspace).toMatchObject({ name: 'Logo workspace', logo_url: null });
  });

  it("shows each owner's logo by its own flag", async () => {
    const preferences = await preferencesOf(await linkFor({ logo_team: false, logo_workspace: true }));
    expect(preferences.team).toBeNull();
    expect(preferences.workspace.logo_url).toMatch(/^\/api\/v1\/images\//);
  });
});
