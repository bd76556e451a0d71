import type { LanguageTag } from '@canopy/contracts/survey/api';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import type { LanguageSupport } from './languages.ts';

/**
 * Key phrases found across the comments (ADR 0073), kept to noun phrases that stand alone (ADR 0116): word n-grams
 * (1 to 3 words) between stop words, each weighted by how many comments hold it and by its length, then clustered: a
 * phrase that shares a word with a stronger one, or mostly the same comments, joins its theme. A theme's comments are
 * the union of its phrases' comments.
 *
 * What makes an n-gram a noun phrase in a comment: in English, wink-nlp's part-of-speech tags there (every word a noun
 * or an adjective, the last a noun), so 'see' or 'rarely' is never a theme; in Spanish and French, which have no
 * tagger in an npm package, its first word follows an article, possessive or demonstrative there ('la carga', 'mon
 * équipe'), or a preposition where it follows an article elsewhere ('trop de réunions'), and every later word follows one somewhere in the comments ('carga de trabajo' joins 'el trabajo'), while
 * 'de' / 'd'' may join two nouns. Hebrew and Hmong keep the plain n-grams between stop words.
 */
export type FoundTheme = { phrase: string; comments: number[] };

const MAX_N = 3;
const MAX_THEMES = 8;
const CANDIDATES = 300;

// words of a comment for themes: like tokenize, but one-letter pieces kept so that French elisions ('l', 'd') can
// mark the noun after them; the scrubber's placeholders are no theme
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const PLACEHOLDER = /\[(?:name|email|phone|payroll id)\]/gu;
const wordsOf = (text: string) => text.replace(PLACEHOLDER, ' ').normalize('NFC').toLowerCase().match(WORD) ?? [];

/** words after which a noun comes: articles, contractions with them, possessives, demonstratives, quantifiers */
const DETERMINERS: Partial<Record<LanguageTag, ReadonlySet<string>>> = {
  es_ES: new Set(
    'el la los las un una unos unas del al mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra este esta estos estas ese esa esos esas aquel aquella cada otro otra otros otras mucho mucha muchos muchas poco poca pocos pocas demasiado demasiada demasiados demasiadas tanto tanta tantos tantas algún alguna algunos algunas ningún ninguna varios varias'.split(
      ' ',
    ),
  ),
  fr_FR: new Set(
    'le la les l un une des du au aux mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces chaque plusieurs quelques aucun aucune certains certaines'.split(
      ' ',
    ),
  ),
};
/** prepositions: a noun seen after an article somewhere may come after one of these ('trop de réunions', 'sin formación') */
const PREPOSITIONS: Partial<Record<LanguageTag, ReadonlySet<string>>> = {
  es_ES: new Set('de sin con en para por sobre entre hacia hasta desde contra tras'.split(' ')),
  fr_FR: new Set('de d sans avec en pour par sur entre vers chez contre dans après avant'.split(' ')),
};
/** the word that joins two nouns into one phrase ('charge de travail', 'manque d'évolution') */
const JOINERS: Partial<Record<LanguageTag, ReadonlySet<string>>> = {
  es_ES: new Set(['de']),
  fr_FR: new Set(['de', 'd']),
};

let tagger: ((text: string) => Map<string, Set<string>>) | null = null;
/** each word of an English comment with the parts of speech wink-nlp gave it there */
const tagsOf = (text: string) => {
  if (!tagger) {
    const nlp = winkNLP(model);
    tagger = (input) => {
      const doc = nlp.readDoc(input);
      const words = doc.tokens().out(nlp.its.normal) as string[];
      const tags = doc.tokens().out(nlp.its.pos) as string[];
      const byWord = new Map<string, Set<string>>();
      words.forEach((word, index) => {
        // wink keeps "o'brien" and "work-life" whole; the theme words split them
        for (const piece of word.match(WORD) ?? []) {
          const set = byWord.get(piece) ?? new Set<string>();
          set.add(tags[index]!);
          byWord.set(piece, set);
        }
      });
      return byWord;
    };
  }
  return tagger(text.replace(PLACEHOLDER, ' '));
};
const NOUN = new Set(['NOUN', 'PROPN']);
const MODIFIER = new Set(['NOUN', 'PROPN', 'ADJ']);

/** a plural folded onto its singular for matching ("meetings" and "meeting" are one key), never for display */
const keyOf = (word: string, support: LanguageSupport) =>
  support.foldPlural && word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

type Candidate = { key: string; words: string[]; comments: number[]; surfaces: Map<string, number>; score: number };
type Slot = { word: string; key: string; joiner: boolean; determined: boolean; afterPreposition: boolean };

