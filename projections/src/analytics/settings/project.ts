import type { RecordedEvent } from '@canopy/contracts';
import { MinimumGroupSizeSet } from '@canopy/contracts/analytics/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { settingsSchema } from './schema.ts';

/** writes `analytics_settings` (schema.ts) */
export const settingsProjection = defineProjection({
  ...settingsSchema,
  handles: [MinimumGroupSizeSet.type],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      const data = dataOf(MinimumGroupSizeSet, event);
      await client.query(
        `insert into settings (workspace_id, minimum_group_size, minimum_group_size_open_answers, set_at) values ($1, $2, $3, $4)
         on conflict (workspace_id) do update set minimum_group_size = excluded.minimum_group_size,
           minimum_group_size_open_answers = excluded.minimum_group_size_open_answers, set_at = excluded.set_at`,
        [data.workspace_id, data.minimum_group_size, data.minimum_group_size_open_answers, data.set_at],
      );
    }
  },
});
