import { TeamCreated, TeamLogoChanged, TeamRenamed } from '@canopy/contracts/identity/events';
import { handlerProjection, on } from '../../handlers.ts';
import { teamsSchema } from './schema.ts';

/** `identity_teams.teams`: one row per consulting team. */
export const teamsProjection = handlerProjection(teamsSchema, [
  on(TeamCreated, async (client, data) => {
    await client.query('insert into teams (id, name, created_at, updated_at) values ($1, $2, $3, $3) on conflict (id) do nothing', [
      data.team_id,
      data.name,
      data.created_at,
    ]);
  }),
  on(TeamRenamed, async (client, data) => {
    await client.query('update teams set name = $2, updated_at = $3 where id = $1', [data.team_id, data.name, data.renamed_at]);
  }),
  on(TeamLogoChanged, async (client, data) => {
    await client.query('update teams set logo_image_id = $2, updated_at = $3 where id = $1', [
      data.team_id,
      data.logo_image_id,
      data.changed_at,
    ]);
  }),
]);
