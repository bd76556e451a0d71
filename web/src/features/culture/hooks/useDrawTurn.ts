import { useCallback, useEffect, useRef, useState } from 'react';

/** how near the viewport a chart draws: a chart a short scroll away is drawn before it comes into view */
const NEAR = '300px 0px';

/**
 * Whether a chart card may draw its chart yet (ADR 0104): once the card is in or near the viewport, or as soon as
 * someone reaches for the card (`drawNow`, so 'Add to Data Story' never captures a chart that was not drawn). A
 * chart further down draws when a scroll brings it near, not while the page opens. Once drawn, a chart stays drawn.
 */
export function useDrawTurn() {
  const ref = useRef<HTMLDivElement>(null);
  const [turn, setTurn] = useState(false);
  const drawNow = useCallback(() => setTurn(true), []);
  useEffect(() => {
    const element = ref.current;
    if (turn || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setTurn(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setTurn(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [turn]);
  return { ref, turn, drawNow };
}
