import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListCreated } from '@marquee/tmdb-types/account';
import type { RecommendationsPage } from '@marquee/tmdb-types/library-sharing';
import { asMember, libraryApp, type MemberClient } from '../../test/library-test-kit.js';
import { buildTestCatalogue } from '../../test/test-catalogue.js';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

const test = buildTestCatalogue();
afterAll(() => test.cleanup());

const NOTHING = { page: 1, results: [], total_pages: 0, total_results: 0 };

/** Movies of the test catalogue with a full page of recommendations, most popular first. */
function wellConnectedMovies(count: number): number[] {
  return test.catalogue
    .popularityLeaders('movie', 100)
    .map((leader) => leader.id)
    .filter((id) => test.catalogue.recommendations('movie', id, 1).results.length >= 20)
    .slice(0, count);
}

const recommendedIds = (id: number) =>
  test.catalogue.recommendations('movie', id, 1).results.map((item) => item.id);

const titleOf = (id: number) => JSON.parse(test.catalogue.detailsJson('movie', id) ?? '{}').title;

describe.each(LIBRARY_ENGINES)('"For you" on %s', (engine) => {
  const library = useTestLibrary(engine);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await libraryApp(library.store, { source: test.source });
  });

  const forYou = async (member: MemberClient) => {
    const answer = await member.get<RecommendationsPage>(
      `/3/account/${member.uid}/recommendations`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    return answer.body;
  };
  const rate = (member: MemberClient, id: number, value: number) =>
    member.send('POST', `/3/movie/${id}/rating`, { value });

  it('is empty until the member rates something 7 or more or favourites it', async () => {
    const member = asMember(app, newUid());
    const [movie, other] = wellConnectedMovies(2) as [number, number];
    expect(await forYou(member)).toEqual(NOTHING);
    await rate(member, movie, 6.5);
    await member.send('POST', `/3/account/${member.uid}/watchlist`, {
      media_type: 'movie',
      media_id: other,
      watchlist: true,
    });
    expect(await forYou(member)).toEqual(NOTHING);
  });

  it('changes after a rating of 7 or more: the liked title’s recommendations, each with it as the reason', async () => {
    const member = asMember(app, newUid());
    const [movie] = wellConnectedMovies(1) as [number];
    expect(await forYou(member)).toEqual(NOTHING);
    await rate(member, movie, 8);
    const page = await forYou(member);
    expect(page).toMatchObject({ page: 1, total_pages: 1, total_results: 20 });
    expect(page.results.map((title) => title.id)).toEqual(recommendedIds(movie).slice(0, 20));
    for (const title of page.results) {
      expect(title.media_type).toBe('movie');
      expect(title.because).toEqual({ media_type: 'movie', id: movie, title: titleOf(movie) });
    }
    // Unrated again: nothing liked, nothing recommended.
    await member.send('DELETE', `/3/movie/${movie}/rating`);
    expect(await forYou(member)).toEqual(NOTHING);
  });

  it('leaves out what the member watched, rated, favourited, or put on the watchlist or a list', async () => {
    const member = asMember(app, newUid());
    const [movie] = wellConnectedMovies(1) as [number];
    await member.send('POST', `/3/account/${member.uid}/favorite`, {
      media_type: 'movie',
      media_id: movie,
      favorite: true,
    });
    const [watchlisted, rated, watched, listed, favourite] = recommendedIds(movie) as [
      number,
      number,
      number,
      number,
      number,
    ];
    await member.send('POST', `/3/account/${member.uid}/watchlist`, {
      media_type: 'movie',
      media_id: watchlisted,
      watchlist: true,
    });
    await rate(member, rated, 2);
    await member.send('POST', `/3/account/${member.uid}/diary`, {
      media_type: 'movie',
      media_id: watched,
      watched_on: '2026-01-01',
    });
    const list = await member.send<ListCreated>('POST', '/3/list', { name: 'Later' });
    await member.send('POST', `/3/list/${list.body.list_id}/add_item`, { media_id: listed });
    await member.send('POST', `/3/account/${member.uid}/favorite`, {
      media_type: 'movie',
      media_id: favourite,
      favorite: true,
    });

    const ids = (await forYou(member)).results.map((title) => title.id);
    expect(ids).toHaveLength(20);
    for (const left of [movie, watchlisted, rated, watched, listed, favourite])
      expect(ids).not.toContain(left);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws on several liked titles, naming for each title the one that leads to it most', async () => {
    const member = asMember(app, newUid());
    const seeds = wellConnectedMovies(3);
    for (const seed of seeds) await rate(member, seed, 9);
    const page = await forYou(member);
    expect(page.results).toHaveLength(20);
    const reasons = new Set(page.results.map((title) => title.because.id));
    for (const title of page.results) {
      const because = title.because;
      expect(seeds).toContain(because.id);
      expect(because.title).toBe(titleOf(because.id));
      // The reason recommends it, at a place no other liked title beats (all rated alike).
      const place = (seed: number) => {
        const index = recommendedIds(seed).indexOf(title.id);
        return index === -1 ? Number.POSITIVE_INFINITY : index;
      };
      const best = Math.min(...seeds.map(place));
      expect(place(because.id)).toBe(best);
    }
    expect(reasons.size).toBeGreaterThan(1);
  });

  it("never follows another member's likes", async () => {
    const [a, b] = [asMember(app, newUid()), asMember(app, newUid())];
    const [movie] = wellConnectedMovies(1) as [number];
    await rate(a, movie, 10);
    expect((await forYou(a)).total_results).toBe(20);
    expect(await forYou(b)).toEqual(NOTHING);
    expect(await b.get(`/3/account/${a.uid}/recommendations`)).toMatchObject({
      status: 404,
      body: { status_code: 34 },
    });
  });
});
