import { BenchmarkParticipationSet } from '@canopy/contracts/admin/events';
import { handlerProjection, on } from '../../handlers.ts';
import { benchmarkParticipationSchema } from './schema.ts';

/** writes `admin_benchmark_participation` (schema.ts): a team's latest choice */
export const benchmarkParticipationProjection = handlerProjection(benchmarkParticipationSchema, [
  on(BenchmarkParticipationSet, async (client, data) => {
    await client.query(
      `insert into teams (team_id, opted_out, set_by, set_at) values ($1, $2, $3, $4)
       on conflict (team_id) do update set opted_out = excluded.opted_out, set_by = excluded.set_by, set_at = excluded.set_at`,
      [data.team_id, data.opted_out, data.set_by, data.set_at],
    );
  }),
]);
