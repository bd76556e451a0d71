import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_SKIP_REASON, hasChromium, laneChromium, logInThroughForm } from '../support/browser.ts';
import { collaborationContracts, seedChoices } from '../support/collaboration.ts';
import { apiClient, form } from '../support/identity.ts';
import { addParticipants, participantRow } from '../support/participants.ts';
import { teamOfTry } from '../support/perTry.ts';
import { startTestRuntime } from '../support/runtime.ts';
import { createWorkspace } from '../support/workspaces.ts';

if (!hasChromium()) console.warn(CHROMIUM_SKIP_REASON);

// The Collaboration page against the real API with collaboration answers in the workspace: Apply draws the map,
// a search selects one person, Top Collaborators and the percentile slider change what is shown, and a person
// opened from the map gets a note. The legend colours by department, community or answer state, the side panel
// ranks people and opens their details, a filter that leaves nobody says so, and the map refits a new window.

const WIDE = { width: 1440, height: 900 };
type CyLike = {
  nodes: () => {
    map: <T>(read: (node: { data: (key: string) => unknown; style: (key: string) => string }) => T) => T[];
    renderedBoundingBox: () => { x1: number; y1: number; x2: number; y2: number };
  };
  width: () => number;
  height: () => number;
};
/** an element's text on one line (a row's name and figure sit in separate boxes) */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const RUTH = { email: 'ruth.sato@meridian.example', password: 'ruth-secret-1', firstName: 'Ruth', lastName: 'Sato' };

