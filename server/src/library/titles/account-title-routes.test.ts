import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryPage } from '@marquee/tmdb-types/account';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { asMember, expectTmdbShape, libraryApp } from '../../test/library-test-kit.js';

// The test catalogue's movies are ids 1 to 300 and its shows 1 to 150.
const UNKNOWN_ID = 99_999;

const ids = (page: LibraryPage) => page.results.map((item) => `${item.media_type}:${item.id}`);

describe.each(LIBRARY_ENGINES)('the watchlist and favourites over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  describe.each([
    { path: 'watchlist', field: 'watchlist', movies: 'account-watchlist-movies.json' },
    { path: 'favorite', field: 'favorite', movies: 'account-get-favorites.json' },
  ])('/account/{account_id}/$path', ({ path, field, movies }) => {
    it("adds with 201 code 1, again with 200 code 12, and removes with 200 code 13 (also what isn't there)", async () => {
      const member = asMember(app, newUid());
      const url = `/3/account/${member.uid}/${path}`;
      const add = { media_type: 'movie', media_id: 7, [field]: true };
      expect(await member.send('POST', url, add)).toMatchObject({
        status: 201,
        body: { status_code: 1, status_message: 'Success.' },
      });
      expect(await member.send('POST', url, add)).toMatchObject({
        status: 200,
        body: { status_code: 12, status_message: 'The item/record was updated successfully.' },
      });
      const remove = { ...add, [field]: false };
      for (let time = 0; time < 2; time += 1)
        expect(await member.send('POST', url, remove)).toMatchObject({
          status: 200,
          body: { status_code: 13, status_message: 'The item/record was deleted successfully.' },
        });
      expect((await member.get<LibraryPage>(`${url}/movies`)).body.total_results).toBe(0);
    });

    it("answers TMDB's pages of movies and of shows, in TMDB's shape, oldest first", async () => {
      const member = asMember(app, newUid());
      const url = `/3/account/${member.uid}/${path}`;
      for (const [media_type, media_id] of [
        ['movie', 3],
        ['tv', 4],
        ['movie', 5],
      ] as const)
        expect(
          (await member.send('POST', url, { media_type, media_id, [field]: true })).status,
        ).toBe(201);

      const movieAnswer = await member.get<LibraryPage>(`${url}/movies`);
      expect(movieAnswer.status).toBe(200);
      expectTmdbShape(movieAnswer.body, movies);
      expect(movieAnswer.body).toMatchObject({ page: 1, total_pages: 1, total_results: 2 });
      expect(ids(movieAnswer.body)).toEqual(['movie:3', 'movie:5']);
      const catalogueMovie = await app.inject({ url: '/3/movie/3' });
      expect(movieAnswer.body.results[0]).toMatchObject({
        title: catalogueMovie.json<{ title: string }>().title,
        media_type: 'movie',
      });

      const showAnswer = await member.get<LibraryPage>(`${url}/tv`);
      expectTmdbShape(showAnswer.body, 'account-watchlist-tv.json');
      expect(ids(showAnswer.body)).toEqual(['tv:4']);

      // Marquee's read of both kinds is newest first, and filters by media_type.
      expect(ids((await member.get<LibraryPage>(url)).body)).toEqual([
        'movie:5',
        'tv:4',
        'movie:3',
      ]);
      expect(ids((await member.get<LibraryPage>(`${url}?media_type=tv`)).body)).toEqual(['tv:4']);
      expect(
        ids((await member.get<LibraryPage>(`${url}/movies?sort_by=created_at.desc`)).body),
      ).toEqual(['movie:5', 'movie:3']);
    });

    it('sorts by the details, filters by genre and decade, and pages by 20', async () => {
      const member = asMember(app, newUid());
      const url = `/3/account/${member.uid}/${path}`;
      for (let id = 1; id <= 22; id += 1)
        await member.send('POST', url, { media_type: 'movie', media_id: id, [field]: true });
      const byTitle = (await member.get<LibraryPage>(`${url}/movies?sort_by=title.asc`)).body;
      const titles = byTitle.results.map((item) => (item as { title: string }).title);
      expect(titles).toEqual(
        [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      expect(byTitle).toMatchObject({ total_results: 22, total_pages: 2 });
      expect((await member.get<LibraryPage>(`${url}/movies?page=2`)).body.results).toHaveLength(2);
      expect((await member.get<LibraryPage>(`${url}/movies?page=3`)).body).toMatchObject({
        page: 3,
        results: [],
        total_results: 22,
      });

      const genre = byTitle.results[0]?.genre_ids[0] as number;
      const withGenre = (await member.get<LibraryPage>(`${url}?with_genres=${genre}`)).body;
      expect(withGenre.total_results).toBeGreaterThan(0);
      for (const item of withGenre.results) expect(item.genre_ids).toContain(genre);

      const year = Number(
        (byTitle.results[0] as { release_date: string }).release_date.slice(0, 4),
      );
      const decade = year - (year % 10);
      const ofDecade = (await member.get<LibraryPage>(`${url}?decade=${decade}`)).body;
      expect(ofDecade.total_results).toBeGreaterThan(0);
      for (const item of ofDecade.results) {
        const released = Number((item as { release_date: string }).release_date.slice(0, 4));
        expect(released - (released % 10)).toBe(decade);
      }
    });

    it('answers an id the catalogue does not have with 404 code 34, and keeps nothing', async () => {
      const member = asMember(app, newUid());
      const url = `/3/account/${member.uid}/${path}`;
      const answer = await member.send('POST', url, {
        media_type: 'tv',
        media_id: UNKNOWN_ID,
        [field]: true,
      });
      expect(answer).toMatchObject({ status: 404, body: { status_code: 34, success: false } });
      expect((await member.get<LibraryPage>(url)).body.total_results).toBe(0);
    });

    it('refuses bodies of the wrong shape with code 5, never a 5xx', async () => {
      const member = asMember(app, newUid());
      const url = `/3/account/${member.uid}/${path}`;
      for (const body of [
        { media_type: 'person', media_id: 1, [field]: true },
        { media_type: 'movie', media_id: 'one', [field]: true },
        { media_type: 'movie', media_id: 1.5, [field]: true },
        { media_type: 'movie', [field]: true },
        { media_type: 'movie', media_id: 1 },
        { media_type: 'movie', media_id: 1, [field]: 'yes please' },
        // Values are taken as sent, never converted.
        { media_type: 'movie', media_id: true, [field]: true },
        { media_type: 'movie', media_id: '7', [field]: true },
        { media_type: 'movie', media_id: 7, [field]: 1 },
      ]) {
        const answer = await member.send('POST', url, body);
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body).toMatchObject({ status_code: 5, success: false });
      }
      for (const id of [0, -1, 2_147_483_648]) {
        const answer = await member.send('POST', url, {
          media_type: 'movie',
          media_id: id,
          [field]: true,
        });
        expect(answer, String(id)).toMatchObject({ status: 422, body: { status_code: 5 } });
        expect((answer.body as { status_message: string }).status_message).toContain(
          'not a title id',
        );
      }
    });
  });

  it('refuses unknown sorts, genres, decades, kinds and pages with 422 code 5', async () => {
    const member = asMember(app, newUid());
    const url = `/3/account/${member.uid}/watchlist`;
    for (const query of [
      'sort_by=added.asc',
      'sort_by=title',
      'sort_by=title.up',
      'sort_by=watched_on.desc',
      'sort_by=original_order.asc',
      'with_genres=action',
      'with_genres=0',
      'with_genres=12,16',
      'decade=1995',
      'decade=199O',
      'media_type=person',
      'page=0',
      'page=1001',
      'page=1.5',
      'page=',
    ]) {
      const answer = await member.get(`${url}?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body, query).toMatchObject({ status_code: 5, success: false });
    }
    expect((await member.get(`${url}/movies?page=1000`)).status).toBe(200);
  });
});
