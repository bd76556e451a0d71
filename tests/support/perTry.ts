import type { Runtime } from '@canopy/gateway';
import { type apiClient, provisionTestTeam } from './identity.ts';

// What a try of a test (and its retry, vitest's `retry: 1`) provisions for itself, so a retry starts from the state
// the test assumes rather than from what the failed try left behind in the file's runtime.

let tries = 0;

/** a key no other call in this process has answered: for the names, e-mails and client addresses of one try */
export const tryKey = () => {
  tries += 1;
  return `${process.pid.toString(36)}t${tries}`;
};

/** an e-mail address of one try, e.g. `tryEmail('nia', key)` -> `nia.<key>@example.com` */
export const tryEmail = (name: string, key: string) => `${name}.${key}@example.com`;

/**
 * Like provisionTwoTeams (Team A: Ada and Alan; Team B: Bea), but teams and e-mails of this try alone, with each
 * consultant's access token, e-mail and password.
 */
export const provisionTryTeams = async (runtime: Pick<Runtime, 'deps'>, api: ReturnType<typeof apiClient>) => {
  const key = tryKey();
  const who = (first: string) => ({
    email: tryEmail(first.toLowerCase(), key),
    password: `${first.toLowerCase()}-secret`,
    firstName: first,
  });
  const people = { ada: who('Ada'), alan: who('Alan'), bea: who('Bea') };
  const teamA = await provisionTestTeam(runtime, `Team A ${key}`, [people.ada, people.alan]);
  const teamB = await provisionTestTeam(runtime, `Team B ${key}`, [people.bea]);
  const [ada, alan, bea] = await Promise.all([
    api.tokenFor(people.ada.email, people.ada.password),
    api.tokenFor(people.alan.email, people.alan.password),
    api.tokenFor(people.bea.email, people.bea.password),
  ]);
  return { key, teamA, teamB, ada, alan, bea, people };
};
