import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { benchmarkParticipationDecider } from './participation.ts';

const spec = deciderSpec(benchmarkParticipationDecider);
const now = '2026-11-26T22:00:00.000Z';
const optOut = { type: 'SetBenchmarkParticipation', data: { team_id: 't1', opted_out: true, by: 'c1', now } } as const;
const optedOut = { type: 'BenchmarkParticipationSet', data: { team_id: 't1', opted_out: true, set_by: 'c1', set_at: now } } as const;

describe('Benchmark participation', () => {
  it('a team takes part until it opts out', () => {
    spec.given([]).when(optOut).then([optedOut]);
  });
  it('choosing again what holds records nothing', () => {
    spec.given([optedOut]).when(optOut).then([]);
    spec
      .given([])
      .when({ type: 'SetBenchmarkParticipation', data: { team_id: 't1', opted_out: false, by: 'c1', now } })
      .then([]);
  });
});
