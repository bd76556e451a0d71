import type { Sentiment } from '@canopy/contracts/analytics/aiEvents';
import { createRequire } from 'node:module';
import type { SentimentSource } from './languages.ts';
import { tokenize } from './tokens.ts';
import { ENGLISH_RULES, FRENCH_RULES, SPANISH_RULES, scoreWithRules, type WorkplaceRules } from './workplaceRules.ts';

// Sentiment per comment where a lexicon ships in an npm package, with the workplace rules layered on it (ADR 0116):
// VADER for English (vader-sentiment, with its own negation, booster and 'but' rules); ML-SentiCon (Spanish) and
// Pattern's French adjectives from @nlpjs, read through their own Snowball stemmers with a negation window of three
// words (the French list @nlpjs ships is empty, so "n'est pas bon" would read positive). Kept by the bench
// (bench/src/benches/aiSentiment.ts) on the labelled set in tests/fixtures/ai.

const require = createRequire(import.meta.url);
type Stemmer = { stemWord(word: string): string };
type Lexicon = { stem: Stemmer; scores: Record<string, number>; negations: ReadonlySet<string> };
type Vader = { SentimentIntensityAnalyzer: { polarity_scores(text: string): { compound: number } } };

const NEUTRAL_BAND = 0.05;
const NEGATION_WINDOW = 3;
/**
 * A lexicon's reading under this size counts as none: on factual comments ('I go to the office twice a week') the
 * lexicons give small scores of either sign that the rules then tip; chosen on the development half (ADR 0116).
 */
export const LEXICON_DEAD_ZONE = 0.2;

let vader: Vader | null = null;
/** VADER's compound score, -1..1 */
export const vaderScore = (text: string) => {
  vader ??= require('vader-sentiment') as Vader;
  return vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
};

const lexicons = new Map<'senticon-es' | 'pattern-fr', Lexicon>();
export const lexiconOf = (source: 'senticon-es' | 'pattern-fr'): Lexicon => {
  let lexicon = lexicons.get(source);
  if (!lexicon) {
    lexicon =
      source === 'senticon-es'
        ? {
            stem: new (require('@nlpjs/lang-es').StemmerEs)(),
            scores: require('@nlpjs/lang-es/src/sentiment/senticon_es.json'),
            negations: new Set(['no', 'nunca', 'jamás', 'jamas', 'ni', 'sin', 'tampoco', 'nada', 'ningún', 'ninguna', 'ninguno']),
          }
        : {
            stem: new (require('@nlpjs/lang-fr').StemmerFr)(),
            scores: require('@nlpjs/lang-fr/src/sentiment/pattern_fr.json'),
            negations: new Set(['ne', 'pas', 'jamais', 'plus', 'rien', 'aucun', 'aucune', 'ni', 'sans', 'non', 'guère']),
          };
    lexicons.set(source, lexicon);
  }
  return lexicon;
};

/** a lexicon's score of already tokenised words: each hit counts against the words before it that negate it */
export const lexiconScore = (tokens: readonly string[], lexicon: Lexicon) => {
  let score = 0;
  let hits = 0;
  let negatedUntil = -1;
  tokens.forEach((token, index) => {
    if (lexicon.negations.has(token)) {
      negatedUntil = index + NEGATION_WINDOW;
      return;
    }
    const stem = lexicon.stem.stemWord(token);
    // Pattern's French keys are written without accents ('agreabl'); SentiCon's Spanish ones mostly keep theirs
    const value = lexicon.scores[stem] ?? lexicon.scores[stem.normalize('NFD').replace(/\p{M}/gu, '')];
    if (value === undefined) return;
    hits++;
    score += index <= negatedUntil ? -value : value;
  });
  return hits === 0 ? 0 : score / Math.sqrt(hits + 1);
};

export const toSentiment = (score: number): Sentiment =>
  score > NEUTRAL_BAND ? 'positive' : score < -NEUTRAL_BAND ? 'negative' : 'neutral';

const deadZone = (score: number) => Math.sign(score) * Math.max(0, Math.abs(score) - LEXICON_DEAD_ZONE);

/** the lexicon alone on a piece of text, for the rules to add to (and for the bench's plain baseline) */
export const plainLexiconScore = (source: Exclude<SentimentSource, null>, text: string) =>
  source === 'vader-en' ? vaderScore(text) : lexiconScore(tokenize(text), lexiconOf(source));

const RULES: Record<Exclude<SentimentSource, null>, WorkplaceRules> = {
  'vader-en': ENGLISH_RULES,
  'senticon-es': SPANISH_RULES,
  'pattern-fr': FRENCH_RULES,
};

/** one comment's score with the workplace rules on its language's lexicon */
export const commentScore = (source: Exclude<SentimentSource, null>, text: string) =>
  scoreWithRules(text, RULES[source], (clause) => deadZone(plainLexiconScore(source, clause)));

/** one sentiment per comment, or null where the language's sentiment is not analysed */
export const sentimentsOf = (source: SentimentSource, texts: readonly string[]): Sentiment[] | null =>
  source === null ? null : texts.map((text) => toSentiment(commentScore(source, text)));
