import { StoryRules, type Snapshot } from '@canopy/contracts/story/api';

/** the five sort options of the Data Story page (spec 3 section 2) */
export const SORT_OPTIONS = [
  { value: 'presentation', label: 'Presentation order' },
  { value: 'first', label: 'Sort by first added' },
  { value: 'last', label: 'Sort by last added' },
  { value: 'az', label: 'Sort by name (A-Z)' },
  { value: 'za', label: 'Sort by name (Z-A)' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** the snapshots to list: filtered on name or comment from 2 characters typed, in the chosen order */
export function listSnapshots(snapshots: readonly Snapshot[], sort: SortOption, search: string): Snapshot[] {
  const needle = search.trim().toLocaleLowerCase();
  const found =
    needle.length >= StoryRules.searchFrom
      ? snapshots.filter((snapshot) => `${snapshot.name}\n${snapshot.comment}`.toLocaleLowerCase().includes(needle))
      : [...snapshots];
  const added = (snapshot: Snapshot) => Date.parse(snapshot.created_at);
  switch (sort) {
    case 'presentation':
      return found.sort((a, b) => a.position - b.position);
    case 'first':
      return found.sort((a, b) => added(a) - added(b));
    case 'last':
      return found.sort((a, b) => added(b) - added(a));
    case 'az':
      return found.sort((a, b) => byName.compare(a.name, b.name));
    case 'za':
      return found.sort((a, b) => byName.compare(b.name, a.name));
  }
}

/** the presentation order after dragging `from` onto `to` */
export function moved(ids: readonly string[], from: string, to: string): string[] {
  const next = ids.filter((id) => id !== from);
  const at = next.indexOf(to);
  if (at < 0 || from === to) return [...ids];
  next.splice(ids.indexOf(from) < ids.indexOf(to) ? at + 1 : at, 0, from);
  return next;
}
