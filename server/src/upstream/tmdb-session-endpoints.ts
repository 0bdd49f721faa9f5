/**
 * Whether a TMDB GET path makes a TMDB session (`/3/authentication…`) or answers for one (the
 * account, a guest session, a title's account states). Asked with the server's key and cached,
 * one request token or guest session would be every member's, and a member's TMDB account would
 * sit in the server's cache; Marquee's members sign in with their own accounts, not TMDB's, so the
 * proxy offers none of these.
 */
export function isTmdbSessionEndpoint(template: string, queryNames: readonly string[]): boolean {
  return (
    /^\/3\/(authentication|account|guest_session)(\/|$)/.test(template) ||
    queryNames.includes('session_id') ||
    queryNames.includes('guest_session_id')
  );
}
