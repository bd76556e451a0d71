import { z } from 'zod';
import { defineEvent } from '../platform/eventContract.ts';
import { Text } from '../platform/text.ts';
import { LanguageTag } from '../survey/api.ts';

// One AI analysis of a package's open answers in one period, on `ai-analysis-<runId>` (ADR 0071). Its result is an
// event too, so the read model of runs and results is rebuilt by replay. The result holds comment text only after
// personal data was replaced by placeholders, shuffled, dated to the day at most, and never tied to a person.

const isoTime = z.iso.datetime({ offset: true });

export const AiTrigger = z.enum(['manual', 'monthly', 'quarterly']);
export type AiTrigger = z.infer<typeof AiTrigger>;
export const Sentiment = z.enum(['positive', 'neutral', 'negative']);
export type Sentiment = z.infer<typeof Sentiment>;

export const AiAnalysisRequested = defineEvent(
  'AiAnalysisRequested',
  z.object({
    run_id: Text(),
    workspace_id: Text(),
    team_id: Text(),
    package_id: Text(),
    cycle_id: Text(),
    link_id: Text(),
    is_forever: z.boolean(),
    /** the answers analysed: given on or after this day ... */
    period_start: isoTime,
    /** ... and before this moment; null: up to when the run starts */
    period_end: isoTime.nullable(),
    trigger: AiTrigger,
    requested_by: Text(),
    requested_at: isoTime,
  }),
);
/** a failed run started again by a consultant */
export const AiAnalysisRestarted = defineEvent('AiAnalysisRestarted', z.object({ run_id: Text(), by: Text(), at: isoTime }));
export const AiAnalysisStarted = defineEvent('AiAnalysisStarted', z.object({ run_id: Text(), attempt: z.number().int(), at: isoTime }));
export const AiAnalysisFailed = defineEvent(
  'AiAnalysisFailed',
  z.object({ run_id: Text(), attempt: z.number().int(), reason: Text(), will_retry: z.boolean(), at: isoTime }),
);

export const AiTheme = z.object({
  phrase: Text(),
  /** share of the group's comments that mention it, 0..1 */
  share: z.number(),
  comments: z.number().int(),
  /** null: sentiment not analysed in the language */
  sentiment: Sentiment.nullable(),
});
export type AiTheme = z.infer<typeof AiTheme>;
export const AiQuote = z.object({ text: Text(), day: z.iso.date(), sentiment: Sentiment.nullable() });
export type AiQuote = z.infer<typeof AiQuote>;
export const SentimentCounts = z.object({ positive: z.number().int(), neutral: z.number().int(), negative: z.number().int() });
export type SentimentCounts = z.infer<typeof SentimentCounts>;

/** the analysis of one question's comments in one language for one group ('' = all participants) */
export const AiQuestionResult = z.object({
  assessment_id: Text(),
  question_id: Text(),
  group_id: Text(),
  language: LanguageTag,
  comments: z.number().int(),
  summary: Text(),
  themes: z.array(AiTheme),
  /** null: sentiment not analysed (no lexicon good enough for the language) */
  sentiment: SentimentCounts.nullable(),
  quotes: z.array(AiQuote),
});
export type AiQuestionResult = z.infer<typeof AiQuestionResult>;

export const AiAnalysisCompleted = defineEvent(
  'AiAnalysisCompleted',
  z.object({
    run_id: Text(),
    /** which adapter wrote it: 'local' or 'openai:<model>' */
    analyser: Text(),
    period_end: isoTime,
    results: z.array(AiQuestionResult),
    at: isoTime,
  }),
);

export const aiAnalysisEvents = [
  AiAnalysisRequested,
  AiAnalysisRestarted,
  AiAnalysisStarted,
  AiAnalysisFailed,
  AiAnalysisCompleted,
] as const;
export const aiAnalysisStream = (runId: string) => `ai-analysis-${runId}`;
