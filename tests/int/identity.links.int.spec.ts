import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { provisionTestTeam } from '../support/identity.ts';
import { addressOfTry, nextTry } from '../support/perTry.ts';
import { withRuntime } from '../support/withRuntime.ts';

// Links in mails without PUBLIC_URL: they start with the address the gateway listens on, whatever
// Host header the request that sent them carried (a forged Host must not put another site in a reset link).

const world = withRuntime();

/** Ada in a team of this try's own, and an address for her invitation: the catcher keeps a failed try's mail */
const adasTeam = async () => {
  const n = nextTry();
  const key = `t${n}`;
  const [ada, alan, team] = [addressOfTry('ada@example.com', n), addressOfTry('alan@example.com', n), `Team A ${key}`];
  await provisionTestTeam(world.runtime, team, [{ email: ada, password: 'ada-secret', firstName: 'Ada' }]);
  return { ada, alan, team };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** a JSON POST with a Host header of our choosing (fetch does not let one set it) */
const postWithHost = (path: string, host: string, body: unknown, token?: string) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(`/api/v1${path}`, world.runtime.url);
    const payload = JSON.stringify(body);
    const headers: Record<string, string> = {
      host,
      'x-forwarded-host': host,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const outgoing = httpRequest({ hostname: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });

const mailTo = async (address: string, subject: string) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = (await world.runtime.mailCatcher!.list()).find(
      (candidate) => candidate.to.includes(address) && candidate.subject === subject,
    );
    if (mail) return mail;
    await sleep(50);
  }
  throw new Error(`no mail "${subject}" to ${address}`);
};

const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s]+/g)].map((match) => match[0]);

describe('links in mails without PUBLIC_URL', () => {
  it("a reset mail asked for with a forged Host links to the gateway's own address", async () => {
    const { ada } = await adasTeam();
    expect(await postWithHost('/users/forgot-password', 'evil.example', { email: ada })).toBe(200);
    const mail = await mailTo(ada, 'Reset your Canopy password');
    const links = linksIn(mail.text);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${world.runtime.url}/reset-password?token=`)).toBe(true);
    expect(mail.text + (mail.html ?? '')).not.toContain('evil.example');
  });

  it("an invitation sent with a forged Host links to the gateway's own address", async () => {
    const { ada, alan, team } = await adasTeam();
    const token = await world.api.tokenFor(ada, 'ada-secret');
    expect(await postWithHost('/consultants', 'evil.example:8443', { first_name: 'Alan', last_name: 'Turing', email: alan }, token)).toBe(
      201,
    );
    const mail = await mailTo(alan, `You are invited to join ${team} on Canopy`);
    const links = linksIn(mail.text);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${world.runtime.url}/reset-password?token=`)).toBe(true);
    expect(mail.text + (mail.html ?? '')).not.toContain('evil.example');
  });
});
