import { ListParticipantsRequest, UNSET_DATE, type Participant } from '@canopy/contracts/participants/api';
import { createParticipantsReader } from '@canopy/projections/workspace/participants/read';
import { beforeAll, describe, expect, it } from 'vitest';
import { provisionTestTeam } from '../support/identity.ts';
import { addParticipants, createGroup, listParticipants, moveToGroup, participantRow } from '../support/participants.ts';
import { createWorkspace } from '../support/workspaces.ts';
import { withRuntime } from '../support/withRuntime.ts';

// The participants table: pages of 100, the sort keys both ways, the 3-character search, group tags.

let ada: string;
let big: string;
let small: string;
let people: Record<string, Participant>;

const ids = (participants: Participant[]) => participants.map((participant) => participant.id);

const world = withRuntime();

beforeAll(async () => {
  await provisionTestTeam(world.runtime, 'Team A', [{ email: 'ada@example.com', password: 'ada-secret' }]);
  ada = await world.api.tokenFor('ada@example.com', 'ada-secret');
  big = (await createWorkspace(world.api, ada, 'Big')).id;
  await addParticipants(
    world.api,
    ada,
    Array.from({ length: 250 }, (_, index) => participantRow(big, index + 1)),
  );

  small = (await createWorkspace(world.api, ada, 'Small')).id;
  const { participants } = await addParticipants(world.api, ada, [
    participantRow(small, 1, { first_name: 'ada', last_name: 'Zeta', email: 'zeta@example.com', hiring_date: '2021-03-01' }),
    participantRow(small, 2, { first_name: 'Ada', last_name: 'alpha', email: '', phone_code: '+44', phone: '7911000002' }),
    participantRow(small, 3, { first_name: 'Bob', last_name: 'Lovelace', email: '', payroll_id: 'A-100', hiring_date: '2019-06-30' }),
    participantRow(small, 4, {
      first_name: 'Charlotte',
      last_name: 'Brontë',
      email: 'Brontë@example.com'.normalize(),
      payroll_id: 'X%_1',
      hiring_date: '2022-01-01',
    }),
  ]);
  people = Object.fromEntries(participants.map((participant) => [participant.last_name, participant]));
  const beta = await createGroup(world.api, ada, small, 'beta');
  const alpha = await createGroup(world.api, ada, small, 'Alpha');
  await moveToGroup(world.api, ada, people.Zeta!.id, beta.id);
  await moveToGroup(world.api, ada, people.alpha!.id, beta.id);
  await moveToGroup(world.api, ada, people.alpha!.id, alpha.id);
});

