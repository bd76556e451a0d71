import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthenticatedSession } from '../session/hooks/useSession';

/** Admin pages need the platform-administrator flag: anyone else is sent to '/' (spec). */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { consultant } = useAuthenticatedSession();
  return consultant.is_platform_admin ? children : <Navigate to="/" replace />;
}
