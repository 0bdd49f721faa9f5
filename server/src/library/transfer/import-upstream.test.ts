import { describe, expect, it } from 'vitest';
import type {
  ImportAnswer,
  ImportEpisodeAnswer,
  ImportMatchAnswer,
  MarqueeExport,
} from '@marquee/tmdb-types/library-transfer';
import { notFound } from '../../http/tmdb-errors.js';
import { asMember, tmdbExample } from '../../test/library-test-kit.js';
import { LIBRARY_ENGINES, newUid } from '../../test/test-library.js';
import { useUpstreamLibraryApp } from '../../test/upstream-library-app.js';

// The fake TMDB answers every search with TMDB's sample search for "Fight Club", and every
// movie's details with its sample details (Star Wars), whatever the id.
const starWars = tmdbExample('movie-details.json') as { title: string };

describe.each(LIBRARY_ENGINES)('import in upstream mode on %s', (engine) => {
  const upstream = useUpstreamLibraryApp(engine);

  it("matches rows through TMDB's search, by name and year, and offers its best five otherwise", async () => {
    const member = asMember(upstream.app, newUid());
    const answer = await member.send<ImportMatchAnswer>(
      'POST',
      `/3/account/${member.uid}/import/match`,
      {
        rows: [
          { title: 'fight club', year: 1999, media_type: 'movie' },
          { title: 'Florence Fight Club', media_type: 'movie' },
          { title: 'Heat', year: 1995, media_type: 'movie' },
        ],
      },
    );
    expect(answer.status).toBe(200);
    const [fightClub, florence, heat] = answer.body.results;
    expect(fightClub).toMatchObject({ status: 'matched', title: { id: 550, media_type: 'movie' } });
    expect(florence).toMatchObject({
      status: 'ambiguous',
      candidates: [{ id: 323667 }, { id: 104782 }],
    });
    expect(heat?.status === 'ambiguous' && heat.candidates.map((title) => title.id)).toEqual([
      550, 289732, 323667, 973534, 883656,
    ]);
    const searches = upstream.fake
      .apiRequests()
      .filter((request) => request.path === '/3/search/movie');
    expect(searches.map((request) => request.query)).toContainEqual(
      expect.objectContaining({ query: 'fight club', year: '1999' }),
    );
  });

  it("matches a show by TheTVDB id through TMDB's /find, and a movie's row by its name", async () => {
    const member = asMember(upstream.app, newUid());
    const gameOfThrones = tmdbExample('tv-series-external-ids.json') as { tvdb_id: number };
    const answer = await member.send<ImportMatchAnswer>(
      'POST',
      `/3/account/${member.uid}/import/match`,
      {
        rows: [
          { tvdb_id: gameOfThrones.tvdb_id, title: 'GoT' },
          { tvdb_id: gameOfThrones.tvdb_id, media_type: 'movie', title: 'fight club', year: 1999 },
        ],
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.results).toMatchObject([
      { status: 'matched', title: { id: 1399, media_type: 'tv', name: 'Game of Thrones' } },
      { status: 'matched', title: { id: 550, media_type: 'movie' } },
    ]);
    const finds = upstream.fake
      .apiRequests()
      .filter((request) => request.path === `/3/find/${gameOfThrones.tvdb_id}`);
    expect(finds.map((request) => request.query)).toEqual([
      expect.objectContaining({ external_source: 'tvdb_id' }),
    ]);
  });

  it("maps episodes by the show's seasons on TMDB, and by TheTVDB id through TMDB's /find", async () => {
    const member = asMember(upstream.app, newUid());
    // Game of Thrones' first episode (every show's details on the fake are Game of Thrones').
    const winterIsComing = tmdbExample('tv-episode-external-ids.json') as { tvdb_id: number };
    const episodes = (rows: object[]) =>
      member.send<ImportEpisodeAnswer>('POST', `/3/account/${member.uid}/import/episodes`, {
        rows,
      });
    const answer = await episodes([
      { show_id: 1399, season_number: 8, episode_number: 6 },
      { show_id: 1399, season_number: 2011, episode_number: 1, tvdb_id: winterIsComing.tvdb_id },
      { show_id: 1399, season_number: 2011, episode_number: 2, tvdb_id: 99_999_999 },
      { show_id: 1399, season_number: 1, episode_number: 11 },
      // Another show's episode, as /find names its show.
      { show_id: 1400, season_number: 2011, episode_number: 1, tvdb_id: winterIsComing.tvdb_id },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { status: 'matched', season_number: 8, episode_number: 6 },
      { status: 'matched', season_number: 1, episode_number: 1 },
      { status: 'not_found' },
      { status: 'not_found' },
      { status: 'not_found' },
    ]);
    const finds = upstream.fake
      .apiRequests()
      .filter((request) => request.path === `/3/find/${winterIsComing.tvdb_id}`);
    expect(finds.map((request) => request.query)).toContainEqual(
      expect.objectContaining({ external_source: 'tvdb_id' }),
    );
    // A show TMDB does not have: not found, every row of it.
    upstream.fake.setFault({ kind: 'status', status: 404, body: notFound().toBody() });
    const lacking = await episodes([
      { show_id: 4_141_414, season_number: 1, episode_number: 1 },
      { show_id: 4_141_414, season_number: 1, episode_number: 2, tvdb_id: 77 },
    ]);
    expect(lacking.body.results).toEqual([{ status: 'not_found' }, { status: 'not_found' }]);
    upstream.fake.setFault({ kind: 'status', status: 500 });
    const failing = await episodes([{ show_id: 4_242_421, season_number: 1, episode_number: 1 }]);
    expect(failing).toMatchObject({ status: 503, body: { status_code: 9 } });
    upstream.fake.setFault(undefined);
  });

  it('looks up a title it has no details of on TMDB, and keeps them', async () => {
    const member = asMember(upstream.app, newUid());
    const answer = await member.send<ImportAnswer>('POST', `/3/account/${member.uid}/import`, {
      watchlist: [{ media_type: 'movie', media_id: 4_242_424, added_at: '2024-01-01' }],
    });
    expect(answer.body.added).toMatchObject({ watchlist: 1 });
    expect(upstream.fake.apiRequests().map((request) => request.path)).toContain(
      '/3/movie/4242424',
    );
    const exported = await member.get<MarqueeExport>(`/3/account/${member.uid}/export`);
    expect(exported.body.watchlist).toEqual([
      {
        media_type: 'movie',
        media_id: 4_242_424,
        title: starWars.title,
        year: 1977,
        added_at: '2024-01-01T00:00:00.000Z',
      },
    ]);
  });

  it("rates imported episodes as TMDB's season lists them, asking for each season once", async () => {
    const member = asMember(upstream.app, newUid());
    // Every season on the fake is TMDB's sample season, whatever the show.
    const season = tmdbExample('tv-season-details.json') as {
      episodes: Array<{ id: number; name: string }>;
    };
    const showId = 4_343_431;
    const rating = (episodeNumber: number, rated = 8) => ({
      show_id: showId,
      season_number: 1,
      episode_number: episodeNumber,
      rating: rated,
    });
    const answer = await member.send<ImportAnswer>('POST', `/3/account/${member.uid}/import`, {
      episode_ratings: [rating(1), rating(2, 6.5)],
    });
    expect(answer.body.added).toMatchObject({ episode_ratings: 2 });
    const asked = upstream.fake
      .apiRequests()
      .filter((request) => request.path === `/3/tv/${showId}/season/1`);
    expect(asked).toHaveLength(1);
    const rated = await member.get<{ results: Array<Record<string, unknown>> }>(
      `/3/account/${member.uid}/rated/tv/episodes`,
    );
    expect(rated.body.results.map((episode) => [episode.id, episode.name, episode.rating])).toEqual(
      expect.arrayContaining([
        [season.episodes[0]?.id, season.episodes[0]?.name, 8],
        [season.episodes[1]?.id, season.episodes[1]?.name, 6.5],
      ]),
    );

    upstream.fake.setFault({ kind: 'status', status: 500 });
    const failing = await member.send('POST', `/3/account/${member.uid}/import`, {
      episode_ratings: [{ ...rating(1, 2), show_id: 4_343_432 }],
    });
    expect(failing).toMatchObject({ status: 503, body: { status_code: 9 } });
    upstream.fake.setFault(undefined);
    expect(
      (await member.get<MarqueeExport>(`/3/account/${member.uid}/export`)).body.episode_ratings,
    ).toHaveLength(2);
  });

  it('answers 503 with retry-after and writes nothing when TMDB cannot be asked', async () => {
    const member = asMember(upstream.app, newUid());
    upstream.fake.setFault({ kind: 'status', status: 500 });
    const imported = await member.send('POST', `/3/account/${member.uid}/import`, {
      ratings: [{ media_type: 'movie', media_id: 5_353_535, rating: 8 }],
    });
    expect(imported).toMatchObject({ status: 503, body: { status_code: 9, success: false } });
    expect(Number(imported.headers['retry-after'])).toBeGreaterThan(0);
    const matched = await member.send('POST', `/3/account/${member.uid}/import/match`, {
      rows: [{ title: 'Something new', media_type: 'movie' }],
    });
    expect(matched).toMatchObject({ status: 503, body: { status_code: 9 } });
    upstream.fake.setFault(undefined);
    expect(
      (await member.get<MarqueeExport>(`/3/account/${member.uid}/export`)).body.ratings,
    ).toEqual([]);
    expect(
      upstream.logLines.some((line) => line.includes('TMDB could not be asked about a title')),
    ).toBe(true);
  });
});
