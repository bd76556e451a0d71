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
import { handlerProjection, on } from '../../handlers.ts';
import { consultantsSchema } from './schema.ts';

/**
 * `identity_consultants.consultants`: one row per consultant, what sign-in and the account screens read.
 * E-mail is stored lowercased and unique (the e-mail claim streams already guarantee it); names and
 * e-mail are null once the consultant is erased. `workspace_ids` follows the workspace context's assignments.
 */
export const consultantsProjection = handlerProjection(consultantsSchema, [
  on(ConsultantRegistered, async (client, data) => {
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
  }),
  on(ConsultantInvited, async (client, data) => {
    await client.query(
      `insert into consultants (id, team_id, email, first_name, last_name, status, created_at, updated_at)
       values ($1, $2, lower($3), $4, $5, 'invited', $6, $6)
       on conflict (id) do nothing`,
      [data.consultant_id, data.team_id, data.email, data.first_name, data.last_name, data.invited_at],
    );
  }),
  on(ConsultantInvitationAccepted, async (client, data) => {
    await client.query(`update consultants set status = 'active', password_hash = $2, updated_at = $3 where id = $1`, [
      data.consultant_id,
      data.password_hash,
      data.accepted_at,
    ]);
  }),
  on(ConsultantPasswordResetCompleted, async (client, data) => {
    await client.query(`update consultants set status = 'active', password_hash = $2, updated_at = $3 where id = $1`, [
      data.consultant_id,
      data.password_hash,
      data.completed_at,
    ]);
  }),
  on(ConsultantPasswordSetByAdministrator, async (client, data) => {
    await client.query(`update consultants set status = 'active', password_hash = $2, updated_at = $3 where id = $1`, [
      data.consultant_id,
      data.password_hash,
      data.set_at,
    ]);
  }),
  on(ConsultantPasswordChanged, async (client, data) => {
    await client.query('update consultants set password_hash = $2, updated_at = $3 where id = $1', [
      data.consultant_id,
      data.password_hash,
      data.changed_at,
    ]);
  }),
  on(ConsultantProfileUpdated, async (client, data) => {
    await client.query('update consultants set first_name = $2, last_name = $3, updated_at = $4 where id = $1', [
      data.consultant_id,
      data.first_name,
      data.last_name,
      data.updated_at,
    ]);
  }),
  on(ConsultantAssignedToWorkspace, async (client, data) => {
    await client.query(
      'update consultants set workspace_ids = array_append(workspace_ids, $2) where id = $1 and not ($2 = any(workspace_ids))',
      [data.consultant_id, data.workspace_id],
    );
  }),
  on(ConsultantUnassignedFromWorkspace, async (client, data) => {
    await client.query('update consultants set workspace_ids = array_remove(workspace_ids, $2) where id = $1', [
      data.consultant_id,
      data.workspace_id,
    ]);
  }),
  on(WorkspaceDeleted, async (client, data) => {
    await client.query('update consultants set workspace_ids = array_remove(workspace_ids, $1) where $1 = any(workspace_ids)', [
      data.workspace_id,
    ]);
  }),
  on(ConsultantPictureChanged, async (client, data) => {
    await client.query('update consultants set picture_image_id = $2, updated_at = $3 where id = $1', [
      data.consultant_id,
      data.picture_image_id,
      data.changed_at,
    ]);
  }),
]);
