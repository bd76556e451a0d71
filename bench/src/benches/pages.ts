import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DASHBOARD_PAGES, DEMO_EMAILS } from '../../../tests/support/dashboardPages.ts';
import { IDLE_PROBE, QUIET_MS, resolvePath, timeToInteractive, type Visit } from '../../../tests/support/pageReadiness.ts';
import type { BenchCluster } from '../support/cluster.ts';
import { FULL_PASSWORD, startFullServer } from '../support/fullServer.ts';
import { millis, ratio, verdict, type BenchReport, type BenchRow } from '../support/report.ts';

const CHROMIUM_PATH = '/usr/bin/chromium';
/** timed visits per page after one warm-up visit; the figure is their median */
const RUNS = Number(process.env.PAGES_RUNS ?? 3);
const GOAL_RATIO = 2;
/** a visit that has not settled by then fails the bench */
const VISIT_TIMEOUT_MS = 120_000;
/** PAGES_PROFILE_DIR=/tmp/pages: a CPU profile of each page's last visit (open it in Chromium's DevTools) */
const PROFILE_DIR = process.env.PAGES_PROFILE_DIR;
/** PAGES_ONLY=participants,home: only the named pages (a focused look; the lightest is then of those) */
const ONLY = process.env.PAGES_ONLY?.split(',').filter(Boolean);
/** PAGES_TRACE=1: print every API request of the timed visits (and any request of 200 ms or more), and each visit's timeline */
const TRACE = process.env.PAGES_TRACE === '1';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * PAGES_TRACE only: notes when the number of drawn plotly charts or of placeholders (skeletons, loaders) in <main>
 * changes, so the timeline shows when each chart drew and what the page was still waiting for.
 */
const DRAW_PROBE = () => {
  const marks: string[] = [];
  (globalThis as unknown as { __drawMarks: string[] }).__drawMarks = marks;
  let last = '';
  new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main) return;
    const now = `plots ${[...main.querySelectorAll('.js-plotly-plot')].filter((plot) => plot.querySelector('.trace')).length}, placeholders ${main.querySelectorAll('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]').length}`;
    if (now !== last) marks.push(`${Math.round(performance.now())} ${now}`);
    last = now;
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-visible', 'aria-busy', 'class'] });
};

/**
 * The visit's timeline in ms from navigation start, for PAGES_TRACE: when each script chunk and API call started and
 * ended, and each long task (50 ms and more) on the main thread: what waited for what.
 */
const timelineOf = (page: Page) =>
  page.evaluate(async () => {
    const short = (name: string) =>
      new URL(name).pathname
        .replace(/^\/api\/v1\//, '')
        .replace(/^\/assets\//, '')
        .slice(0, 40);
    const resources = performance
      .getEntriesByType('resource')
      // API calls and the chunks that took time or start a phase (the shell, a page, plotly); not every small chunk
      .filter(
        (entry) =>
          /\/api\//.test(entry.name) ||
          (/\.js$/.test(entry.name) && (entry.duration > 5 || /\/(AppLayout|[A-Za-z]+Page|PlotlyChart)-/.test(entry.name))),
      )
      .map((entry) => ({
        at: entry.startTime,
        line: `${short(entry.name)} ${Math.round(entry.startTime)}-${Math.round((entry as PerformanceResourceTiming).responseEnd)}`,
      }));
    const tasks = await new Promise<PerformanceEntry[]>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries());
      });
      observer.observe({ type: 'longtask', buffered: true });
      setTimeout(() => resolve([]), 200);
    });
    const longTasks = tasks.map((entry) => ({
      at: entry.startTime,
      line: `LONG ${Math.round(entry.startTime)}+${Math.round(entry.duration)}`,
    }));
    const seen = globalThis as unknown as { __contentAt?: number; __idleProbe?: { lastFetchEnd: number; lastLongTaskEnd: number } };
    const probe = `content ${Math.round(seen.__contentAt ?? 0)}, last fetch ${Math.round(seen.__idleProbe?.lastFetchEnd ?? 0)}, last long task ${Math.round(seen.__idleProbe?.lastLongTaskEnd ?? 0)}`;
    return [...resources, ...longTasks]
      .sort((a, b) => a.at - b.at)
      .map((item) => item.line)
      .concat((globalThis as unknown as { __drawMarks?: string[] }).__drawMarks ?? [], probe)
      .join(' | ');
  });

