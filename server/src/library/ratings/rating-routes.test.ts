import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RatedLibraryPage } from '@marquee/tmdb-types/account';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { asMember, expectTmdbShape, libraryApp } from '../../test/library-test-kit.js';

const RATING_RULE = 'A rating is a number from 0.5 to 10 in steps of 0.5.';

describe.each(LIBRARY_ENGINES)('ratings over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  it.each(['movie', 'tv'])(
    'rates a %s with 201 code 1, re-rates with 200 code 12, and deletes with 200 code 13',
    async (media) => {
      const member = asMember(app, newUid());
      expect(await member.send('POST', `/3/${media}/9/rating`, { value: 8.5 })).toMatchObject({
        status: 201,
        body: { status_code: 1, status_message: 'Success.' },
      });
      expect(await member.send('POST', `/3/${media}/9/rating`, { value: 3 })).toMatchObject({
        status: 200,
        body: { status_code: 12 },
      });
      const states = await member.get(`/3/${media}/9/account_states`);
      expect(states.body).toMatchObject({ id: 9, rated: { value: 3 } });
      for (let time = 0; time < 2; time += 1)
        expect(await member.send('DELETE', `/3/${media}/9/rating`)).toMatchObject({
          status: 200,
          body: { status_code: 13 },
        });
      expect((await member.get(`/3/${media}/9/account_states`)).body).toMatchObject({
        rated: false,
      });
    },
  );

  it('answers concurrent first ratings of a title with one 201, the others 200 code 12', async () => {
    const member = asMember(app, newUid());
    const answers = await Promise.all(
      [2, 4, 6, 8, 10].map((value) => member.send('POST', '/3/movie/15/rating', { value })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    for (const answer of answers.filter((each) => each.status === 200))
      expect(answer.body).toMatchObject({ status_code: 12 });
  });

  it("answers the rated lists in TMDB's shape, each item with the member's rating", async () => {
    const member = asMember(app, newUid());
    await member.send('POST', '/3/movie/11/rating', { value: 6 });
    await member.send('POST', '/3/tv/12/rating', { value: 9.5 });
    await member.send('POST', '/3/movie/13/rating', { value: 0.5 });
    const movies = await member.get<RatedLibraryPage>(`/3/account/${member.uid}/rated/movies`);
    expectTmdbShape(movies.body, 'account-rated-movies.json');
    expect(movies.body.results.map((item) => [item.id, item.rating])).toEqual([
      [11, 6],
      [13, 0.5],
    ]);
    const shows = await member.get<RatedLibraryPage>(`/3/account/${member.uid}/rated/tv`);
    expectTmdbShape(shows.body, 'account-rated-tv.json');
    expect(shows.body.results.map((item) => [item.id, item.rating])).toEqual([[12, 9.5]]);

    const both = await member.get<RatedLibraryPage>(`/3/account/${member.uid}/rated`);
    expect(both.body.results.map((item) => `${item.media_type}:${item.id}`)).toEqual([
      'movie:13',
      'tv:12',
      'movie:11',
    ]);
    const byRating = await member.get<RatedLibraryPage>(
      `/3/account/${member.uid}/rated?sort_by=rating.desc`,
    );
    expect(byRating.body.results.map((item) => item.rating)).toEqual([9.5, 6, 0.5]);
  });

  it("refuses a rating off TMDB's scale with 422 code 5 and the rule", async () => {
    const member = asMember(app, newUid());
    for (const value of [0, 10.5, 7.3, -1, 11]) {
      const answer = await member.send('POST', '/3/movie/14/rating', { value });
      expect(answer, String(value)).toMatchObject({
        status: 422,
        body: { status_code: 5, status_message: RATING_RULE, success: false },
      });
    }
    for (const body of [{}, { value: 'eight' }, { rating: 8 }]) {
      const answer = await member.send('POST', '/3/movie/14/rating', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    expect((await member.get(`/3/account/${member.uid}/rated`)).body).toMatchObject({
      total_results: 0,
    });
  });

  it('answers titles the catalogue does not have, and ids that are not ids, with 404 code 34', async () => {
    const member = asMember(app, newUid());
    for (const url of ['/3/movie/99999/rating', '/3/tv/99999/rating', '/3/movie/abc/rating']) {
      const answer = await member.send('POST', url, { value: 5 });
      expect(answer, url).toMatchObject({ status: 404, body: { status_code: 34 } });
    }
  });
});
