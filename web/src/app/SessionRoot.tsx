import { Outlet } from 'react-router-dom';
import { useSession } from '../features/session/hooks/useSession';
import { SessionProvider } from '../features/session/SessionProvider';
import { AppLayout } from '../features/shell/AppLayout';
import { FullPageLoader } from '../shared/ui/FullPageLoader';

function SessionFrame() {
  const session = useSession();
  if (session.status === 'restoring') return <FullPageLoader />;
  if (session.status === 'authenticated') {
    return (
      <AppLayout>
        <Outlet />
      </AppLayout>
    );
  }
  return <Outlet />;
}

/**
 * The root of every route: restores the session, then frames the page. Logged in, every page sits in the
 * shell (top bar, side navigation), which stays mounted across navigation; logged out, pages stand alone.
 */
export function SessionRoot() {
  return (
    <SessionProvider>
      <SessionFrame />
    </SessionProvider>
  );
}
