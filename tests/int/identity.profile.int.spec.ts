import { beforeAll, describe, expect, it } from 'vitest';
import { form, provisionTestTeam, TINY_JPEG, TINY_PNG } from '../support/identity.ts';
import { withRuntime } from '../support/withRuntime.ts';

// My account (names, picture), the team page (name, logo), uploaded images, and what another team sees.

let teamA: { teamId: string; consultantIds: string[] };
let teamB: { teamId: string; consultantIds: string[] };
let ada: string;
let bea: string;

const world = withRuntime();

beforeAll(async () => {
  teamA = await provisionTestTeam(world.runtime, 'Team A', [
    { email: 'ada@example.com', password: 'ada-secret', firstName: 'Ada', lastName: 'Lovelace' },
    { email: 'alan@example.com', password: 'alan-secret', firstName: 'Alan', lastName: 'Turing' },
  ]);
  teamB = await provisionTestTeam(world.runtime, 'Team B', [
    { email: 'bea@example.com', password: 'bea-secret', firstName: 'Bea', lastName: 'Secret' },
  ]);
  ada = await world.api.tokenFor('ada@example.com', 'ada-secret');
  bea = await world.api.tokenFor('bea@example.com', 'bea-secret');
});

const EVIL_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert('onload')">
  <script>alert('script')</script>
  <style>@import url(https://evil.example/x.css);</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#2f6f4f"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" onclick="alert('click')" style="fill:url(https://evil.example/track)"/>
  <a href="javascript:alert('href')"><circle r="2" onmouseover="alert(1)"/></a>
  <image xlink:href="http://evil.example/pixel.png" width="1" height="1"/>
  <image href="https://evil.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe></body></foreignObject>
  <text x="1" y="5">Canopy</text>
</svg>`;

const getImage = async (url: string, token?: string) => {
  const response = await fetch(`${world.runtime.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('PUT /api/v1/consultants/me', () => {
  it('changes the names and leaves the picture alone when it did not change', async () => {
    const answer = await world.api.call('PUT', '/consultants/me', {
      token: ada,
      form: form(
        { first_name: ' Augusta Ada ', last_name: 'King', is_profile_picture_changed: 'false' },
        { name: 'ignored.png', bytes: Buffer.from('not even an image') },
      ),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      first_name: 'Augusta Ada',
      last_name: 'King',
      email: 'ada@example.com',
      profile_picture_url: null,
    });
    expect((await world.api.call('GET', '/consultants/current', { token: ada })).body).toMatchObject({
      first_name: 'Augusta Ada',
      last_name: 'King',
    });
  });

  it('sets a picture that the answered URL serves, privately and without sniffing', async () => {
    const answer = await world.api.call('PUT', '/consultants/me', {
      token: ada,
      form: form(
        { first_name: 'Ada', last_name: 'Lovelace', is_profile_picture_changed: 'true' },
        { name: 'me.PNG', bytes: TINY_PNG, type: 'image/png' },
      ),
    });
    expect(answer.status).toBe(200);
    const url = answer.body.profile_picture_url as string;
    expect(url).toMatch(/^\/api\/v1\/images\/[A-Za-z0-9_-]{24}\?sig=[A-Za-z0-9_-]+$/);
    const image = await getImage(url);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(TINY_PNG)).toBe(true);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(image.headers.get('cache-control')).toMatch(/^private/);
  });

  it('accepts a jpeg and an image just below 1,000,000 bytes', async () => {
    expect(
      (
        await world.api.call('PUT', '/consultants/me', {
          token: ada,
          form: form(
            { first_name: 'Ada', last_name: 'Lovelace', is_profile_picture_changed: 'true' },
            { name: 'me.jpeg', bytes: TINY_JPEG },
          ),
        })
      ).status,
    ).toBe(200);
    const almost = Buffer.concat([TINY_PNG, Buffer.alloc(999_999 - TINY_PNG.length)]);
    expect(
      (
        await world.api.call('PUT', '/consultants/me', {
          token: ada,
          form: form({ first_name: 'Ada', last_name: 'Lovelace', is_profile_picture_changed: 'true' }, { name: 'big.png', bytes: almost }),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a picture of 1,000,000 bytes or more', async () => {
    for (const size of [1_000_000, 3_000_000]) {
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);
      const answer = await world.api.call('PUT', '/consultants/me', {
        token: ada,
        form: form({ first_name: 'Ada', last_name: 'Lovelace', is_profile_picture_changed: 'true' }, { name: 'big.png', bytes: big }),
      });
      expect(answer, String(size)).toMatchObject({ status: 400, body: { detail: 'File must be less than 1 Mb.' } });
    }
  });

  it('refuses anything but png, jpg, jpeg and svg, judged by name and content', async () => {
    const cases = [
      { name: 'photo.png', bytes: Buffer.from('this is not an image at all') },
      { name: 'photo.png', bytes: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'photo.svg', bytes: TINY_PNG },
      { name: 'photo.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') },
      { name: 'photo.pdf', bytes: TINY_PNG },
      { name: 'noextension', bytes: TINY_PNG },
      { name: 'vector.svg', bytes: Buffer.from('<html><body>not svg</body></html>') },
    ];
    for (const file of cases) {
      const answer = await world.api.call('PUT', '/consultants/me', {
        token: ada,
        form: form({ first_name: 'Ada', last_name: 'Lovelace', is_profile_picture_changed: 'true' }, file),
      });
      expect(answer, file.name).toMatchObject({ status: 400, body: { detail: 'Error upload file, incorrect format' } });
    }
  });

  it('keeps nothing active or external of an SVG', async () => {
    const answer = await world.api.call('PUT', '/consultants/me', {
      token: ada,
      form: form(
        { first_name: 'Ada', last_name: 'Lovelace', is_profile_picture_changed: 'true' },
        { name: 'logo.svg', bytes: EVIL_SVG, type: 'image/svg+xml' },
      ),
    });
    expect(answer.status).toBe(200);
    const image = await getImage(answer.body.profile_picture_url);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    const svg = image.bytes.toString('utf8');
    for (const banned of [
      '<script',
      'onload',
      'onclick',
      'onmouseover',
      'foreignObject',
      'iframe',
      '<style',
      'evil.example',
      'javascript:',
      'alert',
    ])
      expect(svg, banned).not.toContain(banned);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('<text x="1" y="5">Canopy</text>');
  });

  it('removes the picture when it changed and no file came', async () => {
    const answer = await world.api.call('PUT', '/consultants/me', {
      token: ada,
      form: form({ first_name: 'Ada', last_name: 'Lovelace', is_profile_picture_changed: 'true' }),
    });
    expect(answer).toMatchObject({ status: 200, body: { profile_picture_url: null } });
  });

  it('names missing or empty fields, refuses other encodings and needs a signed-in caller', async () => {
    expect(
      await world.api.call('PUT', '/consultants/me', {
        token: ada,
        form: form({ first_name: '', last_name: 'L', is_profile_picture_changed: 'false' }),
      }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'body/first_name: First name is required' },
    });
    const missing = await world.api.call('PUT', '/consultants/me', { token: ada, form: form({ first_name: 'A', last_name: 'L' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/^body\/is_profile_picture_changed: /);
    expect(
      (
        await world.api.call('PUT', '/consultants/me', {
          token: ada,
          json: { first_name: 'A', last_name: 'L', is_profile_picture_changed: 'false' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await world.api.call('PUT', '/consultants/me', {
          form: form({ first_name: 'A', last_name: 'L', is_profile_picture_changed: 'false' }),
        })
      ).status,
    ).toBe(401);
  });

  it('refuses names longer than 100 characters and keeps the old ones', async () => {
    const rename = (first_name: string, last_name: string) =>
      world.api.call('PUT', '/consultants/me', { token: ada, form: form({ first_name, last_name, is_profile_picture_changed: 'false' }) });
    const firstTooLong = { status: 400, body: { detail: 'body/first_name: First name should be at most 100 characters' } };
    const lastTooLong = { status: 400, body: { detail: 'body/last_name: Last name should be at most 100 characters' } };
    expect(await rename('F'.repeat(101), 'L')).toMatchObject(firstTooLong);
    expect(await rename('Ada', 'L'.repeat(100_000))).toMatchObject(lastTooLong);
    expect((await world.api.call('GET', '/consultants/current', { token: ada })).body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    expect((await rename('A'.repeat(100), 'Lovelace')).status).toBe(200);
    expect((await rename('Ada', 'Lovelace')).status).toBe(200);
  });
});

describe('teams', () => {
  it('GET /teams/my-team answers the team with its consultants', async () => {
    const answer = await world.api.call('GET', '/teams/my-team', { token: ada });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: teamA.teamId,
      name: 'Team A',
      logo_url: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(answer.body.consultants.map((member: { email: string }) => member.email).sort()).toEqual([
      'ada@example.com',
      'alan@example.com',
    ]);
  });

  it("PUT /teams/{id} renames and sets the logo of the caller's own team", async () => {
    const answer = await world.api.call('PUT', `/teams/${teamA.teamId}`, {
      token: ada,
      form: form({ name: 'Team Alpha', is_logo_changed: 'true' }, { name: 'logo.png', bytes: TINY_PNG }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: teamA.teamId, name: 'Team Alpha', logo_url: expect.stringMatching(/^\/api\/v1\/images\//) });
    expect((await getImage(answer.body.logo_url)).status).toBe(200);
    expect((await world.api.call('GET', '/teams/my-team', { token: ada })).body.name).toBe('Team Alpha');
    expect(
      await world.api.call('PUT', `/teams/${teamA.teamId}`, { token: ada, form: form({ name: ' ', is_logo_changed: 'false' }) }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'body/name: This field is required' },
    });
    expect(
      await world.api.call('PUT', `/teams/${teamA.teamId}`, {
        token: ada,
        form: form({ name: 'Team Alpha', is_logo_changed: 'true' }, { name: 'logo.png', bytes: Buffer.from('nope') }),
      }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Error upload file, incorrect format' },
    });
  });

  it('PUT /teams/{id} refuses a team name longer than 100 characters and keeps the old one', async () => {
    expect(
      await world.api.call('PUT', `/teams/${teamA.teamId}`, {
        token: ada,
        form: form({ name: 'T'.repeat(101), is_logo_changed: 'false' }),
      }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'body/name: Team name should be at most 100 characters' },
    });
    expect((await world.api.call('GET', '/teams/my-team', { token: ada })).body.name).toBe('Team Alpha');
  });

  it("GET /consultants/by-team/{teamId} lists the caller's team", async () => {
    const answer = await world.api.call('GET', `/consultants/by-team/${teamA.teamId}`, { token: ada });
    expect(answer.status).toBe(200);
    expect(answer.body.map((consultant: { email: string }) => consultant.email).sort()).toEqual(['ada@example.com', 'alan@example.com']);
    expect(answer.body[0]).toEqual(expect.objectContaining({ team_id: teamA.teamId, workspaces_ids: [], status: 'active' }));
  });
});

describe('another team', () => {
  let beaLogo: string;
  beforeAll(async () => {
    const answer = await world.api.call('PUT', `/teams/${teamB.teamId}`, {
      token: bea,
      form: form({ name: 'Team B', is_logo_changed: 'true' }, { name: 'b.png', bytes: TINY_PNG }),
    });
    beaLogo = answer.body.logo_url;
  });

  it('is never listed nor readable: 404 and no data', async () => {
    const consultants = await world.api.call('GET', `/consultants/by-team/${teamB.teamId}`, { token: ada });
    expect(consultants).toMatchObject({ status: 404, body: { detail: 'Team not found' } });
    expect(JSON.stringify(consultants.body)).not.toContain('bea@example.com');
    const mine = await world.api.call('GET', '/teams/my-team', { token: ada });
    expect(JSON.stringify(mine.body)).not.toContain('bea@example.com');
  });

  it('cannot be changed: 404 and the team stays as it was', async () => {
    const answer = await world.api.call('PUT', `/teams/${teamB.teamId}`, {
      token: ada,
      form: form({ name: 'Taken over', is_logo_changed: 'true' }),
    });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Team not found' } });
    const team = await world.api.call('GET', '/teams/my-team', { token: bea });
    expect(team.body).toMatchObject({ name: 'Team B', logo_url: beaLogo });
  });

  it('has images the bare id does not open: 404 for another team, for no one signed in, and for a forged signature', async () => {
    const id = new URL(beaLogo, world.runtime.url).pathname.split('/').pop()!;
    for (const [url, token] of [
      [`/api/v1/images/${id}`, ada],
      [`/api/v1/images/${id}`, undefined],
      [`/api/v1/images/${id}?sig=AAAAAAAAAAAAAAAAAAAAAAAA`, ada],
      [`/api/v1/images/${id}?sig=`, undefined],
    ] as const) {
      const image = await getImage(url, token);
      expect(image.status, url).toBe(404);
      expect(JSON.parse(image.bytes.toString())).toEqual({ detail: 'Image not found' });
    }
    // the owning team opens it by id with its bearer token; anyone holding the URL the API handed out opens it
    expect((await getImage(`/api/v1/images/${id}`, bea)).status).toBe(200);
    expect((await getImage(beaLogo)).status).toBe(200);
    expect((await getImage('/api/v1/images/does-not-exist-at-all', bea)).status).toBe(404);
  });
});
