import { describe, expect, it } from 'vitest';
import { TmdbHttpError } from '../http/tmdb-errors.js';
import type { TitleRef } from '../library/store/library-limits.js';
import type { UpstreamAnswer } from '../upstream/cached-upstream.js';
import type { Upstream } from '../upstream/open-upstream.js';
import { upstreamTitleCatalogue } from './upstream-title-catalogue.js';

function movie(id: number, title: string, year: number) {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [18],
    id,
    original_language: 'en',
    original_title: title,
    overview: '',
    popularity: 10 - id / 100,
    poster_path: null,
    release_date: `${year}-05-01`,
    title,
    video: false,
    vote_average: 7,
    vote_count: 10,
  };
}

/** TMDB as a table of answers by path and query; everything asked is kept in `asked`. */
function fakeTmdb(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: string[] = [];
  const upstream = {
    api: {
      async get(path: string, query: Readonly<Record<string, string>>): Promise<UpstreamAnswer> {
        const key = `${path}?${new URLSearchParams(query).toString()}`;
        asked.push(key);
        const answer = answers[key] ?? { status: 200, body: { page: 1, results: [] } };
        return {
          status: answer.status ?? 200,
          body: Buffer.from(JSON.stringify(answer.body)),
          cache: 'MISS',
          ageSeconds: undefined,
          failure: undefined,
        };
      },
    },
  } as unknown as Upstream;
  const catalogue = upstreamTitleCatalogue(upstream);
  // byId is how the title matcher asks for a row's id (title-matcher.ts): a 404 is no title.
  async function byId(title: TitleRef) {
    try {
      return await catalogue.find(title);
    } catch (error) {
      if (error instanceof TmdbHttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
  const source = { ...catalogue, byId };
  return { source, asked };
}

const HEAT_1995 = movie(949, 'Heat', 1995);
const HEAT_1986 = movie(11, 'Heat', 1986);
const HEATWAVE = movie(12, 'Heatwave', 1995);

describe('matching titles against TMDB', () => {
  it('finds an IMDb id with /find, of the kind asked for when one is', async () => {
    const { source, asked } = fakeTmdb({
      '/3/find/tt0113277?external_source=imdb_id': {
        body: { movie_results: [HEAT_1995], tv_results: [], person_results: [] },
      },
    });
    expect(await source.byImdbId('tt0113277', undefined)).toMatchObject({
      id: 949,
      media_type: 'movie',
    });
    expect(await source.byImdbId('tt0113277', 'tv')).toBeUndefined();
    expect(await source.byImdbId('tt0000001', undefined)).toBeUndefined();
    expect(asked).toContain('/3/find/tt0113277?external_source=imdb_id');
  });

  it('takes the titles of the name and year from the year’s search alone when one is of the year', async () => {
    const { source, asked } = fakeTmdb({
      '/3/search/movie?query=heat&year=1995': { body: { results: [HEATWAVE, HEAT_1995] } },
    });
    const found = await source.named('movie', 'heat', 1995);
    expect(found.named.map((title) => title.id)).toEqual([949]);
    expect((await found.searched()).map((title) => title.id)).toEqual([12, 949]);
    expect(asked).toEqual(['/3/search/movie?query=heat&year=1995']);
  });

  it('searches the name alone for the titles a year off', async () => {
    const { source, asked } = fakeTmdb({
      '/3/search/tv?query=Dark&first_air_date_year=2018': { body: { results: [] } },
      '/3/search/tv?query=Dark': {
        body: {
          results: [
            {
              ...HEAT_1995,
              id: 70523,
              name: 'Dark',
              original_name: 'Dark',
              first_air_date: '2017-12-01',
            },
            {
              ...HEAT_1995,
              id: 1,
              name: 'Dark',
              original_name: 'Dark',
              first_air_date: '2010-01-01',
            },
          ],
        },
      },
    });
    const found = await source.named('tv', 'Dark', 2018);
    expect(found.named.map((title) => [title.id, title.media_type])).toEqual([[70523, 'tv']]);
    expect(asked).toEqual([
      '/3/search/tv?query=Dark&first_air_date_year=2018',
      '/3/search/tv?query=Dark',
    ]);
  });

  it('without a year, takes every title of the name from one search', async () => {
    const { source } = fakeTmdb({
      '/3/search/movie?query=Heat': {
        body: { results: [HEAT_1995, HEATWAVE, HEAT_1986, { id: 'x' }] },
      },
    });
    const found = await source.named('movie', 'Heat', undefined);
    expect(found.named.map((title) => title.id)).toEqual([949, 11]);
    expect((await found.searched()).map((title) => title.id)).toEqual([949, 12, 11]);
  });

  it('finds a title by id through its details, and none for TMDB’s 404', async () => {
    const { source } = fakeTmdb({
      '/3/movie/949?': { body: { ...HEAT_1995, genres: [{ id: 18, name: 'Drama' }] } },
      '/3/movie/1?': { status: 404, body: { status_code: 34 } },
    });
    expect(await source.byId({ mediaType: 'movie', mediaId: 949 })).toMatchObject({
      id: 949,
      title: 'Heat',
      genre_ids: [18],
    });
    expect(await source.byId({ mediaType: 'movie', mediaId: 1 })).toBeUndefined();
  });

  it('answers 503 to try later when TMDB cannot answer', async () => {
    const { source } = fakeTmdb({
      '/3/search/movie?query=Heat': { status: 503, body: { status_code: 46 } },
    });
    await expect(source.named('movie', 'Heat', undefined)).rejects.toSatisfy(
      (error) => error instanceof TmdbHttpError && error.statusCode === 503,
    );
  });
});
