import { describe, expect, it } from 'vitest';
import { listedQuery, matchTmdbEndpoint } from './match-tmdb-endpoint.js';
import { TMDB_GET_ENDPOINTS } from './tmdb-get-endpoints.js';
import { isTmdbSessionEndpoint } from './tmdb-session-endpoints.js';

describe('matchTmdbEndpoint', () => {
  it('finds every template but a TMDB session’s from a path with its variables filled in, with or without a trailing slash', () => {
    for (const [template, names] of Object.entries(TMDB_GET_ENDPOINTS)) {
      if (isTmdbSessionEndpoint(template, names)) continue;
      const filled = template.replace(/\{time_window\}/, 'day').replace(/\{\w+\}/g, '12');
      expect(matchTmdbEndpoint(filled)?.template, filled).toBe(template);
      expect(matchTmdbEndpoint(`${filled}/`)?.template, `${filled}/`).toBe(template);
    }
  });

  it('prefers a fixed segment to a variable one', () => {
    expect(matchTmdbEndpoint('/3/movie/popular')?.template).toBe('/3/movie/popular');
    expect(matchTmdbEndpoint('/3/movie/550')?.template).toBe('/3/movie/{movie_id}');
    expect(matchTmdbEndpoint('/3/tv/season/7/changes')?.template).toBe(
      '/3/tv/season/{season_id}/changes',
    );
    expect(matchTmdbEndpoint('/3/tv/1399/season/1')?.template).toBe(
      '/3/tv/{series_id}/season/{season_number}',
    );
  });

  it('gives the query parameters the OpenAPI lists for the endpoint', () => {
    expect(matchTmdbEndpoint('/3/movie/550')?.queryNames).toEqual([
      'append_to_response',
      'language',
    ]);
    expect(matchTmdbEndpoint('/3/genre/movie/list')?.queryNames).toEqual(['language']);
  });

  it.each([
    '/3',
    '/3/',
    '/3/movie',
    '/3/movie/550/junk',
    '/3/movie/550/credits/more',
    '/3/nothing/here',
    '/3/account/1/favorite',
    '/3/account/1/watchlist/movies',
    '/3/authentication/token/new',
    '/3/authentication/guest_session/new',
    '/3/movie/550/account_states',
    '/3/list',
    '/3/movie/550//',
    '/3/movie//credits',
    '/3/movie/../credits',
    '/3/movie/a%2Fb',
    '/4/list/1',
    'movie/550',
    '/3/movie/__proto__/x',
  ])('finds nothing for %s', (path) => {
    expect(matchTmdbEndpoint(path)).toBeUndefined();
  });
});

describe('listedQuery', () => {
  it('keeps only the listed names', () => {
    expect(
      listedQuery({ language: 'en', junk: '1', api_key: 'k', page: '2' }, ['language', 'page']),
    ).toEqual({ language: 'en', page: '2' });
    expect(listedQuery({ junk: '1' }, [])).toEqual({});
  });
});
