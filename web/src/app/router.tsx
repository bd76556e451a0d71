import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
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
const DataStoryViewPage = lazyPage(() => import('../features/story/DataStoryViewPage'), 'DataStoryViewPage');
const DataStoryPage = lazyPage(() => import('../features/story/DataStoryPage'), 'DataStoryPage');
const OwnerActionsPage = lazyPage(() => import('../features/actionPlans/OwnerActionsPage'), 'OwnerActionsPage');
const ActionPlansPage = lazyPage(() => import('../features/actionPlans/ActionPlansPage'), 'ActionPlansPage');
const DataStoryPreviewPage = lazyPage(() => import('../features/story/DataStoryPreviewPage'), 'DataStoryPreviewPage');
const LogOutToView = lazyPage(() => import('../features/public/PublicPages'), 'LogOutToView');
const HomePage = lazyPage(() => import('../features/home/HomePage'), 'HomePage');
const MyAccountPage = lazyPage(() => import('../features/account/MyAccountPage'), 'MyAccountPage');
const TeamPage = lazyPage(() => import('../features/team/TeamPage'), 'TeamPage');
const ParticipantsPage = lazyPage(() => import('../features/participants/ParticipantsPage'), 'ParticipantsPage');
const WorkspaceSettingsPage = lazyPage(() => import('../features/workspaces/settings/WorkspaceSettingsPage'), 'WorkspaceSettingsPage');
const FinchCallbackPage = lazyPage(() => import('../features/hris/FinchCallbackPage'), 'FinchCallbackPage');
const NotFoundPage = lazyPage(() => import('../features/placeholders/NotFoundPage'), 'NotFoundPage');
const DevMailPage = lazyPage(() => import('../features/devMail/DevMailPage'), 'DevMailPage');
const PackageSchedulePage = lazyPage(() => import('../features/messages/PackageSchedulePage'), 'PackageSchedulePage');
const CollaborationPage = lazyPage(() => import('../features/collaboration/CollaborationPage'), 'CollaborationPage');
const AlertsPage = lazyPage(() => import('../features/alerts/AlertsPage'), 'AlertsPage');
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage'), 'LibraryPage');
// the Culture page's charts need plotly's chunk (1.4 MB): it is fetched and evaluated beside the page's own chunk,
// not after the page mounts (ADR 0105); a failed preload is tried again by the first chart
const CulturePage = lazyPage(() => {
  void import('../features/culture/Plot').then((plot) => plot.preloadPlot()).catch(() => undefined);
  return import('../features/culture/CulturePage');
}, 'CulturePage');
const VisualizationsPage = lazyPage(() => import('../features/visualizations/VisualizationsPage'), 'VisualizationsPage');
const PeoplePage = lazyPage(() => import('../features/people/PeoplePage'), 'PeoplePage');
const CsvReaderPage = lazyPage(() => import('../features/csvReader/CsvReaderPage'), 'CsvReaderPage');
const AdminRoute = lazyPage(() => import('../features/admin/AdminRoute'), 'AdminRoute');
const AdminHomePage = lazyPage(() => import('../features/admin/AdminHomePage'), 'AdminHomePage');
const AdminTeamsPage = lazyPage(() => import('../features/admin/TeamsPage'), 'TeamsPage');
const AdminAreasOfFocusPage = lazyPage(() => import('../features/admin/AreasOfFocusPage'), 'AreasOfFocusPage');
const AdminNetworkMapPage = lazyPage(() => import('../features/admin/NetworkMapPage'), 'NetworkMapPage');
const AdminBenchmarkPage = lazyPage(() => import('../features/admin/BenchmarkPage'), 'BenchmarkPage');
const AdminGroupReportPage = lazyPage(() => import('../features/admin/GroupReportPage'), 'GroupReportPage');
const AdminAuditPage = lazyPage(() => import('../features/admin/AuditPage'), 'AuditPage');
const RawDataPage = lazyPage(() => import('../features/exports/RawDataPage'), 'RawDataPage');
const GroupReportPage = lazyPage(() => import('../features/exports/GroupReportPage'), 'GroupReportPage');
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
      {
        path: 'csvReader',
        element: (
          <BySession
            authenticated={<CsvReaderPage />}
            anonymous={
              <PageShell size="lg">
                <CsvReaderPage />
              </PageShell>
            }
          />
        ),
      },
      { path: 'app-version', element: <BySession authenticated={<AppVersionContent />} anonymous={<AppVersionPage />} /> },
      { path: 'action-owner/:link', element: <OwnerActionsPage /> },
      { path: 'assessment-responding/:id', element: respondingPage },
      { path: 'collaborator-responding/:id', element: respondingPage },
      {
        path: 'data-story-view/:id',
        element: (
          <BySession
            authenticated={<LogOutToView message={STORY_VIEW_LOGGED_IN} pageTitle="Data story" />}
            anonymous={<DataStoryViewPage />}
          />
        ),
      },

      // logged in
      { path: 'home', element: loggedIn(<HomePage />) },
      { path: 'my-account', element: loggedIn(<MyAccountPage />) },
      { path: 'consulting-team', element: loggedIn(<TeamPage />) },
      { path: 'participants', element: loggedIn(<ParticipantsPage />) },
      { path: 'analytics/collaboration', element: loggedIn(<CollaborationPage />) },
      { path: 'analytics/alerts', element: loggedIn(<AlertsPage />) },
      { path: 'workspace-settings', element: loggedIn(<WorkspaceSettingsPage />) },
      { path: 'hris/finch-callback', element: <FinchCallbackPage /> },
      { path: 'dev/mail', element: loggedIn(<DevMailPage />) },
      { path: 'assessments/my-assessments', element: loggedIn(<LibraryPage key="my" variant="my" />) },
      { path: `assessments/${PRODUCT_SLUG}-assessments`, element: loggedIn(<LibraryPage key="canopy" variant="canopy" />) },
      { path: 'assessments/community-assessments', element: loggedIn(<LibraryPage key="community" variant="community" />) },
      { path: 'assessments/archived-assessments', element: loggedIn(<ArchivedAssessmentsPage />) },
      { path: 'package-schedule', element: loggedIn(<PackageSchedulePage />) },
      { path: 'analytics/culture', element: loggedIn(<CulturePage />) },
      { path: 'visualizations', element: loggedIn(<VisualizationsPage />) },
      {
        path: 'admin/areas-of-focus',
        element: loggedIn(
          <AdminRoute>
            <AdminAreasOfFocusPage />
          </AdminRoute>,
        ),
      },
      {
        path: 'admin/network-map',
        element: loggedIn(
          <AdminRoute>
            <AdminNetworkMapPage />
          </AdminRoute>,
        ),
      },
      {
        path: 'admin/benchmarks-csv-report',
        element: loggedIn(
          <AdminRoute>
            <AdminBenchmarkPage />
          </AdminRoute>,
        ),
      },
      { path: 'analytics/people', element: loggedIn(<PeoplePage />) },
      {
        path: 'admin',
        element: loggedIn(
          <AdminRoute>
            <AdminHomePage />
          </AdminRoute>,
        ),
      },
      {
        path: 'admin/teams',
        element: loggedIn(
          <AdminRoute>
            <AdminTeamsPage />
          </AdminRoute>,
        ),
      },
      {
        path: 'admin/groups-csv-report',
        element: loggedIn(
          <AdminRoute>
            <AdminGroupReportPage />
          </AdminRoute>,
        ),
      },
      {
        path: 'admin/audit',
        element: loggedIn(
          <AdminRoute>
            <AdminAuditPage />
          </AdminRoute>,
        ),
      },
      { path: 'reports/raw-data', element: loggedIn(<RawDataPage />) },
      { path: 'reports/group-report', element: loggedIn(<GroupReportPage />) },
      { path: 'data-story', element: loggedIn(<DataStoryPage />) },
      { path: 'action-plans', element: loggedIn(<ActionPlansPage />) },
      { path: 'data-story-preview/:id', element: loggedIn(<DataStoryPreviewPage />) },
      { path: 'ai/ai-generation', element: loggedIn(<AiGeneratePage />) },
      { path: 'ai/ai-report', element: loggedIn(<AiReportPage />) },

      // anything else: login when logged out, a not-found page inside the app when logged in
      { path: '*', element: <BySession authenticated={<NotFoundPage />} anonymous={<Navigate to="/" replace />} /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
