import type { RecordedEvent } from '@canopy/contracts';
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
} from '@canopy/contracts/workspace/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { workspacesSchema } from './schema.ts';

/**
 * `workspaces.workspaces`: one row per workspace, what the switcher, the settings tabs and every access
 * check read; `workspaces.assignments`: who may work in which workspace. A deleted workspace keeps its row
 * with `deleted_at` (later events of other contexts may still name it) and loses its assignments.
 */
export const workspacesProjection = defineProjection({
  ...workspacesSchema,
  handles: [
    WorkspaceCreated.type,
    WorkspaceRenamed.type,
    WorkspaceLogoChanged.type,
    WorkspaceProfileAnswered.type,
    WorkspaceMainContactChanged.type,
    WorkspaceGroupClassificationChanged.type,
    ConsultantAssignedToWorkspace.type,
    ConsultantUnassignedFromWorkspace.type,
    WorkspaceDeleted.type,
  ],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      switch (event.type) {
        case WorkspaceCreated.type: {
          const data = dataOf(WorkspaceCreated, event);
          await client.query(
            `insert into workspaces (id, team_id, created_by, name, created_at, updated_at) values ($1, $2, $3, $4, $5, $5) on conflict (id) do nothing`,
            [data.workspace_id, data.team_id, data.created_by, data.name, data.created_at],
          );
          break;
        }
        case WorkspaceRenamed.type: {
          const data = dataOf(WorkspaceRenamed, event);
          await client.query('update workspaces set name = $2, updated_at = $3 where id = $1', [
            data.workspace_id,
            data.name,
            data.renamed_at,
          ]);
          break;
        }
        case WorkspaceLogoChanged.type: {
          const data = dataOf(WorkspaceLogoChanged, event);
          await client.query('update workspaces set logo_image_id = $2, updated_at = $3 where id = $1', [
            data.workspace_id,
            data.logo_image_id,
            data.changed_at,
          ]);
          break;
        }
        case WorkspaceProfileAnswered.type: {
          const data = dataOf(WorkspaceProfileAnswered, event);
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
          break;
        }
        case WorkspaceMainContactChanged.type: {
          // an erased contact (deleted workspace) reads back as nulls: stored as empty text
          const data = dataOf(WorkspaceMainContactChanged, event);
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
          break;
        }
        case WorkspaceGroupClassificationChanged.type: {
          const data = dataOf(WorkspaceGroupClassificationChanged, event);
          await client.query('update workspaces set group_classification = $2, updated_at = $3 where id = $1', [
            data.workspace_id,
            data.group_classification,
            data.changed_at,
          ]);
          break;
        }
        case ConsultantAssignedToWorkspace.type: {
          const data = dataOf(ConsultantAssignedToWorkspace, event);
          await client.query(
            'insert into assignments (workspace_id, consultant_id, assigned_at) values ($1, $2, $3) on conflict do nothing',
            [data.workspace_id, data.consultant_id, data.assigned_at],
          );
          break;
        }
        case ConsultantUnassignedFromWorkspace.type: {
          const data = dataOf(ConsultantUnassignedFromWorkspace, event);
          await client.query('delete from assignments where workspace_id = $1 and consultant_id = $2', [
            data.workspace_id,
            data.consultant_id,
          ]);
          break;
        }
        case WorkspaceDeleted.type: {
          const data = dataOf(WorkspaceDeleted, event);
          await client.query(
            `update workspaces set deleted_at = $2, updated_at = $2, contact_first_name = '', contact_last_name = '', contact_email = '', contact_phone = '' where id = $1`,
            [data.workspace_id, data.deleted_at],
          );
          await client.query('delete from assignments where workspace_id = $1', [data.workspace_id]);
          break;
        }
      }
    }
  },
});
