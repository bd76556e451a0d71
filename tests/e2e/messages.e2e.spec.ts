import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { openMessageWizard, RUTH, startHarbourPulse } from '../support/messageWizard.ts';
import { participantRow } from '../support/participants.ts';
import type { startTestRuntime } from '../support/runtime.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// Messages in the browser against the real API and the development mail catcher: a message built in the wizard
// and sent to a group, its personal link followed from the mail into the survey (already identified) and
// answered, one kept as a draft when the wizard is closed, then scheduled and deleted on the Package Schedule page.

const WIDE = { width: 1440, height: 900 };

describe.skipIf(!hasChromium())('messages in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await laneChromium();
  });
  afterAll(async () => browser?.close());
  // a world of each try's own (the product, its mail catcher, the package and its messages): a try counts the mails,
  // the messages and the answers it made, which an earlier try's would add to
  beforeEach(async () => {
    ({ runtime } = await startHarbourPulse(
      (workspaceId) => [
        participantRow(workspaceId, 1, { first_name: 'Mina', email: 'mina@harbour.test' }),
        participantRow(workspaceId, 2, { first_name: 'Omar', email: 'omar@harbour.test' }),
      ],
      ['canopy-enps'],
    ));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await runtime?.close();
  });

  const logIn = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: WIDE });
    contexts.push(context);
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, RUTH);
    return page;
  };
  const openWizard = (page: Page) => openMessageWizard(page, runtime.url, 'Harbour pulse');
  const fillFirstSteps = async (page: Page, wizard: ReturnType<Page['getByRole']>, subject: string) => {
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Field link of type are required').waitFor();
    await wizard.getByLabel('Personal link: each participant gets their own').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Subject').fill(subject);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Field message are required').waitFor();
    await wizard.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Hello {{first_name}}, tell us how the season went.');
    await wizard.getByTestId('placeholder-help').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Kitchen (2)').check();
  };

  it('builds a message, sends it to a group, the catcher holds one mail per participant, and the personal link answers', async () => {
    const page = await logIn();
    const wizard = await openWizard(page);
    await fillFirstSteps(page, wizard, 'Season check-in for {{first_name}}');
    // before sending, the estimate of what the charts will show: the 2 of Kitchen at 65% are 1 respondent, under
    // the minimum of 5, so the group would be hidden, and the card says no group would be shown
    const preview = wizard.getByTestId('release-preview');
    await preview.getByTestId('nothing-shown').waitFor();
    expect(await preview.getByTestId('preview-groups').getAttribute('data-hidden')).toBe('1');
    await preview.getByText(/2 people in these groups today; at a response rate of 65%/).waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Send' }).click();
    // asked first, with the number of people it goes to; the answer comes at once and the send goes on as a job
    const ask = page.getByRole('dialog', { name: 'Send to 2 people?' });
    await ask.getByRole('button', { name: 'Send to 2 people' }).click();
    await page.getByText('Package was sent: it goes to 2 people').waitFor();

    let mails = await runtime.mailCatcher!.list();
    for (let attempt = 0; attempt < 50 && mails.filter((mail) => mail.subject.startsWith('Season check-in')).length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await runtime.mailCatcher!.list();
    }
    const sent = mails.filter((mail) => mail.subject.startsWith('Season check-in'));
    expect(sent.map((mail) => mail.subject).sort()).toEqual(['Season check-in for Mina', 'Season check-in for Omar']);
    const mina = sent.find((mail) => mail.subject.endsWith('Mina'))!;
    expect(mina.to).toEqual(['mina@harbour.test']);
    expect(mina.text).toContain('Hello Mina, tell us how the season went.');
    expect(mina.text).toContain('https://canopy.test/assessment-responding/');

    // Mina follows her personal link in her own browser (a consultant's session is asked to log out first): the
    // survey knows her, so no name to pick and no credential to give
    const link = /https:\/\/canopy\.test(\/assessment-responding\/[^\s"<>]+)/.exec(mina.text)![1]!;
    const own = await browser.newContext({ viewport: WIDE });
    contexts.push(own);
    const survey = await own.newPage();
    await survey.goto(`${runtime.url}${link}`);
    const notice = survey.getByRole('dialog', { name: 'Your answers are confidential' });
    await notice.waitFor();
    expect(await survey.getByLabel('Search your name').count()).toBe(0);
    await notice.getByRole('button', { name: 'I understand' }).click();
    await survey
      .locator('[data-testid="respondent-assessment"][data-assessment-name="Employee Net Promoter Score"]')
      .getByRole('button')
      .click();
    await survey.getByRole('radio', { name: '8', exact: true }).click();
    await survey.getByText(/2\D+3/).first().waitFor();
    await survey.getByRole('radio', { name: 'Pass', exact: true }).click();
    await survey.getByText(/3\D+3/).first().waitFor();
    await survey.getByRole('button', { name: 'Pass', exact: true }).click();
    // the thank-you, then nothing left to answer
    await survey.getByRole('button', { name: 'Back to the assessments' }).click();
    await survey.getByTestId('all-answered').waitFor();

    // the package card counts both mailed and Mina as surveyed in this cycle
    await page.goto(`${runtime.url}/assessments/my-assessments`);
    await page
      .locator('[data-testid="package-item"][data-package-name="Harbour pulse"]')
      .getByTestId('package-sent-counts')
      .getByText('This cycle: Notified 2 · Surveyed 1')
      .waitFor();

    // the sent view: the subject with the package's name filled in, each recipient's delivery and answer, and a
    // reminder to the one who has not answered
    await page.goto(`${runtime.url}/package-schedule`);
    const card = page.locator('[data-testid="schedule-package"][data-package-name="Harbour pulse"]');
    await card.locator('[data-testid="message-row"][data-status="sent"]').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Sent message' });
    await view.getByRole('heading', { name: 'Season check-in for [first name]' }).waitFor();
    await view.getByTestId('delivery-progress').getByText('Sent to 2 of 2').waitFor();
    const rows = view.getByTestId('recipient-row');
    await rows.first().waitFor();
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))).toEqual(['sent', 'sent']);
    await view.getByText('1 reached person has not answered yet.').waitFor();
    await view.getByRole('button', { name: 'Send a reminder' }).click();
    await page.getByRole('dialog', { name: 'Send a reminder?' }).getByRole('button', { name: 'Send reminder' }).click();
    await page.getByText('Reminder is being sent to 1 person').waitFor();
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await runtime.mailCatcher!.list()).some((mail) => mail.subject === 'Reminder: Season check-in for Omar')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const reminders = (await runtime.mailCatcher!.list()).filter((mail) => mail.subject.startsWith('Reminder: '));
    expect(reminders.map((mail) => mail.to)).toEqual([['omar@harbour.test']]);
  });

  it('keeps a draft when the wizard is closed, schedules it, then deletes it on the Package Schedule', async () => {
    const page = await logIn();
    const wizard = await openWizard(page);
    await fillFirstSteps(page, wizard, 'Next quarter');
    // the message kept as a template of the team, offered again in step 1
    await wizard.getByRole('button', { name: 'Back' }).click();
    await wizard.getByLabel('Save as a template named').fill('Quarterly');
    await wizard.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template was saved').waitFor();
    await page.getByRole('dialog', { name: 'New message' }).getByRole('button', { name: 'Close wizard' }).click();
    const ask = page.getByRole('dialog', { name: 'Save as a draft?' });
    await ask.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Package was drafted').waitFor();

    await page.goto(`${runtime.url}/package-schedule`);
    await page.getByRole('heading', { name: 'Package Schedule', level: 1 }).waitFor();
    const card = page.locator('[data-testid="schedule-package"][data-package-name="Harbour pulse"]');
    const draft = card.locator('[data-testid="message-row"][data-status="draft"]');
    await draft.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit message' });
    for (let step = 0; step < 3; step++) await edit.getByRole('button', { name: 'Next' }).click();
    // a draft opens on Schedule, an hour from now
    await edit.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText('Package was scheduled').waitFor();
    const scheduled = card.locator('[data-testid="message-row"][data-status="registered"]');
    await scheduled.waitFor();
    // the package's only message: this try's, scheduled (no sent message of another test stands beside it)
    expect(
      await card.locator('[data-testid="message-row"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))),
    ).toEqual(['registered']);

    // the package cannot be deleted without confirming that its scheduled message goes with it
    await page.goto(`${runtime.url}/assessments/my-assessments`);
    await page
      .locator('[data-testid="package-item"][data-package-name="Harbour pulse"]')
      .getByRole('button', { name: 'Actions for Harbour pulse' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    // it says so before the first click
    const confirm = page.getByRole('dialog', { name: 'Delete package' });
    await confirm
      .getByText('This package has scheduled or triggered messages. Deleting it cancels them all: nobody will receive them.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete with its messages' }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${runtime.url}/package-schedule`);
    await scheduled.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete message' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Message was deleted').waitFor();
    await scheduled.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'IP Address Info' }).click();
    const ip = page.getByRole('dialog', { name: 'IP Address Info' });
    await ip.getByTestId('mail-ip').getByText('127.0.0.1').waitFor();
    await ip.getByRole('button', { name: 'Copy' }).waitFor();
    await page.keyboard.press('Escape');
    await ip.waitFor({ state: 'detached' });

    // the team's template is deleted only once that is confirmed, and the deletion acknowledged
    const again = await openWizard(page);
    await again.getByLabel('Start from a template').click();
    await page.getByRole('option', { name: 'Quarterly' }).click();
    await again.getByRole('button', { name: 'Delete template “Quarterly”' }).click();
    const askTemplate = page.getByRole('dialog', { name: 'Delete template' });
    await askTemplate.getByText('Messages made from it keep their text.', { exact: false }).waitFor();
    await askTemplate.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Template was deleted').waitFor();
    await again.getByRole('button', { name: 'Delete template “Quarterly”' }).waitFor({ state: 'detached' });
  });

  it('sends a test message to the addresses typed as chips, ended by Enter, space, comma and Tab', async () => {
    const page = await logIn();
    const wizard = await openWizard(page);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Field link of type are required').waitFor();
    await wizard.getByLabel('Personal link: each participant gets their own').check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Subject').fill('Trial run');
    await wizard.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Hello {{first_name}}, this is how it will look.');
    await wizard.getByRole('button', { name: 'Send test message' }).click();
    const modal = page.getByRole('dialog', { name: 'Send test message' });
    const field = modal.getByLabel('E-mail addresses');
    await field.click();
    const addresses = ['enter@trial.test', 'space@trial.test', 'comma@trial.test', 'tab@trial.test'];
    await page.keyboard.type(addresses[0]!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`${addresses[1]} `);
    await page.keyboard.type(`${addresses[2]},`);
    await page.keyboard.type(addresses[3]!);
    await page.keyboard.press('Tab');
    // each address became a chip and the field is empty again
    await modal.getByText(addresses[3]!, { exact: true }).waitFor();
    expect(await modal.locator('.mantine-Pill-label').allTextContents()).toEqual(addresses);
    expect(await field.inputValue()).toBe('');
    await modal.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Test email was sent').waitFor();
    await modal.waitFor({ state: 'detached' });

    let mails = await runtime.mailCatcher!.list();
    const trial = () => mails.filter((mail) => mail.to.some((to) => to.endsWith('@trial.test')));
    for (let attempt = 0; attempt < 50 && trial().length < addresses.length; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await runtime.mailCatcher!.list();
    }
    expect(
      trial()
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([...addresses].sort());
    expect(trial().every((mail) => mail.subject.includes('Trial run'))).toBe(true);
  });
});
