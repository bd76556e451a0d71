import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../features/session/hooks/useSession';
import { SessionProvider } from '../features/session/SessionProvider';
import { FullPageLoader } from '../shared/ui/FullPageLoader';
import { lazyPage } from './lazyPage';

// The shell (top bar, side navigation, workspace switcher) is fetched once logged in: the login page never needs it.
const AppLayout = lazyPage(() => import('../features/shell/AppLayout'), 'AppLayout');

function SessionFrame() {
  const session = useSession();
  if (session.status === 'restoring') return <FullPageLoader />;
  if (session.status === 'authenticated') {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <AppLayout>
          {/* a page still loading shows inside the shell, which stays */}
          <Suspense
            fallback={
              <Center py="xl" role="status" aria-label="Loading">
                <Loader size="sm" color="canopy" type="dots" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
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
