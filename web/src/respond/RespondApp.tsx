import { IdentityPaths } from '@canopy/contracts/identity/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { RESPONDING_LOGGED_IN } from '../features/public/messages';
import { clearSessionStorage, readTokens, subscribeToTokens } from '../features/session/storage';
import { api } from '../shared/api/http';
import { parseRespondentPath } from './address';
import { Respondent } from './Respondent';

/**
 * A consultant signed in in this browser sees the notice instead of the flow, as the dashboard shows it; the
 * session is the dashboard's (its tokens in local storage), read here without loading the dashboard.
 */
function SignedInNotice() {
  const [leaving, setLeaving] = useState(false);
  const logOut = async () => {
    setLeaving(true);
    const tokens = readTokens();
    try {
      if (tokens) {
        await api.post(
          IdentityPaths.signOut,
          { refresh_token: tokens.refresh_token },
          { headers: { Authorization: `Bearer ${tokens.access_token}` } },
        );
      }
    } catch {
      // signed out here whatever the server says
    }
    clearSessionStorage();
  };
  return (
    <div className="r-page">
      <main className="r-main">
        <section className="r-card r-center" data-testid="log-out-to-view">
          <h1 className="r-title">{RESPONDING_LOGGED_IN}</h1>
          <p className="r-muted">Public links open as your respondents see them, without a Canopy account.</p>
          <div className="r-actions r-actions-center">
            <a className="r-button r-secondary" href="/home">
              Back to Canopy
            </a>
            <button type="button" className="r-button" onClick={logOut} disabled={leaving}>
              Log out
            </button>
          </div>
        </section>
      </main>
    </div>
  );
}

/** the respondent's own small cache, for the paged searches of names and collaborators (not the dashboard's client) */
const respondentQueries = new QueryClient();

export function RespondApp() {
  const tokens = useSyncExternalStore(subscribeToTokens, readTokens, () => null);
  const target = parseRespondentPath(window.location.pathname);
  if (tokens) return <SignedInNotice />;
  if (!target) {
    window.location.replace('/');
    return null;
  }
  return (
    <QueryClientProvider client={respondentQueries}>
      <Respondent link={target.link} linkType={target.linkType} />
    </QueryClientProvider>
  );
}
