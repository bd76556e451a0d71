import type { EventOf } from '@canopy/contracts';
import type { BenchmarkParticipationSet } from '@canopy/contracts/admin/events';
import type { Decider } from '@canopy/platform/commands/decider';

// A team's choice whether its workspaces feed the platform benchmark. Stream: `benchmark-participation-<team id>`.

export type BenchmarkParticipationEvent = EventOf<typeof BenchmarkParticipationSet>;
export type SetBenchmarkParticipation = {
  type: 'SetBenchmarkParticipation';
  data: { team_id: string; opted_out: boolean; by: string; now: string };
};

export const benchmarkParticipationStreamId = (teamId: string) => `benchmark-participation-${teamId}`;

export const benchmarkParticipationDecider: Decider<SetBenchmarkParticipation, BenchmarkParticipationEvent, { optedOut: boolean }> = {
  initialState: () => ({ optedOut: false }),
  evolve: (_state, event) => ({ optedOut: event.data.opted_out }),
  decide: (command, state) => {
    const { team_id, opted_out, by, now } = command.data;
    if (state.optedOut === opted_out) return [];
    return [{ type: 'BenchmarkParticipationSet', data: { team_id, opted_out, set_by: by, set_at: now } }];
  },
};
