import type { Consultant, Team } from '@canopy/contracts';
import { useContext } from 'react';
import { SessionContext, type SessionState } from '../SessionProvider';

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}

/** The signed-in consultant and team; only for screens rendered inside the logged-in shell. */
export function useAuthenticatedSession(): { consultant: Consultant; team: Team } {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useAuthenticatedSession is only for logged-in screens');
  return session;
}