/**
 * Every consultant page of the dashboard on the demo data, in Chromium at 1440 x 900: navigation start (a full
 * load of the address, as a bookmark or a reload opens it) to the page's main content drawn and the main thread
 * idle. Baseline: the lightest page of the same run; goal: every page within 2x of it.
 */
export const pagesBench = async (cluster: BenchCluster, progress: (line: string) => void): Promise<BenchReport> => {
  const databaseUrl = await cluster.createDatabase('bench_pages');
  const server = await startFullServer(databaseUrl, [], 'demo');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: Array<{ name: string; path: string; visit: Visit; runs: number[] }> = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(IDLE_PROBE);
    if (TRACE) await context.addInitScript(DRAW_PROBE);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByLabel('Email').fill(DEMO_EMAILS.consultant);
    await page.getByLabel('Password', { exact: true }).fill(FULL_PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/home');
    await timeToInteractive(page, VISIT_TIMEOUT_MS);

    if (TRACE)
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        const ms = timing.responseEnd;
        if (ms >= 200 || new URL(request.url()).pathname.startsWith('/api'))
          progress(
            `pages: trace ${new Date(timing.startTime).toISOString().slice(17, 23)} ${request.method()} ${new URL(request.url()).pathname} ${millis(ms)}`,
          );
      });
    const targets = DASHBOARD_PAGES.filter((candidate) => candidate.as === 'consultant' && (!ONLY || ONLY.includes(candidate.name)));
    for (const target of targets) {
      const address = `${server.url}${await resolvePath(page, server.url, target)}`;
      // the warm-up visit fetches the page's chunk and fills the server's caches: the figures are of a warm visit
      await page.goto(address);
      await timeToInteractive(page, VISIT_TIMEOUT_MS);
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) {
        const cdp = PROFILE_DIR && run === RUNS - 1 ? await context.newCDPSession(page) : null;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
          await cdp.send('Profiler.start');
        }
        await page.goto(address);
        // generous: on a machine at load 30 the Culture page took over 30 s to settle
        visits.push(await timeToInteractive(page, VISIT_TIMEOUT_MS));
        if (cdp && PROFILE_DIR) {
          const { profile } = await cdp.send('Profiler.stop');
          mkdirSync(PROFILE_DIR, { recursive: true });
          writeFileSync(path.join(PROFILE_DIR, `${target.name}.cpuprofile`), JSON.stringify(profile));
          await cdp.detach();
        }
        if (TRACE) progress(`pages: timeline ${target.name} ${await timelineOf(page)}`);
      }
      const runs = visits.map((visit) => visit.ms);
      const middle = median(runs);
      const visit = visits.find((candidate) => candidate.ms === middle)!;
      results.push({ name: target.name, path: target.path, visit, runs });
      progress(`pages: ${target.path} ${runs.map((ms) => millis(ms)).join(', ')} (long tasks ${millis(visit.longTaskMs)})`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }

  const lightest = results.reduce((best, result) => (result.visit.ms < best.visit.ms ? result : best));
  const rows: BenchRow[] = results.map((result) => ({
    bench: `page ${result.path}: time to interactive, warm (long tasks ${millis(result.visit.longTaskMs)})`,
    figure: `${millis(result.visit.ms)} (runs: ${result.runs.map((ms) => Math.round(ms)).join(', ')})`,
    goal: `<= ${GOAL_RATIO}x the lightest (${millis(lightest.visit.ms * GOAL_RATIO)})`,
    baseline: `lightest, ${lightest.path}: ${millis(lightest.visit.ms)}`,
    ratio: ratio(result.visit.ms, lightest.visit.ms),
    verdict: verdict(result.visit.ms <= lightest.visit.ms * GOAL_RATIO),
  }));
  return {
    title: 'Dashboard pages: time to interactive on the demo data',
    howMeasured:
      'The product as `npm start` runs it (SEED_DEMO: the demo team, its workspaces, library, packages and answers) in its own Node ' +
      'process; Debian Chromium at 1440 x 900 signed in as the demo consultant. Each page of tests/support/dashboardPages.ts (the ' +
      `router's pages) is opened once to warm up, then ${RUNS} times by a full load of its address; a figure is the median visit, from ` +
      "navigation start to the later of the page's main content drawn (text in <main>, no skeleton or loader in view there: one below the fold is not waited for) and " +
      `the end of the last fetch or long task (>= 50 ms) before ${QUIET_MS} ms without either (bench/src/benches/pages.ts). ` +
      'Baseline: the lightest page of the same run; goal: every page within 2x of it.',
    rows,
  };
};
