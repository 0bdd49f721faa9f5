import type { QueryClient } from '@tanstack/react-query';
import { usableSessionUser } from '../auth/session-token';
import { catalogueOf, currentToken, isOwnServer } from '../lib/catalogue-client';
import { warmQuery } from '../lib/warm-query';
import { memberSettingsQueryOptions } from './member-settings';
import { myServicesOf, type MyServices } from './my-services';

/*
 * Who the routes' prefetches fetch for: the member whose token the render's requests carry (a
 * server render's verified session; in the browser, the stored token). Loaded with the
 * prefetches, after the first paint.
 */

function memberToken(queryClient: QueryClient): string | null {
  return currentToken(catalogueOf(queryClient));
}

/** The guard will send anyone without a token to /login; no point fetching for them. */
export function loggedIn(queryClient: QueryClient): boolean {
  return usableSessionUser(memberToken(queryClient)) !== null;
}

/** The member the render asks for, when the app talks to our own server, which keeps libraries. */
export function libraryMember(queryClient: QueryClient): string | null {
  const user = usableSessionUser(memberToken(queryClient));
  return user && isOwnServer() ? user.uid : null;
}

/** Whether browse and search hide the member's watched titles: the page waits for it. */
export function prefetchMemberSettings(queryClient: QueryClient): Promise<unknown> {
  const uid = libraryMember(queryClient);
  return uid === null ? Promise.resolve() : warmQuery(queryClient, memberSettingsQueryOptions(uid));
}

/**
 * The member's "Only my services", for a list that depends on it: their settings first (from the
 * cache when there). Off for nobody and when the settings cannot be had, as the page shows it.
 */
export async function prefetchMyServices(queryClient: QueryClient): Promise<MyServices> {
  const uid = libraryMember(queryClient);
  if (uid === null) return { state: 'off' };
  const options = memberSettingsQueryOptions(uid);
  await warmQuery(queryClient, options);
  const settings = queryClient.getQueryData(options.queryKey);
  return settings === undefined ? { state: 'off' } : myServicesOf(settings);
}
