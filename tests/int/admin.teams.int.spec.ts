import { AdminMessages } from '@canopy/contracts/admin/rules';
import { describe, expect, it } from 'vitest';
import { expectAdminsOnly, withAdministrator } from '../support/admin.ts';
import { provisionTestTeam } from '../support/identity.ts';
import { addressOfTry, nextTry, teamOfTry } from '../support/perTry.ts';

// The admin area's teams and members: the teams table, 'Add new team', 'New member', 'Reset Password', each with
// the spec's messages, each recorded in the audit trail, and none of it reachable by a consultant without the flag.

const world = withAdministrator();

const members = (teams: Array<{ id: string; consultants: Array<{ email: string }> }>, teamId: string) =>
  teams.find((team) => team.id === teamId)?.consultants.map((member) => member.email);

describe('admin access', () => {
  it('refuses every admin route to a consultant without the flag (of any team) and to a caller without a token', async () => {
    const { api, ada, bea, teamA } = world;
    await expectAdminsOnly(
      api,
      [ada, bea],
      [
        { method: 'GET', path: '/admin/teams' },
        { method: 'POST', path: '/admin/teams', json: { name: 'Sneaky team' } },
        {
          method: 'POST',
          path: '/admin/consultants',
          json: { team_id: teamA.teamId, first_name: 'S', last_name: 'N', email: 'sneak@example.com', password: 'sneaky-pass' },
        },
        { method: 'POST', path: '/admin/consultants/reset-password', json: { id: teamA.consultantIds[1], new_password: 'taken-over-1' } },
        { method: 'GET', path: '/admin/audit' },
      ],
    );
    // nothing changed: no team, no member, Alan's password is his
    const teams = (await api.call('GET', '/admin/teams', { token: world.admin })).body;
    expect(teams.map((team: { name: string }) => team.name)).not.toContain('Sneaky team');
    expect((await api.signIn('sneak@example.com', 'sneaky-pass')).status).toBe(401);
    expect((await api.signIn('alan@example.com', 'alan-secret')).status).toBe(200);
  });
});

