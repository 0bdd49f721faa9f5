import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem, TitleMediaType, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import type { CountryReleases } from '@marquee/tmdb-types/certifications';
import type { Keyword } from '@marquee/tmdb-types/keyword';
import type { WatchProviderRegion } from '@marquee/tmdb-types/watch-providers';
import { MOVIE_RATING_SYSTEMS } from '../catalogue/certification-systems.js';
import { utcDayOf, isoDateOfDay, dayOfIsoDate } from '../catalogue/utc-days.js';
import { isCurrentFilm } from '../catalogue/movie-calendar.js';
import { importTmdbFiles } from '../catalogue/import-tmdb.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { sharedTmdbFile } from '../test/shared-tmdb.js';
import { okJson, routeTestCatalogue } from '../test/route-test-catalogue.js';
import { TEST_SIZES } from '../test/test-catalogue.js';
import { testApp, TEST_NOW } from '../test/test-app.js';

const { test, dir } = routeTestCatalogue('discover');
let app: FastifyInstance;

/** A title as its details give it with what discover filters on appended. */
type Title = (MovieDetails | TvDetails) & {
  keywords: { keywords?: Keyword[]; results?: Keyword[] };
  'watch/providers': { results: Record<string, WatchProviderRegion> };
  release_dates?: { results: CountryReleases[] };
};

const titles: Record<TitleMediaType, Title[]> = { movie: [], tv: [] };

beforeAll(async () => {
  app = await testApp({ source: test.source });
  for (const media of ['movie', 'tv'] as const) {
    const count = media === 'movie' ? TEST_SIZES.movies : TEST_SIZES.tv;
    const appends =
      media === 'movie' ? 'keywords,watch/providers,release_dates' : 'keywords,watch/providers';
    for (let id = 1; id <= count; id += 1)
      titles[media].push(
        await okJson<Title>(app, `/3/${media}/${id}?append_to_response=${appends}`),
      );
  }
  // As lists rank them: most popular first, ties by id.
  for (const list of Object.values(titles))
    list.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
}, 60_000);

const dateOf = (title: Title) =>
  'release_date' in title ? title.release_date : (title as TvDetails).first_air_date;
const keywordIds = (title: Title) =>
  (title.keywords.keywords ?? title.keywords.results ?? []).map((keyword) => keyword.id);
const companyIds = (title: Title) => title.production_companies.map((company) => company.id);
const runtimeOf = (title: Title) =>
  'runtime' in title ? title.runtime : (title as TvDetails).episode_run_time[0];

/** Whether a service offers the title in the region (any, when undefined) in one of the ways. */
function offers(title: Title, provider: number | undefined, region?: string, ways?: string[]) {
  return Object.entries(title['watch/providers'].results).some(
    ([code, entry]) =>
      (region === undefined || code === region) &&
      Object.entries(entry).some(
        ([way, list]) =>
          way !== 'link' &&
          (ways === undefined || ways.includes(way)) &&
          (list as Array<{ provider_id: number }>).some(
            (offer) => provider === undefined || offer.provider_id === provider,
          ),
      ),
  );
}

function certificationsIn(title: Title, country: string): string[] {
  const releases = title.release_dates?.results.find((entry) => entry.iso_3166_1 === country);
  return (releases?.release_dates ?? []).map((release) => release.certification).filter(Boolean);
}

/**
 * Asks discover and checks it against every title's details: the count is exactly the number of
 * titles `keeps` accepts, and the first page is the most popular of them. Returns that count.
 */
async function expectDiscover(
  media: TitleMediaType,
  query: string,
  keeps: (title: Title) => boolean,
): Promise<number> {
  const answer = await okJson<Page<MovieListItem | TvListItem>>(
    app,
    `/3/discover/${media}?${query}`,
  );
  const expected = titles[media].filter(keeps);
  expect(answer.total_results, query).toBe(expected.length);
  expect(
    answer.results.map((item) => item.id),
    query,
  ).toEqual(expected.slice(0, 20).map((title) => title.id));
  return expected.length;
}

async function expectRefused(media: TitleMediaType, query: string, parameter: string) {
  const response = await app.inject(`/3/discover/${media}?${query}`);
  expect(response.statusCode, query).toBe(422);
  expect(response.json()).toMatchObject({ status_code: 5, success: false });
  expect(response.json<{ status_message: string }>().status_message).toContain(parameter);
}

