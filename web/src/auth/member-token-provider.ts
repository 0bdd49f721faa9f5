import type { TokenProvider } from '../lib/catalogue-client';
import { refreshIdToken } from './firebase-auth';
import { readStoredToken, storeToken } from './session-token';

/** The logged-in member's ID token for the catalogue client, renewed through Firebase when refused. */
export const memberTokenProvider: TokenProvider = {
  current: readStoredToken,
  async refresh() {
    // Logged out meanwhile: nothing to renew, and a late token must not log the user back in.
    if (readStoredToken() === null) return null;
    const fresh = await refreshIdToken();
    if (fresh !== null && readStoredToken() !== null) storeToken(fresh);
    return fresh;
  },
};
