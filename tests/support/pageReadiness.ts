import type { Page } from 'playwright-core';
import type { DashboardPage } from './dashboardPages.ts';

// When a page of the dashboard is ready to use, for the screens e2e spec and the pages bench. Browser code
// only (no vitest import): the bench imports it too.

/** the page counts as idle once nothing ran long and nothing was fetched for this long */
export const QUIET_MS = 500;

/**
 * Installed before any of the app's scripts: counts fetches in flight and keeps the end of the last fetch and of
 * the last long task (50 ms and more on the main thread), so the readiness check can tell when the page is idle.
 */
export const IDLE_PROBE = () => {
  const probe = { inFlight: 0, lastFetchEnd: 0, lastLongTaskEnd: 0, longTaskMs: 0 };
  (globalThis as unknown as { __idleProbe: typeof probe }).__idleProbe = probe;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    probe.inFlight++;
    try {
      return await original(...args);
    } finally {
      probe.inFlight--;
      probe.lastFetchEnd = performance.now();
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, entry.startTime + entry.duration);
      probe.longTaskMs += entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
};

export type Visit = { ms: number; longTaskMs: number };

/**
 * Time to interactive of the page open in `page`, in ms from navigation start: the page's main content is drawn
 * (<main> holds text, no skeleton or loader left in view there), no fetch is in flight, and neither a
 * fetch nor a long task happened in the last QUIET_MS; the figure is the later of the content showing and the
 * end of the last long task or fetch before that quiet window.
 */
export const timeToInteractive = async (page: Page, timeoutMs = 30_000): Promise<Visit> => {
  const handle = await page.waitForFunction(
    (quietMs) => {
      const probe = (
        globalThis as unknown as { __idleProbe?: { inFlight: number; lastFetchEnd: number; lastLongTaskEnd: number; longTaskMs: number } }
      ).__idleProbe;
      const main = document.querySelector('main');
      if (!probe || !main) return false;
      if ((main.textContent ?? '').trim() === '') return false;
      // a placeholder counts only where a person can see it: one further down the page (a chart that draws when a
      // scroll brings it near) is not something anyone waits for before using the page. An IntersectionObserver says
      // which are in view: measuring them here, on every frame, forced layouts the page itself would not do
      const win = globalThis as unknown as {
        __contentAt?: number;
        __inView?: WeakMap<Element, boolean>;
        __viewWatch?: IntersectionObserver;
      };
      win.__inView ??= new WeakMap();
      const inView = win.__inView;
      win.__viewWatch ??= new IntersectionObserver((entries) => {
        for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      });
      let waiting = false;
      for (const element of main.querySelectorAll('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"]')) {
        // a placeholder the observer has not reported on yet counts as in view
        if (!inView.has(element)) {
          inView.set(element, true);
          win.__viewWatch.observe(element);
        }
        if (inView.get(element)) waiting = true;
      }
      if (waiting) return false;
      win.__contentAt ??= performance.now();
      if (probe.inFlight > 0) return false;
      const now = performance.now();
      const lastActivity = Math.max(probe.lastFetchEnd, probe.lastLongTaskEnd);
      if (now - lastActivity < quietMs) return false;
      return { ms: Math.max(win.__contentAt, lastActivity), longTaskMs: probe.longTaskMs };
    },
    QUIET_MS,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as Visit;
};

/** the address of a page; ':id' comes from the link the page's `idFrom` names */
export const resolvePath = async (page: Page, baseUrl: string, target: DashboardPage): Promise<string> => {
  if (!target.idFrom) return target.path;
  await page.goto(`${baseUrl}${target.idFrom.path}`);
  const href = await page.getByRole('link', { name: target.idFrom.link }).first().getAttribute('href', { timeout: 30_000 });
  if (!href) throw new Error(`no link ${String(target.idFrom.link)} on ${target.idFrom.path}`);
  return href;
};
