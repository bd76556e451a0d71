import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MyAccountPage } from '../features/account/MyAccountPage';
import { HomePage } from '../features/home/HomePage';
import { AppVersionContent, AppVersionPage } from '../features/platform';
import { AdminOnly } from '../features/placeholders/AdminOnly';
import { ComingSoonPage } from '../features/placeholders/ComingSoonPage';
import { NotFoundPage } from '../features/placeholders/NotFoundPage';
import { COMING_SOON_ROUTES } from '../features/placeholders/pages';
import {
  LogOutToView,
  RESPONDING_LOGGED_IN,
  RespondingPlaceholder,
  STORY_VIEW_LOGGED_IN,
  StoryViewPlaceholder,
} from '../features/public/PublicPages';
import { ForgotPasswordPage } from '../features/session/ForgotPasswordPage';
import { BySession, RequireAnonymous, RequireSession } from '../features/session/guards';
import { LoginPage } from '../features/session/LoginPage';
import { ResetPasswordPage } from '../features/session/ResetPasswordPage';
import { ParticipantsPage } from '../features/participants/ParticipantsPage';
import { ArchivedAssessmentsPage } from '../features/library/ArchivedAssessmentsPage';
import { LibraryPage } from '../features/library/LibraryPage';
import { TeamPage } from '../features/team/TeamPage';
import { WorkspaceSettingsPage } from '../features/workspaces/settings/WorkspaceSettingsPage';
import { FinchCallbackPage } from '../features/hris/FinchCallbackPage';
import { PageShell } from '../shared/ui/PageShell';
import { PRODUCT_SLUG } from './config';
import { RouteError } from './RouteError';
import { SessionRoot } from './SessionRoot';

const loggedIn = (element: React.ReactNode) => <RequireSession>{element}</RequireSession>;
const loggedOut = (element: React.ReactNode) => <RequireAnonymous>{element}</RequireAnonymous>;

const respondingPage = (
  <BySession authenticated={<LogOutToView message={RESPONDING_LOGGED_IN} pageTitle="Responding" />} anonymous={<RespondingPlaceholder />} />
);

/** Spec 1, section 2: the logged-in and logged-out route tables. */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <BySession authenticated={<HomePage />} anonymous={<LoginPage />} /> },

      // logged out only
      { path: 'forgot-password', element: loggedOut(<ForgotPasswordPage />) },
      { path: 'reset-password', element: loggedOut(<ResetPasswordPage />) },

      // either way
      { path: 'app-version', element: <BySession authenticated={<AppVersionContent />} anonymous={<AppVersionPage />} /> },
      { path: 'assessment-responding/:id', element: respondingPage },
      { path: 'collaborator-responding/:id', element: respondingPage },
      {
        path: 'data-story-view/:id',
        element: <BySession authenticated={<LogOutToView message={STORY_VIEW_LOGGED_IN} pageTitle="Data story" />} anonymous={<StoryViewPlaceholder />} />,
      },

      // logged in
      { path: 'home', element: loggedIn(<HomePage />) },
      { path: 'my-account', element: loggedIn(<MyAccountPage />) },
      { path: 'consulting-team', element: loggedIn(<TeamPage />) },
      { path: 'participants', element: loggedIn(<ParticipantsPage />) },
      { path: 'workspace-settings', element: loggedIn(<WorkspaceSettingsPage />) },
      { path: 'hris/finch-callback', element: <FinchCallbackPage /> },
      { path: 'assessments/my-assessments', element: loggedIn(<LibraryPage key="my" variant="my" />) },
      { path: `assessments/${PRODUCT_SLUG}-assessments`, element: loggedIn(<LibraryPage key="canopy" variant="canopy" />) },
      { path: 'assessments/community-assessments', element: loggedIn(<LibraryPage key="community" variant="community" />) },
      { path: 'assessments/archived-assessments', element: loggedIn(<ArchivedAssessmentsPage />) },
      ...COMING_SOON_ROUTES.map(({ path, adminOnly, ...page }): RouteObject => {
        const content = <ComingSoonPage {...page} />;
        // The CSV reader is reachable logged out too (spec); it has nothing to show either way yet.
        if (path === 'csvReader') return { path, element: <BySession authenticated={content} anonymous={<PageShell size="md">{content}</PageShell>} /> };
        return { path, element: loggedIn(adminOnly ? <AdminOnly>{content}</AdminOnly> : content) };
      }),

      // anything else: login when logged out, a not-found page inside the app when logged in
      { path: '*', element: <BySession authenticated={<NotFoundPage />} anonymous={<Navigate to="/" replace />} /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
