import type { GroupDensity } from '@canopy/contracts/analytics/collaboration';
import type { Participant } from '@canopy/contracts/participants/api';
import { GROUP_CLASSIFICATIONS } from '@canopy/contracts/workspace/api';
import type { Arc } from './mapStructure.ts';

/** the groups of one classification (a default group's origin_source) with their members on the map */
export type Classification = { id: string; name: string; groups: { id: string; name: string; members: string[] }[] };

/** preferred when the request names none: the classification most workspaces group their people by */
const PREFERRED = 'department';

const titleOf = (source: string) => GROUP_CLASSIFICATIONS.find((one) => one.value === source)?.title ?? source;

/**
 * The classification whose groups the density crosses: the one asked for, else the department, else the first
 * (by name) that has groups among the people on the map. Custom groups have no classification. Null: none.
 */
export const classificationOf = (people: readonly Pick<Participant, 'id' | 'groups'>[], asked: string | null): Classification | null => {
  const bySource = new Map<string, Map<string, { id: string; name: string; members: string[] }>>();
  for (const person of people) {
    for (const group of person.groups) {
      if (group.origin === 'custom' || !group.origin_source) continue;
      const groups = bySource.get(group.origin_source) ?? new Map();
      bySource.set(group.origin_source, groups);
      const found = groups.get(group.id) ?? { id: group.id, name: group.name, members: [] };
      groups.set(group.id, found);
      found.members.push(person.id);
    }
  }
  const sources = [...bySource.keys()].sort((a, b) => titleOf(a).localeCompare(titleOf(b)));
  const chosen = asked !== null && bySource.has(asked) ? asked : bySource.has(PREFERRED) ? PREFERRED : (sources[0] ?? null);
  if (chosen === null) return null;
  const groups = [...(bySource.get(chosen)?.values() ?? [])].sort(
    (a, b) => b.members.length - a.members.length || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  return { id: chosen, name: titleOf(chosen), groups };
};

/**
 * Who works across groups: matrix[i][j] is the choices from a member of group i to a member of group j over the
 * ordered pairs of two different people that could have made them (|i| x |j| less the people in both; within a group
 * |i| x (|i| - 1)). The diagonal is each group's own density, as graphology's density of its subgraph.
 */
export const groupDensity = (classification: Classification, arcs: readonly Arc[]): GroupDensity => {
  const { groups } = classification;
  const groupsOf = new Map<string, number[]>();
  groups.forEach((group, index) => {
    for (const member of group.members) groupsOf.set(member, [...(groupsOf.get(member) ?? []), index]);
  });
  const chosen = groups.map(() => groups.map(() => 0));
  for (const { source, target } of arcs) {
    if (source === target) continue;
    for (const from of groupsOf.get(source) ?? []) {
      const row = chosen[from];
      if (!row) continue;
      for (const to of groupsOf.get(target) ?? []) row[to] = (row[to] ?? 0) + 1;
    }
  }
  const sets = groups.map((group) => new Set(group.members));
  const matrix = groups.map((from, i) =>
    groups.map((to, j) => {
      const both = to.members.filter((member) => sets[i]?.has(member)).length;
      const possible = from.members.length * to.members.length - both;
      return possible === 0 ? 0 : Math.min(1, (chosen[i]?.[j] ?? 0) / possible);
    }),
  );
  return {
    classification_id: classification.id,
    classification_name: classification.name,
    groups: groups.map((group) => ({ id: group.id, name: group.name, size: group.members.length })),
    matrix,
  };
};

/** the group of the classification holding most of `members` (ties: the larger group first), with its share */
export const topGroupOf = (classification: Classification | null, members: readonly string[]) => {
  if (!classification || members.length === 0) return null;
  const inCommunity = new Set(members);
  let best: { name: string; count: number } | null = null;
  for (const group of classification.groups) {
    const count = group.members.filter((member) => inCommunity.has(member)).length;
    if (count > 0 && (!best || count > best.count)) best = { name: group.name, count };
  }
  return best ? { classification: classification.id, name: best.name, share: best.count / members.length } : null;
};
