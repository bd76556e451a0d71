import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { IdentifyResponse, RespondentAssessments } from '@canopy/contracts/survey/respondent';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium } from '../support/browser.ts';
import { bodyCaller } from '../support/call.ts';
import { apiClient, claimsOf, form, provisionTestTeam, TINY_PNG } from '../support/identity.ts';
import { addParticipants } from '../support/participants.ts';
import { acceptConfidentiality, expectAccessible, openPhone, startAssessment } from '../support/respondentPage.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// A collaboration link on a phone-sized Chromium: a package holding only the collaboration network, opened at
// /collaborator-responding/{link}, with the team's logo on its welcome. The respondent picks their name, proves their
// e-mail, chooses collaborators (ten at most: the eleventh cannot be chosen), marks a manager, chooses a friendly
// collaborator and reaches the thank-you; axe checks every step. The workspace holds more people than one page of
// names: the friendly collaborator chosen sits past the first page and is found by the server's search.

const LEA = { email: 'lea.moreau@lattice.example', password: 'lea-secret-1', firstName: 'Léa', lastName: 'Moreau' };
/** enough people sorting between the colleagues and Zoe Quimby to push her past the first page of names */
const FILLERS = 110;
const COLLEAGUES = ['Adler', 'Baker', 'Cohen', 'Diaz', 'Eze', 'Fong', 'Gupta', 'Horvat', 'Ito', 'Jansen', 'Kowalski', 'Larsen'];

