import { useCallback, useEffect, useRef, useState } from 'react';
import { waitForIdleTurn } from '../drawQueue';

/** how near the viewport a chart draws at once: a chart a short scroll away is drawn before it comes into view */
const NEAR = '300px 0px';

/**
 * Whether a chart card may draw its chart yet (ADR 0104): at once when the card is in or near the viewport, else
 * on its turn in idle time once its figures are `ready`, or as soon as someone interacts with the card (`drawNow`,
 * so 'Add to Data Story' never captures a chart that was not drawn). Once drawn, a chart stays drawn.
 */
export function useDrawTurn(ready: boolean) {
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
    const leave = ready ? waitForIdleTurn(element, drawNow) : undefined;
    return () => {
      observer.disconnect();
      leave?.();
    };
  }, [turn, ready, drawNow]);
  return { ref, turn, drawNow };
}
