// The AI Report's group choice (spec section 4): 'all participants' and specific groups exclude each other; an
// origin-source category can be chosen whole (its own 'all' entry) or group by group, and a category whose groups
// are all chosen, or none, reverts to its 'all' entry.

export type GroupSelection = { kind: 'all' } | { kind: 'groups'; categories: ReadonlyMap<string, 'all' | readonly string[]> };
export type CategoryGroups = ReadonlyMap<string, readonly string[]>;

export const ALL_PARTICIPANTS: GroupSelection = { kind: 'all' };

const withCategories = (categories: Map<string, 'all' | readonly string[]>): GroupSelection =>
  categories.size === 0 ? ALL_PARTICIPANTS : { kind: 'groups', categories };

/** a category chosen whole, or left out when it already was */
export const toggleCategory = (selection: GroupSelection, category: string): GroupSelection => {
  const categories = new Map(selection.kind === 'groups' ? selection.categories : []);
  if (categories.get(category) === 'all') categories.delete(category);
  else categories.set(category, 'all');
  return withCategories(categories);
};

/** one group chosen or left out within its category */
export const toggleGroup = (selection: GroupSelection, category: string, groupId: string, groups: CategoryGroups): GroupSelection => {
  const categories = new Map(selection.kind === 'groups' ? selection.categories : []);
  const current = categories.get(category);
  const chosen = new Set(current === undefined || current === 'all' ? [] : current);
  if (chosen.has(groupId)) chosen.delete(groupId);
  else chosen.add(groupId);
  const inCategory = groups.get(category) ?? [];
  if (chosen.size === 0 || inCategory.every((id) => chosen.has(id))) categories.set(category, 'all');
  else
    categories.set(
      category,
      inCategory.filter((id) => chosen.has(id)),
    );
  return withCategories(categories);
};

export const isGroupChosen = (selection: GroupSelection, category: string, groupId: string) => {
  if (selection.kind === 'all') return false;
  const current = selection.categories.get(category);
  return current !== undefined && current !== 'all' && current.includes(groupId);
};

export const isCategoryChosen = (selection: GroupSelection, category: string) =>
  selection.kind === 'groups' && selection.categories.get(category) === 'all';

/** what the report call carries */
export const reportGroupsOf = (selection: GroupSelection, groups: CategoryGroups) =>
  selection.kind === 'all'
    ? { is_all_participants: true, groups_id: [] as string[] }
    : {
        is_all_participants: false,
        groups_id: [...selection.categories].flatMap(([category, chosen]) =>
          chosen === 'all' ? [...(groups.get(category) ?? [])] : [...chosen],
        ),
      };
