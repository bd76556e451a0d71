import type { RecordedEvent } from '@canopy/contracts';
import {
  ConsultantInvitationAccepted,
  ConsultantInvited,
  ConsultantPasswordChanged,
  ConsultantPasswordResetCompleted,
  ConsultantPasswordSetByAdministrator,
  ConsultantPictureChanged,
  ConsultantProfileUpdated,
  ConsultantRegistered,
} from '@canopy/contracts/identity/events';
import { ConsultantAssignedToWorkspace, ConsultantUnassignedFromWorkspace, WorkspaceDeleted } from '@canopy/contracts/workspace/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { consultantsSchema } from './schema.ts';

/**
 * `identity_consultants.consultants`: one row per consultant, what sign-in and the account screens read.
 * E-mail is stored lowercased and unique (the e-mail claim streams already guarantee it); names and
 * e-mail are null once the consultant is erased. `workspace_ids` follows the workspace context's assignments.
 */
export const consultantsProjection = defineProjection({
  ...consultantsSchema,
  handles: [
    ConsultantRegistered.type,
    ConsultantInvited.type,
    ConsultantInvitationAccepted.type,
    ConsultantPasswordChanged.type,
    ConsultantProfileUpdated.type,
    ConsultantPictureChanged.type,
    ConsultantPasswordResetCompleted.type,
    ConsultantPasswordSetByAdministrator.type,
    ConsultantAssignedToWorkspace.type,
    ConsultantUnassignedFromWorkspace.type,
    WorkspaceDeleted.type,
  ],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      switch (event.type) {
        case ConsultantRegistered.type: {
          const data = dataOf(ConsultantRegistered, event);
          await client.query(
            `insert into consultants (id, team_id, email, first_name, last_name, password_hash, is_platform_admin, status, created_at, updated_at)
             values ($1, $2, lower($3), $4, $5, $6, $7, 'active', $8, $8)
             on conflict (id) do nothing`,
            [
              data.consultant_id,
              data.team_id,
              data.email,
              data.first_name,
              data.last_name,
              data.password_hash,
              data.is_platform_admin,
              data.registered_at,
            ],
          );
          break;
        }
        case ConsultantInvited.type: {
          const data = dataOf(ConsultantInvited, event);
          await client.query(
            `insert into consultants (id, team_id, email, first_name, last_name, status, created_at, updated_at)
             values ($1, $2, lower($3), $4, $5, 'invited', $6, $6)
             on conflict (id) do nothing`,
            [data.consultant_id, data.team_id, data.email, data.first_name, data.last_name, data.invited_at],
          );
          break;
        }
        case ConsultantInvitationAccepted.type: {
          const data = dataOf(ConsultantInvitationAccepted, event);
          await client.query(`update consultants set status = 'active', password_hash = $2, updated_at = $3 where id = $1`, [
            data.consultant_id,
            data.password_hash,
            data.accepted_at,
          ]);
          break;
        }
        case ConsultantPasswordResetCompleted.type: {
          const data = dataOf(ConsultantPasswordResetCompleted, event);
          await client.query(`update consultants set status = 'active', password_hash = $2, updated_at = $3 where id = $1`, [
            data.consultant_id,
            data.password_hash,
            data.completed_at,
          ]);
          break;
        }
        case ConsultantPasswordSetByAdministrator.type: {
          const data = dataOf(ConsultantPasswordSetByAdministrator, event);
          await client.query(`update consultants set status = 'active', password_hash = $2, updated_at = $3 where id = $1`, [
            data.consultant_id,
            data.password_hash,
            data.set_at,
          ]);
          break;
        }
        case ConsultantPasswordChanged.type: {
          const data = dataOf(ConsultantPasswordChanged, event);
          await client.query('update consultants set password_hash = $2, updated_at = $3 where id = $1', [
            data.consultant_id,
            data.password_hash,
            data.changed_at,
          ]);
          break;
        }
        case ConsultantProfileUpdated.type: {
          const data = dataOf(ConsultantProfileUpdated, event);
          await client.query('update consultants set first_name = $2, last_name = $3, updated_at = $4 where id = $1', [
            data.consultant_id,
            data.first_name,
            data.last_name,
            data.updated_at,
          ]);
          break;
        }
        case ConsultantAssignedToWorkspace.type: {
          const data = dataOf(ConsultantAssignedToWorkspace, event);
          await client.query(
            'update consultants set workspace_ids = array_append(workspace_ids, $2) where id = $1 and not ($2 = any(workspace_ids))',
            [data.consultant_id, data.workspace_id],
          );
          break;
        }
        case ConsultantUnassignedFromWorkspace.type: {
          const data = dataOf(ConsultantUnassignedFromWorkspace, event);
          await client.query('update consultants set workspace_ids = array_remove(workspace_ids, $2) where id = $1', [
            data.consultant_id,
            data.workspace_id,
          ]);
          break;
        }
        case WorkspaceDeleted.type: {
          const data = dataOf(WorkspaceDeleted, event);
          await client.query('update consultants set workspace_ids = array_remove(workspace_ids, $1) where $1 = any(workspace_ids)', [
            data.workspace_id,
          ]);
          break;
        }
        case ConsultantPictureChanged.type: {
          const data = dataOf(ConsultantPictureChanged, event);
          await client.query('update consultants set picture_image_id = $2, updated_at = $3 where id = $1', [
            data.consultant_id,
            data.picture_image_id,
            data.changed_at,
          ]);
          break;
        }
      }
    }
  },
});
