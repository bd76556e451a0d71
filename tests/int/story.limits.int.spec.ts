import { PublicLinkMessages } from '@canopy/contracts/platform/http';
import { StoryPaths } from '@canopy/contracts/story/api';
import { describe, expect, it } from 'vitest';
import { form, TINY_PNG } from '../support/identity.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// A shared story's calls count against the public-link budgets the respondent routes use (per link across addresses):
// a link past its budget answers 429 for the view and its images alike, and another story's link is not affected; and
// per address, one budget across the shared routes.

const sharedStory = async (world: ReturnType<typeof withTwoTeams>, name: string) => {
  const workspace = await createWorkspace(world.api, world.ada, name);
  const added = await world.api.call('POST', StoryPaths.fileSnapshots(workspace.id), {
    token: world.ada,
    form: form({ name: 'Slide' }, { name: 'a.png', bytes: TINY_PNG, type: 'image/png' }),
  });
  expect(added.status).toBe(201);
  const shared = await world.api.call('POST', StoryPaths.link(workspace.id), { token: world.ada, json: { link_expiration: 2 } });
  return { link: shared.body.link.story_link as string, snapshotId: added.body.snapshot.id as string };
};

describe('per link', () => {
  const world = withTwoTeams({ env: { RESPONDENT_LINK_RATE_LIMIT_PER_MINUTE: '4' } });
  it('answers 429 once a link spent its budget, on the view and its images, and leaves another link alone', async () => {
    const [busy, quiet] = [await sharedStory(world, 'Busy Co'), await sharedStory(world, 'Quiet Co')];
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++) statuses.push((await world.api.call('GET', StoryPaths.shared(busy.link))).status);
    statuses.push((await world.api.call('GET', StoryPaths.sharedImage(busy.link, busy.snapshotId))).status);
    const refused = await world.api.call('GET', StoryPaths.sharedImage(busy.link, busy.snapshotId));
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(refused).toMatchObject({ status: 429, body: { detail: PublicLinkMessages.linkBudgetSpent } });
    expect((await world.api.call('GET', StoryPaths.shared(quiet.link))).status).toBe(200);
  });
});

describe('per address', () => {
  // from a client address of its own (X-Forwarded-For, trusted here), so no other spec's calls spend its budget
  const world = withTwoTeams({ env: { RESPONDENT_RATE_LIMIT_PER_MINUTE: '4', TRUST_PROXY: 'true' } });
  it("counts the shared story, its 'Action plan' slides and its images against the address's one budget", async () => {
    const { link, snapshotId } = await sharedStory(world, 'Address Co');
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (const path of [
      StoryPaths.shared(link),
      StoryPaths.sharedActionPlan(link),
      StoryPaths.sharedImage(link, snapshotId),
      StoryPaths.sharedActionPlan('x'.repeat(22)),
    ])
      statuses.push((await world.api.call('GET', path, { headers })).status);
    expect(statuses).toEqual([200, 200, 200, 404]);
    const refused = await world.api.call<{ detail: string }>('GET', StoryPaths.sharedLogo(link, 'team'), { headers });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many requests; try again in/);
    // another address keeps its own
    expect(
      (await world.api.call('GET', StoryPaths.sharedActionPlan(link), { headers: { 'x-forwarded-for': '198.51.100.78' } })).status,
    ).toBe(200);
  });
});
