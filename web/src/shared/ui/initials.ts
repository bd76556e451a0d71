/** "Ada Lovelace" -> "AL"; "acme" -> "A"; empty -> "?". */
export function initials(...parts: (string | null | undefined)[]): string {
  const words = parts.flatMap((part) => (part ?? '').trim().split(/\s+/)).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
