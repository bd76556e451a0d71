// Words of a comment: letters (with their marks) and digits, lowercased; apostrophes split French elisions
// ("l'équipe" -> "l", "équipe") and English contractions; one-letter pieces are left out.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export const tokenize = (text: string): string[] => {
  const words = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return words.filter((word) => word.length > 1);
};
