import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { GroupsByLink, IdentifyFailures, IdentifyResponse, ParticipantByLink } from '@canopy/contracts/survey/respondent';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectHidden, expectNotAssigned } from '../support/access.ts';
import { form } from '../support/identity.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { withTwoTeams } from '../support/twoTeams.ts';
import { createWorkspace } from '../support/workspaces.ts';

// Identify accepts only the credential the page asks the picked person for, and wrong tries are limited per person
// and per link, whichever address they come from, and shown to the consultant.

const world = withTwoTeams();
let pkg: Package;
let linkId: string;
const people = { ann: '', bob: '' };
const identify = (json: Record<string, unknown>) =>
  world.api.call<IdentifyResponse & { detail: string }>('POST', '/participants/identify', { json: { link: linkId, ...json } });

// A link and people of each try's own: a try locks Ann and spends the link's hourly budget, which a retry on the same
// link would find spent.
beforeEach(async () => {
  const workspace = await createWorkspace(world.api, world.ada, 'Identify');
  pkg = (await world.api.call<Package>('POST', '/packages', { token: world.ada, json: { name: 'Identify', workspace_id: workspace.id } }))
    .body;
  const { participants } = await addParticipants(world.api, world.ada, [
    participantRow(workspace.id, 1, { first_name: 'Ann', last_name: 'Archer', email: 'ann@example.com', payroll_id: 'PAY-1' }),
    participantRow(workspace.id, 2, {
      first_name: 'Bob',
      last_name: 'Baker',
      email: '',
      payroll_id: 'PAY-2',
      phone_code: '+44',
      phone: '7911000002',
    }),
  ]);
  [people.ann, people.bob] = participants.map((participant) => participant.id) as [string, string];
  linkId = (await world.api.call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, { token: world.ada, json: { is_forever: true } }))
    .body.package_link;
});

describe('identify', () => {
  it('accepts only the credential kind the page asks for: the e-mail when the person has one, else the payroll id', async () => {
    expect(await identify({ participant_id: people.ann, payroll_id: 'PAY-1' })).toMatchObject({
      status: 404,
      body: { detail: 'No participant' },
    });
    expect((await identify({ participant_id: people.ann, email: 'ann@example.com' })).status).toBe(200);
    expect(await identify({ participant_id: people.bob, phone_code: '+44', phone: '7911000002' })).toMatchObject({ status: 404 });
    expect((await identify({ participant_id: people.bob, payroll_id: 'pay-2' })).status).toBe(200);
  });

  it('locks a person after ten wrong tries in the hour, whatever the address, and shows the consultant', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) {
      const answer = await world.api.call('POST', '/participants/identify', {
        json: { link: linkId, participant_id: people.ann, email: `guess${n}@example.com` },
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(10).fill(404));
    // the right credential no longer helps within the hour: the guesser cannot tell a hit from a miss
    expect(await identify({ participant_id: people.ann, email: 'ann@example.com' })).toMatchObject({
      status: 429,
      body: { detail: 'Too many wrong tries for this name. Try again in an hour, or ask your organisation for help.' },
    });
    // someone else on the same link is not held up
    expect((await identify({ participant_id: people.bob, payroll_id: 'PAY-2' })).status).toBe(200);
    const view = await world.api.call<IdentifyFailures>('GET', `/packages/${pkg.id}/identify-failures`, { token: world.ada });
    expect(view.status).toBe(200);
    expect(view.body.per_person_per_hour).toBe(10);
    expect(view.body.people[0]).toMatchObject({
      participant_id: people.ann,
      first_name: 'Ann',
      last_name: 'Archer',
      failures: 10,
      failures_last_hour: 10,
      locked: true,
    });
    expect(JSON.stringify(view.body)).not.toMatch(/guess|example\.com/);
    const probe = [{ method: 'GET', path: `/packages/${pkg.id}/identify-failures`, hidden: 'Could not find package' }] as const;
    await expectHidden(world.api, world.bea, probe);
    await expectNotAssigned(world.api, world.alan, probe);
  });

  it('limits wrong tries on a link across people: past the link budget everyone waits', async () => {
    // Ann's ten wrong tries first, as the test before leaves them
    for (let n = 0; n < 10; n++) expect((await identify({ participant_id: people.ann, email: `guess${n}@example.com` })).status).toBe(404);
    const tries = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        identify({ first_name: `Nobody${n}`, last_name: 'Guess', email: `n${n}@example.com` }).then((answer) => answer.status),
      ),
    );
    // Ann's ten are already in the link's hour
    expect(tries.filter((status) => status === 404)).toHaveLength(290);
    expect(tries.filter((status) => status === 429)).toHaveLength(10);
    expect(await identify({ participant_id: people.bob, payroll_id: 'PAY-2' })).toMatchObject({
      status: 429,
      body: { detail: 'Too many wrong tries on this link. Try again in an hour.' },
    });
  });
});

describe('the name pick', () => {
  it('filters by group on the server and pages through every member of the group', async () => {
    const workspace = await createWorkspace(world.api, world.ada, 'Departments');
    await world.api.call('PUT', `/workspaces/${workspace.id}`, { token: world.ada, form: form({ group_classification: 'department' }) });
    // 150 people, 29 of them in Engineering, spread through the alphabet so the first page of all holds only some
    await addParticipants(
      world.api,
      world.ada,
      Array.from({ length: 150 }, (_, n) =>
        participantRow(workspace.id, n + 1, { department: n % 5 === 0 && n < 145 ? 'Engineering' : 'Sales' }),
      ),
    );
    const other = (
      await world.api.call<Package>('POST', '/packages', { token: world.ada, json: { name: 'Dept', workspace_id: workspace.id } })
    ).body;
    const link = (
      await world.api.call<PackageLinkResponse>('POST', `/packages/${other.id}/link`, { token: world.ada, json: { is_forever: true } })
    ).body.package_link;
    const groups = await world.api.call<GroupsByLink>('GET', `/participants-groups-by-link/${link}`);
    expect(groups).toMatchObject({ status: 200, body: { groups: ['Engineering', 'Sales'] } });
    const page = (offset: number, limit = 20) =>
      world.api.call<ParticipantByLink[]>(
        'GET',
        `/participants-all-by-link/${link}/package_link?group=Engineering&offset=${offset}&limit=${limit}`,
      );
    const first = await page(0);
    const second = await page(20);
    const all = [...first.body, ...second.body];
    expect(all).toHaveLength(29);
    expect(first.body[0]?.all_count).toBe(29);
    expect(new Set(all.map((row) => row.identifier))).toEqual(new Set(['Engineering']));
    expect(new Set(all.map((row) => row.id)).size).toBe(29);
    const searched = await world.api.call<ParticipantByLink[]>(
      'GET',
      `/participants-all-by-link/${link}/package_link?group=Engineering&search=First000`,
    );
    expect(searched.body.map((row) => row.first_name)).toEqual(['First0001', 'First0006']);
  });
});
