import { AiMessages } from '@canopy/contracts/analytics/ai';
import type {
  AiAnalysisCompleted,
  AiAnalysisFailed,
  AiAnalysisRequested,
  AiAnalysisRestarted,
  AiAnalysisStarted,
  AiQuestionResult,
} from '@canopy/contracts/analytics/aiEvents';
import type { EventOf } from '@canopy/contracts';
import { DomainError, type Decider } from '@canopy/platform/commands/decider';

// One AI analysis run. Stream: `ai-analysis-<runId>` (ADR 0072). Requested -> (Started -> Failed will_retry)* ->
// Started -> Completed, or -> Failed for good (then a consultant may restart it).

export type AiRunEvent =
  | EventOf<typeof AiAnalysisRequested>
  | EventOf<typeof AiAnalysisRestarted>
  | EventOf<typeof AiAnalysisStarted>
  | EventOf<typeof AiAnalysisFailed>
  | EventOf<typeof AiAnalysisCompleted>;
export type AiRunState = {
  status: 'none' | 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  /** tries since it was requested or last restarted: what the retry limit counts */
  triesSinceRestart: number;
};

export type AiRunCommand =
  | { type: 'RequestAiAnalysis'; data: EventOf<typeof AiAnalysisRequested>['data'] }
  | { type: 'RestartAiAnalysis'; data: { run_id: string; by: string; now: string } }
  | { type: 'StartAiAttempt'; data: { run_id: string; now: string } }
  | { type: 'FailAiAttempt'; data: { run_id: string; reason: string; retry_limit: number; now: string } }
  | {
      type: 'CompleteAiAnalysis';
      data: { run_id: string; analyser: string; period_end: string; results: AiQuestionResult[]; now: string };
    };

const REASON_MAX = 1000;

export const aiRunDecider: Decider<AiRunCommand, AiRunEvent, AiRunState> = {
  initialState: () => ({ status: 'none', attempts: 0, triesSinceRestart: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AiAnalysisRequested':
        return { ...state, status: 'queued' };
      case 'AiAnalysisRestarted':
        return { ...state, status: 'queued', triesSinceRestart: 0 };
      case 'AiAnalysisStarted':
        return { status: 'running', attempts: event.data.attempt, triesSinceRestart: state.triesSinceRestart + 1 };
      case 'AiAnalysisFailed':
        return { ...state, status: event.data.will_retry ? 'queued' : 'failed' };
      case 'AiAnalysisCompleted':
        return { ...state, status: 'done' };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestAiAnalysis':
        // a repeat of the same request changes nothing
        return state.status === 'none' ? [{ type: 'AiAnalysisRequested', data: command.data }] : [];
      case 'RestartAiAnalysis':
        if (state.status === 'none') throw new DomainError(AiMessages.noSuchRun, 404);
        if (state.status !== 'failed') throw new DomainError(AiMessages.notFailed, 409);
        return [{ type: 'AiAnalysisRestarted', data: { run_id: command.data.run_id, by: command.data.by, at: command.data.now } }];
      case 'StartAiAttempt':
        // a job delivered again after the run finished (or before it was restarted) does nothing
        if (state.status !== 'queued' && state.status !== 'running') return [];
        return [{ type: 'AiAnalysisStarted', data: { run_id: command.data.run_id, attempt: state.attempts + 1, at: command.data.now } }];
      case 'FailAiAttempt':
        if (state.status !== 'running') return [];
        return [
          {
            type: 'AiAnalysisFailed',
            data: {
              run_id: command.data.run_id,
              attempt: state.attempts,
              reason: command.data.reason.slice(0, REASON_MAX) || 'Unknown failure',
              will_retry: state.triesSinceRestart <= command.data.retry_limit,
              at: command.data.now,
            },
          },
        ];
      case 'CompleteAiAnalysis':
        if (state.status !== 'running') return [];
        return [
          {
            type: 'AiAnalysisCompleted',
            data: {
              run_id: command.data.run_id,
              analyser: command.data.analyser,
              period_end: command.data.period_end,
              results: command.data.results,
              at: command.data.now,
            },
          },
        ];
    }
  },
};
