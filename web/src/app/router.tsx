import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { COMING_SOON_ROUTES } from '../features/placeholders/pages';
import { RESPONDING_LOGGED_IN, STORY_VIEW_LOGGED_IN } from '../features/public/messages';
import { BySession, RequireAnonymous, RequireSession } from '../features/session/guards';
import { PageShell } from '../shared/ui/PageShell';
import { lazyPage } from './lazyPage';
import { PRODUCT_SLUG } from './config';
import { RouteError } from './RouteError';
import { SessionRoot } from './SessionRoot';

// Every page is its own chunk, fetched when its route first shows (SessionRoot holds the Suspense boundaries).
const LoginPage = lazyPage(() => import('../features/session/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyPage(() => import('../features/session/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/session/ResetPasswordPage'), 'ResetPasswordPage');
const AppVersionPage = lazyPage(() => import('../features/platform/AppVersionPage'), 'AppVersionPage');
const AppVersionContent = lazyPage(() => import('../features/platform/AppVersionPage'), 'AppVersionContent');
const RespondentPageLoad = lazyPage(() => import('../features/public/PublicPages'), 'RespondentPageLoad');
const StoryViewPlaceholder = lazyPage(() => import('../features/public/PublicPages'), 'StoryViewPlaceholder');
const LogOutToView = lazyPage(() => import('../features/public/PublicPages'), 'LogOutToView');
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const MyAccountPage = lazyPage(() => import('../features/account/MyAccountPage'), 'MyAccountPage');
const TeamPage = lazyPage(() => import('../features/team/TeamPage'), 'TeamPage');
const ParticipantsPage = lazyPage(() => import('../features/participants/ParticipantsPage'), 'ParticipantsPage');
const WorkspaceSettingsPage = lazyPage(() => import('../features/workspaces/settings/WorkspaceSettingsPage'), 'WorkspaceSettingsPage');
const FinchCallbackPage = lazyPage(() => import('../features/hris/FinchCallbackPage'), 'FinchCallbackPage');
const ComingSoonPage = lazyPage(() => import('../features/placeholders/ComingSoonPage'), 'ComingSoonPage');
const AdminOnly = lazyPage(() => import('../features/placeholders/AdminOnly'), 'AdminOnly');
const NotFoundPage = lazyPage(() => import('../features/placeholders/NotFoundPage'), 'NotFoundPage');
const DevMailPage = lazyPage(() => import('../features/devMail/DevMailPage'), 'DevMailPage');
const PackageSchedulePage = lazyPage(() => import('../features/messages/PackageSchedulePage'), 'PackageSchedulePage');
const CollaborationPage = lazyPage(() => import('../features/collaboration/CollaborationPage'), 'CollaborationPage');
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage'), 'LibraryPage');
const CulturePage = lazyPage(() => import('../features/culture/CulturePage'), 'CulturePage');
const AiGeneratePage = lazyPage(() => import('../features/ai/AiGeneratePage'), 'AiGeneratePage');
const AiReportPage = lazyPage(() => import('../features/ai/AiReportPage'), 'AiReportPage');
const ArchivedAssessmentsPage = lazyPage(() => import('../features/library/ArchivedAssessmentsPage'), 'ArchivedAssessmentsPage');

const loggedIn = (element: React.ReactNode) => <RequireSession>{element}</RequireSession>;
const loggedOut = (element: React.ReactNode) => <RequireAnonymous>{element}</RequireAnonymous>;

const respondingPage = (
  <BySession authenticated={<LogOutToView message={RESPONDING_LOGGED_IN} pageTitle="Responding" />} anonymous={<RespondentPageLoad />} />
);

/** The routes: logged out only, either way, logged in. */
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
        element: (
          <BySession
            authenticated={<LogOutToView message={STORY_VIEW_LOGGED_IN} pageTitle="Data story" />}
            anonymous={<StoryViewPlaceholder />}
          />
        ),
      },

      // logged in
      { path: 'home', element: loggedIn(<HomePage />) },
      { path: 'my-account', element: loggedIn(<MyAccountPage />) },
      { path: 'consulting-team', element: loggedIn(<TeamPage />) },
      { path: 'participants', element: loggedIn(<ParticipantsPage />) },
      { path: 'analytics/collaboration', element: loggedIn(<CollaborationPage />) },
      { path: 'workspace-settings', element: loggedIn(<WorkspaceSettingsPage />) },
      { path: 'hris/finch-callback', element: <FinchCallbackPage /> },
      { path: 'dev/mail', element: loggedIn(<DevMailPage />) },
      { path: 'assessments/my-assessments', element: loggedIn(<LibraryPage key="my" variant="my" />) },
      { path: `assessments/${PRODUCT_SLUG}-assessments`, element: loggedIn(<LibraryPage key="canopy" variant="canopy" />) },
      { path: 'assessments/community-assessments', element: loggedIn(<LibraryPage key="community" variant="community" />) },
      { path: 'assessments/archived-assessments', element: loggedIn(<ArchivedAssessmentsPage />) },
      { path: 'package-schedule', element: loggedIn(<PackageSchedulePage />) },
      { path: 'analytics/culture', element: loggedIn(<CulturePage />) },
      { path: 'ai/ai-generation', element: loggedIn(<AiGeneratePage />) },
      { path: 'ai/ai-report', element: loggedIn(<AiReportPage />) },
      ...COMING_SOON_ROUTES.map(({ path, adminOnly, ...page }): RouteObject => {
        // biome-ignore lint/correctness/useJsxKeyInIterable: a route's element is not a list child
        const content = <ComingSoonPage {...page} />;
        // The CSV reader is reachable logged out too (spec); it has nothing to show either way yet.
        if (path === 'csvReader')
          return { path, element: <BySession authenticated={content} anonymous={<PageShell size="md">{content}</PageShell>} /> };
        return { path, element: loggedIn(adminOnly ? <AdminOnly>{content}</AdminOnly> : content) };
      }),

      // anything else: login when logged out, a not-found page inside the app when logged in
      { path: '*', element: <BySession authenticated={<NotFoundPage />} anonymous={<Navigate to="/" replace />} /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
