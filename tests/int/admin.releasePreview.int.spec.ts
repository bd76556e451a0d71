import type { ReleasePreview } from '@canopy/contracts/analytics/preview';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAdminsOnly, withAdministrator } from '../support/admin.ts';
import { appendSubmission, createAssessedPackage } from '../support/library.ts';
import { addGroupOf, participantRow } from '../support/participants.ts';
import { createWorkspace } from '../support/workspaces.ts';

// The release preview from the admin area's report of a past cycle (ADR 0140): the rate is that cycle's. Groups G
// and H of 10 each; in the cycle of the package's link, 6 of G and 8 of H answered: 14 of 20, 70%. At 70% each group
// expects 7 (at least the minimum of 5, and neither splits the other): both shown; 14 expected in all.

const world = withAdministrator();
const path = (packageId: string) => `/admin/packages/${packageId}/release-preview`;
let packageId: string;
let link: PackageLinkResponse;
const groups: string[] = [];

beforeAll(async () => {
  const workspace = await createWorkspace(world.api, world.ada, 'Admin Preview Co');
  const { assessment, pkg } = await createAssessedPackage(
    world.api,
    world.ada,
    workspace.id,
    { category: 'Culture', assessment: 'Pulse check', package: 'Pulse' },
    [{ body: 'I enjoy my work', answer_type: 'one_to_five' }],
  );
  packageId = pkg.id;
  link = (await world.api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { token: world.ada, json: { days: 30 } })).body;
  let last = null as Awaited<ReturnType<typeof appendSubmission>> | null;
  for (const [name, answering, from] of [
    ['G', 6, 0],
    ['H', 8, 10],
  ] as const) {
    const rows = Array.from({ length: 10 }, (_, n) => participantRow(workspace.id, from + n));
    const { people, group } = await addGroupOf(world.api, world.ada, workspace.id, name, rows);
    groups.push(group.id);
    for (const person of people.participants.slice(0, answering)) {
      last = await appendSubmission(
        world.runtime,
        { workspace, pkg, assessment, cycleId: link.cycle_id! },
        person.id,
        [{ question_id: assessment.questions[0]!.id, answer_type: 'one_to_five', value: 4, passed: false }],
        new Date().toISOString(),
      );
    }
  }
  expect(await world.runtime.deps.waiter.waitFor(last!.position, ['analytics_answers'], 10_000)).toBe(true);
});

describe('the release preview in the admin area', () => {
  it("estimates at the chosen cycle's rate among the chosen groups' people", async () => {
    const answer = await world.api.call<ReleasePreview>('POST', path(packageId), {
      token: world.admin,
      json: { link: link.package_link, groups_ids: groups },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect([answer.body.response_rate, answer.body.rate_source, answer.body.people, answer.body.expected]).toEqual([
      0.7,
      'last_cycle',
      20,
      14,
    ]);
    expect(answer.body.assessments[0]?.rows.map((row) => [row.group_name, row.people, row.expected, row.status])).toEqual([
      ['All participants', 20, 14, 'shown'],
      ['G', 10, 7, 'shown'],
      ['H', 10, 7, 'shown'],
    ]);
    // one group alone: the rate among its own people, 6 of 10
    const one = await world.api.call<ReleasePreview>('POST', path(packageId), {
      token: world.admin,
      json: { link: link.package_link, groups_ids: [groups[0]] },
    });
    expect([one.body.response_rate, one.body.expected]).toEqual([0.6, 6]);
  });

  it('is for administrators only, and answers an unknown package, cycle or group with a detail', async () => {
    await expectAdminsOnly(
      world.api,
      [world.ada, world.bea],
      [{ method: 'POST', path: path(packageId), json: { link: link.package_link } }],
    );
    expect(await world.api.call('POST', path('nope'), { token: world.admin, json: { link: link.package_link } })).toMatchObject({
      status: 404,
      body: { detail: 'Package not found' },
    });
    expect(await world.api.call('POST', path(packageId), { token: world.admin, json: { link: 'nope' } })).toMatchObject({
      status: 404,
      body: { detail: 'Could not find the cycle of this package' },
    });
    for (const json of [{ link: link.package_link, groups_ids: ['nope'] }, { groups_ids: [] }]) {
      const bad = await world.api.call('POST', path(packageId), { token: world.admin, json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect(bad.body).toHaveProperty('detail');
    }
  });
});
