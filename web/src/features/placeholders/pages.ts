import { IconBookOpen, IconReport, IconSparkles } from '../../shared/ui/icons';
import type { ComingSoonProps, TitleOnlyProps } from './ComingSoonPage';

export type ComingSoonRoute = (ComingSoonProps | TitleOnlyProps) & { path: string; adminOnly?: boolean };

/** Logged-in pages still to come: their route, title and an honest placeholder. */
export const COMING_SOON_ROUTES: readonly ComingSoonRoute[] = [
  {
    path: 'reports/raw-data',
    title: 'Raw Data',
    eyebrow: 'Learn · Reports',
    icon: IconReport,
    description: 'Every answer of a package cycle as a spreadsheet.',
    headline: 'Raw Data exports arrive in a coming release',
    capabilities: ['Download the answers of a package and cycle as Excel', 'Choose masked or named data'],
  },
  {
    path: 'reports/group-report',
    title: 'Group Report',
    eyebrow: 'Learn · Reports',
    icon: IconReport,
    description: 'Scores per group for a package cycle.',
    headline: 'Group Reports arrive in a coming release',
    capabilities: ['Download group scores of a package and cycle as Excel'],
  },
  {
    path: 'ai/ai-generation',
    title: 'AI Generate',
    eyebrow: 'Learn · AI Analysis',
    icon: IconSparkles,
    description: 'Summaries and findings written from the open answers.',
    headline: 'AI Generate arrives in a coming release',
    capabilities: ['Generate summaries of open feedback per assessment and group', 'Keep the results with the workspace'],
  },
  {
    path: 'ai/ai-report',
    title: 'AI Report',
    eyebrow: 'Learn · AI Analysis',
    icon: IconSparkles,
    description: 'An AI-written report of a package cycle.',
    headline: 'AI Reports arrive in a coming release',
    capabilities: ['Download an AI report for all participants or chosen groups'],
  },
  {
    path: 'data-story',
    title: 'Data Story',
    eyebrow: 'Lead',
    icon: IconBookOpen,
    description: 'Your findings as a story for the client’s leadership, built from saved charts.',
    headline: 'Data Story arrives in a coming release',
    capabilities: ['Arrange saved charts and commentary into a story', 'Preview it and share it with a public link'],
  },
  {
    path: 'data-story-preview/:id',
    title: 'Data Story preview',
    eyebrow: 'Lead',
    icon: IconBookOpen,
    description: 'The data story of a workspace as its readers will see it.',
    headline: 'The Data Story preview arrives in a coming release',
    capabilities: ['Read the story exactly as the people you share it with will'],
  },
  {
    path: 'admin/groups-csv-report',
    title: 'Group Report',
    eyebrow: 'Admin',
    icon: IconReport,
    adminOnly: true,
    description: 'Group scores of any team’s package cycle.',
    headline: 'Admin group reports arrive in a coming release',
    capabilities: ['Download group scores of a package and cycle as Excel'],
  },
];
