import { AdminMemberAdded, AdminMemberPasswordReset, AdminReportExported, AdminTeamAdded } from '@canopy/contracts/admin/events';
import { UnmaskedDataExported } from '@canopy/contracts/analytics/exports';
import type pg from 'pg';
import { handlerProjection, on } from '../../handlers.ts';
import { auditSchema } from './schema.ts';

type Row = {
  id: string;
  kind: 'team_added' | 'member_added' | 'password_reset' | 'report_exported' | 'unmasked_export';
  actor_id: string;
  team_id: string | null;
  workspace_id: string | null;
  subject_id: string | null;
  /** what the page shows beside the kind: a team's name, a file name */
  detail: string;
  occurred_at: string;
};

/** one row per administrator action, keyed by its event id: a redelivery changes nothing */
const insert = (client: pg.PoolClient, row: Row) =>
  client.query(
    `insert into actions (id, kind, actor_id, team_id, workspace_id, subject_id, detail, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
    [row.id, row.kind, row.actor_id, row.team_id, row.workspace_id, row.subject_id, row.detail, row.occurred_at],
  );

/** writes `admin_audit` (schema.ts): the administrators' actions and every team's unmasked exports (the exports context's log) */
export const auditProjection = handlerProjection(auditSchema, [
  on(AdminTeamAdded, async (client, data, event) => {
    await insert(client, {
      id: event.eventId,
      kind: 'team_added',
      actor_id: data.administrator_id,
      team_id: data.team_id,
      workspace_id: null,
      subject_id: data.team_id,
      detail: data.name,
      occurred_at: data.at,
    });
  }),
  on(AdminMemberAdded, async (client, data, event) => {
    await insert(client, {
      id: event.eventId,
      kind: 'member_added',
      actor_id: data.administrator_id,
      team_id: data.team_id,
      workspace_id: null,
      subject_id: data.consultant_id,
      detail: '',
      occurred_at: data.at,
    });
  }),
  on(AdminMemberPasswordReset, async (client, data, event) => {
    await insert(client, {
      id: event.eventId,
      kind: 'password_reset',
      actor_id: data.administrator_id,
      team_id: data.team_id,
      workspace_id: null,
      subject_id: data.consultant_id,
      detail: '',
      occurred_at: data.at,
    });
  }),
  on(AdminReportExported, async (client, data, event) => {
    await insert(client, {
      id: event.eventId,
      kind: 'report_exported',
      actor_id: data.administrator_id,
      team_id: data.team_id,
      workspace_id: data.workspace_id,
      subject_id: data.report,
      detail: data.file_name,
      occurred_at: data.at,
    });
  }),
  on(UnmaskedDataExported, async (client, data, event) => {
    await insert(client, {
      id: event.eventId,
      kind: 'unmasked_export',
      actor_id: data.consultant_id,
      team_id: data.team_id,
      workspace_id: data.workspace_id,
      subject_id: data.package_id,
      detail: `${data.package_name} · ${data.assessment_name}`,
      occurred_at: data.exported_at,
    });
  }),
]);
