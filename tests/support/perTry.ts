import { provisionTestTeam } from './identity.ts';

// An int or browser test gets a second try in its file (`retry: 1`), and that retry runs on whatever the failed try left: a
// workspace already made, a mail already caught, a respondent who has answered. Each try of a test that needs a fresh
// world therefore makes one of its own with these helpers, and asserts on what it made (docs/testing.md). Checked with
// `npx vitest run <file> --repeats 1`, which runs every test twice in the same file state.

type Consultant = { email: string; password: string; firstName?: string; lastName?: string };

let tries = 0;
/** A number no other try in this process has had: names and addresses made with it belong to one try. */
export const nextTry = () => {
  tries += 1;
  return tries;
};

/** `someone@example.com` as try `n`'s own address: `someone.t<n>@example.com` */
export const addressOfTry = (email: string, n: number) => email.replace('@', `.t${n}@`);

/**
 * A team of its own for one try of a test: `people` provisioned under addresses of this try (the same names and
 * passwords), so the try starts from a first login, an empty library and no workspace, whatever an earlier try did.
 * Returns them under the same keys, with their new addresses, and the try's number for other names it makes.
 */
export async function teamOfTry<T extends Record<string, Consultant>>(
  runtime: Parameters<typeof provisionTestTeam>[0],
  teamName: string,
  people: T,
): Promise<{ team: T; n: number }> {
  const n = nextTry();
  const team = Object.fromEntries(
    Object.entries(people).map(([key, person]) => [key, { ...person, email: addressOfTry(person.email, n) }]),
  ) as T;
  await provisionTestTeam(runtime, teamName, Object.values(team));
  return { team, n };
}
