import { describe, expect, it } from 'vitest';
import { TMDB_GET_ENDPOINTS } from './tmdb-get-endpoints.js';
import { isTmdbSessionEndpoint } from './tmdb-session-endpoints.js';

describe('isTmdbSessionEndpoint', () => {
  it('is every path of TMDB’s that makes or reads a session, and no other', () => {
    const sessionPaths = Object.entries(TMDB_GET_ENDPOINTS)
      .filter(([template, names]) => isTmdbSessionEndpoint(template, names))
      .map(([template]) => template)
      .sort();
    expect(sessionPaths).toEqual([
      '/3/account/{account_id}',
      '/3/account/{account_id}/favorite/movies',
      '/3/account/{account_id}/favorite/tv',
      '/3/account/{account_id}/lists',
      '/3/account/{account_id}/rated/movies',
      '/3/account/{account_id}/rated/tv',
      '/3/account/{account_id}/rated/tv/episodes',
      '/3/account/{account_id}/watchlist/movies',
      '/3/account/{account_id}/watchlist/tv',
      '/3/authentication',
      '/3/authentication/guest_session/new',
      '/3/authentication/token/new',
      '/3/guest_session/{guest_session_id}/rated/movies',
      '/3/guest_session/{guest_session_id}/rated/tv',
      '/3/guest_session/{guest_session_id}/rated/tv/episodes',
      '/3/movie/{movie_id}/account_states',
      '/3/tv/{series_id}/account_states',
      '/3/tv/{series_id}/season/{season_number}/account_states',
      '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}/account_states',
    ]);
  });
});
