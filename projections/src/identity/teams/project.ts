import type { RecordedEvent } from '@canopy/contracts';
import { TeamCreated, TeamLogoChanged, TeamRenamed } from '@canopy/contracts/identity/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { teamsSchema } from './schema.ts';

/** `identity_teams.teams`: one row per consulting team. */
export const teamsProjection = defineProjection({
  ...teamsSchema,
  handles: [TeamCreated.type, TeamRenamed.type, TeamLogoChanged.type],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      switch (event.type) {
        case TeamCreated.type: {
          const data = dataOf(TeamCreated, event);
          await client.query('insert into teams (id, name, created_at, updated_at) values ($1, $2, $3, $3) on conflict (id) do nothing', [
            data.team_id,
            data.name,
            data.created_at,
          ]);
          break;
        }
        case TeamRenamed.type: {
          const data = dataOf(TeamRenamed, event);
          await client.query('update teams set name = $2, updated_at = $3 where id = $1', [data.team_id, data.name, data.renamed_at]);
          break;
        }
        case TeamLogoChanged.type: {
          const data = dataOf(TeamLogoChanged, event);
          await client.query('update teams set logo_image_id = $2, updated_at = $3 where id = $1', [
            data.team_id,
            data.logo_image_id,
            data.changed_at,
          ]);
          break;
        }
      }
    }
  },
});
