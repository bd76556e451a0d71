import { AnalyticsPaths, type ParticipationItem } from '@canopy/contracts/analytics/api';
import type { Package } from '@canopy/contracts/survey/api';
import type { PackageLinkResponse } from '@canopy/contracts/survey/links';
import type { IdentifyResponse } from '@canopy/contracts/survey/respondent';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@canopy/platform/time/clock';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium } from '../support/browser.ts';
import { bodyCaller } from '../support/call.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { addParticipants } from '../support/participants.ts';
import { acceptConfidentiality, expectAccessible, openPhone as openPhoneIn, startAssessment } from '../support/respondentPage.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The respondent flow on a phone-sized Chromium against the real product: a consultant makes a workspace, its
// participants and a package of three Canopy assessments (five-point with a text question, ten-point with an
// anonymous text, the collaboration network), and generates its link. One respondent answers everything in English
// after picking their name and proving their e-mail; another answers in Hebrew, right to left, through a personal
// link. Expired, paused and removed links get their own pages. Every step is checked with axe.

const MIRA = { email: 'mira.osei@harbour.example', password: 'mira-secret-1', firstName: 'Mira', lastName: 'Osei' };
const PACKAGE_ASSESSMENTS = ['canopy-manager-effectiveness', 'canopy-enps', 'canopy-collaboration-network'];