describe('teams', () => {
  it('lists every team oldest first with its members; Add new team needs a name', async () => {
    const { api, admin } = world;
    const names = (teams: Array<{ name: string }>) => teams.map((team) => team.name);
    const before = names((await api.call('GET', '/admin/teams', { token: admin })).body);
    expect(before.slice(0, 3)).toEqual(['Team A', 'Team B', 'Platform']);
    const empty = await api.call('POST', '/admin/teams', { token: admin, json: { name: '   ' } });
    expect(empty).toMatchObject({ status: 400, body: { detail: 'This field is required' } });
    // a name of this try's own: a retry adds a team beside the one its failed try may have added
    const name = `Orbit Advisors t${nextTry()}`;
    const added = await api.call('POST', '/admin/teams', { token: admin, json: { name: `  ${name} ` } });
    expect(added.status).toBe(201);
    const teams = (await api.call('GET', '/admin/teams', { token: admin })).body;
    expect(names(teams)).toEqual([...before, name]);
    expect(members(teams, world.teamA.teamId)).toEqual(['ada@example.com', 'alan@example.com']);
    expect(members(teams, added.body.id)).toEqual([]);
    expect(new Date(teams.at(-1).created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('New member', () => {
  const newMember = {
    first_name: 'Nia',
    last_name: 'New',
    email: '  Nia.New@Example.COM ',
    password: 'nia-secret-1',
    password_confirmation: 'nia-secret-1',
  };

  it('answers each rule in the spec words and stores nothing', async () => {
    const { api, admin, teamB } = world;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...newMember, team_id: teamB.teamId, first_name: ' ' }, 400, AdminMessages.required],
      [{ ...newMember, team_id: teamB.teamId, email: 'nia@example' }, 400, 'The email address is incorrect. Please check and retry'],
      [{ ...newMember, team_id: teamB.teamId, password_confirmation: 'other-secret' }, 400, 'Error - Password mismatch'],
      [{ ...newMember }, 400, 'Team does not selected'],
      [{ ...newMember, team_id: '' }, 400, 'Team does not selected'],
      [{ ...newMember, team_id: 'no-such-team' }, 404, 'Team not found'],
      [{ ...newMember, team_id: teamB.teamId, email: 'ada@example.com' }, 409, 'A consultant with this e-mail already exists'],
      [{ ...newMember, team_id: teamB.teamId, password: 'a\u0000b', password_confirmation: 'a\u0000b' }, 400, ''],
    ];
    for (const [json, status, detail] of cases) {
      const answer = await api.call('POST', '/admin/consultants', { token: admin, json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
      if (detail) expect(answer.body.detail).toBe(detail);
      else expect(typeof answer.body.detail).toBe('string');
    }
    const teams = (await api.call('GET', '/admin/teams', { token: admin })).body;
    expect(members(teams, teamB.teamId)).toEqual(['bea@example.com']);
  });

  it('adds an active member with a lowercased e-mail, who signs in at once', async () => {
    const { api, admin, teamB } = world;
    // an address of this try's own (a retry's would be taken by its failed try), in the same mixed case and spaces
    const email = addressOfTry('nia.new@example.com', nextTry());
    const added = await api.call('POST', '/admin/consultants', {
      token: admin,
      json: {
        ...newMember,
        email: `  ${email.replace('nia.new', 'Nia.New').replace('example.com', 'Example.COM')} `,
        team_id: teamB.teamId,
      },
    });
    expect(added.status).toBe(201);
    const signIn = await api.signIn(email, 'nia-secret-1');
    expect(signIn.status).toBe(200);
    const me = (await api.call('GET', '/consultants/current', { token: signIn.body.access_token })).body;
    expect(me).toMatchObject({
      id: added.body.id,
      email,
      team_id: teamB.teamId,
      status: 'active',
      is_platform_admin: false,
    });
    // a new member of another team has no admin rights
    expect((await api.call('GET', '/admin/teams', { token: signIn.body.access_token })).status).toBe(403);
  });
});

describe('Reset Password', () => {
  it('answers each rule in the spec words and changes nothing', async () => {
    const { api, admin, teamA } = world;
    const alan = teamA.consultantIds[1];
    const short = await api.call('POST', '/admin/consultants/reset-password', {
      token: admin,
      json: { id: alan, new_password: 'a b c', password_confirmation: 'a b c' },
    });
    expect(short).toMatchObject({ status: 400, body: { detail: 'Member password may contain at least 5 charecters' } });
    const unequal = await api.call('POST', '/admin/consultants/reset-password', {
      token: admin,
      json: { id: alan, new_password: 'abcdefgh', password_confirmation: 'abcdefgx' },
    });
    expect(unequal).toMatchObject({ status: 400, body: { detail: 'Passwords are not equal' } });
    const unknown = await api.call('POST', '/admin/consultants/reset-password', {
      token: admin,
      json: { id: 'nobody', new_password: 'abcdefgh' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Consultant not found' } });
    expect((await api.signIn('alan@example.com', 'alan-secret')).status).toBe(200);
  });

  it('strips spaces, sets the password and ends every session of the member', async () => {
    const { api, admin } = world;
    // an Alan of this try's own: a retry's Alan still has his first password
    const { team } = await teamOfTry(world.runtime, 'Team A', {
      ada: { email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada' },
      alan: { email: 'alan@example.com', password: 'alan-secret', firstName: 'Alan' },
    });
    const alan = team.alan.email;
    const alanId = (await api.call('GET', '/consultants/current', { token: await api.tokenFor(alan, 'alan-secret') })).body.id as string;
    const before = await api.signIn(alan, 'alan-secret');
    const other = await api.signIn(alan, 'alan-secret');
    const answer = await api.call('POST', '/admin/consultants/reset-password', {
      token: admin,
      json: { id: alanId, new_password: ' new alan pass ', password_confirmation: 'newalanpass' },
    });
    expect(answer.status).toBe(200);
    for (const session of [before.body, other.body]) {
      const refreshed = await api.call('POST', '/auth/refresh', { json: { refresh_token: session.refresh_token } });
      expect(refreshed).toMatchObject({ status: 401, body: { detail: 'Your session has expired. Please log in again.' } });
    }
    expect((await api.signIn(alan, 'alan-secret')).status).toBe(401);
    expect((await api.signIn(alan, 'newalanpass')).status).toBe(200);
    // the administrator's own session is untouched
    expect((await api.call('GET', '/admin/teams', { token: admin })).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('lists each action with the acting administrator, newest first, filtered by team and by kind', async () => {
    const { api, admin, adminId } = world;
    // The try's own actions, on teams of its own (provisioned as the system does, which the trail does not record):
    // Add new team, New member in team B, Reset Password in team A. The trail holds the file's earlier actions too,
    // so the totals are counted from what it held before.
    const n = nextTry();
    const key = `t${n}`;
    const teamA = await provisionTestTeam(world.runtime, `Audit A ${key}`, [
      { email: addressOfTry('alan@example.com', n), password: 'alan-secret', firstName: 'Alan' },
    ]);
    const teamB = await provisionTestTeam(world.runtime, `Audit B ${key}`, [
      { email: addressOfTry('bea@example.com', n), password: 'bea-secret' },
    ]);
    const count = async (query: string) => (await api.call('GET', `/admin/audit${query}`, { token: admin })).body.total as number;
    const [totalBefore, resetsBefore] = [await count(''), await count('?kind=password_reset')];
    const orbit = `Orbit Advisors ${key}`;
    expect((await api.call('POST', '/admin/teams', { token: admin, json: { name: orbit } })).status).toBe(201);
    const member = await api.call('POST', '/admin/consultants', {
      token: admin,
      json: {
        team_id: teamB.teamId,
        first_name: 'Nia',
        last_name: 'New',
        email: addressOfTry('nia@example.com', n),
        password: 'nia-secret-1',
        password_confirmation: 'nia-secret-1',
      },
    });
    expect(member.status).toBe(201);
    const reset = await api.call('POST', '/admin/consultants/reset-password', {
      token: admin,
      json: { id: teamA.consultantIds[0], new_password: 'newalanpass', password_confirmation: 'newalanpass' },
    });
    expect(reset.status).toBe(200);

    const all = (await api.call('GET', '/admin/audit', { token: admin })).body;
    const ours = all.entries.slice(0, 3);
    expect(ours.map((entry: { kind: string }) => entry.kind)).toEqual(['password_reset', 'member_added', 'team_added']);
    expect(all.total).toBe(totalBefore + 3);
    for (const entry of all.entries) expect(entry.actor).toEqual({ id: adminId, name: 'Rita Root', is_platform_admin: true });
    expect(ours[0]).toMatchObject({
      team: { id: teamA.teamId, name: `Audit A ${key}` },
      what: 'Reset the password of Alan Consultant and ended their sessions',
    });
    expect(ours[1]).toMatchObject({ team: { id: teamB.teamId, name: `Audit B ${key}` }, what: 'Added the member Nia New' });
    expect(ours[2]).toMatchObject({ team: { name: orbit }, what: `Added the team ${orbit}` });
    const times = all.entries.map((entry: { at: string }) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const ofTeamB = (await api.call('GET', `/admin/audit?team_id=${teamB.teamId}`, { token: admin })).body;
    expect(ofTeamB.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['member_added']);
    const resets = (await api.call('GET', '/admin/audit?kind=password_reset', { token: admin })).body;
    expect(resets.total).toBe(resetsBefore + 1);
    expect(resets.entries[0]).toMatchObject({ kind: 'password_reset', team: { id: teamA.teamId } });
    expect(resets.entries.every((entry: { kind: string }) => entry.kind === 'password_reset')).toBe(true);
    const paged = (await api.call('GET', '/admin/audit?limit=1&offset=1', { token: admin })).body;
    expect(paged).toMatchObject({ total: totalBefore + 3, entries: [{ kind: 'member_added' }] });
    expect(paged.entries).toHaveLength(1);
    const bad = await api.call('GET', '/admin/audit?kind=everything', { token: admin });
    expect(bad.status).toBe(400);
  });
});
