// Every page of the dashboard (web/src/app/router.tsx), as the screens e2e spec and the pages bench visit them on
// the demo data (SEED_DEMO). No vitest or browser import here: the bench (bench/src/benches/pages.ts) reads it too.

export type DashboardPage = {
  /** a file-name-safe name for screenshots and bench rows */
  name: string;
  /** the address to open; ':id' is taken from the link named `idFrom.link` on the page `idFrom.path` */
  path: string;
  /** the demo account that sees the page */
  as: 'consultant' | 'admin';
  idFrom?: { path: string; link: RegExp };
};

/** The demo accounts (services/identity demoData.ts; not imported: tests/package.json does not list identity). */
export const DEMO_EMAILS = { consultant: 'demo@canopy.local', admin: 'admin@canopy.local' } as const;

export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  { name: 'home', path: '/home', as: 'consultant' },
  { name: 'participants', path: '/participants', as: 'consultant' },
  { name: 'workspace-settings', path: '/workspace-settings', as: 'consultant' },
  { name: 'my-library', path: '/assessments/my-assessments', as: 'consultant' },
  { name: 'canopy-library', path: '/assessments/canopy-assessments', as: 'consultant' },
  { name: 'community-library', path: '/assessments/community-assessments', as: 'consultant' },
  { name: 'archived-assessments', path: '/assessments/archived-assessments', as: 'consultant' },
  { name: 'package-schedule', path: '/package-schedule', as: 'consultant' },
  { name: 'visualizations', path: '/visualizations', as: 'consultant' },
  { name: 'culture', path: '/analytics/culture', as: 'consultant' },
  { name: 'collaboration', path: '/analytics/collaboration', as: 'consultant' },
  { name: 'alerts', path: '/analytics/alerts', as: 'consultant' },
  { name: 'people', path: '/analytics/people', as: 'consultant' },
  { name: 'raw-data', path: '/reports/raw-data', as: 'consultant' },
  { name: 'group-report', path: '/reports/group-report', as: 'consultant' },
  { name: 'ai-generate', path: '/ai/ai-generation', as: 'consultant' },
  { name: 'ai-report', path: '/ai/ai-report', as: 'consultant' },
  { name: 'data-story', path: '/data-story', as: 'consultant' },
  { name: 'action-plans', path: '/action-plans', as: 'consultant' },
  { name: 'data-story-preview', path: '/data-story-preview/:id', as: 'consultant', idFrom: { path: '/data-story', link: /Preview/ } },
  { name: 'team', path: '/consulting-team', as: 'consultant' },
  { name: 'my-account', path: '/my-account', as: 'consultant' },
  { name: 'app-version', path: '/app-version', as: 'consultant' },
  { name: 'csv-reader', path: '/csvReader', as: 'consultant' },
  { name: 'not-found', path: '/no-such-page', as: 'consultant' },
  { name: 'admin', path: '/admin', as: 'admin' },
  { name: 'admin-teams', path: '/admin/teams', as: 'admin' },
  { name: 'admin-areas-of-focus', path: '/admin/areas-of-focus', as: 'admin' },
  { name: 'admin-network-map', path: '/admin/network-map', as: 'admin' },
  { name: 'admin-groups-csv-report', path: '/admin/groups-csv-report', as: 'admin' },
  { name: 'admin-benchmarks-csv-report', path: '/admin/benchmarks-csv-report', as: 'admin' },
  { name: 'admin-audit', path: '/admin/audit', as: 'admin' },
  { name: 'dev-mail', path: '/dev/mail', as: 'admin' },
];

/**
 * Routes of the router that are not dashboard pages, with why: the screens spec fails when a route is in
 * neither list, so a new page cannot go unvisited.
 */
export const NOT_DASHBOARD_ROUTES: Readonly<Record<string, string>> = {
  'forgot-password': 'logged out (the login form is visited as "/" before signing in)',
  'reset-password': 'logged out, needs a reset token from an e-mail',
  'assessment-responding/:id': "the respondent flow (tests/e2e/respondent*.e2e.spec.ts); logged in it says 'Log out'",
  'collaborator-responding/:id': 'the respondent flow for collaboration links, as above',
  'data-story-view/:id': 'the public story view (tests/e2e/story.e2e.spec.ts); logged in it says to log out',
  'action-owner/:link': "a client contact's page, opened from the personal link of a mail (tests/int/actionPlans.owners.int.spec.ts)",
  'hris/finch-callback': "the HRIS provider's return address, not a page one opens",
  '*': 'the not-found page, visited as /no-such-page',
};

/** the path a route of the router stands for in DASHBOARD_PAGES ('assessments/{PRODUCT_SLUG}-assessments' -> canopy) */
export const routeToPath = (route: string) => `/${route.replace(/\$\{PRODUCT_SLUG\}/, 'canopy')}`;
