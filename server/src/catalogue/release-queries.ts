import type Database from 'better-sqlite3';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import { PAGE_SIZE, pageOfResults, type Catalogue } from './catalogue.js';
import { byPopularity, createDayListMemo, type ListedTitle } from './day-lists.js';
import { MOVIE_RATED_COUNTRIES } from './certification-systems.js';
import { showContentRatings } from './generated-content-ratings.js';
import { movieReleasePlan, releaseDatesFrom, THEATRICAL } from './generated-releases.js';
import { generatedSeed } from './generated-seed.js';
import type { ListItemQueries } from './list-item-queries.js';
import { toMovieListItem } from './list-items.js';
import { FILM_CYCLE_DAYS, listItemOnDay, movieOnDay, originDayOn } from './movie-calendar.js';
import { cycleDayOf } from './release-rows.js';
import { dayOfIsoDate, type UtcDay } from './utc-days.js';

type ReleaseQueries = Pick<
  Catalogue,
  'movieDetailsJson' | 'onDay' | 'movieReleaseDates' | 'tvContentRatings' | 'moviesInCinemas'
>;

interface ReleaseRow {
  id: number;
  day: number;
  after_origin: number;
  popularity: number;
}

const ALL_COUNTRIES = JSON.stringify(MOVIE_RATED_COUNTRIES);

/**
 * Movies' release dates, their details on a day and the films in cinemas, and shows' ratings. A
 * generated catalogue makes them from each title's own stream (generated-releases.ts,
 * generated-content-ratings.ts) and its calendar (movie-calendar.ts); one anything was imported
 * into knows none (TMDB's answer for a title with nothing) and serves details as stored.
 */
export function createReleaseQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson'>,
): ReleaseQueries {
  const seed = generatedSeed(db);
  if (seed === undefined)
    return {
      movieDetailsJson: (id) => items.detailsJson('movie', id),
      onDay: (page) => page,
      movieReleaseDates: (id) => (items.detailsJson('movie', id) === undefined ? undefined : []),
      tvContentRatings: (id) => (items.detailsJson('tv', id) === undefined ? undefined : []),
      moviesInCinemas: (_region, _day, _from, _to, page) => pageOfResults(page, [], 0),
    };
  return generatedReleaseQueries(db, items, seed);
}

function generatedReleaseQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson'>,
  seed: string,
): ReleaseQueries {
  // Current films by their place in the cycle, and films whose dates never move by their days;
  // each candidate is then dated for the day asked. The cycle's index is named: a country and a
  // type alone would match (country, type, day) too, and read every release of the country.
  const columns = 'r.movie_id AS id, r.day, r.after_origin, m.popularity';
  const cycling = db.prepare<
    { lo: number; hi: number; countries: string; type: number },
    ReleaseRow
  >(
    `SELECT ${columns} FROM movie_release r INDEXED BY movie_release_cycle JOIN movie m ON m.id = r.movie_id
     WHERE r.type = @type AND r.cycle_day >= @lo AND r.cycle_day <= @hi
       AND r.country IN (SELECT value FROM json_each(@countries))`,
  );
  const fixed = db.prepare<
    { from: number; to: number; countries: string; type: number },
    ReleaseRow
  >(
    `SELECT ${columns} FROM movie_release r JOIN movie m ON m.id = r.movie_id
     WHERE r.country IN (SELECT value FROM json_each(@countries)) AND r.type = @type
       AND r.day BETWEEN @from AND @to AND r.cycle_day IS NULL`,
  );
  const remembered = createDayListMemo();

  function storedMovie(id: number): MovieDetails | undefined {
    const json = items.detailsJson('movie', id);
    return json === undefined ? undefined : (JSON.parse(json) as MovieDetails);
  }

  /** The cycle's days `from`..`to` fall on: one range, or two where the cycle begins again. */
  function cycleRanges(from: UtcDay, to: UtcDay): Array<{ lo: number; hi: number }> {
    const lo = cycleDayOf(from);
    const hi = cycleDayOf(to);
    return lo <= hi
      ? [{ lo, hi }]
      : [
          { lo, hi: FILM_CYCLE_DAYS - 1 },
          { lo: 0, hi },
        ];
  }

  function inCinemas(region: string | undefined, day: UtcDay, from: UtcDay, to: UtcDay) {
    const countries = region === undefined ? ALL_COUNTRIES : JSON.stringify([region]);
    const rows = [
      ...cycleRanges(from, to).flatMap((range) =>
        cycling.all({ ...range, countries, type: THEATRICAL }),
      ),
      ...fixed.all({ from, to, countries, type: THEATRICAL }),
    ];
    const films = new Map<number, ListedTitle>();
    for (const row of rows) {
      const opens = originDayOn(row.day - row.after_origin, day) + row.after_origin;
      if (opens >= from && opens <= to)
        films.set(row.id, { id: row.id, popularity: row.popularity });
    }
    return [...films.values()].sort(byPopularity);
  }

  return {
    movieDetailsJson(id, day) {
      const json = items.detailsJson('movie', id);
      if (json === undefined) return undefined;
      const onDay = movieOnDay(JSON.parse(json) as MovieDetails, day);
      return onDay === undefined ? json : JSON.stringify(onDay);
    },

    onDay(page, day) {
      return { ...page, results: page.results.map((item) => listItemOnDay(item, day)) };
    },

    movieReleaseDates(id, day) {
      const movie = storedMovie(id);
      if (movie === undefined) return undefined;
      const stored = dayOfIsoDate(movie.release_date);
      if (stored === undefined) return [];
      return releaseDatesFrom(movieReleasePlan(seed, movie), originDayOn(stored, day));
    },

    tvContentRatings(id) {
      const json = items.detailsJson('tv', id);
      return json === undefined
        ? undefined
        : showContentRatings(seed, JSON.parse(json) as TvDetails);
    },

    moviesInCinemas(region, day, from, to, page) {
      const films = remembered(`${region ?? ''}|${day}|${from}|${to}`, () =>
        inCinemas(region, day, from, to),
      );
      const results: MovieListItem[] = [];
      for (const { id } of films.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)) {
        const movie = storedMovie(id);
        if (movie !== undefined) results.push(toMovieListItem(movieOnDay(movie, day) ?? movie));
      }
      return pageOfResults(page, results, films.length);
    },
  };
}
