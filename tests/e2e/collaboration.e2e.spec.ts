import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, launchChromium, logInThroughForm } from '../support/browser.ts';
import { collaborationContracts, seedChoices } from '../support/collaboration.ts';
import { apiClient, provisionTestTeam } from '../support/identity.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The Collaboration page against the real API with collaboration answers in the workspace: Apply draws the map,
// a search selects one person, Top Collaborators and the percentile slider change what is shown, and a person
// opened from the map gets a note.

const WIDE = { width: 1440, height: 900 };
const RUTH = { email: 'ruth.sato@meridian.example', password: 'ruth-secret-1', firstName: 'Ruth', lastName: 'Sato' };

describe.skipIf(!hasChromium())('the Collaboration page in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    runtime = await startTestRuntime({ contracts: collaborationContracts });
    const api = apiClient(runtime);
    await provisionTestTeam(runtime, 'Meridian Advisory', [RUTH]);
    const token = await api.tokenFor(RUTH.email, RUTH.password);
    const workspace = await createWorkspace(api, token, 'Harbour Foods');
    const names = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'];
    const rows = names.map((name, index) =>
      participantRow(workspace.id, index, { first_name: name.split(' ')[0], last_name: name.split(' ')[1] }),
    );
    const [ada, alan, grace, edsger, barbara, donald] = (await addParticipants(api, token, rows)).participants.map(
      (participant) => participant.id,
    ) as string[];
    await seedChoices(runtime, { workspaceId: workspace.id }, [
      [ada!, alan!],
      [alan!, ada!],
      [ada!, grace!, 'manager'],
      [grace!, ada!],
      [edsger!, ada!],
      [barbara!, ada!],
      [barbara!, donald!, 'friendly'],
      [donald!, grace!],
    ]);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await runtime?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const logIn = async (viewport = WIDE): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, RUTH);
    return page;
  };

  it('draws the map on Apply, searches, rings the top collaborators, filters by percentile and notes a person', async () => {
    const page = await logIn();
    await page.goto(`${runtime.url}/analytics/collaboration`);
    await page.getByRole('heading', { name: 'Collaboration', level: 1 }).waitFor();
    await page.getByText('Please, select all participants or group(s) and click «Apply» to view the collaboration map').waitFor();

    await page.getByRole('button', { name: 'Apply' }).click();
    const map = page.getByTestId('collaboration-map');
    await page.locator('[data-testid="collaboration-map"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
    const rate = page.getByTestId('connectedness-rate');
    // 6 people, 7 collaboration arcs (the friendly choice is not one): 7 / 30
    await rate.getByText('23.3%').waitFor();
    await rate.getByText('6 of 6 people shown').waitFor();
    await page.getByTestId('legend').getByText('Matched').waitFor();

    // search from the third character: nobody, then one person selected and the rest dimmed
    const search = page.getByPlaceholder('Search a participant');
    await search.fill('zzz');
    await page.getByText('No Results').waitFor();
    await search.fill('Grac');
    await page.getByRole('option', { name: 'Grace Hopper' }).click();
    await expect.poll(() => map.getAttribute('data-focused')).not.toBe('');

    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Top Collaborators' }).check({ force: true });
    await expect.poll(() => map.getAttribute('data-rings')).toBe('on');

    // the lowest thumb to the top: only the most chosen ranked people stay
    const lowest = page.getByRole('slider', { name: 'Lowest percentile' });
    await lowest.focus();
    for (let step = 0; step < 99; step++) await page.keyboard.press('ArrowRight');
    await page.getByText('Percentiles 100–100').waitFor();
    await rate.getByText(/^[1-5] of 6 people shown$/).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Percentiles 1–100').waitFor();
    await expect.poll(() => map.getAttribute('data-rings')).toBe('off');

    // a click on the searched person's node opens their details (where cytoscape drew it, read from its registry)
    await search.fill('Grace');
    await page.getByRole('option', { name: 'Grace Hopper' }).click();
    await page.keyboard.press('Escape');
    const focused = await map.getAttribute('data-focused');
    const details = page.getByRole('dialog', { name: 'Participant' });
    // the map may still be moving towards the searched person on a busy machine: read where the node is drawn
    // now and click it, again until the details open
    for (let attempt = 0; attempt < 20 && !(await details.isVisible()); attempt++) {
      await page.waitForTimeout(500);
      const position = await map.evaluate((element, id) => {
        const registry = (
          element as unknown as { _cyreg: { cy: { getElementById: (id: string) => { renderedPosition: () => { x: number; y: number } } } } }
        )._cyreg;
        return registry.cy.getElementById(id).renderedPosition();
      }, focused ?? '');
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      await page.mouse.click(box.x + position.x, box.y + position.y);
    }
    await details.getByText('Grace Hopper').waitFor();
    await expect.poll(() => details.getByTestId('selected-by').innerText()).toBe('2');
    await details.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Note is required').waitFor();
    await details
      .getByRole('textbox', { name: 'New note' })
      .fill('Runs the compiler guild; a long note that goes past forty-six characters');
    await details.getByRole('button', { name: 'Add note' }).click();
    await details.getByText('Show more').waitFor();
    await details.getByText('Show more').click();
    await details.getByText('Show less').waitFor();
    await details.getByText(/goes past forty-six characters/).waitFor();
  });

  it('says the screen is too narrow below 996 px', async () => {
    const page = await logIn({ width: 900, height: 800 });
    await page.goto(`${runtime.url}/analytics/collaboration`);
    await page.getByText('Your screen width is too narrow – please try widening your browser or zooming out.').waitFor();
    await page.getByText('Mobile version is under development').waitFor();
  });
});
