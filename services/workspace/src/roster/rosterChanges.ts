import type { GroupOrigin } from '@canopy/contracts/participants/api';
import { ROSTER_EVENT_CHUNK } from '@canopy/contracts/participants/events';
import type { RosterEvent, RosterGroup, RosterState } from './roster.ts';

/** a list cut into pieces of at most `size` (no piece when the list is empty) */
export const chunked = <T>(items: readonly T[], size = ROSTER_EVENT_CHUNK): T[][] => {
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size) pieces.push(items.slice(start, start + size));
  return pieces;
};

const nameKey = (name: string) => name.trim().toLowerCase();
const originKey = (origin: GroupOrigin, originSource: string, name: string) => `${origin}\u0000${originSource}\u0000${nameKey(name)}`;

/**
 * The group side of a command that touches many participants (an import, a sync): groups found or created
 * by name, memberships joined and left, turned into events at the end. Lookups are by map, so a 40,000-row
 * import with hundreds of groups stays linear. New group ids come from the command (deciders make none).
 */
export const createRosterChanges = (options: { workspaceId: string; state: RosterState; now: string; newGroupIds: readonly string[] }) => {
  const { workspaceId, state, now, newGroupIds } = options;
  const byOrigin = new Map<string, RosterGroup>();
  const byName = new Map<string, RosterGroup[]>();
  const index = (group: RosterGroup) => {
    const key = originKey(group.origin, group.origin_source, group.name);
    if (!byOrigin.has(key)) byOrigin.set(key, group);
    byName.set(nameKey(group.name), [...(byName.get(nameKey(group.name)) ?? []), group]);
  };
  for (const group of state.groups.values()) index(group);

  const created: RosterGroup[] = [];
  const joins = new Map<string, Set<string>>();
  const leaves = new Map<string, Set<string>>();
  let usedIds = 0;

  const createGroup = (name: string, origin: GroupOrigin, originSource: string): RosterGroup => {
    const id = newGroupIds[usedIds++];
    if (id === undefined) throw new Error('the command brought too few new group ids');
    const group: RosterGroup = {
      id,
      name: name.trim(),
      description: '',
      origin,
      origin_source: originSource,
      check_for_deletion: origin !== 'custom',
    };
    created.push(group);
    index(group);
    return group;
  };

  const isMember = (groupId: string, participantId: string) =>
    joins.get(groupId)?.has(participantId) === true ||
    (state.members.get(groupId)?.has(participantId) === true && leaves.get(groupId)?.has(participantId) !== true);

  const add = (map: Map<string, Set<string>>, groupId: string, participantId: string) => {
    const set = map.get(groupId) ?? new Set<string>();
    set.add(participantId);
    map.set(groupId, set);
  };

  return {
    group: (groupId: string) => state.groups.get(groupId) ?? created.find((group) => group.id === groupId),
    /** a group of this origin and source by name (case-insensitive) */
    findGroup: (name: string, origin: GroupOrigin, originSource: string): RosterGroup | undefined =>
      byOrigin.get(originKey(origin, originSource, name)),
    /** a group of this origin and source by name (case-insensitive), created when missing */
    ensureGroup(name: string, origin: GroupOrigin, originSource: string): RosterGroup {
      return byOrigin.get(originKey(origin, originSource, name)) ?? createGroup(name, origin, originSource);
    },
    /** the group a name refers to: a custom one first, else any of that name, else a new custom group */
    groupNamed(name: string): RosterGroup {
      const named = byName.get(nameKey(name)) ?? [];
      return named.find((group) => group.origin === 'custom') ?? named[0] ?? createGroup(name, 'custom', '');
    },
    isMember,
    join(groupId: string, participantId: string) {
      if (isMember(groupId, participantId)) return;
      if (leaves.get(groupId)?.delete(participantId)) return;
      add(joins, groupId, participantId);
    },
    leave(groupId: string, participantId: string) {
      if (!isMember(groupId, participantId)) return;
      if (joins.get(groupId)?.delete(participantId)) return;
      add(leaves, groupId, participantId);
    },
    created: (): readonly RosterGroup[] => created,
    groupEvents: (): RosterEvent[] =>
      created.map((group) => ({
        type: 'GroupCreated',
        data: {
          workspace_id: workspaceId,
          group_id: group.id,
          name: group.name,
          description: group.description,
          origin: group.origin,
          origin_source: group.origin_source,
          check_for_deletion: group.check_for_deletion,
          created_at: now,
        },
      })),
    membershipEvents: (): RosterEvent[] => [
      ...[...leaves].flatMap(([groupId, ids]) =>
        chunked([...ids]).map(
          (participant_ids): RosterEvent => ({
            type: 'ParticipantsLeftGroup',
            data: { workspace_id: workspaceId, group_id: groupId, participant_ids, left_at: now },
          }),
        ),
      ),
      ...[...joins].flatMap(([groupId, ids]) =>
        chunked([...ids]).map(
          (participant_ids): RosterEvent => ({
            type: 'ParticipantsJoinedGroup',
            data: { workspace_id: workspaceId, group_id: groupId, participant_ids, joined_at: now },
          }),
        ),
      ),
    ],
  };
};

export type RosterChanges = ReturnType<typeof createRosterChanges>;
