// A finger print of the browser: a SHA-256 of traits that stay the same across visits (user agent, languages,
// time zone, screen, cores), never of anything the person typed. It only helps tell one device's answers from
// another's beside the browser id; it identifies nobody.

const traits = (): string =>
  [
    navigator.userAgent,
    navigator.language,
    (navigator.languages ?? []).join(','),
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    String(navigator.hardwareConcurrency ?? ''),
    String(new Date().getTimezoneOffset()),
  ].join('|');

export const fingerPrint = async (): Promise<string> => {
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits()));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    // crypto.subtle needs a secure context: without it there is no finger print
    return '';
  }
};
