import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// A door to `participants` (ADR 0028) for the AI analysis (ADR 0072): what must be replaced in a comment before it
// leaves the process, and who is in the groups a report is cut by.

const PersonalTerms = z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), payroll_id: z.string() });
export type PersonalTerms = z.infer<typeof PersonalTerms>;
const Member = z.object({ group_id: z.string(), participant_id: z.string() });
const AiGroupRow = z.object({ id: z.string(), name: z.string(), origin_source: z.string() });

export const createAiParticipantsReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  return {
    /** every person of the workspace's names, e-mail and payroll id (deleted people are gone from the table) */
    personalTerms: (workspaceId: string) =>
      db.any(sql.type(PersonalTerms)`
        select first_name, last_name, email, payroll_id from participants.participants where workspace_id = ${workspaceId}`),
    /** the workspace's live groups with their members, for cutting comments by group */
    async groupsWithMembers(workspaceId: string) {
      const [groups, members] = await Promise.all([
        db.any(sql.type(AiGroupRow)`
          select id, name, origin_source from participants.groups where workspace_id = ${workspaceId} order by lower(name), id`),
        db.any(sql.type(Member)`select group_id, participant_id from participants.memberships where workspace_id = ${workspaceId}`),
      ]);
      const byGroup = new Map<string, Set<string>>();
      for (const member of members) {
        const set = byGroup.get(member.group_id) ?? new Set<string>();
        set.add(member.participant_id);
        byGroup.set(member.group_id, set);
      }
      return groups.map((group) => ({ ...group, members: byGroup.get(group.id) ?? new Set<string>() }));
    },
  };
};
