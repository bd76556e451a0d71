import type { AiQuote, AiTheme, Sentiment, SentimentCounts } from '@canopy/contracts/analytics/aiEvents';
import { AiMessages } from '@canopy/contracts/analytics/ai';
import { randomInt } from 'node:crypto';
import { LANGUAGE_SUPPORT } from './local/languages.ts';
import type { Analysis, AnalysisRequest, Findings } from './port.ts';

// What both adapters share: from the comments each theme and quote points at, the shares, each theme's sentiment,
// quotes in a shuffled order with their day only, and (when the adapter wrote none) a summary written from them.

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** a theme's sentiment: the side that outweighs the other by a fifth of its comments, else neutral */
export const sentimentOfSet = (sentiments: readonly Sentiment[]): Sentiment => {
  if (sentiments.length === 0) return 'neutral';
  const net = sentiments.reduce((sum, item) => sum + (item === 'positive' ? 1 : item === 'negative' ? -1 : 0), 0) / sentiments.length;
  return net > 0.2 ? 'positive' : net < -0.2 ? 'negative' : 'neutral';
};

/** Fisher-Yates with the system's random numbers: the order says nothing about who answered when */
export const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
};

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const writeSummary = (request: AnalysisRequest, themes: readonly AiTheme[], sentiment: SentimentCounts | null) => {
  const count = request.comments.length;
  const language = LANGUAGE_SUPPORT[request.language].name;
  const parts = [`${count} comment${count === 1 ? '' : 's'} in ${language}.`];
  if (themes.length === 0) parts.push('No theme came up in more than one comment.');
  else
    parts.push(`Most mentioned: ${listOf(themes.slice(0, 3).map((theme) => `"${theme.phrase}" (${percent(theme.share)} of comments)`))}.`);
  if (!sentiment) parts.push(`Sentiment not analysed in ${language}.`);
  else {
    const shares = (['positive', 'neutral', 'negative'] as const).map((side) => `${percent(sentiment[side] / Math.max(1, count))} ${side}`);
    parts.push(`Sentiment: ${shares.join(', ')}.`);
    const best = themes.find((theme) => theme.sentiment === 'positive');
    const worst = themes.find((theme) => theme.sentiment === 'negative');
    if (best) parts.push(`Most positive about "${best.phrase}".`);
    if (worst) parts.push(`Most concerned about "${worst.phrase}".`);
  }
  return parts.join(' ');
};

/** the comments to quote, each once and no two of the same text (case, spacing and typography aside) */
const distinctQuotes = (request: AnalysisRequest, indexes: readonly number[]) => {
  const seen = new Set<string>();
  return indexes.filter((index) => {
    const key = request.comments[index]!.text.normalize('NFKC')
      .toLowerCase()
      .replace(/[\p{P}\s]+/gu, ' ')
      .trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const composeAnalysis = (request: AnalysisRequest, findings: Findings): Analysis => {
  const count = request.comments.length;
  const { sentiments } = findings;
  const themes: AiTheme[] = findings.themes.map((theme) => ({
    phrase: theme.phrase,
    comments: theme.comments.length,
    share: count === 0 ? 0 : theme.comments.length / count,
    sentiment: sentiments ? sentimentOfSet(theme.comments.map((index) => sentiments[index]!)) : null,
  }));
  const sentiment = sentiments
    ? {
        positive: sentiments.filter((item) => item === 'positive').length,
        neutral: sentiments.filter((item) => item === 'neutral').length,
        negative: sentiments.filter((item) => item === 'negative').length,
      }
    : null;
  const quotes: AiQuote[] = shuffled(distinctQuotes(request, findings.quotes)).map((index) => ({
    text: request.comments[index]!.text,
    day: request.comments[index]!.day.slice(0, 10),
    sentiment: sentiments ? sentiments[index]! : null,
  }));
  return { summary: findings.summary?.trim() || writeSummary(request, themes, sentiment), themes, sentiment, quotes };
};

export const NOT_ANALYSED = AiMessages.sentimentNotAnalysed;
