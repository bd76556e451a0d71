import { consultantsProjection } from '@canopy/projections/identity/consultants/project';
import { rebuildProjection } from '@canopy/platform/projections/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime } from '../support/runtime.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { resetLinkIn, startTestInbox, type TestInbox } from '../support/mail.ts';
import { addressOfTry, nextTry } from '../support/perTry.ts';

// Forgotten passwords, invitations and password changes, with mail delivered over SMTP to a test inbox. Each try of
// a test works in a team of its own (graceTeam): a reset, an invitation or a change of password cannot be undone, so
// a retry on the failed try's consultants would find their passwords changed and their addresses taken.

let inbox: TestInbox;
let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
let api: ReturnType<typeof apiClient>;
/** every address the file's consultants and invitations use, for the event log's check */
const addresses: string[] = [];

beforeAll(async () => {
  inbox = await startTestInbox();
  runtime = await startTestRuntime({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      PUBLIC_URL: 'https://canopy.test/',
      MAIL_FROM: 'Canopy <no-reply@canopy.test>',
    },
  });
  api = apiClient(runtime);
  addresses.push('bea@example.com');
  await provisionTestTeam(runtime, 'Team B', [{ email: 'bea@example.com', password: 'bea-secret' }]);
});
afterAll(async () => {
  await runtime?.close();
  await inbox?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Team A of this try: Ada Lovelace and Grace Hopper, with `address(name)` for more addresses of the same try */
const graceTeam = async () => {
  const n = nextTry();
  const key = `t${n}`;
  const address = (name: string) => {
    const email = addressOfTry(`${name}@example.com`, n);
    addresses.push(email);
    return email;
  };
  const name = `Team A ${key}`;
  const [ada, grace] = [address('ada'), address('grace')];
  const team = await provisionTestTeam(runtime, name, [
    { email: ada, password: 'ada-secret', firstName: 'Ada', lastName: 'Lovelace' },
    { email: grace, password: 'grace-secret', firstName: 'Grace', lastName: 'Hopper' },
  ]);
  return { ...team, name, key, ada, grace, address, graceToken: () => api.tokenFor(grace, 'grace-secret') };
};
/** the newest mail to `address` once there are more than `before`, e.g. `nextMailTo(x, mailsTo(x).length)` */
const nextMailTo = async (address: string, before: number) => {
  await inbox.waitFor(() => mailsTo(address).length > before);
  return mailsTo(address).at(-1)!;
};
const mailsTo = (address: string) =>
  inbox.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address));

