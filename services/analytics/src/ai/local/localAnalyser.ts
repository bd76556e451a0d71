import { composeAnalysis } from '../compose.ts';
import type { AnalysisRequest, TextAnalyser } from '../port.ts';
import { LANGUAGE_SUPPORT } from './languages.ts';
import { pickQuotes } from './quotes.ts';
import { sentimentsOf } from './sentiment.ts';
import { findThemes } from './themes.ts';
import { tokenize } from './tokens.ts';

/** The default adapter: everything on the machine, nothing downloaded, no key (ADR 0073). */
export const createLocalAnalyser = (): TextAnalyser => ({
  name: 'local',
  async analyse(request: AnalysisRequest) {
    const support = LANGUAGE_SUPPORT[request.language];
    const texts = request.comments.map((comment) => comment.text);
    const tokenized = texts.map(tokenize);
    const themes = findThemes(texts, request.language, support);
    return composeAnalysis(request, {
      themes,
      sentiments: sentimentsOf(support.sentiment, texts),
      quotes: pickQuotes(themes, tokenized),
    });
  },
});