describe.skipIf(!hasChromium())('a collaboration link in Chromium at 375 px', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let workspaceId: string;
  const contexts: BrowserContext[] = [];
  const call = bodyCaller(() => ({ api, token }));

  beforeAll(async () => {
    runtime = await startTestRuntime();
    api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Lattice Partners', [LEA]);
    token = await api.tokenFor(LEA.email, LEA.password);
    await call('PUT', `/teams/${claimsOf(token).team_id}`, undefined, {
      form: form({ name: 'Lattice Partners', is_logo_changed: 'true' }, { name: 'logo.png', bytes: TINY_PNG }),
    });
    workspaceId = (await createWorkspace(api, token, 'Lattice Works')).id;
    await addParticipants(api, token, [
      { workspace_id: workspaceId, first_name: 'Ana', last_name: 'Lima', email: 'ana.lima@lattice.example' },
      ...COLLEAGUES.map((lastName, n) => ({
        workspace_id: workspaceId,
        first_name: 'Colleague',
        last_name: lastName,
        email: `colleague${n}@lattice.example`,
      })),
      ...Array.from({ length: FILLERS }, (_, n) => ({
        workspace_id: workspaceId,
        first_name: 'Member',
        last_name: `Number${String(n).padStart(3, '0')}`,
        email: `member${n}@lattice.example`,
      })),
      { workspace_id: workspaceId, first_name: 'Zoe', last_name: 'Quimby', email: 'zoe.quimby@lattice.example' },
    ]);
    browser = await laneChromium();
  });

  /** the collaboration package's link, a package of this try's own: Ana has answered only earlier tries' packages */
  const linkOfTry = async () => {
    const pkg = await call<Package>('POST', '/packages', {
      name: 'Team network',
      workspace_id: workspaceId,
      logo_team: true,
      welcome_screen_title: { en_US: 'Who do you work with?' },
      welcome_screen_description: { en_US: 'Two minutes to map how work flows between us.' },
    });
    await call('POST', `/assessments/canopy-collaboration-network/to-package/${pkg.id}`, { relation: true });
    return (await call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, {})).package_link;
  };
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await browser?.close();
    await runtime?.close();
  });

  it('takes a respondent from their name to the thank-you through the collaboration steps', async () => {
    const link = await linkOfTry();
    const page = await openPhone(browser, contexts);
    const nameList = page.waitForRequest((request) => request.url().includes('/participants-all-by-link/'));
    await page.goto(`${runtime.url}/collaborator-responding/${link}`);
    // this address asks for the names as a collaboration link's
    expect(new URL((await nameList).url()).pathname).toBe(`/api/v1/participants-all-by-link/${link}/collaboration_link`);
    await page.getByRole('heading', { name: 'Who do you work with?' }).waitFor();
    // the team's logo, named for screen readers, loaded through its signed address without a session
    const logo = page.getByRole('img', { name: 'Lattice Partners' });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: /Ana Lima/ }).waitFor();
    await expectAccessible(page, 'name pick');
    expect(await page.content()).not.toContain('lattice.example');
    await page.getByRole('button', { name: /Ana Lima/ }).click();

    const email = page.getByLabel('E-mail');
    await email.waitFor();
    await expectAccessible(page, 'credentials');
    await email.fill('ana.lima@lattice.example');
    await email.press('Enter');
    await acceptConfidentiality(page);
    expect(await page.getByTestId('respondent-assessment').count()).toBe(1);
    await expectAccessible(page, 'assessment list');

    await startAssessment(page, 'Collaboration Network');
    const people = page.getByRole('list', { name: 'Choose your collaborators' });
    await people
      .getByRole('button')
      .nth(COLLEAGUES.length - 1)
      .waitFor();
    // the respondent is not among the people to choose
    expect(await people.getByRole('button', { name: /Ana Lima/ }).count()).toBe(0);
    await expectAccessible(page, 'collaborators');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'You have to choose at least one collaborator' }).waitFor();
    for (let n = 0; n < 10; n += 1) await people.getByRole('button').nth(n).click();
    await page.getByText('10 of 10 chosen').waitFor();
    // ten chosen: the others cannot be, until one is let go
    const eleventh = people.getByRole('button').nth(10);
    expect(await eleventh.isDisabled()).toBe(true);
    expect(await people.getByRole('button').nth(11).isDisabled()).toBe(true);
    await people.getByRole('button').nth(9).click();
    expect(await eleventh.isDisabled()).toBe(false);
    await eleventh.click();
    expect(await people.getByRole('button', { pressed: true }).count()).toBe(10);
    await expectAccessible(page, 'ten collaborators chosen');
    // past the first page of names: not listed until searched for (from the third character), then chosen in place
    // of the eleventh, and still shown as chosen once the search is cleared
    await eleventh.click();
    const zoe = people.getByRole('button', { name: /Zoe Quimby/ });
    expect(await zoe.count()).toBe(0);
    await page.getByLabel('Search people').fill('Quim');
    await zoe.waitFor();
    // the search's one match, below the nine already chosen (kept in sight though the search leaves them out)
    expect(await people.getByRole('button', { pressed: false }).count()).toBe(1);
    expect(await people.getByRole('button', { pressed: true }).count()).toBe(9);
    await zoe.click();
    await page.getByText('10 of 10 chosen').waitFor();
    await page.getByLabel('Search people').fill('');
    await people.getByRole('button', { name: /Colleague Adler/ }).waitFor();
    expect(await zoe.getAttribute('aria-pressed')).toBe('true');
    expect(await people.getByRole('button', { pressed: true }).count()).toBe(10);
    await page.getByRole('button', { name: 'Continue' }).click();

    const managers = page.getByRole('list', { name: 'Who of them are your managers?' });
    await managers.getByRole('button').first().waitFor();
    expect(await managers.getByRole('button').count()).toBe(10);
    await managers.getByRole('button', { name: /Zoe Quimby/ }).waitFor();
    await expectAccessible(page, 'managers');
    await managers.getByRole('button').first().click();
    expect(await managers.getByRole('button').first().getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Continue' }).click();

    const friendly = page.getByRole('list', { name: 'Choose your friendly collaborators' });
    await friendly.getByRole('button').first().waitFor();
    await expectAccessible(page, 'friendly collaborators');
    await friendly.getByRole('button').first().click();
    await page.getByRole('button', { name: 'Send answers' }).click();
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await expectAccessible(page, 'thank-you');
    await page.getByRole('button', { name: 'Back to the assessments' }).click();
    await page.getByTestId('all-answered').waitFor();

    // the server has it: nothing is left for her on this link
    const identified = await api.call<IdentifyResponse>('POST', '/participants/identify', {
      json: { link, link_type: 'collaboration_link', email: 'ana.lima@lattice.example', first_name: 'Ana', last_name: 'Lima' },
    });
    expect(identified.status).toBe(200);
    const left = await api.call<RespondentAssessments>('GET', `/respondent/assessments/${identified.body.token}`);
    expect(left.body).toMatchObject({ remaining: 0, assessments: [{ name: { en_US: 'Collaboration Network' }, is_answered: true }] });
  });
});
