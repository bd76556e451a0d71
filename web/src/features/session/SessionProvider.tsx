import type { Consultant, Team } from '@canopy/contracts';
import { createContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { errorDetail } from '../../shared/api/http';
import { useMyTeam } from '../team/hooks/useMyTeam';
import { useCurrentConsultant } from './hooks/useCurrentConsultant';
import { endSession } from './sessionEvents';
import { readTokens, subscribeToTokens } from './storage';

export type SessionState =
  | { status: 'anonymous' }
  /** tokens are stored; the current consultant and then the team are loading */
  | { status: 'restoring' }
  | { status: 'authenticated'; consultant: Consultant; team: Team };

export const SessionContext = createContext<SessionState | null>(null);

/**
 * The session as the app sees it. With tokens stored it loads the current consultant, then the team
 * (spec: "if valid, the current user is loaded"); if either cannot be loaded the session ends and the
 * user is back at login with the reason. Token changes in other tabs (sign-out) apply here too.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const tokens = useSyncExternalStore(subscribeToTokens, readTokens, () => null);
  const hasTokens = tokens !== null;

  const consultant = useCurrentConsultant({ enabled: hasTokens });
  const team = useMyTeam({ enabled: hasTokens && consultant.data !== undefined });

  // Only a failure with nothing to show ends the session; a failed background refetch keeps the data.
  const failure = !hasTokens
    ? null
    : consultant.isError && consultant.data === undefined
      ? consultant.error
      : team.isError && team.data === undefined
        ? team.error
        : null;

  useEffect(() => {
    if (failure) endSession({ kind: 'restore-failed', detail: errorDetail(failure) });
  }, [failure]);

  const state = useMemo<SessionState>(() => {
    if (!hasTokens) return { status: 'anonymous' };
    if (consultant.data && team.data) return { status: 'authenticated', consultant: consultant.data, team: team.data };
    return { status: 'restoring' };
  }, [hasTokens, consultant.data, team.data]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
