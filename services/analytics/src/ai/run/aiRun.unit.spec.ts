import { deciderSpec } from '@canopy/platform/commands/givenWhenThen';
import { describe, it } from 'vitest';
import { aiRunDecider, type AiRunEvent } from './decide.ts';

const spec = deciderSpec(aiRunDecider);
const now = '2026-11-24T10:00:00.000Z';
const requested: AiRunEvent = {
  type: 'AiAnalysisRequested',
  data: {
    run_id: 'r1',
    workspace_id: 'w1',
    team_id: 't1',
    package_id: 'p1',
    cycle_id: 'c1',
    link_id: 'l1',
    is_forever: true,
    period_start: '2026-11-01T00:00:00.000Z',
    period_end: null,
    trigger: 'manual',
    requested_by: 'ada',
    requested_at: now,
  },
};
const started = (attempt: number): AiRunEvent => ({ type: 'AiAnalysisStarted', data: { run_id: 'r1', attempt, at: now } });
const failed = (attempt: number, will_retry: boolean): AiRunEvent => ({
  type: 'AiAnalysisFailed',
  data: { run_id: 'r1', attempt, reason: 'The model server failed', will_retry, at: now },
});
const fail = { type: 'FailAiAttempt' as const, data: { run_id: 'r1', reason: 'The model server failed', retry_limit: 1, now } };

describe('an AI analysis run', () => {
  it('is requested once; a repeat changes nothing', () => {
    spec.given([]).when({ type: 'RequestAiAnalysis', data: requested.data }).then([requested]);
    spec.given([requested]).when({ type: 'RequestAiAnalysis', data: requested.data }).then([]);
  });

  it('fails to be retried while tries remain, then fails for good', () => {
    spec
      .given([requested, started(1)])
      .when(fail)
      .then([failed(1, true)]);
    spec
      .given([requested, started(1), failed(1, true)])
      .when({ type: 'StartAiAttempt', data: { run_id: 'r1', now } })
      .then([started(2)]);
    spec
      .given([requested, started(1), failed(1, true), started(2)])
      .when(fail)
      .then([failed(2, false)]);
  });

  it('can be started again only once it failed for good, with its tries counted afresh', () => {
    const restart = { type: 'RestartAiAnalysis' as const, data: { run_id: 'r1', by: 'ada', now } };
    spec.given([requested]).when(restart).thenThrows('Only a failed analysis can be started again', 409);
    spec.given([]).when(restart).thenThrows('Could not find the analysis', 404);
    const history = [requested, started(1), failed(1, true), started(2), failed(2, false)];
    spec
      .given(history)
      .when(restart)
      .then([{ type: 'AiAnalysisRestarted', data: { run_id: 'r1', by: 'ada', at: now } }]);
    spec
      .given([...history, { type: 'AiAnalysisRestarted', data: { run_id: 'r1', by: 'ada', at: now } }, started(3)])
      .when(fail)
      .then([failed(3, true)]);
  });

  it('ignores a job delivered again after the run is done', () => {
    const done: AiRunEvent = {
      type: 'AiAnalysisCompleted',
      data: { run_id: 'r1', analyser: 'local', period_end: now, results: [], at: now },
    };
    spec
      .given([requested, started(1), done])
      .when({ type: 'StartAiAttempt', data: { run_id: 'r1', now } })
      .then([]);
  });
});
