import {
  ConsultantAssignedToWorkspace,
  ConsultantUnassignedFromWorkspace,
  WorkspaceCreated,
  WorkspaceDeleted,
  WorkspaceGroupClassificationChanged,
  WorkspaceLogoChanged,
  WorkspaceMainContactChanged,
  WorkspaceProfileAnswered,
  WorkspaceRenamed,
  WorkspaceTimeZoneChanged,
  WorkspaceAlertThresholdsChanged,
} from '@canopy/contracts/workspace/events';
import { handlerProjection, on } from '../../handlers.ts';
import { workspacesSchema } from './schema.ts';

/**
 * `workspaces.workspaces`: one row per workspace, what the switcher, the settings tabs and every access
 * check read; `workspaces.assignments`: who may work in which workspace. A deleted workspace keeps its row
 * with `deleted_at` (later events of other contexts may still name it) and loses its assignments.
 */
export const workspacesProjection = handlerProjection(workspacesSchema, [
  on(WorkspaceCreated, async (client, data) => {
    await client.query(
      `insert into workspaces (id, team_id, created_by, name, created_at, updated_at) values ($1, $2, $3, $4, $5, $5) on conflict (id) do nothing`,
      [data.workspace_id, data.team_id, data.created_by, data.name, data.created_at],
    );
  }),
  on(WorkspaceRenamed, async (client, data) => {
    await client.query('update workspaces set name = $2, updated_at = $3 where id = $1', [data.workspace_id, data.name, data.renamed_at]);
  }),
  on(WorkspaceLogoChanged, async (client, data) => {
    await client.query('update workspaces set logo_image_id = $2, updated_at = $3 where id = $1', [
      data.workspace_id,
      data.logo_image_id,
      data.changed_at,
    ]);
  }),
  on(WorkspaceProfileAnswered, async (client, data) => {
    await client.query(
      `update workspaces set formation_type = $2, group_type = $3, organization_size = $4, organization_industry = $5,
         organization_geographic_structure = $6, organization_remote_work = $7, organization_location = $8, updated_at = $9
       where id = $1`,
      [
        data.workspace_id,
        data.formation_type,
        data.group_type,
        data.organization_size,
        data.organization_industry,
        data.organization_geographic_structure,
        data.organization_remote_work,
        data.organization_location,
        data.answered_at,
      ],
    );
  }),
  on(WorkspaceMainContactChanged, async (client, data) => {
    // an erased contact (deleted workspace) reads back as nulls: stored as empty text
    await client.query(
      `update workspaces set contact_first_name = $2, contact_last_name = $3, contact_email = $4, contact_phone_code = $5,
         contact_phone = $6, site_link = $7, updated_at = $8
       where id = $1`,
      [
        data.workspace_id,
        data.first_name ?? '',
        data.last_name ?? '',
        data.email ?? '',
        data.phone_code,
        data.phone ?? '',
        data.site_link,
        data.changed_at,
      ],
    );
  }),
  on(WorkspaceGroupClassificationChanged, async (client, data) => {
    await client.query('update workspaces set group_classification = $2, updated_at = $3 where id = $1', [
      data.workspace_id,
      data.group_classification,
      data.changed_at,
    ]);
  }),
  on(WorkspaceTimeZoneChanged, async (client, data) => {
    await client.query('update workspaces set time_zone = $2, updated_at = $3 where id = $1', [
      data.workspace_id,
      data.time_zone,
      data.changed_at,
    ]);
  }),
  on(WorkspaceAlertThresholdsChanged, async (client, data) => {
    await client.query(
      'update workspaces set alert_alpha = $2, alert_minimum_respondents = $3, alert_minimum_move = $4, updated_at = $5 where id = $1',
      [data.workspace_id, data.alpha, data.minimum_respondents, data.minimum_move, data.changed_at],
    );
  }),
  on(ConsultantAssignedToWorkspace, async (client, data) => {
    await client.query('insert into assignments (workspace_id, consultant_id, assigned_at) values ($1, $2, $3) on conflict do nothing', [
      data.workspace_id,
      data.consultant_id,
      data.assigned_at,
    ]);
  }),
  on(ConsultantUnassignedFromWorkspace, async (client, data) => {
    await client.query('delete from assignments where workspace_id = $1 and consultant_id = $2', [data.workspace_id, data.consultant_id]);
  }),
  on(WorkspaceDeleted, async (client, data) => {
    await client.query(
      `update workspaces set deleted_at = $2, updated_at = $2, contact_first_name = '', contact_last_name = '', contact_email = '', contact_phone = '' where id = $1`,
      [data.workspace_id, data.deleted_at],
    );
    await client.query('delete from assignments where workspace_id = $1', [data.workspace_id]);
  }),
]);
