import type { RecordedEvent } from '@canopy/contracts';
import { BenchmarkParticipationSet } from '@canopy/contracts/admin/events';
import { defineProjection } from '@canopy/platform/projections/projection';
import type pg from 'pg';
import { dataOf } from '../../eventData.ts';
import { benchmarkParticipationSchema } from './schema.ts';

/** writes `admin_benchmark_participation` (schema.ts): a team's latest choice */
export const benchmarkParticipationProjection = defineProjection({
  ...benchmarkParticipationSchema,
  handles: [BenchmarkParticipationSet.type],
  async apply(client: pg.PoolClient, events: RecordedEvent[]) {
    for (const event of events) {
      const data = dataOf(BenchmarkParticipationSet, event);
      await client.query(
        `insert into teams (team_id, opted_out, set_by, set_at) values ($1, $2, $3, $4)
         on conflict (team_id) do update set opted_out = excluded.opted_out, set_by = excluded.set_by, set_at = excluded.set_at`,
        [data.team_id, data.opted_out, data.set_by, data.set_at],
      );
    }
  },
});
