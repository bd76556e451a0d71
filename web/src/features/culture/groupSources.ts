import { GROUP_CLASSIFICATIONS } from '@canopy/contracts';
import type { BlocksResponse } from '@canopy/contracts/analytics/api';

type Group = BlocksResponse['groups'][number];

const TITLES = new Map<string, string>(GROUP_CLASSIFICATIONS.map(({ value, title }) => [value, title]));

/** the title a group's source reads under in the group filter: its classification's title ('Department'), 'Custom groups' */
export const groupSourceTitle = (group: Pick<Group, 'origin' | 'origin_source'>): string => {
  if (!group.origin_source) return group.origin === 'custom' ? 'Custom groups' : 'Other groups';
  const known = TITLES.get(group.origin_source);
  if (known) return known;
  const words = group.origin_source.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** the group filter's options, one section per source under its title, sections and names in alphabetical order */
export const groupOptionsOf = (groups: readonly Group[]) => {
  const bySource = new Map<string, { value: string; label: string }[]>();
  for (const group of groups) {
    const title = groupSourceTitle(group);
    bySource.set(title, [...(bySource.get(title) ?? []), { value: group.id, label: group.name }]);
  }
  return [...bySource.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) }));
};
