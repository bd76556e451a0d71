import { createBrowserRouter } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
import { AppVersionPage } from '../features/platform';
import { RouteError } from './RouteError';

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'app-version', element: <AppVersionPage /> },
      // Until sign-in and the workspace routes exist, every other address lands on the front door.
      { path: '*', element: <LandingPage /> },
    ],
  },
]);
