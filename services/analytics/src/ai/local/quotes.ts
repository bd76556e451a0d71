import type { FoundTheme } from './themes.ts';

const QUOTES = 5;
const SHORTEST = 5;
const LONGEST = 45;

/**
 * Representative quotes: for each leading theme, the comment of a readable length that belongs to the most themes
 * (it speaks for more of what was said); never the same comment twice, nor two comments of the same words (respondents
 * paste the same sentence, and a report quoting it twice reads as a fault).
 */
export const pickQuotes = (themes: readonly FoundTheme[], tokenized: readonly (readonly string[])[]): number[] => {
  const membership = new Map<number, number>();
  for (const theme of themes) for (const comment of theme.comments) membership.set(comment, (membership.get(comment) ?? 0) + 1);
  const chosen: number[] = [];
  const said = new Set<string>();
  const taken = (comment: number) => chosen.includes(comment) || said.has(tokenized[comment]!.join(' '));
  const choose = (comment: number) => {
    chosen.push(comment);
    said.add(tokenized[comment]!.join(' '));
  };
  const lengthFit = (comment: number) => {
    const words = tokenized[comment]!.length;
    return words >= SHORTEST && words <= LONGEST ? 1 : 0;
  };
  for (const theme of themes) {
    if (chosen.length >= QUOTES) break;
    let best = -1;
    for (const comment of theme.comments) {
      if (taken(comment)) continue;
      if (
        best < 0 ||
        lengthFit(comment) > lengthFit(best) ||
        (lengthFit(comment) === lengthFit(best) && (membership.get(comment) ?? 0) > (membership.get(best) ?? 0))
      )
        best = comment;
    }
    if (best >= 0) choose(best);
  }
  // comments with no theme still speak when there are few themes
  for (let comment = 0; chosen.length < QUOTES && comment < tokenized.length; comment++) {
    if (!taken(comment)) choose(comment);
  }
  return chosen;
};
