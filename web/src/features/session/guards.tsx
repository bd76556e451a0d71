import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { useSession } from './hooks/useSession';

/** A logged-in page: while logged out, any such address goes to login (spec: "Any other path goes to login"). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'anonymous') return <Navigate to="/" replace />;
  return children;
}

/** Login's companions (forgot password, set password): a logged-in user goes Home instead. */
export function RequireAnonymous({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'authenticated') return <Navigate to="/home" replace />;
  return children;
}

/** Pages reachable either way with a different face: the app version, the public links. */
export function BySession({ authenticated, anonymous }: { authenticated: ReactNode; anonymous: ReactNode }) {
  const session = useSession();
  if (session.status === 'restoring') return <FullPageLoader />;
  return session.status === 'authenticated' ? authenticated : anonymous;
}
