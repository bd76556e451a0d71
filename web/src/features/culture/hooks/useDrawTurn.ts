import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** how near the viewport a chart draws: a chart a short scroll away is drawn before it comes into view */
const NEAR_PX = 300;

/**
 * Whether the element is in the viewport or within NEAR_PX above or below it, and not hidden by an ancestor that
 * clips it away (a block's panel opening from zero height): what the IntersectionObserver below would report
 */
const isNear = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  if (box.bottom <= -NEAR_PX || box.top >= window.innerHeight + NEAR_PX) return false;
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowY === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    if (clip.bottom <= box.top || clip.top >= box.bottom) return false;
  }
  return true;
};

/**
 * Whether a chart card may draw its chart yet (ADR 0104): once the card is in or near the viewport, or as soon as
 * someone reaches for the card (`drawNow`, so 'Add to Data Story' never captures a chart that was not drawn). A
 * chart further down draws when a scroll brings it near, not while the page opens. Once drawn, a chart stays drawn.
 * A card that is near when it mounts draws in the same frame (ADR 0105): measured as it is laid out, rather than on
 * the observer's first report a frame later, after a paint of the chart's placeholder.
 */
export function useDrawTurn() {
  const ref = useRef<HTMLDivElement>(null);
  const [turn, setTurn] = useState(false);
  const drawNow = useCallback(() => setTurn(true), []);
  useLayoutEffect(() => {
    const element = ref.current;
    if (turn || !element) return;
    if (typeof IntersectionObserver === 'undefined' || isNear(element)) {
      setTurn(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setTurn(true);
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [turn]);
  return { ref, turn, drawNow };
}
