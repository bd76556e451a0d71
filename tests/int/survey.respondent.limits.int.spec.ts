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
  it('refuses a link past its budget, whichever route spends it, while another link has a budget of its own', async () => {
    const [busy, quiet] = [await linkOf(world, 'Busy'), await linkOf(world, 'Quiet')];
    const statuses: number[] = [];
    for (let n = 0; n < 2; n++) statuses.push((await world.api.call('GET', `/respondent/preferences/${busy}`)).status);
    for (let n = 0; n < 3; n++) statuses.push((await world.api.call('GET', `/participants-all-by-link/${busy}/package_link`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(await world.api.call('GET', `/respondent/preferences/${busy}`)).toMatchObject({
      status: 429,
      body: { detail: 'Too many requests for this link; try again in a minute.' },
    });
    const quietStatuses: number[] = [];
    for (let n = 0; n < 5; n++) quietStatuses.push((await world.api.call('GET', `/respondent/preferences/${quiet}`)).status);
    expect(quietStatuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('per address', () => {
  // Each try comes from a client address of its own (X-Forwarded-For, trusted here): the budget a failed try spent
  // lasts the minute, so a retry from the same address would start with none.
  const world = withTwoTeams({ env: { RESPONDENT_RATE_LIMIT_PER_MINUTE: '4', TRUST_PROXY: 'true' } });
  let tries = 0;
  it('counts every public route of an address against one budget, and nothing else', async () => {
    tries += 1;
    const from = { 'x-forwarded-for': `198.51.100.${tries}` };
    const call = <T = unknown>(method: string, path: string, options: { json?: unknown; token?: string } = {}) =>
      world.api.call<T>(method, path, { ...options, headers: from });
    const [first, second] = [await linkOf(world, 'Limited'), await linkOf(world, 'Other')];
    const statuses: number[] = [];
    statuses.push((await call('GET', `/participants-all-by-link/${first}/package_link`)).status);
    statuses.push((await call('GET', `/respondent/preferences/${second}`)).status);
    const identify = () => call<{ detail: string }>('POST', '/participants/identify', { json: { link: first, email: 'a@b.c' } });
    statuses.push((await identify()).status);
    statuses.push((await call('GET', `/respondent/preferences/${first}`)).status);
    expect(statuses).toEqual([200, 200, 404, 200]);
    // the fifth request of the minute is refused on any public route, for any link
    for (const refused of [
      await call<{ detail: string }>('GET', `/participants-all-by-link/${second}/package_link`),
      await identify(),
      await call<{ detail: string }>('GET', '/respondent/assessments/not-a-token'),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/^Too many requests; try again in/);
    }
    // the signed-in dashboard keeps the gateway's own budget
    expect((await call('GET', '/workspaces/by-team/none', { token: world.ada })).status).not.toBe(429);
  });
});
