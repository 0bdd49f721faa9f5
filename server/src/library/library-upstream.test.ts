import { describe, expect, it } from 'vitest';
import type { LibraryPage } from '@marquee/tmdb-types/account';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { MarkWatchedAnswer, UpNextPage } from '@marquee/tmdb-types/episode-progress';
import { asMember, tmdbExample } from '../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid } from '../test/test-library.js';
import { useUpstreamLibraryApp } from '../test/upstream-library-app.js';

const fightClub = tmdbExample('movie-details.json') as unknown as MovieDetails;

describe.each(LIBRARY_ENGINES)('the library in upstream mode on %s', (engine) => {
  const upstream = useUpstreamLibraryApp(engine);

  const tmdbAsked = (path: string) =>
    upstream.fake.apiRequests().filter((request) => request.path === path);

  it("answers the library here, with the title's details from TMDB through the cache", async () => {
    const member = asMember(upstream.app, newUid());
    const url = `/3/account/${member.uid}/watchlist`;
    const add = { media_type: 'movie', media_id: 550, watchlist: true };
    expect((await member.send('POST', url, add)).status).toBe(201);
    const page = await member.get<LibraryPage>(`${url}/movies`);
    expect(page.status).toBe(200);
    expect(page.body.results).toEqual([
      expect.objectContaining({
        id: 550,
        media_type: 'movie',
        title: fightClub.title,
        poster_path: fightClub.poster_path,
        genre_ids: fightClub.genres.map((genre) => genre.id),
      }),
    ]);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(tmdbAsked('/3/movie/550')).toHaveLength(1);
    // A second add is answered from the upstream cache.
    await member.send('POST', `/3/account/${member.uid}/favorite`, { ...add, favorite: true });
    expect(tmdbAsked('/3/movie/550')).toHaveLength(1);
    // Nothing of the library itself ever went to TMDB.
    expect(
      upstream.fake.apiRequests().filter((request) => !/^\/3\/(movie|tv)\/\d+$/.test(request.path)),
    ).toEqual([]);
  });

  it("never forwards the account and list paths, TMDB's own included", async () => {
    const member = asMember(upstream.app, newUid());
    const before = upstream.fake.apiRequests().length;
    for (const url of [
      `/3/account/${member.uid}/watchlist/movies`,
      `/3/account/${member.uid}/rated/tv`,
      `/3/account/${member.uid}/lists`,
      `/3/account/${member.uid}/rated/tv/episodes`,
      `/3/account/${member.uid}`,
      '/3/list/1',
      '/3/list/1/item_status?movie_id=550',
      '/3/movie/550/account_states',
    ])
      expect((await member.get(url)).status, url).toBeLessThan(500);
    expect(upstream.fake.apiRequests()).toHaveLength(before);
    const anonymous = await upstream.app.inject({ url: '/3/movie/550/account_states' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers an id TMDB does not know with 404 code 34', async () => {
    const member = asMember(upstream.app, newUid());
    upstream.fake.setFault({
      kind: 'status',
      status: 404,
      body: { status_code: 34, status_message: 'Not found.', success: false },
    });
    const answer = await member.send('POST', '/3/tv/987654/rating', { value: 6 });
    expect(answer).toMatchObject({ status: 404, body: { status_code: 34, success: false } });
    expect((await member.get(`/3/account/${member.uid}/rated`)).body).toMatchObject({
      total_results: 0,
    });
  });

  it('answers 503 code 9 with retry-after when TMDB cannot be reached, and logs it', async () => {
    const member = asMember(upstream.app, newUid());
    for (const fault of [{ kind: 'drop' }, { kind: 'status', status: 500 }] as const) {
      upstream.fake.setFault(fault);
      const answer = await member.send('POST', `/3/account/${member.uid}/diary`, {
        media_type: 'movie',
        media_id: 123_456 + (fault.kind === 'drop' ? 0 : 1),
        watched_on: '2026-01-01',
      });
      expect(answer, fault.kind).toMatchObject({
        status: 503,
        body: { status_code: 9, success: false },
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(
      upstream.logLines.some((line) => line.includes('TMDB could not be asked about a title')),
    ).toBe(true);
    expect((await member.get(`/3/account/${member.uid}/diary`)).body).toMatchObject({
      total_results: 0,
    });
    // Removing needs nobody's details.
    expect(
      (
        await member.send('POST', `/3/account/${member.uid}/watchlist`, {
          media_type: 'movie',
          media_id: 1,
          watchlist: false,
        })
      ).status,
    ).toBe(200);
  });

  it('marks episodes and answers Up next from TMDB’s show and season, through the cache', async () => {
    const member = asMember(upstream.app, newUid());
    const marked = await member.send<MarkWatchedAnswer>(
      'POST',
      '/3/tv/1399/season/1/episode/1/watched',
      { watched_on: '2026-01-02' },
    );
    expect(marked).toMatchObject({ status: 201, body: { watches: [{ show_id: 1399 }] } });
    const next = await member.get<UpNextPage>(`/3/account/${member.uid}/up_next`);
    expect(next.body.results).toMatchObject([
      {
        show: { id: 1399, name: 'Game of Thrones' },
        next_episode: { season_number: 1, episode_number: 2 },
        watched_episodes: 1,
      },
    ]);
    expect((await member.send('POST', '/3/tv/1399/season/1/episode/99/watched', {})).status).toBe(
      404,
    );
    expect(tmdbAsked('/3/tv/1399/season/1')).toHaveLength(1);
    expect(tmdbAsked('/3/tv/1399')).toHaveLength(1);
  });
});
