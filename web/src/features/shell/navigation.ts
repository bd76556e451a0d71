import type { ComponentType } from 'react';
import { BLOCKCHAIN_SURVEYS_URL, PRODUCT_SLUG } from '../../app/config';
import {
  IconBook,
  IconCalendar,
  IconChecklist,
  IconChartBar,
  IconHome,
  IconLibrary,
  IconReport,
  IconSparkles,
  IconUsers,
} from '@tabler/icons-react';

type IconComponent = ComponentType<{ size?: number | string; className?: string }>;

export type NavLinkItem = {
  kind: 'link';
  label: string;
  to: string;
  icon?: IconComponent;
  /** further paths on which this item counts as the current one */
  alsoActiveOn?: readonly string[];
};
export type NavExternalItem = { kind: 'external'; label: string; href: string; icon?: IconComponent };
export type NavGroupItem = {
  kind: 'group';
  id: string;
  label: string;
  icon: IconComponent;
  children: readonly (NavLinkItem | NavExternalItem)[];
};
export type NavItem = NavLinkItem | NavExternalItem | NavGroupItem;
export type NavSection = { title: string | null; items: readonly NavItem[] };

/**
 * The side navigation as the spec lists it: unlabelled Home, then CAPTURE, LEARN and LEAD; the community library
 * has its entry beside the team's own and Canopy's, and Blockchain Surveys shows only where its address is set.
 */
export const buildNavigation = (blockchainSurveysUrl: string | null): readonly NavSection[] => [
  { title: null, items: [{ kind: 'link', label: 'Home', to: '/home', icon: IconHome, alsoActiveOn: ['/'] }] },
  {
    title: 'CAPTURE',
    items: [
      { kind: 'link', label: 'Participants', to: '/participants', icon: IconUsers },
      {
        kind: 'group',
        id: 'assessment-library',
        label: 'Assessment Library',
        icon: IconLibrary,
        children: [
          { kind: 'link', label: 'My Library', to: '/assessments/my-assessments' },
          { kind: 'link', label: 'Canopy Library', to: `/assessments/${PRODUCT_SLUG}-assessments` },
          { kind: 'link', label: 'Community Library', to: '/assessments/community-assessments' },
          ...(blockchainSurveysUrl ? [{ kind: 'external', label: 'Blockchain Surveys', href: blockchainSurveysUrl } as const] : []),
          { kind: 'link', label: 'Archived Assessments', to: '/assessments/archived-assessments' },
        ],
      },
      { kind: 'link', label: 'Package Schedule', to: '/package-schedule', icon: IconCalendar },
    ],
  },
  {
    title: 'LEARN',
    items: [
      {
        kind: 'group',
        id: 'analytics',
        label: 'Analytics',
        icon: IconChartBar,
        children: [
          { kind: 'link', label: 'Culture', to: '/analytics/culture' },
          { kind: 'link', label: 'Collaboration', to: '/analytics/collaboration' },
          { kind: 'link', label: 'Alerts', to: '/analytics/alerts' },
        ],
      },
      {
        kind: 'group',
        id: 'reports',
        label: 'Reports',
        icon: IconReport,
        children: [
          { kind: 'link', label: 'Raw Data', to: '/reports/raw-data' },
          { kind: 'link', label: 'Group Report', to: '/reports/group-report' },
        ],
      },
      {
        kind: 'group',
        id: 'ai-analysis',
        label: 'AI Analysis',
        icon: IconSparkles,
        children: [
          { kind: 'link', label: 'AI Generate', to: '/ai/ai-generation' },
          { kind: 'link', label: 'AI Report', to: '/ai/ai-report' },
        ],
      },
    ],
  },
  {
    title: 'LEAD',
    items: [
      { kind: 'link', label: 'Data Story', to: '/data-story', icon: IconBook },
      { kind: 'link', label: 'Action Plans', to: '/action-plans', icon: IconChecklist },
    ],
  },
];

export const NAVIGATION: readonly NavSection[] = buildNavigation(BLOCKCHAIN_SURVEYS_URL);

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

export function isLinkActive(item: NavLinkItem, pathname: string): boolean {
  return samePath(item.to, pathname) || (item.alsoActiveOn ?? []).some((path) => samePath(path, pathname));
}

/** The expandable group holding the page at `pathname`, if any: it is the one open. */
export function groupForPath(pathname: string, sections: readonly NavSection[] = NAVIGATION): string | null {
  for (const section of sections) {
    for (const item of section.items) {
      if (item.kind === 'group' && item.children.some((child) => child.kind === 'link' && isLinkActive(child, pathname))) return item.id;
    }
  }
  return null;
}
