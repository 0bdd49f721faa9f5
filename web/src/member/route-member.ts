import type { QueryClient } from '@tanstack/react-query';
import { readStoredToken, usableSessionUser } from '../auth/session-token';
import { isOwnServer } from '../lib/catalogue-client';
import { warmQuery } from '../lib/warm-query';
import { memberSettingsQueryOptions } from './member-settings';

/*
 * Who the routes' prefetches fetch for: the member in the stored token. Loaded with the prefetches,
 * after the first paint.
 */

/** The guard will send anyone without a token to /login; no point fetching for them. */
export function loggedIn(): boolean {
  return usableSessionUser(readStoredToken()) !== null;
}

/** The member in the stored token, when the app talks to our own server, which keeps libraries. */
export function libraryMember(): string | null {
  const user = usableSessionUser(readStoredToken());
  return user && isOwnServer() ? user.uid : null;
}

/** Whether browse and search hide the member's watched titles: the page waits for it. */
export function prefetchMemberSettings(queryClient: QueryClient): Promise<unknown> {
  const uid = libraryMember();
  return uid === null ? Promise.resolve() : warmQuery(queryClient, memberSettingsQueryOptions(uid));
}
