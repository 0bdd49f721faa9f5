import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountStates, TitleAccountStatesAnswer } from '@marquee/tmdb-types/account';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';
import { asMember, expectTmdbShape, libraryApp } from '../../test/library-test-kit.js';

describe.each(LIBRARY_ENGINES)('account states over HTTP on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store);
  });

  it("answers TMDB's account_states of a title, with Marquee's watched and list_ids", async () => {
    const member = asMember(app, newUid());
    const account = `/3/account/${member.uid}`;
    await member.send('POST', `${account}/watchlist`, {
      media_type: 'movie',
      media_id: 21,
      watchlist: true,
    });
    await member.send('POST', `${account}/favorite`, {
      media_type: 'movie',
      media_id: 21,
      favorite: true,
    });
    await member.send('POST', '/3/movie/21/rating', { value: 7.5 });
    for (let time = 0; time < 2; time += 1)
      await member.send('POST', `${account}/diary`, {
        media_type: 'movie',
        media_id: 21,
        watched_on: '2026-01-0' + String(time + 1),
      });
    const list = await member.send<{ list_id: number }>('POST', '/3/list', { name: 'Picks' });
    await member.send('POST', `/3/list/${list.body.list_id}/add_item`, { media_id: 21 });

    const answer = await member.get<AccountStates>('/3/movie/21/account_states');
    expect(answer.status).toBe(200);
    expectTmdbShape(answer.body, 'movie-account-states.json');
    expect(answer.body).toEqual({
      id: 21,
      favorite: true,
      rated: { value: 7.5 },
      watchlist: true,
      watched: 2,
      list_ids: [list.body.list_id],
    });
    // The show with the same id is another title.
    expect((await member.get('/3/tv/21/account_states')).body).toMatchObject({
      watchlist: false,
      rated: false,
    });
  });

  it('answers for any id, known to the catalogue or not, with everything false', async () => {
    const member = asMember(app, newUid());
    expect((await member.get('/3/tv/99999/account_states')).body).toEqual({
      id: 99999,
      favorite: false,
      rated: false,
      watchlist: false,
      watched: 0,
      list_ids: [],
    });
    expect((await member.get('/3/movie/x1/account_states')).status).toBe(404);
  });

  it("answers a page of cards' states in one request, in the order asked", async () => {
    const member = asMember(app, newUid());
    await member.send('POST', `/3/account/${member.uid}/watchlist`, {
      media_type: 'tv',
      media_id: 22,
      watchlist: true,
    });
    const answer = await member.get<TitleAccountStatesAnswer>(
      `/3/account/${member.uid}/account_states?items=movie:22,tv:22,movie:99999`,
    );
    expect(answer.status).toBe(200);
    expect(
      answer.body.results.map((state) => [state.media_type, state.id, state.watchlist]),
    ).toEqual([
      ['movie', 22, false],
      ['tv', 22, true],
      ['movie', 99999, false],
    ]);
    expect((await member.get(`/3/account/${member.uid}/account_states?items=`)).body).toEqual({
      results: [],
    });
  });

  it('refuses more than 100 titles, and titles it cannot read, with 422 code 5', async () => {
    const member = asMember(app, newUid());
    const many = Array.from({ length: 101 }, (_, index) => `movie:${index + 1}`).join(',');
    const hundred = Array.from({ length: 100 }, (_, index) => `tv:${index + 1}`).join(',');
    const url = `/3/account/${member.uid}/account_states`;
    expect(
      (await member.get<TitleAccountStatesAnswer>(`${url}?items=${hundred}`)).body.results,
    ).toHaveLength(100);
    for (const query of [
      `items=${many}`,
      'items=person:1',
      'items=movie',
      'items=movie:0',
      'items=movie:1,,tv:2',
      'items=movie:99999999999999999',
      '',
    ]) {
      const answer = await member.get(`${url}?${query}`);
      expect(answer.status, query.slice(0, 40)).toBe(422);
      expect(answer.body).toMatchObject({ status_code: 5, success: false });
    }
  });
});
