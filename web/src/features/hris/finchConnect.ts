// Finch Connect in a popup: the popup goes to Finch, then comes back to our redirect URI with `?code=`
// (or `?error=`). Once it is back on our origin the opener can read its address, take the code and close it.

export type ConnectOutcome = { kind: 'code'; code: string } | { kind: 'error'; error: string } | { kind: 'closed' };

/** what an address the popup is on says: nothing until it is the redirect URI */
export function outcomeOf(href: string, redirectUri: string): ConnectOutcome | null {
  let url: URL;
  let expected: URL;
  try {
    url = new URL(href);
    expected = new URL(redirectUri);
  } catch {
    return null;
  }
  if (url.origin !== expected.origin || url.pathname !== expected.pathname) return null;
  const code = url.searchParams.get('code');
  if (code) return { kind: 'code', code };
  return {
    kind: 'error',
    error: url.searchParams.get('error_description') ?? url.searchParams.get('error') ?? 'Finch Connect returned without a code',
  };
}

const POLL_MS = 400;

/** opens Finch Connect (call it from the click itself, or the browser blocks the popup) and waits for its outcome */
export function openFinchConnect(connectUrl: string, redirectUri: string): Promise<ConnectOutcome> {
  const popup = window.open(connectUrl, 'finch-connect', 'popup,width=600,height=760');
  if (!popup) return Promise.resolve({ kind: 'error', error: 'The browser blocked the Finch Connect window' });
  return new Promise((resolve) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        resolve({ kind: 'closed' });
        return;
      }
      let href: string;
      try {
        // while the popup is on Finch's origin, reading its address throws: keep waiting
        href = popup.location.href;
      } catch {
        return;
      }
      const outcome = outcomeOf(href, redirectUri);
      if (!outcome) return;
      window.clearInterval(timer);
      popup.close();
      resolve(outcome);
    }, POLL_MS);
  });
}
