import { IconSparkles } from '../../shared/ui/icons';
import type { ComingSoonProps, TitleOnlyProps } from './ComingSoonPage';

export type ComingSoonRoute = (ComingSoonProps | TitleOnlyProps) & { path: string };

/** Logged-in pages still to come: their route, title and an honest placeholder. */
export const COMING_SOON_ROUTES: readonly ComingSoonRoute[] = [
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
];