describe.skipIf(!hasChromium())('the respondent flow in Chromium at 375 px', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let workspaceId: string;
  let linkId: string;
  let packageId: string;
  const contexts: BrowserContext[] = [];
  // the services' clock, at the real time when each test starts; a test moves it to see a link expire
  const clock = fixedClock();

  const call = bodyCaller(() => ({ api, token }));
  const makePackage = async (name: string, languages: string[], assessments: string[], extra: Record<string, unknown> = {}) => {
    const made = await call<Package>('POST', '/packages', {
      workspace_id: workspaceId,
      ...extra,
      name,
      languages_tags: languages,
      welcome_screen_title: { en_US: `Welcome to ${name}`, he_IL: `ברוכים הבאים ל${name}` },
      welcome_screen_description: { en_US: 'Ten minutes that shape how we work together.' },
    });
    for (const id of assessments) await call('POST', `/assessments/${id}/to-package/${made.id}`, { relation: true });
    return made;
  };

  /** the package of three assessments and its link; a try that answers it makes one of its own, as a retry's
   * respondent would otherwise find everything answered by the failed try */
  const springPulse = async () => {
    const pkg = await makePackage('Spring pulse', ['en_US', 'he_IL'], PACKAGE_ASSESSMENTS);
    return { packageId: pkg.id, linkId: (await call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, {})).package_link };
  };

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock });
    api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Harbour Advisory', [MIRA]);
    token = await api.tokenFor(MIRA.email, MIRA.password);
    workspaceId = (await createWorkspace(api, token, 'Harbour Foods')).id;
    await addParticipants(api, token, [
      { workspace_id: workspaceId, first_name: 'Ana', last_name: 'Lima', email: 'ana.lima@harbour.example' },
      { workspace_id: workspaceId, first_name: 'Noa', last_name: 'Levi', email: 'noa.levi@harbour.example' },
      { workspace_id: workspaceId, first_name: 'Bruno', last_name: 'Costa', email: '', payroll_id: 'HF-1001' },
      { workspace_id: workspaceId, first_name: 'Chen', last_name: 'Wei', email: 'chen.wei@harbour.example' },
      { workspace_id: workspaceId, first_name: 'Dara', last_name: 'Okafor', email: 'dara.okafor@harbour.example' },
    ]);
    ({ packageId, linkId } = await springPulse());
    browser = await laneChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await runtime?.close();
  });
  afterEach(async () => {
    clock.set(new Date());
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const openPhone = () => openPhoneIn(browser, contexts);

  /** answers the package's three assessments in the language the labels are given in */
  const answerAll = async (
    page: Page,
    words: {
      next: string;
      back: string;
      send: string;
      continue: string;
      backToList: string;
      agree: string;
      pass: string;
      atLeastOne: string;
    },
  ) => {
    // five-point questions, then a text one
    await startAssessment(page, 'Manager Effectiveness');
    await page.getByText(/1\D+6/).first().waitFor();
    await expectAccessible(page, 'five-point question');
    const next = page.getByRole('button', { name: words.next, exact: true });
    expect(await next.isDisabled()).toBe(true);
    // a choice moves on by itself; Back returns to the question with its answer kept
    await page.getByRole('radio', { name: words.agree, exact: true }).click();
    await page.getByText(/2\D+6/).first().waitFor();
    await page.getByRole('button', { name: words.back, exact: true }).click();
    await page.getByText(/1\D+6/).first().waitFor();
    expect(await page.getByRole('radio', { name: words.agree, exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await next.isDisabled()).toBe(false);
    for (let question = 1; question <= 5; question += 1) {
      await page
        .getByText(new RegExp(`${question}\\D+6`))
        .first()
        .waitFor();
      await page.getByRole('radio', { name: words.agree, exact: true }).click();
    }
    await page.getByText(/6\D+6/).first().waitFor();
    const text = page.getByRole('textbox');
    await text.fill('More one-to-ones, please.');
    await page.getByText(/25 \/ 500/).waitFor();
    await expectAccessible(page, 'text question');
    await page.getByRole('button', { name: words.send }).click();
    await page.getByRole('button', { name: words.backToList }).click();
    await page.locator('[data-assessment-name="Manager Effectiveness"]').waitFor({ state: 'detached' });

    // ten-point questions, then an anonymous text passed
    await startAssessment(page, 'Employee Net Promoter Score');
    await page.getByRole('radio', { name: '8', exact: true }).click();
    await page.getByText(/2\D+3/).first().waitFor();
    await expectAccessible(page, 'ten-point question');
    await page.getByRole('radio', { name: words.pass, exact: true }).click();
    await page.getByText(/3\D+3/).first().waitFor();
    await page.getByRole('button', { name: words.pass, exact: true }).click();
    await page.getByRole('button', { name: words.backToList }).click();

    // collaborators, managers, friendly collaborators
    await startAssessment(page, 'Collaboration Network');
    const people = page.getByRole('list').last();
    await people.getByRole('button').first().waitFor();
    await expectAccessible(page, 'collaborators');
    await page.getByRole('button', { name: words.continue }).click();
    await page.getByRole('alert').filter({ hasText: words.atLeastOne }).waitFor();
    await people.getByRole('button').nth(0).click();
    await people.getByRole('button').nth(1).click();
    await page.getByRole('button', { name: words.continue }).click();
    await page.locator('.r-toggle').first().waitFor();
    await expectAccessible(page, 'managers');
    await page.locator('.r-toggle').first().click();
    expect(await page.locator('.r-toggle').first().getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: words.continue }).click();
    await page.getByRole('button', { name: words.send }).waitFor();
    await expectAccessible(page, 'friendly collaborators');
    await page.getByRole('list').last().getByRole('button').first().click();
    await page.getByRole('button', { name: words.send }).click();
    await page.getByRole('button', { name: words.backToList }).waitFor();
    await expectAccessible(page, 'thank-you');
    await page.getByRole('button', { name: words.backToList }).click();
    await page.getByTestId('all-answered').waitFor();
  };

  it('takes a respondent through every step in English after picking their name', async () => {
    const spring = await springPulse();
    const page = await openPhone();
    await page.goto(`${runtime.url}/assessment-responding/${spring.linkId}`);
    await page.getByRole('heading', { name: 'Welcome to Spring pulse' }).waitFor();
    // the respondent page carries none of the dashboard
    expect(await page.locator('script[src*="/assets/main-"]').count()).toBe(0);
    await page.getByRole('button', { name: /Ana Lima/ }).waitFor();
    await expectAccessible(page, 'name pick');
    // names only: no contact detail of anyone
    expect(await page.content()).not.toContain('harbour.example');
    await page.getByLabel('Search your name').fill('lim');
    await page.getByRole('button', { name: /Noa Levi/ }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Ana Lima/ }).click();

    const email = page.getByLabel('E-mail');
    await email.waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'credentials');
    await email.fill('someone.else@harbour.example');
    await email.press('Enter');
    // the server's answer in the respondent's words, under the input
    await page.getByRole('alert').filter({ hasText: 'We could not find you with this detail' }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('  ANA.LIMA@harbour.example ');
    await email.press('Enter');

    await acceptConfidentiality(page);
    await expectAccessible(page, 'assessment list');
    expect(await page.getByTestId('respondent-assessment').count()).toBe(3);

    // the footer's links show only when the build was given their addresses (never a made-up one)
    expect(await page.getByRole('link', { name: 'Terms of use' }).count()).toBe(process.env.VITE_TERMS_URL ? 1 : 0);
    expect(await page.getByRole('link', { name: 'Privacy policy' }).count()).toBe(process.env.VITE_PRIVACY_URL ? 1 : 0);
    await answerAll(page, {
      next: 'Next',
      back: 'Back',
      send: 'Send answers',
      continue: 'Continue',
      backToList: 'Back to the assessments',
      agree: 'Somewhat Agree',
      pass: 'Pass',
      atLeastOne: 'You have to choose at least one collaborator',
    });

    // the consultant's participation (what analytics and the messages' reminders read) counts her as finished
    const participation = async () =>
      (await call<ParticipationItem[]>('POST', AnalyticsPaths.participation(workspaceId), {})).find(
        (item) => item.package_id === spring.packageId,
      );
    await expect.poll(async () => (await participation())?.names_of_finished ?? [], { timeout: 10_000 }).toContain('Ana Lima');
    const cycle = await participation();
    expect(cycle?.names_of_unfinished).not.toContain('Ana Lima');
    expect(cycle?.number_of_finished).toBe(1);

    // a second visit finds nothing left to answer
    await page.reload();
    await page.getByRole('button', { name: /Ana Lima/ }).click();
    await page.getByLabel('E-mail').fill('ana.lima@harbour.example');
    await page.getByLabel('E-mail').press('Enter');
    await page.getByRole('button', { name: 'I understand' }).click();
    await page.getByTestId('all-answered').waitFor();
  });

  it('lays Hebrew out right to left and skips the name and credentials on a personal link', async () => {
    const identified = await api.call<IdentifyResponse>('POST', '/participants/identify', {
      json: {
        link: (await springPulse()).linkId,
        link_type: 'package_link',
        email: 'noa.levi@harbour.example',
        first_name: 'Noa',
        last_name: 'Levi',
      },
    });
    expect(identified.status).toBe(200);
    const page = await openPhone();
    await page.goto(`${runtime.url}/assessment-responding/${identified.body.token}`);
    await page.getByRole('dialog').waitFor();
    await page.getByRole('combobox').first().selectOption('he_IL');
    expect(await page.locator('[dir="rtl"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { name: 'ברוכים הבאים לSpring pulse' }).waitFor();
    await expectAccessible(page, 'Hebrew notice');
    await page.getByRole('button', { name: 'הבנתי' }).click();
    await answerAll(page, {
      next: 'הבא',
      back: 'חזרה',
      send: 'שליחת התשובות',
      continue: 'המשך',
      backToList: 'חזרה לשאלונים',
      agree: 'מסכים במידה מסוימת',
      pass: 'דלג',
      atLeastOne: 'יש לבחור לפחות שותף עבודה אחד',
    });
    expect(await page.getByText('עניתם על כל השאלונים. תודה!').count()).toBe(1);
  });

  it('identifies by phone with a dial code, and opens a linked survey in a new tab then returns to the list', async () => {
    const category = await call<{ id: string }>('POST', '/categories', { name: 'Outside surveys' });
    const outside = await call<{ id: string }>('POST', '/assessments', {
      name: { en_US: 'Benefits survey' },
      type: 'linked_survey',
      answer_type: 'linked_survey',
      category_id: category.id,
      questions: [{ index: 0, body: { en_US: 'https://surveys.example.org/benefits' }, answer_type: 'linked_survey' }],
    });
    // attributed: its notice says the answers are seen with the respondent's name (ADR 0085)
    // Eli in a workspace of this try's own: a retry's name pick would otherwise list the Eli of the failed try too
    const office = (await createWorkspace(api, token, 'Benefits Office')).id;
    const pkg = await makePackage('Benefits', ['en_US'], [outside.id, 'canopy-enps'], { is_attributed: true, workspace_id: office });
    const link = (await call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, {})).package_link;
    await addParticipants(api, token, [
      { workspace_id: office, first_name: 'Eli', last_name: 'Haddad', email: '', phone_code: '+44', phone: '7700900123' },
    ]);

    const page = await openPhone();
    await page.goto(`${runtime.url}/assessment-responding/${link}`);
    await page.getByLabel('Search your name').fill('ha');
    await page.getByRole('button', { name: /Eli Haddad/ }).click();
    const phone = page.getByLabel('Phone number');
    await phone.waitFor();
    await page.getByLabel('Country code').selectOption('+44');
    // one language: no selector
    expect(await page.getByLabel('Language').count()).toBe(0);
    await expectAccessible(page, 'phone credential');
    await phone.fill('07700 900123');
    await page.getByRole('button', { name: 'Continue' }).click();
    const notice = page.getByRole('dialog', { name: 'Your answers are seen with your name' });
    await notice.getByText('Your organisation sees your answers in this package with your name', { exact: false }).waitFor();
    await acceptConfidentiality(page, { title: 'Your answers are seen with your name', confirm: 'I understand' });

    // the outside survey is someone else's site: the tab's request is answered here, so no network is needed
    await page
      .context()
      .route('https://surveys.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Benefits</title>' }));
    const opened = page.context().waitForEvent('page');
    await startAssessment(page, 'Benefits survey');
    expect((await opened).url()).toContain('surveys.example.org/benefits');
    // recorded, and back on the list without the thank-you
    await page.locator('[data-assessment-name="Benefits survey"]').waitFor({ state: 'detached' });
    await page.locator('[data-assessment-name="Employee Net Promoter Score"]').waitFor();
    expect(await page.getByRole('button', { name: 'Back to the assessments' }).count()).toBe(0);
  });

  it('tells the only participant of a workspace that there is nobody to choose', async () => {
    const solo = (await createWorkspace(api, token, 'Solo Studio')).id;
    await addParticipants(api, token, [{ workspace_id: solo, first_name: 'Iris', last_name: 'Vale', email: 'iris.vale@solo.example' }]);
    const pkg = await call<Package>('POST', '/packages', { name: 'Network', workspace_id: solo });
    await call('POST', `/assessments/canopy-collaboration-network/to-package/${pkg.id}`, { relation: true });
    const link = (await call<PackageLinkResponse>('POST', `/packages/${pkg.id}/link`, {})).package_link;
    const identified = await api.call<IdentifyResponse>('POST', '/participants/identify', {
      json: { link, email: 'iris.vale@solo.example', first_name: 'Iris', last_name: 'Vale' },
    });
    expect(identified.status).toBe(200);

    const page = await openPhone();
    await page.goto(`${runtime.url}/assessment-responding/${identified.body.token}`);
    await page.getByRole('button', { name: 'I understand' }).click();
    await startAssessment(page, 'Collaboration Network');
    await page.getByText("There is only one participant in this workspace. You can't choose your collaborators.").waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'only participant');
  });

  it('says so when a link is paused or has expired', async () => {
    const paused = await makePackage('Always on', ['en_US'], ['canopy-enps']);
    const pausedLink = (await call<PackageLinkResponse>('POST', `/packages/${paused.id}/link`, { is_forever: true })).package_link;
    await call('PUT', `/packages/${paused.id}/link/is-paused`, { is_paused: true });
    const page = await openPhone();
    await page.goto(`${runtime.url}/assessment-responding/${pausedLink}`);
    await page.getByTestId('link-paused').waitFor();
    await expectAccessible(page, 'paused link');

    clock.set(new Date(Date.now() + 31 * 86_400_000));
    await page.goto(`${runtime.url}/assessment-responding/${linkId}`);
    await page.getByTestId('link-expired').waitFor();
    await expectAccessible(page, 'expired link');

    await page.goto(`${runtime.url}/assessment-responding/AAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByTestId('link-notFound').waitFor();
    expect(packageId).not.toBe('');
  });

  it('says so when a link was removed', async () => {
    const removed = await makePackage('Winter pulse', ['en_US'], ['canopy-enps']);
    const removedLink = (await call<PackageLinkResponse>('POST', `/packages/${removed.id}/link`, {})).package_link;
    const page = await openPhone();
    await page.goto(`${runtime.url}/assessment-responding/${removedLink}`);
    await page.getByRole('heading', { name: 'Welcome to Winter pulse' }).waitFor();
    await call('PUT', `/packages/${removed.id}/link`);
    await page.reload();
    await page.getByTestId('link-notFound').waitFor();
    expect(await page.getByRole('heading', { name: 'Welcome to Winter pulse' }).count()).toBe(0);
    await expectAccessible(page, 'removed link');
  });
});