export const findThemes = (texts: readonly string[], language: LanguageTag, support: LanguageSupport): FoundTheme[] => {
  const total = texts.length;
  if (total === 0) return [];
  const minimum = Math.max(2, Math.ceil(total * 0.03));
  const determiners = DETERMINERS[language];
  const joiners = JOINERS[language];
  const prepositions = PREPOSITIONS[language];
  const english = language === 'en_US';

  // per comment: the runs of words between stop words, with whether an article stood before each word
  const runsByComment = texts.map((text) => {
    const words = wordsOf(text);
    const runs: Slot[][] = [];
    let run: Slot[] = [];
    const flush = () => {
      while (run.length > 0 && run[run.length - 1]!.joiner) run.pop();
      if (run.length > 0) runs.push(run);
      run = [];
    };
    words.forEach((word, index) => {
      const previous = words[index - 1];
      if (joiners?.has(word) && run.length > 0) {
        run.push({ word, key: word, joiner: true, determined: false, afterPreposition: false });
        return;
      }
      if (word.length < 2 || support.stopWords.has(word) || /^\p{N}+$/u.test(word)) {
        flush();
        return;
      }
      run.push({
        word,
        key: keyOf(word, support),
        joiner: false,
        determined: previous !== undefined && !!determiners?.has(previous),
        afterPreposition: previous !== undefined && !!prepositions?.has(previous),
      });
    });
    flush();
    return runs;
  });
  const determinedSomewhere = new Set<string>();
  for (const runs of runsByComment) for (const run of runs) for (const slot of run) if (slot.determined) determinedSomewhere.add(slot.key);

  const isNounPhrase = (slots: readonly Slot[], tags: Map<string, Set<string>> | null) => {
    if (slots[0]!.joiner || slots[slots.length - 1]!.joiner) return false;
    if (tags) {
      const tagged = (slot: Slot, allowed: ReadonlySet<string>) => [...(tags.get(slot.word) ?? [])].some((tag) => allowed.has(tag));
      return tagged(slots[slots.length - 1]!, NOUN) && slots.every((slot) => tagged(slot, MODIFIER));
    }
    if (!determiners) return true;
    const first = slots[0]!;
    const opens = first.determined || (first.afterPreposition && determinedSomewhere.has(first.key));
    return opens && slots.slice(1).every((slot) => slot.joiner || determinedSomewhere.has(slot.key));
  };

  const grams = new Map<string, Candidate>();
  runsByComment.forEach((runs, comment) => {
    const tags = english ? tagsOf(texts[comment]!) : null;
    const seen = new Set<string>();
    for (const run of runs) {
      for (let start = 0; start < run.length; start++) {
        for (let n = 1; n <= MAX_N && start + n <= run.length; n++) {
          const slots = run.slice(start, start + n);
          if (!isNounPhrase(slots, tags)) continue;
          const words = slots.filter((slot) => !slot.joiner).map((slot) => slot.key);
          const key = slots.map((slot) => slot.key).join(' ');
          if (seen.has(key)) continue;
          seen.add(key);
          let candidate = grams.get(key);
          if (!candidate) {
            candidate = { key, words, comments: [], surfaces: new Map(), score: 0 };
            grams.set(key, candidate);
          }
          candidate.comments.push(comment);
          const shown = slots
            .map((slot) => (slot.word === 'd' ? "d'" : `${slot.word} `))
            .join('')
            .trim();
          candidate.surfaces.set(shown, (candidate.surfaces.get(shown) ?? 0) + 1);
        }
      }
    }
  });

  const candidates = [...grams.values()].filter((candidate) => candidate.comments.length >= minimum);
  for (const candidate of candidates) candidate.score = candidate.comments.length * (1 + 0.6 * (candidate.words.length - 1));
  candidates.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));

  type Theme = { label: Candidate; words: Set<string>; comments: Set<number> };
  const themes: Theme[] = [];
  for (const candidate of candidates.slice(0, CANDIDATES)) {
    const home = themes.find(
      (theme) => candidate.words.some((word) => theme.words.has(word)) || jaccard(theme.comments, candidate.comments) >= 0.5,
    );
    if (home) {
      for (const comment of candidate.comments) home.comments.add(comment);
      continue;
    }
    if (themes.length < MAX_THEMES) {
      themes.push({ label: candidate, words: new Set(candidate.words), comments: new Set(candidate.comments) });
    }
  }
  return themes
    .map((theme) => ({ phrase: mostCommon(theme.label.surfaces), comments: [...theme.comments].sort((a, b) => a - b) }))
    .sort((a, b) => b.comments.length - a.comments.length || a.phrase.localeCompare(b.phrase));
};

const jaccard = (a: ReadonlySet<number>, b: readonly number[]) => {
  let both = 0;
  for (const item of b) if (a.has(item)) both++;
  return both / (a.size + b.length - both);
};

const mostCommon = (surfaces: ReadonlyMap<string, number>) => {
  let best = '';
  let count = -1;
  for (const [surface, times] of surfaces) {
    if (times > count || (times === count && surface < best)) {
      best = surface;
      count = times;
    }
  }
  return best;
};
