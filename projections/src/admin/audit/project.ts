import type { RecordedEvent } from '@canopy/contracts';
import { AdminMemberAdded, AdminMemberPasswordReset, AdminReportExported, AdminTeamAdded } from '@canopy/contracts/admin/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { auditSchema } from './schema.ts';

type Row = {
  kind: string;
  actor_id: string;
  team_id: string | null;
  workspace_id: string | null;
  subject_id: string | null;
  detail: string;
  occurred_at: string;
};

/** what one event adds to the trail; `detail` is what the page shows beside the kind (a team's name, a file name) */
const rowOf = (event: RecordedEvent): Row | null => {
  switch (event.type) {
    case AdminTeamAdded.type: {
      const data = dataOf(AdminTeamAdded, event);
      return {
        kind: 'team_added',
        actor_id: data.administrator_id,
        team_id: data.team_id,
        workspace_id: null,
        subject_id: data.team_id,
        detail: data.name,
        occurred_at: data.at,
      };
    }
    case AdminMemberAdded.type: {
      const data = dataOf(AdminMemberAdded, event);
      return {
        kind: 'member_added',
        actor_id: data.administrator_id,
        team_id: data.team_id,
        workspace_id: null,
        subject_id: data.consultant_id,
        detail: '',
        occurred_at: data.at,
      };
    }
    case AdminMemberPasswordReset.type: {
      const data = dataOf(AdminMemberPasswordReset, event);
      return {
        kind: 'password_reset',
        actor_id: data.administrator_id,
        team_id: data.team_id,
        workspace_id: null,
        subject_id: data.consultant_id,
        detail: '',
        occurred_at: data.at,
      };
    }
    case AdminReportExported.type: {
      const data = dataOf(AdminReportExported, event);
      return {
        kind: 'report_exported',
        actor_id: data.administrator_id,
        team_id: data.team_id,
        workspace_id: data.workspace_id,
        subject_id: data.report,
        detail: data.file_name,
        occurred_at: data.at,
      };
    }
  }
  return null;
};

/** writes `admin_audit` (schema.ts): one row per administrator action, keyed by its event id (a redelivery changes nothing) */
export const auditProjection = defineProjection({
  ...auditSchema,
  handles: [AdminTeamAdded.type, AdminMemberAdded.type, AdminMemberPasswordReset.type, AdminReportExported.type],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      const row = rowOf(event);
      if (!row) continue;
      await client.query(
        `insert into actions (id, kind, actor_id, team_id, workspace_id, subject_id, detail, occurred_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
        [event.eventId, row.kind, row.actor_id, row.team_id, row.workspace_id, row.subject_id, row.detail, row.occurred_at],
      );
    }
  },
});
