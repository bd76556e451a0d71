/**
 * The Culture page's charts that are out of view take turns to draw in idle time (ADR 0104): one chart per idle
 * period, the highest on the page first, each a frame after the last, so a scroll or a click runs between two
 * charts instead of waiting for all of them. Charts in view do not queue: they draw as soon as their figures arrive.
 */
type Waiting = { element: Element; grant: () => void };

const waiting: Waiting[] = [];
let scheduled = false;

/** the browser's idle callback where there is one; the timeout lets a busy page still finish its charts */
const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 50);
};

const above = (a: Waiting, b: Waiting) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);

function grantNext() {
  scheduled = false;
  waiting.sort(above);
  waiting.shift()?.grant();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => setTimeout(run, 16);
  frame(() => whenIdle(grantNext));
}

/** queues `element`'s chart for a turn in idle time; the answer leaves the queue (the chart drew, or left the page) */
export function waitForIdleTurn(element: Element, grant: () => void): () => void {
  const entry = { element, grant };
  waiting.push(entry);
  schedule();
  return () => {
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
  };
}