describe('forgot password -> reset -> sign in', () => {
  it('mails a single-use link valid for an hour that sets a new password', async () => {
    const { ada, key } = await graceTeam();
    const answer = await api.call('POST', '/users/forgot-password', { json: { email: `Ada.${key}@Example.com` } });
    expect(answer).toMatchObject({ status: 200, body: { message: expect.stringContaining('If an account exists for this e-mail') } });

    const mail = await inbox.waitFor((candidate) => candidate.subject === 'Reset your Canopy password' && mailsTo(ada).includes(candidate));
    expect(mail.from?.text).toContain('no-reply@canopy.test');
    const { url, token } = resetLinkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe('https://canopy.test/reset-password');
    expect(url.searchParams.has('invite')).toBe(false);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain('reset-password?token=');

    const tooShort = await api.call('POST', '/users/reset-password', { json: { token, new_password: 'abcdefg' } });
    expect(tooShort).toMatchObject({ status: 400, body: { detail: 'body/new_password: New password should be at least 8 characters' } });

    const before = (await api.signIn(ada, 'ada-secret')).body;
    const reset = await api.call('POST', '/users/reset-password', { json: { token, new_password: 'ada-new-secret' } });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Your password has been set. You can now log in.' } });

    expect((await api.signIn(ada, 'ada-new-secret')).status).toBe(200);
    expect((await api.signIn(ada, 'ada-secret')).status).toBe(401);
    // the reset ended the sessions opened with the old password
    expect((await api.call('POST', '/auth/refresh', { json: { refresh_token: before.refresh_token } })).status).toBe(401);
    // and their access tokens at once, not when they expire (ADR 0110)
    expect(await api.call('GET', '/consultants/current', { token: before.access_token })).toMatchObject({
      status: 401,
      body: { detail: 'Your session has ended: sign in again' },
    });

    const again = await api.call('POST', '/users/reset-password', { json: { token, new_password: 'ada-third-secret' } });
    expect(again).toMatchObject({ status: 400, body: { detail: 'This link is invalid or has expired. Ask for a new one.' } });
    expect((await api.signIn(ada, 'ada-third-secret')).status).toBe(401);
  });

  it('answers an unknown e-mail exactly the same way and sends nothing', async () => {
    const { grace, address } = await graceTeam();
    const nobody = address('nobody');
    const known = await api.call('POST', '/users/forgot-password', { json: { email: grace } });
    await nextMailTo(grace, 0);
    const count = inbox.messages.length;
    const unknown = await api.call('POST', '/users/forgot-password', { json: { email: nobody } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await sleep(1000);
    expect(inbox.messages.length).toBe(count);
    expect(mailsTo(nobody)).toEqual([]);
  });

  it('only the latest link works', async () => {
    const { grace } = await graceTeam();
    await api.call('POST', '/users/forgot-password', { json: { email: grace } });
    await nextMailTo(grace, 0);
    await api.call('POST', '/users/forgot-password', { json: { email: grace } });
    await nextMailTo(grace, 1);
    expect(mailsTo(grace)).toHaveLength(2);
    const [older, newer] = mailsTo(grace).map((mail) => resetLinkIn(mail).token);
    expect((await api.call('POST', '/users/reset-password', { json: { token: older, new_password: 'grace-2-secret' } })).status).toBe(400);
    expect((await api.call('POST', '/users/reset-password', { json: { token: newer, new_password: 'grace-2-secret' } })).status).toBe(200);
    expect((await api.signIn(grace, 'grace-2-secret')).status).toBe(200);
  });

  it('refuses made-up tokens and malformed e-mails', async () => {
    expect(await api.call('POST', '/users/reset-password', { json: { token: 'made-up', new_password: 'whatever-1' } })).toMatchObject({
      status: 400,
      body: { detail: 'This link is invalid or has expired. Ask for a new one.' },
    });
    expect(await api.call('POST', '/users/forgot-password', { json: { email: 'not-an-email' } })).toMatchObject({
      status: 400,
      body: { detail: 'body/email: The email address is incorrect. Please check and retry' },
    });
  });
});

describe('invite -> mail -> set password -> sign in', () => {
  it("invites into the caller's team; the invited consultant sets a password from the mailed link", async () => {
    const teamA = await graceTeam();
    const token = await teamA.graceToken();
    const alanEmail = teamA.address('alan');
    const invited = await api.call('POST', '/consultants', {
      token,
      json: { first_name: 'Alan', last_name: 'Turing', email: ` Alan.${teamA.key}@Example.com ` },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      first_name: 'Alan',
      last_name: 'Turing',
      email: alanEmail,
      team_id: teamA.teamId,
      status: 'invited',
      is_platform_admin: false,
      workspaces_ids: [],
    });

    const mail = await nextMailTo(alanEmail, 0);
    expect(mail.subject).toBe(`You are invited to join ${teamA.name} on Canopy`);
    expect(mail.text).toContain('Grace Hopper invited you');
    const { url, token: inviteToken } = resetLinkIn(mail);
    expect(url.searchParams.get('invite')).toBe('1');

    // no password yet: cannot sign in
    expect((await api.signIn(alanEmail, 'anything')).status).toBe(401);
    const team = await api.call('GET', '/teams/my-team', { token });
    expect(team.body.consultants.map((member: { email: string }) => member.email)).toContain(alanEmail);

    expect((await api.call('POST', '/users/reset-password', { json: { token: inviteToken, new_password: 'alan-secret' } })).status).toBe(
      200,
    );
    const alan = await api.signIn(alanEmail, 'alan-secret');
    expect(alan.status).toBe(200);
    const me = await api.call('GET', '/consultants/current', { token: alan.body.access_token });
    expect(me.body).toMatchObject({ id: invited.body.id, status: 'active', team_id: teamA.teamId });
    expect((await api.call('POST', '/users/reset-password', { json: { token: inviteToken, new_password: 'alan-other' } })).status).toBe(
      400,
    );
  });

  it('refuses an e-mail that already has an account in this team with 409', async () => {
    const { ada, grace, graceToken } = await graceTeam();
    const token = await graceToken();
    for (const email of [ada, grace.toUpperCase()]) {
      const answer = await api.call('POST', '/consultants', { token, json: { first_name: 'X', last_name: 'Y', email } });
      expect(answer, email).toMatchObject({ status: 409, body: { detail: 'A consultant with this e-mail already exists' } });
    }
  });

  it('answers an e-mail of another team as a new invitation, changes nothing and tells its owner by mail', async () => {
    const teamA = await graceTeam();
    const token = await teamA.graceToken();
    // Bea is of the file's Team B: a retry mails her again, so this try's mail is the one after those before it
    const beaMails = mailsTo('bea@example.com').length;
    const fresh = await api.call('POST', '/consultants', {
      token,
      json: { first_name: 'Mary', last_name: 'Somerville', email: teamA.address('mary') },
    });
    const elsewhere = await api.call('POST', '/consultants', {
      token,
      json: { first_name: 'Bea', last_name: 'Other', email: 'Bea@example.com' },
    });
    expect(elsewhere.status).toBe(fresh.status);
    expect(Object.keys(elsewhere.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(elsewhere.body).toMatchObject({
      first_name: 'Bea',
      last_name: 'Other',
      email: 'bea@example.com',
      team_id: teamA.teamId,
      status: 'invited',
      is_platform_admin: false,
    });

    const mail = await nextMailTo('bea@example.com', beaMails);
    expect(mail.subject).toBe(`You were invited to join ${teamA.name} on Canopy`);
    expect(mail.text).toContain('Grace Hopper invited you');
    expect(mail.text).toContain('already has a Canopy account with another team');
    expect(mail.text).not.toContain('reset-password');
    // Bea keeps her account and team; Team A did not gain her; the id answered names no one
    const bea = await api.tokenFor('bea@example.com', 'bea-secret');
    const me = (await api.call('GET', '/consultants/current', { token: bea })).body;
    expect(me).toMatchObject({ email: 'bea@example.com', first_name: 'Test', status: 'active' });
    expect(me.team_id).not.toBe(teamA.teamId);
    const team = await api.call('GET', '/teams/my-team', { token });
    expect(team.body.consultants.map((member: { email: string }) => member.email)).not.toContain('bea@example.com');
    const rows = await runtime.platform.pool.query('select count(*)::int as n from identity_consultants.consultants where id = $1', [
      elsewhere.body.id,
    ]);
    expect(rows.rows[0].n).toBe(0);
  });

  it('refuses a name longer than 100 characters and stores nothing', async () => {
    const { graceToken, address } = await graceTeam();
    const token = await graceToken();
    const hugeEmail = address('huge');
    const huge = 'N'.repeat(1_000_000);
    const eventCount = async () =>
      (await runtime.platform.pool.query('select count(*)::int as n from eventstore.events')).rows[0].n as number;
    const before = await eventCount();
    const answer = await api.call('POST', '/consultants', { token, json: { first_name: huge, last_name: 'Y', email: hugeEmail } });
    expect(answer).toMatchObject({ status: 400, body: { detail: 'body/first_name: First name should be at most 100 characters' } });
    expect(
      await api.call('POST', '/consultants', { token, json: { first_name: 'X', last_name: 'L'.repeat(101), email: hugeEmail } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'body/last_name: Last name should be at most 100 characters' },
    });
    expect(await eventCount()).toBe(before);
    // the address was not taken: inviting it properly is a new invitation
    const fitting = await api.call('POST', '/consultants', {
      token,
      json: { first_name: 'N'.repeat(100), last_name: 'Y', email: hugeEmail },
    });
    expect(fitting.status).toBe(201);
  });

  it('sends a fresh link when inviting someone who has not accepted yet; the older link stops working', async () => {
    const { graceToken, address } = await graceTeam();
    const token = await graceToken();
    const kat = address('kat');
    expect((await api.call('POST', '/consultants', { token, json: { first_name: 'Kat', last_name: 'Johnson', email: kat } })).status).toBe(
      201,
    );
    await inbox.waitFor(() => mailsTo(kat).length === 1);
    const again = await api.call('POST', '/consultants', {
      token,
      json: { first_name: 'Kat', last_name: 'Johnson', email: kat },
    });
    expect(again).toMatchObject({ status: 200, body: { email: kat, status: 'invited' } });
    await inbox.waitFor(() => mailsTo(kat).length === 2);
    const [first, second] = mailsTo(kat).map((mail) => resetLinkIn(mail).token);
    expect((await api.call('POST', '/users/reset-password', { json: { token: first, new_password: 'kat-secret' } })).status).toBe(400);
    expect((await api.call('POST', '/users/reset-password', { json: { token: second, new_password: 'kat-secret' } })).status).toBe(200);
    // another team cannot take over the pending invitation either (answered as a new one, nothing changes)
    const bea = await api.tokenFor('bea@example.com', 'bea-secret');
    expect((await api.call('POST', '/consultants', { token: bea, json: { first_name: 'Kat', last_name: 'J', email: kat } })).status).toBe(
      201,
    );
    expect((await api.signIn(kat, 'kat-secret')).status).toBe(200);
    const beaTeam = (await api.call('GET', '/teams/my-team', { token: bea })).body;
    expect(beaTeam.consultants.map((member: { email: string }) => member.email)).not.toContain(kat);
  });

  it('names the failing field of an incomplete invitation and needs a signed-in caller', async () => {
    const token = await (await graceTeam()).graceToken();
    expect(
      await api.call('POST', '/consultants', { token, json: { first_name: ' ', last_name: 'Y', email: 'new@example.com' } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'body/first_name: This field is required' },
    });
    expect(await api.call('POST', '/consultants', { token, json: { first_name: 'X', last_name: 'Y', email: 'new@' } })).toMatchObject({
      status: 400,
      body: { detail: 'body/email: The email address is incorrect. Please check and retry' },
    });
    expect((await api.call('POST', '/consultants', { json: { first_name: 'X', last_name: 'Y', email: 'new@example.com' } })).status).toBe(
      401,
    );
  });
});

describe('POST /api/v1/users/change-password', () => {
  it("answers the spec's messages", async () => {
    const teamA = await graceTeam();
    const pair = (await api.signIn(teamA.grace, 'grace-secret')).body;
    const token = pair.access_token;
    const me = (await api.call('GET', '/consultants/current', { token })).body;

    const sevenCharacters = { id: me.id, old_password: 'grace-secret', new_password: 'abcdefg' };
    expect(await api.call('POST', '/users/change-password', { token, json: sevenCharacters })).toMatchObject({
      status: 400,
      body: { detail: 'body/new_password: New password should be at least 8 characters' },
    });
    expect(
      await api.call('POST', '/users/change-password', {
        token,
        json: { id: me.id, old_password: 'not-it', new_password: 'grace-3-secret' },
      }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Old password is incorrect' },
    });
    expect(
      await api.call('POST', '/users/change-password', {
        token,
        json: { id: teamA.consultantIds[0], old_password: 'grace-secret', new_password: 'grace-3-secret' },
      }),
    ).toMatchObject({
      status: 403,
      body: { detail: 'You can only change your own password' },
    });
    expect(
      (
        await api.call('POST', '/users/change-password', {
          json: { id: me.id, old_password: 'grace-secret', new_password: 'grace-3-secret' },
        })
      ).status,
    ).toBe(401);

    expect(
      await api.call('POST', '/users/change-password', {
        token,
        json: { id: me.id, old_password: 'grace-secret', new_password: 'grace-3-secret' },
      }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Password was changed successfully' },
    });
    expect((await api.signIn(teamA.grace, 'grace-3-secret')).status).toBe(200);
    expect((await api.signIn(teamA.grace, 'grace-secret')).status).toBe(401);
  });

  it("ends the consultant's other sessions and keeps the one that changed the password", async () => {
    const { grace } = await graceTeam();
    const here = (await api.signIn(grace, 'grace-secret')).body;
    const laptop = (await api.signIn(grace, 'grace-secret')).body;
    const phone = (await api.signIn(grace, 'grace-secret')).body;
    // a session that refreshed before the change still belongs to the same family
    const phoneNext = (await api.call('POST', '/auth/refresh', { json: { refresh_token: phone.refresh_token } })).body;
    const me = (await api.call('GET', '/consultants/current', { token: here.access_token })).body;
    const change = (token: string, old_password: string, new_password: string) =>
      api.call('POST', '/users/change-password', { token, json: { id: me.id, old_password, new_password } });
    expect((await change(here.access_token, 'grace-secret', 'grace-4-secret')).status).toBe(200);

    expect((await api.call('POST', '/auth/refresh', { json: { refresh_token: laptop.refresh_token } })).status).toBe(401);
    expect((await api.call('POST', '/auth/refresh', { json: { refresh_token: phoneNext.refresh_token } })).status).toBe(401);
    // the other sessions' access tokens end with them; the one that changed the password still answers (ADR 0110)
    for (const ended of [laptop.access_token, phoneNext.access_token]) {
      expect((await api.call('GET', '/consultants/current', { token: ended })).status).toBe(401);
    }
    expect((await api.call('GET', '/consultants/current', { token: here.access_token })).status).toBe(200);
    const kept = await api.call('POST', '/auth/refresh', { json: { refresh_token: here.refresh_token } });
    expect(kept.status).toBe(200);
    // and keeps going: the refreshed token names the same session, which a later change keeps as well
    expect((await change(kept.body.access_token, 'grace-4-secret', 'grace-secret')).status).toBe(200);
    expect((await api.call('POST', '/auth/refresh', { json: { refresh_token: kept.body.refresh_token } })).status).toBe(200);
  });
});

describe('passwords the system sets', () => {
  it('follow the same rule: a 7-character one is refused before anything is created', async () => {
    const teams = async () =>
      (await runtime.platform.pool.query('select count(*)::int as n from identity_teams.teams')).rows[0].n as number;
    const before = await teams();
    const provisioning = provisionTestTeam(runtime, 'Team C', [{ email: 'cy@example.com', password: 'seven77' }]);
    await expect(provisioning).rejects.toThrow('New password should be at least 8 characters');
    expect(await teams()).toBe(before);
  });
});

describe('the event log', () => {
  it('holds no e-mail, name or token in clear; password hashes are argon2id', async () => {
    const raw = (await runtime.platform.pool.query('select type, data::text as data from eventstore.events')).rows as Array<{
      type: string;
      data: string;
    }>;
    const all = raw.map((row) => row.data).join('\n');
    expect(addresses.length).toBeGreaterThan(1);
    for (const secret of [...addresses, 'Lovelace', 'Turing', 'Hopper', 'ada-secret']) expect(all).not.toContain(secret);
    for (const mail of inbox.messages) {
      const match = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
      if (match) expect(all).not.toContain(match[1]);
    }
    const registered = raw.find((row) => row.type === 'ConsultantRegistered')!;
    expect(JSON.parse(registered.data).password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.parse(registered.data)).not.toHaveProperty('email');
  });
});

describe('erasing a consultant', () => {
  it('leaves no name or e-mail in a rebuilt consultants read model, and the account cannot sign in', async () => {
    const teamA = await graceTeam();
    const grace = await teamA.graceToken();
    const katEmail = teamA.address('kat');
    const invited = await api.call('POST', '/consultants', {
      token: grace,
      json: { first_name: 'Kat', last_name: 'Johnson', email: katEmail },
    });
    expect(invited.status).toBe(201);
    const link = resetLinkIn(await nextMailTo(katEmail, 0)).token;
    expect((await api.call('POST', '/users/reset-password', { json: { token: link, new_password: 'kat-secret' } })).status).toBe(200);
    expect((await api.signIn(katEmail, 'kat-secret')).status).toBe(200);
    const kat = (await api.call('GET', `/consultants/by-team/${teamA.teamId}`, { token: grace })).body.find(
      (consultant: { email: string }) => consultant.email === katEmail,
    );
    await runtime.platform.vault.erase(kat.id);
    await rebuildProjection({
      pool: runtime.platform.pool,
      store: runtime.platform.store,
      log: runtime.platform.log,
      projection: consultantsProjection,
    });
    const row = (await runtime.platform.pool.query('select * from identity_consultants.consultants where id = $1', [kat.id])).rows[0];
    expect(row).toMatchObject({ id: kat.id, email: null, first_name: null, last_name: null, team_id: teamA.teamId });
    expect(JSON.stringify((await runtime.platform.pool.query('select * from identity_consultants.consultants')).rows)).not.toContain(
      katEmail,
    );
    expect((await api.signIn(katEmail, 'kat-secret')).status).toBe(401);
    const listed = (await api.call('GET', `/consultants/by-team/${teamA.teamId}`, { token: grace })).body.find(
      (consultant: { id: string }) => consultant.id === kat.id,
    );
    expect(listed).toMatchObject({ email: '', first_name: '', last_name: '' });
  });
});
