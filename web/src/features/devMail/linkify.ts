/** A run of a mail's text: plain words, or an http(s) address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const ADDRESS = /https?:\/\/[^\s<>"']+/g;

/** Splits a mail's plain text so its addresses can be clicked; nothing else is interpreted. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
