import { ADMIN_REPORT_TITLES, AdminReportKind } from '@canopy/contracts/admin/reports';
import type { AuditEntry, AuditPage } from '@canopy/contracts/admin/api';
import type { IdentityAdministration } from '@canopy/identity';
import { createAuditReader, type AuditFilter, type AuditRow } from '@canopy/projections/admin/audit/read';
import type { Queryable } from '@canopy/platform/db/typedQueries';

const fullName = (person: { first_name: string | null; last_name: string | null; email: string | null } | null) =>
  person ? [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email || 'Erased consultant' : 'Unknown consultant';

/**
 * The audit page: the administrators' actions and every team's unmasked exports (one read model), newest first,
 * with the people and teams they name read from the identity context.
 */
export const createAuditTrail = (db: Queryable, identity: Pick<IdentityAdministration, 'consultantById' | 'teamById'>) => {
  const actions = createAuditReader(db);

  const describe = (row: AuditRow, names: Map<string, string>): string => {
    switch (row.kind) {
      case 'team_added':
        return `Added the team ${row.detail}`;
      case 'member_added':
        return `Added the member ${names.get(row.subject_id ?? '') ?? ''}`;
      case 'password_reset':
        return `Reset the password of ${names.get(row.subject_id ?? '') ?? ''} and ended their sessions`;
      case 'report_exported': {
        const kind = AdminReportKind.safeParse(row.subject_id);
        return `Downloaded ${kind.success ? ADMIN_REPORT_TITLES[kind.data] : 'a report'}: ${row.detail}`;
      }
      case 'unmasked_export':
        return `Exported unmasked data: ${row.detail}`;
    }
  };

  return {
    async page(filter: AuditFilter): Promise<AuditPage> {
      const [rows, total] = await Promise.all([actions.page(filter), actions.count(filter)]);

      const people = new Set<string>();
      const teams = new Set<string>();
      for (const row of rows) {
        people.add(row.actor_id);
        if (row.subject_id && (row.kind === 'member_added' || row.kind === 'password_reset')) people.add(row.subject_id);
        if (row.team_id) teams.add(row.team_id);
      }
      const [consultants, teamRows] = await Promise.all([
        Promise.all([...people].map(async (id) => [id, await identity.consultantById(id)] as const)),
        Promise.all([...teams].map(async (id) => [id, await identity.teamById(id)] as const)),
      ]);
      const names = new Map(consultants.map(([id, row]) => [id, fullName(row)]));
      const admins = new Map(consultants.map(([id, row]) => [id, row?.is_platform_admin ?? false]));
      const teamNames = new Map(teamRows.map(([id, row]) => [id, row?.name ?? 'Unknown team']));

      const entries: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        at: row.occurred_at.toISOString(),
        actor: { id: row.actor_id, name: names.get(row.actor_id) ?? '', is_platform_admin: admins.get(row.actor_id) ?? false },
        team: row.team_id ? { id: row.team_id, name: teamNames.get(row.team_id) ?? '' } : null,
        workspace_id: row.workspace_id,
        what: describe(row, names),
      }));
      return { entries, total };
    },
  };
};