describe('paging', () => {
  it('answers pages of 100 with has_more and next_offset, newest first, until every participant was seen once', async () => {
    const first = await listParticipants(world.api, ada, { workspace_id: big });
    expect(first).toMatchObject({ all_count: 250, has_more: true, next_offset: 100, next_limit: 100 });
    expect(first.participants).toHaveLength(100);
    expect(first.participants[0]).toMatchObject({ first_name: 'First0250', all_count: 250 });
    expect(first.participants[1]!.all_count).toBeUndefined();
    const second = await listParticipants(world.api, ada, { workspace_id: big, limit: 100, offset: first.next_offset });
    expect(second).toMatchObject({ all_count: 250, has_more: true, next_offset: 200 });
    const third = await listParticipants(world.api, ada, { workspace_id: big, limit: 100, offset: second.next_offset });
    expect(third).toMatchObject({ all_count: 250, has_more: false, next_offset: 250 });
    expect(third.participants).toHaveLength(50);
    const seen = [...ids(first.participants), ...ids(second.participants), ...ids(third.participants)];
    expect(new Set(seen).size).toBe(250);
    expect(third.participants.at(-1)!.first_name).toBe('First0001');
  });

  it('answers everything with isAll, and refuses pages over 100', async () => {
    const all = await listParticipants(world.api, ada, { workspace_id: big, isAll: true, sortType: 'name', sortBy: 'ASC' });
    expect(all).toMatchObject({ all_count: 250, has_more: false, next_offset: 250 });
    expect(all.participants.map((participant) => participant.first_name)).toEqual(
      Array.from({ length: 250 }, (_, index) => `First${String(index + 1).padStart(4, '0')}`),
    );
    const tooMany = await world.api.call('POST', '/participants/by-workspace', { token: ada, json: { workspace_id: big, limit: 101 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toMatch(/^body\/limit: /);
  });

  it('answers an empty page past the end', async () => {
    expect(await listParticipants(world.api, ada, { workspace_id: big, offset: 300 })).toMatchObject({
      participants: [],
      all_count: 250,
      has_more: false,
      next_offset: 300,
    });
  });
});

describe('sorting', () => {
  const order = async (sortType: 'name' | 'credentials' | 'hiring_date' | 'group_name', sortBy: 'ASC' | 'DESC') =>
    (await listParticipants(world.api, ada, { workspace_id: small, sortType, sortBy })).participants.map(
      (participant) => participant.last_name,
    );

  it('by name: first name, then last name, whatever the case', async () => {
    expect(await order('name', 'ASC')).toEqual(['alpha', 'Zeta', 'Lovelace', 'Brontë']);
    expect(await order('name', 'DESC')).toEqual(['Brontë', 'Lovelace', 'Zeta', 'alpha']);
  });

  it('by name: a first name that another starts with comes before it, whatever the last names', async () => {
    const workspaceId = (await createWorkspace(world.api, ada, 'Names')).id;
    await addParticipants(world.api, ada, [
      participantRow(workspaceId, 1, { first_name: 'Mary Ann', last_name: 'Abbott' }),
      participantRow(workspaceId, 2, { first_name: 'MARY', last_name: 'Zed' }),
      participantRow(workspaceId, 3, { first_name: 'mary', last_name: 'adams' }),
      participantRow(workspaceId, 4, { first_name: 'Marya', last_name: 'Baker' }),
    ]);
    const names = async (sortBy: 'ASC' | 'DESC', searchString = '') =>
      (await listParticipants(world.api, ada, { workspace_id: workspaceId, sortType: 'name', sortBy, searchString })).participants.map(
        (participant) => participant.last_name,
      );
    expect(await names('ASC')).toEqual(['adams', 'Zed', 'Abbott', 'Baker']);
    expect(await names('DESC')).toEqual(['Baker', 'Abbott', 'Zed', 'adams']);
    // the filtered page sorts its matches by the same key
    expect(await names('ASC', 'mar')).toEqual(['adams', 'Zed', 'Abbott', 'Baker']);
  });

  it('by credentials: e-mail, else phone with its code, else payroll id', async () => {
    // keys: '+447911000002', 'a-100', 'brontë@example.com', 'zeta@example.com'
    expect(await order('credentials', 'ASC')).toEqual(['alpha', 'Lovelace', 'Brontë', 'Zeta']);
    expect(await order('credentials', 'DESC')).toEqual(['Zeta', 'Brontë', 'Lovelace', 'alpha']);
  });

  it('by start date, unset dates last both ways', async () => {
    expect(await order('hiring_date', 'ASC')).toEqual(['Lovelace', 'Zeta', 'Brontë', 'alpha']);
    expect(await order('hiring_date', 'DESC')).toEqual(['Brontë', 'Zeta', 'Lovelace', 'alpha']);
    expect(people.alpha!.hiring_date).toBe(UNSET_DATE);
  });

  it("by group name (a participant's first group), participants without a group last both ways", async () => {
    const asc = await order('group_name', 'ASC');
    expect(asc.slice(0, 2)).toEqual(['alpha', 'Zeta']);
    expect(asc.slice(2).sort()).toEqual(['Brontë', 'Lovelace']);
    const desc = await order('group_name', 'DESC');
    expect(desc.slice(0, 2)).toEqual(['Zeta', 'alpha']);
  });

  it('newest first when no sort type is asked, whatever sortBy says', async () => {
    expect(
      (await listParticipants(world.api, ada, { workspace_id: small, sortBy: 'ASC' })).participants.map(
        (participant) => participant.last_name,
      ),
    ).toEqual(['Brontë', 'Lovelace', 'alpha', 'Zeta']);
  });

  it('refuses an unknown sort', async () => {
    const answer = await world.api.call('POST', '/participants/by-workspace', {
      token: ada,
      json: { workspace_id: small, sortType: 'age' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^body\/sortType: /);
  });
});

describe('search', () => {
  const search = async (searchString: string, workspace = small) =>
    listParticipants(world.api, ada, { workspace_id: workspace, searchString, sortType: 'name', sortBy: 'ASC' });

  it('matches names, e-mail, phone and payroll id from 3 characters, ignoring case', async () => {
    expect(ids((await search('ADA')).participants)).toEqual([people.alpha!.id, people.Zeta!.id]);
    expect(ids((await search('ada alp')).participants)).toEqual([people.alpha!.id]);
    expect(ids((await search('zeta@')).participants)).toEqual([people.Zeta!.id]);
    expect(ids((await search('+447911')).participants)).toEqual([people.alpha!.id]);
    expect(ids((await search('a-1')).participants)).toEqual([people.Lovelace!.id]);
    expect(ids((await search('brontë')).participants)).toEqual([people.Brontë!.id]);
    expect((await search('lov')).all_count).toBe(1);
  });

  it('does not filter with fewer than 3 characters', async () => {
    expect(await search('zz')).toMatchObject({ all_count: 4 });
    expect(await search('  a ')).toMatchObject({ all_count: 4 });
  });

  it('answers an empty page when nothing matches (the screen shows No results)', async () => {
    expect(await search('nobody')).toEqual({ participants: [], all_count: 0, has_more: false, next_offset: 0, next_limit: 100 });
  });

  it('takes % and _ literally', async () => {
    expect(ids((await search('x%_')).participants)).toEqual([people.Brontë!.id]);
    expect((await search('%%%')).all_count).toBe(0);
    expect((await search('___')).all_count).toBe(0);
  });

  it('sorts the matches by every key as the whole list sorts them, and counts them past the last page', async () => {
    for (const sortType of ['name', 'credentials', 'hiring_date', 'group_name', undefined] as const) {
      for (const sortBy of ['ASC', 'DESC'] as const) {
        const whole = await listParticipants(world.api, ada, { workspace_id: small, sortType, sortBy });
        const matches = await listParticipants(world.api, ada, { workspace_id: small, sortType, sortBy, searchString: 'e.c' });
        expect(ids(matches.participants), `${sortType} ${sortBy}`).toEqual(
          ids(whole.participants).filter((id) => id === people.Zeta!.id || id === people.Brontë!.id),
        );
      }
    }
    expect(await listParticipants(world.api, ada, { workspace_id: small, searchString: 'e.c', offset: 100 })).toMatchObject({
      participants: [],
      all_count: 2,
      has_more: false,
    });
  });

  it('answers the same whether it sorts the matches in memory or walks the index (many matches)', async () => {
    const walking = createParticipantsReader(world.runtime.platform.pool, { sortedMatches: 5 });
    for (const query of [
      { workspace_id: big, searchString: 'son1', sortType: 'name' as const, sortBy: 'DESC' as const },
      { workspace_id: big, searchString: 'son1', sortType: 'hiring_date' as const, sortBy: 'ASC' as const, offset: 100 },
      { workspace_id: big, searchString: 'first', offset: 200 },
      { workspace_id: small, searchString: 'e.c', sortType: 'credentials' as const },
    ]) {
      const walked = await walking.page(ListParticipantsRequest.parse(query));
      expect(walked, JSON.stringify(query)).toEqual(await listParticipants(world.api, ada, query));
    }
  });

  it('pages the matches and counts them all', async () => {
    // person1, person10..person19 and person100..person199 contain "son1"
    const page = await listParticipants(world.api, ada, {
      workspace_id: big,
      searchString: 'son1',
      sortType: 'name',
      sortBy: 'DESC',
      limit: 100,
    });
    expect(page).toMatchObject({ all_count: 111, has_more: true, next_offset: 100 });
    expect(page.participants[0]!.first_name).toBe('First0199');
    const rest = await listParticipants(world.api, ada, {
      workspace_id: big,
      searchString: 'son1',
      sortType: 'name',
      sortBy: 'DESC',
      offset: 100,
    });
    expect(rest).toMatchObject({ all_count: 111, has_more: false, next_offset: 111 });
    expect(rest.participants.map((participant) => participant.first_name)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `First00${19 - index}`),
      'First0001',
    ]);
  });
});

describe('groups on each participant', () => {
  it('tags every participant with their groups, by name', async () => {
    const page = await listParticipants(world.api, ada, { workspace_id: small, sortType: 'name', sortBy: 'ASC' });
    expect(page.participants.map((participant) => participant.groups.map((group) => group.name))).toEqual([
      ['Alpha', 'beta'],
      ['beta'],
      [],
      [],
    ]);
    expect(page.participants[0]!.groups[0]).toEqual({ id: expect.any(String), name: 'Alpha', origin: 'custom', origin_source: '' });
  });

  it('lists the members of one group with group_id', async () => {
    const page = await listParticipants(world.api, ada, {
      workspace_id: small,
      group_id: await groupIdNamed('beta'),
      sortType: 'name',
      sortBy: 'ASC',
    });
    expect(page).toMatchObject({ all_count: 2 });
    expect(ids(page.participants)).toEqual([people.alpha!.id, people.Zeta!.id]);
  });
});

/** a group's id, as the tags of the participants show it */
const groupIdNamed = async (name: string) => {
  const page = await listParticipants(world.api, ada, { workspace_id: small, isAll: true });
  return page.participants.flatMap((participant) => participant.groups).find((group) => group.name === name)!.id;
};
