import type { AuditKind } from '@canopy/contracts/admin/api';
import { typedQueries, type Queryable } from '@canopy/platform/db/typedQueries';
import { sql } from 'slonik';
import { z } from 'zod';

// The only door to `admin_audit` (ADR 0028).

export const AuditRow = z.object({
  id: z.string(),
  kind: z.enum(['team_added', 'member_added', 'password_reset', 'report_exported', 'unmasked_export']),
  actor_id: z.string(),
  team_id: z.string().nullable(),
  workspace_id: z.string().nullable(),
  subject_id: z.string().nullable(),
  detail: z.string(),
  occurred_at: z.date(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export type AuditFilter = { teamId?: string; kind?: AuditKind; limit: number; offset: number };

export const createAuditReader = (queryable: Queryable) => {
  const db = typedQueries(queryable);
  const where = (filter: Pick<AuditFilter, 'teamId' | 'kind'>) =>
    sql.fragment`where (${filter.teamId ?? null}::text is null or team_id = ${filter.teamId ?? null})
                   and (${filter.kind ?? null}::text is null or kind = ${filter.kind ?? null})`;
  return {
    /** the trail, newest first, narrowed to a team and a kind when given */
    page: (filter: AuditFilter): Promise<AuditRow[]> =>
      db.any(sql.type(AuditRow)`
        select id, kind, actor_id, team_id, workspace_id, subject_id, detail, occurred_at from admin_audit.actions
        ${where(filter)} order by occurred_at desc, id desc limit ${filter.limit} offset ${filter.offset}`),
    count: (filter: Pick<AuditFilter, 'teamId' | 'kind'>): Promise<number> =>
      db.oneFirst(sql.type(z.object({ count: z.number() }))`select count(*)::int as count from admin_audit.actions ${where(filter)}`),
  };
};

export type AuditReader = ReturnType<typeof createAuditReader>;
