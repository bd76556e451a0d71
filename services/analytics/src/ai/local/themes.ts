import type { LanguageSupport } from './languages.ts';

/**
 * Key phrases found across the comments (ADR 0073): word n-grams (1 to 3 words) between stop words, each weighted by
 * how many comments hold it and by its length, then clustered: a phrase that shares a word with a stronger one, or
 * mostly the same comments, joins its theme. A theme's comments are the union of its phrases' comments.
 */
export type FoundTheme = { phrase: string; comments: number[] };

const MAX_N = 3;
const MAX_THEMES = 8;
const CANDIDATES = 300;

/** a plural folded onto its singular for matching ("meetings" and "meeting" are one key), never for display */
const keyOf = (word: string, support: LanguageSupport) =>
  support.foldPlural && word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

type Candidate = { key: string; words: string[]; comments: number[]; surfaces: Map<string, number>; score: number };

export const findThemes = (tokenized: readonly (readonly string[])[], support: LanguageSupport): FoundTheme[] => {
  const total = tokenized.length;
  if (total === 0) return [];
  const minimum = Math.max(2, Math.ceil(total * 0.03));
  const grams = new Map<string, Candidate>();
  tokenized.forEach((tokens, comment) => {
    const seen = new Set<string>();
    let run: string[] = [];
    let surface: string[] = [];
    const flush = () => {
      for (let start = 0; start < run.length; start++) {
        for (let n = 1; n <= MAX_N && start + n <= run.length; n++) {
          const words = run.slice(start, start + n);
          const key = words.join(' ');
          if (seen.has(key)) continue;
          seen.add(key);
          let candidate = grams.get(key);
          if (!candidate) {
            candidate = { key, words, comments: [], surfaces: new Map(), score: 0 };
            grams.set(key, candidate);
          }
          candidate.comments.push(comment);
          const shown = surface.slice(start, start + n).join(' ');
          candidate.surfaces.set(shown, (candidate.surfaces.get(shown) ?? 0) + 1);
        }
      }
      run = [];
      surface = [];
    };
    for (const token of tokens) {
      if (support.stopWords.has(token) || /^\p{N}+$/u.test(token)) flush();
      else {
        run.push(keyOf(token, support));
        surface.push(token);
      }
    }
    flush();
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
