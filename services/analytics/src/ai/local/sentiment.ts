import type { Sentiment } from '@canopy/contracts/analytics/aiEvents';
import { createRequire } from 'node:module';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import type { SentimentSource } from './languages.ts';

// Sentiment per comment where a tested lexicon or model ships in an npm package (ADR 0073): wink-nlp's English model;
// ML-SentiCon (Spanish) and Pattern's French adjectives from @nlpjs, read through their own Snowball stemmers with a
// negation window of three words (the French list @nlpjs ships is empty, so "n'est pas bon" would read positive).

const require = createRequire(import.meta.url);
type Stemmer = { stemWord(word: string): string };
type Lexicon = { stem: Stemmer; scores: Record<string, number>; negations: ReadonlySet<string> };

const NEUTRAL_BAND = 0.05;
const NEGATION_WINDOW = 3;

let english: ((text: string) => number) | null = null;
const englishScore = (text: string) => {
  if (!english) {
    const nlp = winkNLP(model);
    english = (input) => nlp.readDoc(input).out(nlp.its.sentiment) as unknown as number;
  }
  return english(text);
};

const lexicons = new Map<'senticon-es' | 'pattern-fr', Lexicon>();
const lexiconOf = (source: 'senticon-es' | 'pattern-fr'): Lexicon => {
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
const lexiconScore = (tokens: readonly string[], lexicon: Lexicon) => {
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

const toSentiment = (score: number): Sentiment => (score > NEUTRAL_BAND ? 'positive' : score < -NEUTRAL_BAND ? 'negative' : 'neutral');

/** one sentiment per comment, or null where the language's sentiment is not analysed */
export const sentimentsOf = (
  source: SentimentSource,
  texts: readonly string[],
  tokenized: readonly (readonly string[])[],
): Sentiment[] | null => {
  if (source === null) return null;
  if (source === 'wink-en') return texts.map((text) => toSentiment(englishScore(text)));
  const lexicon = lexiconOf(source);
  return tokenized.map((tokens) => toSentiment(lexiconScore(tokens, lexicon)));
};