describe('discover filters, each checked against every title’s details', () => {
  it('keeps runtimes, languages, ratings and vote counts within their bounds', async () => {
    for (const media of ['movie', 'tv'] as const) {
      const [low, high] = media === 'movie' ? [95, 130] : [30, 45];
      expect(
        await expectDiscover(media, `with_runtime.gte=${low}&with_runtime.lte=${high}`, (t) => {
          const minutes = runtimeOf(t);
          return minutes !== undefined && minutes >= low && minutes <= high;
        }),
      ).toBeGreaterThan(0);
      const language = titles[media][0]!.original_language;
      await expectDiscover(
        media,
        `with_original_language=${language}`,
        (t) => t.original_language === language,
      );
      await expectDiscover(media, `with_original_language=${language}|fr`, (t) =>
        [language, 'fr'].includes(t.original_language),
      );
      await expectDiscover(
        media,
        'vote_average.gte=6.5&vote_average.lte=7.5',
        (t) => t.vote_average >= 6.5 && t.vote_average <= 7.5,
      );
      await expectDiscover(
        media,
        'vote_count.gte=100&vote_count.lte=2000',
        (t) => t.vote_count >= 100 && t.vote_count <= 2000,
      );
    }
  });

  it('keeps dates and years in range, a current film at its date on the day', async () => {
    await expectDiscover(
      'movie',
      'primary_release_date.gte=2010-01-01&primary_release_date.lte=2015-06-30',
      (t) => dateOf(t) >= '2010-01-01' && dateOf(t) <= '2015-06-30',
    );
    await expectDiscover('movie', 'release_date.gte=2026-01-01', (t) => dateOf(t) >= '2026-01-01');
    await expectDiscover('movie', 'year=2026', (t) => dateOf(t).startsWith('2026'));
    await expectDiscover(
      'tv',
      'first_air_date.gte=2000-01-01&first_air_date.lte=2009-12-31',
      (t) => dateOf(t) >= '2000-01-01' && dateOf(t) <= '2009-12-31',
    );
    const airing = await okJson<Page<TvListItem>>(app, '/3/discover/tv?air_date.lte=1999-12-31');
    expect(airing.results.every((show) => show.first_air_date <= '1999-12-31')).toBe(true);
  });

  it('dates a current film as its details do on the day, in filters, in the date order and in its item', async () => {
    const current = titles.movie.find((t) => {
      const stored = JSON.parse(test.catalogue.detailsJson('movie', t.id)!) as MovieDetails;
      const day = dayOfIsoDate(stored.release_date);
      return day !== undefined && isCurrentFilm(day) && stored.release_date !== dateOf(t);
    })!;
    expect(current).toBeDefined();
    const stored = (JSON.parse(test.catalogue.detailsJson('movie', current.id)!) as MovieDetails)
      .release_date;
    const onDay = dateOf(current);
    const found = await okJson<Page<MovieListItem>>(
      app,
      `/3/discover/movie?primary_release_date.gte=${onDay}&primary_release_date.lte=${onDay}`,
    );
    expect(found.results.find((item) => item.id === current.id)?.release_date).toBe(onDay);
    const asStored = await okJson<Page<MovieListItem>>(
      app,
      `/3/discover/movie?primary_release_date.gte=${stored}&primary_release_date.lte=${stored}`,
    );
    expect(asStored.results.map((item) => item.id)).not.toContain(current.id);
    const newest = await okJson<Page<MovieListItem>>(
      app,
      '/3/discover/movie?sort_by=primary_release_date.desc',
    );
    const latest = [...titles.movie].map(dateOf).sort().reverse();
    expect(newest.results.map((item) => item.release_date)).toEqual(latest.slice(0, 20));
    expect(isoDateOfDay(utcDayOf(TEST_NOW))).toBe('2026-06-15');
  });

  it('reads keyword lists with , as every one and | as any one, and leaves out without_keywords', async () => {
    const [first, second] = keywordIds(titles.movie[0]!);
    const both = await expectDiscover(
      'movie',
      `with_keywords=${first},${second}`,
      (t) => keywordIds(t).includes(first!) && keywordIds(t).includes(second!),
    );
    const either = await expectDiscover(
      'movie',
      `with_keywords=${first}|${second}`,
      (t) => keywordIds(t).includes(first!) || keywordIds(t).includes(second!),
    );
    expect(both).toBeGreaterThan(0);
    expect(either).toBeGreaterThan(both);
    await expectDiscover(
      'movie',
      `without_keywords=${first}`,
      (t) => !keywordIds(t).includes(first!),
    );
    const [showKeyword] = keywordIds(titles.tv[0]!);
    await expectDiscover('tv', `with_keywords=${showKeyword}`, (t) =>
      keywordIds(t).includes(showKeyword!),
    );
  });

  it('filters by companies, and shows by networks', async () => {
    for (const media of ['movie', 'tv'] as const) {
      const named = titles[media].filter((t) => companyIds(t).length > 0);
      const [company] = companyIds(named[0]!);
      const [other] = companyIds(named[1]!).filter((id) => id !== company);
      expect(
        await expectDiscover(media, `with_companies=${company}`, (t) =>
          companyIds(t).includes(company!),
        ),
      ).toBeGreaterThan(0);
      if (other !== undefined)
        await expectDiscover(media, `with_companies=${company}|${other}`, (t) =>
          companyIds(t).some((id) => id === company || id === other),
        );
      await expectDiscover(
        media,
        `without_companies=${company}`,
        (t) => !companyIds(t).includes(company!),
      );
    }
    const network = (titles.tv[0] as TvDetails).networks[0]!.id;
    expect(
      await expectDiscover('tv', `with_networks=${network}`, (t) =>
        (t as TvDetails).networks.some((n) => n.id === network),
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps what a service offers in the region and ways asked, , as every service and | as any', async () => {
    const lanternfly = 9001;
    const kestrel = 9003;
    for (const media of ['movie', 'tv'] as const) {
      expect(
        await expectDiscover(media, `with_watch_providers=${lanternfly}&watch_region=US`, (t) =>
          offers(t, lanternfly, 'US'),
        ),
      ).toBeGreaterThan(0);
      await expectDiscover(
        media,
        `with_watch_providers=${lanternfly}|${kestrel}&watch_region=fr&with_watch_monetization_types=flatrate|free`,
        (t) =>
          offers(t, lanternfly, 'FR', ['flatrate', 'free']) ||
          offers(t, kestrel, 'FR', ['flatrate', 'free']),
      );
      await expectDiscover(
        media,
        `with_watch_providers=${lanternfly},9010&watch_region=GB`,
        (t) => offers(t, lanternfly, 'GB') && offers(t, 9010, 'GB'),
      );
      await expectDiscover(media, 'watch_region=US&with_watch_monetization_types=rent', (t) =>
        offers(t, undefined, 'US', ['rent']),
      );
      await expectDiscover(
        media,
        `without_watch_providers=${lanternfly}&watch_region=US`,
        (t) => !offers(t, lanternfly, 'US'),
      );
    }
  });

  it('keeps movies rated in a country at, above or below a rating', async () => {
    expect(Object.keys(MOVIE_RATING_SYSTEMS)).toContain('GB');
    expect(
      await expectDiscover('movie', 'certification_country=GB&certification=15', (t) =>
        certificationsIn(t, 'GB').includes('15'),
      ),
    ).toBeGreaterThan(0);
    const order = MOVIE_RATING_SYSTEMS.US!.ratings.map(([rating]) => rating);
    const rank = (rating: string) => order.indexOf(rating);
    await expectDiscover('movie', 'certification_country=us&certification.lte=PG-13', (t) =>
      certificationsIn(t, 'US').some(
        (rating) => rank(rating) >= 0 && rank(rating) <= rank('PG-13'),
      ),
    );
    await expectDiscover(
      'movie',
      'certification_country=US&certification.gte=PG&certification.lte=R',
      (t) =>
        certificationsIn(t, 'US').some(
          (rating) => rank(rating) >= rank('PG') && rank(rating) <= rank('R'),
        ),
    );
  });

  it('combines filters, each narrowing the others', async () => {
    const [keyword] = keywordIds(titles.movie[0]!);
    await expectDiscover(
      'movie',
      `with_genres=18|35&with_runtime.lte=140&watch_region=US&with_watch_providers=9001|9010&with_keywords=${keyword}|${keywordIds(titles.movie[1]!)[0]}`,
      (t) =>
        t.genres.some((g) => g.id === 18 || g.id === 35) &&
        (runtimeOf(t) ?? 0) <= 140 &&
        (offers(t, 9001, 'US') || offers(t, 9010, 'US')) &&
        keywordIds(t).some((id) => id === keyword || id === keywordIds(titles.movie[1]!)[0]),
    );
    await expectDiscover(
      'tv',
      'without_genres=16&vote_average.gte=6&with_original_language=en',
      (t) =>
        !t.genres.some((g) => g.id === 16) && t.vote_average >= 6 && t.original_language === 'en',
    );
  });
});

describe('discover’s bad and unknown input', () => {
  it('refuses a malformed value with 422 naming its parameter', async () => {
    await expectRefused('movie', 'with_runtime.gte=abc', 'with_runtime.gte');
    await expectRefused('tv', 'with_runtime.lte=1.5', 'with_runtime.lte');
    await expectRefused('movie', 'watch_region=ZZ', 'watch_region');
    await expectRefused('movie', 'watch_region=USA', 'watch_region');
    await expectRefused(
      'tv',
      'with_watch_monetization_types=stream',
      'with_watch_monetization_types',
    );
    await expectRefused('movie', 'with_keywords=12,abc', 'with_keywords');
    await expectRefused('movie', 'with_genres=18|drama', 'with_genres');
    await expectRefused('tv', 'with_networks=1|x', 'with_networks');
    await expectRefused('movie', 'with_watch_providers=9001,,9002', 'with_watch_providers');
    await expectRefused('movie', 'with_companies=1,2|3', 'with_companies');
    await expectRefused('movie', 'vote_average.gte=high', 'vote_average.gte');
    await expectRefused('movie', 'primary_release_date.gte=2020-13-45', 'primary_release_date.gte');
    await expectRefused('tv', 'air_date.lte=yesterday', 'air_date.lte');
    await expectRefused('movie', 'primary_release_year=20', 'primary_release_year');
    await expectRefused('movie', 'with_original_language=english', 'with_original_language');
    await expectRefused('movie', 'certification=15', 'certification_country');
    await expectRefused(
      'movie',
      'certification_country=GBR&certification=15',
      'certification_country',
    );
  });

  it('answers an empty page for ids no title has, as TMDB filters to nothing', async () => {
    const empty = { page: 1, results: [], total_pages: 0, total_results: 0 };
    for (const query of [
      'with_keywords=999999',
      'with_companies=999999',
      'with_watch_providers=8&watch_region=US',
      'with_genres=18,99999',
      'certification_country=ZZ&certification=15',
      'certification_country=US&certification=15',
    ])
      expect(await okJson(app, `/3/discover/movie?${query}`), query).toEqual(empty);
    expect(await okJson(app, '/3/discover/tv?with_networks=999999')).toEqual(empty);
  });

  it('treats an empty value as not given, as a form sends it', async () => {
    expect(
      await okJson(app, '/3/discover/movie?with_runtime.gte=&watch_region=&with_keywords='),
    ).toEqual(await okJson(app, '/3/discover/movie'));
  });
});

describe('discover on an imported catalogue', () => {
  it('filters what the details tell and finds nothing for offers and ratings it does not know', async () => {
    const imported = path.join(dir, 'imported.sqlite');
    importTmdbFiles(imported, [
      sharedTmdbFile('examples', 'movie-details.json'),
      sharedTmdbFile('examples', 'tv-details.json'),
    ]);
    const catalogue = openCatalogue(imported);
    const on = await testApp({ source: { kind: 'embedded', catalogue } });
    try {
      const movie = (await okJson<Page<MovieListItem>>(on, '/3/discover/movie')).results[0]!;
      const details = await okJson<MovieDetails>(on, `/3/movie/${movie.id}`);
      const year = details.release_date.slice(0, 4);
      const found = await okJson<Page<MovieListItem>>(
        on,
        `/3/discover/movie?primary_release_year=${year}&with_runtime.gte=${details.runtime}&with_original_language=${details.original_language}`,
      );
      expect(found.results.map((item) => item.id)).toContain(movie.id);
      const empty = { page: 1, results: [], total_pages: 0, total_results: 0 };
      for (const query of [
        'with_watch_providers=9001&watch_region=US',
        'certification_country=US&certification.lte=NC-17',
      ])
        expect(await okJson(on, `/3/discover/movie?${query}`), query).toEqual(empty);
    } finally {
      await on.close();
      catalogue.close();
    }
  });
});
