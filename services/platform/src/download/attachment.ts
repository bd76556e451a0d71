// The headers of a file download. Browsers save under `filename*` (RFC 6266 with RFC 5987's UTF-8 encoding, so a
// workspace called 'Café Zürich' or 'מחלקה' keeps its name); `filename` is the ASCII fallback for old clients.

/** a name a file system accepts: control characters and \ / : * ? " < > | become '_', the ends trimmed */
export const fileNameOf = (name: string, fallback = 'download'): string => {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .trim();
  return cleaned || fallback;
};

// RFC 5987 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~";
// encodeURIComponent leaves ' ( ) * ! unescaped, of which only ! is allowed
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="..."; filename*=UTF-8''...` for a file name (already cleaned with fileNameOf) */
export const attachmentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
};
