import type { AiQuote, AiTheme, Sentiment, SentimentCounts } from '@canopy/contracts/analytics/aiEvents';
import type { LanguageTag } from '@canopy/contracts/survey/api';

/**
 * The analysis port (ADR 0071): one question's comments in one language in, themes with their share of the
 * comments, sentiment, representative quotes and a short summary out. The comments reach an adapter already
 * scrubbed of personal data and shuffled, with nothing about who wrote them; `day` is never finer than the day.
 */
export type CommentInput = { text: string; day: string };
export type AnalysisRequest = { question: string; language: LanguageTag; comments: readonly CommentInput[] };
export type Analysis = { summary: string; themes: AiTheme[]; sentiment: SentimentCounts | null; quotes: AiQuote[] };

export type TextAnalyser = {
  /** 'local' or 'openai:<model>', stored with the result */
  readonly name: string;
  analyse(request: AnalysisRequest): Promise<Analysis>;
};

/** what an adapter found, by comment index: the port's shared code turns it into shares, theme sentiment and quotes */
export type Findings = {
  themes: ReadonlyArray<{ phrase: string; comments: readonly number[] }>;
  /** one per comment, or null when the language's sentiment is not analysed */
  sentiments: ReadonlyArray<Sentiment> | null;
  quotes: readonly number[];
  summary?: string;
};

/** an analysis that could not be had (a model out of shape, a server failing): the run fails with this reason */
export class AnalysisFailed extends Error {
  override name = 'AnalysisFailed';
}
