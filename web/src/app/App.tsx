import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onSessionEnded } from '../features/session/sessionEvents';
import { createQueryClient } from './queryClient';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);

  // When the session ends (log out, a 401, a refused refresh): back to login, and nothing of the previous
  // user's data stays in memory. Storage is already cleared by endSession.
  useEffect(
    () =>
      onSessionEnded(() => {
        void router.navigate('/', { replace: true });
        queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
