import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { Workspace } from '@canopy/contracts/workspace/api';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '@canopy/platform/time/clock';
import { expectHidden, expectNotAssigned, type Probe } from '../support/access.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// A package's link: generated dated (30 days by default) or forever, its end moved, paused and activated, removed;
// each generation opens a cycle. Reached through the package's workspace like the package itself.

// the services' clock, at the real time when each test starts; a test moves it to see a link expire
const clock = fixedClock();
const world = withTwoTeams({ clock });
let workspace: Workspace;
const DAY = 86_400_000;

const createPackage = async (name: string) => {
  const answer = await world.api.call<Package>('POST', '/packages', { token: world.ada, json: { name, workspace_id: workspace.id } });
  if (answer.status !== 201) throw new Error(`creating a package failed: ${answer.status}`);
  return answer.body;
};
const link = (method: string, packageId: string, json?: unknown, token = world.ada) =>
  world.api.call<PackageLinkResponse>(method, `/packages/${packageId}/link`, { token, json });

beforeAll(async () => {
  workspace = await createWorkspace(world.api, world.ada, 'Acme links');
});
beforeEach(() => {
  clock.set(new Date());
});

describe('package links', () => {
  it('start with none, then a dated link of 30 days by default with an unguessable id', async () => {
    const pkg = await createPackage('Default link');
    expect((await link('GET', pkg.id)).body).toMatchObject({
      package_link: '',
      cycle_id: null,
      links: null,
      link_expiration: 0,
      is_forever: false,
    });
    const made = await link('POST', pkg.id, {});
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      is_forever: false,
      is_paused: false,
      days_difference: 30,
      is_expired: false,
      is_has_delayed_message: false,
    });
    expect(made.body.package_link).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.body.links?.public_link).toMatch(new RegExp(`^https?://.+/assessment-responding/${made.body.package_link}$`));
    expect(made.body.links?.combined_link).toBe(`/assessment-responding/${made.body.package_link}`);
    expect(Math.abs(made.body.link_expiration * 1000 - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    expect((await link('GET', pkg.id)).body).toEqual(made.body);
  });

  it('refuses fewer than one day with the spec wording, by days or by end date', async () => {
    const pkg = await createPackage('Too short');
    expect(await link('POST', pkg.id, { days: 0 })).toMatchObject({
      status: 400,
      body: { detail: 'Expiration number could not be lower then 1' },
    });
    expect(await link('POST', pkg.id, { days: -3 })).toMatchObject({
      status: 400,
      body: { detail: 'Expiration number could not be lower then 1' },
    });
    const past = Math.floor((clock.now().getTime() - DAY) / 1000);
    expect(await link('POST', pkg.id, { link_expiration: past })).toMatchObject({
      status: 400,
      body: { detail: 'Expiration number could not be lower then 1' },
    });
    expect((await link('GET', pkg.id)).body.package_link).toBe('');
    expect(await link('POST', pkg.id, { days: 'seven' })).toMatchObject({ status: 400 });
  });

  it('moves the end of the current link without changing the link or its cycle', async () => {
    const pkg = await createPackage('Extended');
    const first = (await link('POST', pkg.id, { days: 7 })).body;
    // from the services' clock, not Date.now(): the days left are counted from the clock's time, set when the test began
    const end = Math.floor((clock.now().getTime() + 45 * DAY) / 1000);
    const moved = (await link('POST', pkg.id, { link_expiration: end })).body;
    expect(moved).toMatchObject({ package_link: first.package_link, cycle_id: first.cycle_id, link_expiration: end, days_difference: 45 });
    const forever = (await link('POST', pkg.id, { is_forever: true })).body;
    expect(forever).toMatchObject({
      package_link: first.package_link,
      cycle_id: first.cycle_id,
      is_forever: true,
      link_expiration: 0,
      days_difference: 0,
    });
  });

  it('pauses and activates a forever link only', async () => {
    const pkg = await createPackage('Paused');
    const pause = (is_paused: unknown) =>
      world.api.call<PackageLinkResponse>('PUT', `/packages/${pkg.id}/link/is-paused`, { token: world.ada, json: { is_paused } });
    expect(await pause(true)).toMatchObject({ status: 404, body: { detail: 'The package has no link' } });
    await link('POST', pkg.id, { days: 10 });
    expect(await pause(true)).toMatchObject({ status: 400, body: { detail: 'Only a link without an end date can be paused' } });
    await link('POST', pkg.id, { is_forever: true });
    expect((await pause(true)).body).toMatchObject({ is_paused: true, is_forever: true });
    expect((await pause(true)).body).toMatchObject({ is_paused: true });
    expect((await pause(false)).body).toMatchObject({ is_paused: false });
    expect(await pause('yes')).toMatchObject({ status: 400 });
  });

  it('expires with time, and the next generation opens a new cycle', async () => {
    const pkg = await createPackage('Expiring');
    const first = (await link('POST', pkg.id, { days: 2 })).body;
    clock.set(new Date(Date.now() + 3 * DAY));
    const expired = (await link('GET', pkg.id)).body;
    expect(expired).toMatchObject({ package_link: first.package_link, is_expired: true, days_difference: 0 });
    const next = (await link('POST', pkg.id, { days: 5 })).body;
    expect(next.package_link).not.toBe(first.package_link);
    expect(next.cycle_id).not.toBe(first.cycle_id);
    expect(next).toMatchObject({ is_expired: false, days_difference: 5 });
  });

  it('is removed, ending its cycle; removing none is refused', async () => {
    const pkg = await createPackage('Removed');
    const first = (await link('POST', pkg.id, { is_forever: true })).body;
    const removed = await link('PUT', pkg.id);
    expect(removed).toMatchObject({ status: 200, body: { package_link: '', link_expiration: 0, is_forever: false, cycle_id: null } });
    expect(await link('PUT', pkg.id)).toMatchObject({ status: 404, body: { detail: 'The package has no link' } });
    const again = (await link('POST', pkg.id, { is_forever: true })).body;
    expect(again.cycle_id).not.toBe(first.cycle_id);
  });

  it("are another team's secret (404) and refused to a colleague not assigned to the workspace (403)", async () => {
    const pkg = await createPackage('Private link');
    await link('POST', pkg.id, { is_forever: true });
    const probes: Probe[] = [
      { method: 'GET', path: `/packages/${pkg.id}/link`, hidden: 'Could not find package' },
      { method: 'POST', path: `/packages/${pkg.id}/link`, json: { days: 5 }, hidden: 'Could not find package' },
      { method: 'PUT', path: `/packages/${pkg.id}/link`, hidden: 'Could not find package' },
      { method: 'PUT', path: `/packages/${pkg.id}/link/is-paused`, json: { is_paused: true }, hidden: 'Could not find package' },
    ];
    await expectHidden(world.api, world.bea, probes);
    await expectNotAssigned(world.api, world.alan, probes);
    expect((await link('GET', pkg.id)).body).toMatchObject({ is_forever: true, is_paused: false });
    expect(await world.api.call('GET', '/packages/no-such-package/link', { token: world.ada })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find package' },
    });
    expect(await world.api.call('GET', '/packages/bad%00id/link', { token: world.ada })).toMatchObject({ status: 400 });
  });
});
