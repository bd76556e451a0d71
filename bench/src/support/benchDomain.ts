import { defineEvent, type EventOf } from '@canopy/contracts';
import type { Decider } from '@canopy/platform/commands/decider';
import { defineProjection } from '@canopy/platform/projections/projection';
import { z } from 'zod';

// A tiny domain used only by the benchmarks: a counter (commands) and a ledger (replay).

export const CounterIncremented = defineEvent('BenchCounterIncremented', z.object({ by: z.number().int() }));
export type CounterIncremented = EventOf<typeof CounterIncremented>;

export const AmountRecorded = defineEvent(
  'BenchAmountRecorded',
  z.object({ n: z.number().int(), amount: z.number().int(), currency: z.string(), memo: z.string() }),
);

export const benchContracts = [CounterIncremented, AmountRecorded];

export type Increment = { type: 'Increment'; data: { by: number } };
export type CounterState = { value: number };

export const counterDecider: Decider<Increment, CounterIncremented, CounterState> = {
  initialState: () => ({ value: 0 }),
  decide: (command) => [{ type: 'BenchCounterIncremented', data: { by: command.data.by } }],
  evolve: (state, event) => ({ value: state.value + event.data.by }),
};

/**
 * Totals per ledger stream: one upsert per batch, the batch aggregated in JS first and sent as
 * three arrays through unnest.
 */
export const totalsProjection = defineProjection({
  name: 'bench_totals',
  version: 1,
  handles: [AmountRecorded.type],
  migrations: ['create table totals (stream_id text primary key, events int not null, amount bigint not null)'],
  async apply(client, events) {
    const byStream = new Map<string, { events: number; amount: number }>();
    for (const event of events) {
      const total = byStream.get(event.streamId);
      const amount = event.data.amount as number;
      if (total) {
        total.events += 1;
        total.amount += amount;
      } else {
        byStream.set(event.streamId, { events: 1, amount });
      }
    }
    const ids: string[] = [];
    const counts: number[] = [];
    const amounts: number[] = [];
    for (const [id, total] of byStream) {
      ids.push(id);
      counts.push(total.events);
      amounts.push(total.amount);
    }
    await client.query(
      `insert into totals (stream_id, events, amount)
       select * from unnest($1::text[], $2::int[], $3::bigint[])
       on conflict (stream_id) do update set events = totals.events + excluded.events, amount = totals.amount + excluded.amount`,
      [ids, counts, amounts],
    );
  },
});
