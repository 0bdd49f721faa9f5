import { describe, expect, it } from 'vitest';
import type {
  ImportAnswer,
  ImportMatchAnswer,
  MarqueeExport,
} from '@marquee/tmdb-types/library-transfer';
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