describe.skipIf(!hasChromium())('the Collaboration page in Chromium', () => {
  let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  /**
   * Ruth, in a team of its own, with the workspace Harbour Foods and its collaboration answers. The read-only tests
   * share the first; the test that notes a person makes one per try, so a retry finds Grace without the failed try's note.
   */
  const mapOfTry = async () => {
    const { team } = await teamOfTry(runtime, 'Meridian Advisory', { RUTH });
    const api = apiClient(runtime);
    const token = await api.tokenFor(team.RUTH.email, team.RUTH.password);
    const workspace = await createWorkspace(api, token, 'Harbour Foods');
    // departments make the workspace's default groups: three people in each
    await api.call('PUT', `/workspaces/${workspace.id}`, { token, form: form({ group_classification: 'department' }) });
    const names = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth'];
    const rows = names.map((name, index) =>
      participantRow(workspace.id, index, {
        first_name: name.split(' ')[0],
        last_name: name.split(' ')[1],
        department: index < 3 ? 'Compilers' : 'Systems',
      }),
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
    return team.RUTH;
  };
  let ruth: typeof RUTH;

  beforeAll(async () => {
    runtime = await startTestRuntime({ contracts: collaborationContracts });
    ruth = await mapOfTry();
    browser = await laneChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await runtime?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const logIn = async (viewport = WIDE, who = ruth): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await logInThroughForm(page, runtime.url, who);
    return page;
  };

  it('draws the map on Apply, searches, rings the top collaborators, filters by percentile and notes a person', async () => {
    const page = await logIn(WIDE, await mapOfTry());
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
    await page.getByRole('combobox', { name: 'Colour by' }).click();
    await page.getByRole('option', { name: 'Answer state' }).click();
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
    // the top three of the 18 steps by default
    await expect.poll(() => map.getAttribute('data-rings')).toBe('from-16');

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

  /** the drawn graph, read from cytoscape's registry on the map's element */
  const drawn = <T>(page: Page, read: (cy: CyLike) => T) =>
    page.getByTestId('collaboration-map').evaluate((element, source) => {
      const cy = (element as unknown as { _cyreg: { cy: CyLike } })._cyreg.cy;
      return new Function('cy', `return (${source})(cy)`)(cy) as T;
    }, read.toString());

  /** how many pixels of the arcs' canvas are drawn on */
  const arcPixels = (page: Page) =>
    page.getByTestId('collaboration-arcs').evaluate((canvas) => {
      const { width, height } = canvas as HTMLCanvasElement;
      const pixels = (canvas as HTMLCanvasElement).getContext('2d')?.getImageData(0, 0, width, height).data ?? [];
      let drawn = 0;
      for (let at = 3; at < pixels.length; at += 4) if ((pixels[at] ?? 0) > 0) drawn++;
      return drawn;
    });

  const applied = async (page: Page) => {
    await page.goto(`${runtime.url}/analytics/collaboration`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('[data-testid="collaboration-map"][data-drawn="yes"]').waitFor({ timeout: 20_000 });
  };

  it('colours by department first, then by community or answer state, with the legend on screen at 1440 x 900', async () => {
    const page = await logIn();
    await applied(page);
    const legend = page.getByTestId('legend');
    /** each legend entry as 'label count' */
    const entries = async () => {
      const labels = await legend.getByTestId('legend-label').allInnerTexts();
      const counts = await legend.getByTestId('legend-count').allInnerTexts();
      return labels.map((label, at) => `${label} ${counts[at]}`);
    };
    // the departments as the rows were written: three people each
    await expect.poll(() => page.getByRole('combobox', { name: 'Colour by' }).inputValue()).toBe('Department');
    await expect.poll(entries).toEqual(['Compilers 3', 'Systems 3']);
    const colours = () =>
      drawn(page, (cy) =>
        cy
          .nodes()
          .map((node) => `${node.data('label')}=${node.style('background-color')}`)
          .sort(),
      );
    const byDepartment = new Map((await colours()).map((entry) => entry.split('=') as [string, string]));
    expect(byDepartment.get('Ada Lovelace')).toBe(byDepartment.get('Grace Hopper'));
    expect(byDepartment.get('Edsger Dijkstra')).toBe(byDepartment.get('Donald Knuth'));
    expect(byDepartment.get('Ada Lovelace')).not.toBe(byDepartment.get('Donald Knuth'));
    // the whole map and its legend fit the window without scrolling
    const mapBox = await page.getByTestId('collaboration-map').boundingBox();
    const legendBox = await legend.boundingBox();
    expect(mapBox && mapBox.y + mapBox.height).toBeLessThanOrEqual(WIDE.height);
    expect(legendBox && legendBox.y + legendBox.height).toBeLessThanOrEqual(WIDE.height);

    await page.getByRole('combobox', { name: 'Colour by' }).click();
    await page.getByRole('option', { name: 'Community' }).click();
    await expect.poll(() => page.getByTestId('collaboration-map').getAttribute('data-colour')).toBe('community');
    // every person is in one community of the legend
    const communities = await legend.getByTestId('legend-count').allInnerTexts();
    expect(communities.map(Number).reduce((sum, count) => sum + count, 0)).toBe(6);

    await page.getByRole('combobox', { name: 'Colour by' }).click();
    await page.getByRole('option', { name: 'Answer state' }).click();
    // by hand: Edsger, Barbara and Donald chose but nobody chose them (captured); the other three were chosen too
    await expect.poll(entries).toEqual(['Captured 3', 'Matched 3', 'Uncaptured 0', 'Inactive 0']);
    const byState = new Map((await colours()).map((entry) => entry.split('=') as [string, string]));
    expect(byState.get('Edsger Dijkstra')).toBe(byState.get('Donald Knuth'));
    expect(byState.get('Ada Lovelace')).not.toBe(byState.get('Donald Knuth'));
  });

  it('ranks people in the side panel, lists the isolated, and opens a person from it', async () => {
    const page = await logIn();
    await applied(page);
    const panel = page.getByTestId('people-panel');
    // chosen by, counted by hand from the choices: Ada 4 (Alan, Grace, Edsger, Barbara), Grace 2, Alan 1
    await expect
      .poll(async () => (await panel.getByTestId('panel-person').allInnerTexts()).map(oneLine).slice(0, 3))
      .toEqual(['Ada Lovelace 4', 'Grace Hopper 2', 'Alan Turing 1']);
    await panel.getByRole('tab', { name: /Isolated/ }).click();
    // Barbara's only choice of Donald is friendly, which is not a collaboration arc
    await expect
      .poll(async () => (await panel.getByTestId('panel-person').allInnerTexts()).map(oneLine).sort())
      .toEqual(['Barbara Liskov', 'Donald Knuth', 'Edsger Dijkstra']);
    await panel.getByRole('tab', { name: 'Groups' }).click();
    await panel.getByTestId('density-matrix').waitFor();
    await panel.getByRole('tab', { name: 'Ranking' }).click();
    await panel.getByTestId('panel-person').first().click();
    const details = page.getByRole('dialog', { name: 'Participant' });
    await details.getByText('Ada Lovelace').waitFor();
    await expect.poll(() => details.getByTestId('selected-by').innerText()).toBe('4');
  });

  it('says so when the filters leave nobody, and refits the map to a resized window', async () => {
    const page = await logIn();
    await applied(page);
    // nobody here is linked to seven people
    await page.getByRole('combobox', { name: 'Connections' }).click();
    await page.getByRole('option', { name: '7 connections', exact: true }).click();
    await page.getByTestId('collaboration-nobody').getByText('Nobody matches these filters').waitFor();
    await page.getByTestId('connectedness-rate').getByText('0 of 6 people shown').waitFor();
    // the arcs are drawn beneath the people (ADR 0102): none when nobody is shown, back with everyone
    await expect.poll(() => arcPixels(page)).toBe(0);
    await page.getByTestId('collaboration-nobody').getByRole('button', { name: 'Reset' }).click();
    await page.getByTestId('connectedness-rate').getByText('6 of 6 people shown').waitFor();
    await expect.poll(() => page.getByTestId('collaboration-nobody').count()).toBe(0);
    await expect.poll(() => arcPixels(page)).toBeGreaterThan(0);

    const inside = () =>
      drawn(page, (cy) => {
        const box = cy.nodes().renderedBoundingBox();
        return box.x1 >= 0 && box.y1 >= 0 && box.x2 <= cy.width() && box.y2 <= cy.height();
      });
    // zoomed far in, the drawing overflows the map; a new window size fits it again
    await page.getByRole('button', { name: 'Zoom in' }).click();
    for (let step = 0; step < 6; step++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(inside).toBe(false);
    await page.setViewportSize({ width: 1200, height: 800 });
    // the map's frame (drawing and panel) is the window less 320 px
    await expect.poll(async () => (await page.getByTestId('collaboration-frame').boundingBox())?.width).toBe(1200 - 320);
    await expect.poll(inside).toBe(true);
  });

  it('says the screen is too narrow below 996 px', async () => {
    const page = await logIn({ width: 900, height: 800 });
    await page.goto(`${runtime.url}/analytics/collaboration`);
    await page.getByText('Your screen width is too narrow – please try widening your browser or zooming out.').waitFor();
    await page.getByText('Mobile version is under development').waitFor();
  });
});
