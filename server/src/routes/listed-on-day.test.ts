import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { getJson } from '../test/test-catalogue.js';
import { testApp } from '../test/test-app.js';

// Years after the generator's newest: only a current film's moved date falls in one.
const DAY = '2031-03-01';
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ now: () => new Date(`${DAY}T08:00:00Z`) });
});
afterAll(() => app.close());

type Listed = AnyListItem & { release_date?: string; known_for?: Listed[] };

/** Every movie of a page, a person's known_for included. */
function moviesOf(items: readonly Listed[]): Listed[] {
  return items.flatMap((item) => [
    ...(item.release_date === undefined ? [] : [item]),
    ...moviesOf(item.known_for ?? []),
  ]);
}

async function listed(paths: readonly string[]): Promise<Listed[]> {
  const pages = await Promise.all(paths.map((path) => getJson<Page<Listed>>(app, path)));
  return pages.flatMap(({ body }) => moviesOf(body.results));
}

/** Checks every listed movie's date against its details and says how many had moved. */
async function expectDatedAsDetails(movies: readonly Listed[]): Promise<number> {
  let moved = 0;
  for (const movie of movies) {
    const { body } = await getJson<MovieDetails>(app, `/3/movie/${movie.id}`);
    expect(movie.release_date, `movie ${movie.id}`).toBe(body.release_date);
    if (Number(body.release_date.slice(0, 4)) > 2025) moved += 1;
  }
  return moved;
}

describe('a current film in search, trending, similar and recommendations', () => {
  it('is listed with the date its details give on the day, as popular and discover list it', async () => {
    const trending = await listed(
      ['movie', 'all', 'person'].flatMap((media) =>
        [1, 2, 3].map((page) => `/3/trending/${media}/day?page=${page}`),
      ),
    );
    expect(await expectDatedAsDetails(trending)).toBeGreaterThan(0);

    const words = [
      ...new Set(trending.flatMap((movie) => ('title' in movie ? movie.title : '').split(' '))),
    ]
      .filter((word) => word.length > 3)
      .slice(0, 5);
    const searched = await listed(
      words.flatMap((word) => [
        `/3/search/movie?query=${encodeURIComponent(word)}`,
        `/3/search/multi?query=${encodeURIComponent(word)}`,
      ]),
    );
    expect(await expectDatedAsDetails(searched)).toBeGreaterThan(0);

    const ids = trending.slice(0, 5).map((movie) => movie.id);
    const related = await listed(
      ids.flatMap((id) => [`/3/movie/${id}/similar`, `/3/movie/${id}/recommendations`]),
    );
    const appended = await Promise.all(
      ids.map(
        async (id) =>
          (
            await getJson<{ similar: Page<Listed>; recommendations: Page<Listed> }>(
              app,
              `/3/movie/${id}?append_to_response=similar,recommendations`,
            )
          ).body,
      ),
    );
    const inDetails = appended.flatMap((details) =>
      moviesOf([...details.similar.results, ...details.recommendations.results]),
    );
    expect(await expectDatedAsDetails([...related, ...inDetails])).toBeGreaterThan(0);
  });
});
