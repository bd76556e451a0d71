import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import { describe, expect, it } from 'vitest';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The public respondent routes have their own limits: per client address, and per link across addresses, each
// answered 429 with a detail; another link is not affected by one link's budget.

const linkOf = async (world: ReturnType<typeof withTwoTeams>, name: string) => {
  const workspace = await createWorkspace(world.api, world.ada, name);
  const pkg = (await world.api.call<Package>('POST', '/packages', { token: world.ada, json: { name, workspace_id: workspace.id } })).body;
  return (await world.api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { token: world.ada, json: { is_forever: true } }))
    .body.package_link;
};

describe('per link', () => {
  const world = withTwoTeams({ env: { RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE: '4' } });
  it('refuses a link past its budget while another link still answers', async () => {
    const [busy, quiet] = [await linkOf(world, 'Busy'), await linkOf(world, 'Quiet')];
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await world.api.call('GET', `/respondent/preferences/${busy}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await world.api.call('GET', `/respondent/preferences/${busy}`)).toMatchObject({
      status: 429,
      body: { detail: 'Too many requests for this link; try again in a minute.' },
    });
    expect((await world.api.call('GET', `/respondent/preferences/${quiet}`)).status).toBe(200);
  });
});

describe('per address', () => {
  const world = withTwoTeams({ env: { RESPONDENT_RATE_LIMIT_PER_MINUTE: '3' } });
  it('refuses an address past its budget on each public route, and only there', async () => {
    const link = await linkOf(world, 'Limited');
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await world.api.call('GET', `/participants-all-by-link/${link}/package_link`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const identify = () => world.api.call<{ detail: string }>('POST', '/participants/identify', { json: { link, email: 'a@b.c' } });
    for (let n = 0; n < 3; n++) expect((await identify()).status).toBe(404);
    const refused = await identify();
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many requests/);
    expect((await world.api.call('GET', '/workspaces/by-team/none', { token: world.ada })).status).not.toBe(429);
  });
});
