import { IdentityMessages } from '@canopy/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a repeated submit is refused after the guard fires (spec: 1.5 s). */
export const REQUEST_GUARD_MS = 1500;

/**
 * The spec's duplicate-request guard for login and forgot password: submitting while a request is in
 * flight shows 'Please wait until the request ends.' and sends nothing for 1.5 s.
 */
export function useRequestGuard(inFlight: boolean) {
  const [message, setMessage] = useState<string | null>(null);
  const lockedUntil = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const guard = useCallback(
    (send: () => void) => {
      const now = Date.now();
      if (inFlight || now < lockedUntil.current) {
        if (now >= lockedUntil.current) lockedUntil.current = now + REQUEST_GUARD_MS;
        setMessage(IdentityMessages.requestInFlight);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setMessage(null), Math.max(0, lockedUntil.current - now));
        return;
      }
      setMessage(null);
      send();
    },
    [inFlight],
  );

  return { guard, message };
}
