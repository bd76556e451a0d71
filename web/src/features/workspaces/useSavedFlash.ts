import { useEffect, useRef, useState } from 'react';
import { SAVED_BANNER_MS } from './constants';

/** 'Saved successfully!' for 2 s after a save; a new save restarts the 2 s. */
export function useSavedFlash(): { saved: boolean; flash: () => void; clear: () => void } {
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: stop only reads the ref, so the first render's stop clears any later timer
  useEffect(() => stop, []);
  return {
    saved,
    flash: () => {
      stop();
      setSaved(true);
      timer.current = setTimeout(() => setSaved(false), SAVED_BANNER_MS);
    },
    clear: () => {
      stop();
      setSaved(false);
    },
  };
}
