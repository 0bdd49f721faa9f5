import type Database from 'better-sqlite3';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import { MOVIE_RATED_COUNTRIES, type Maturity } from './certification-systems.js';
import { genreMask } from './genres.js';
import { dayOfIsoDate } from './utc-days.js';

/** A generated movie's ratings: its one maturity level and the countries it is rated in. */
export interface MovieRatings {
  maturity: Maturity;
  countries: readonly string[];
}

// Each rated country's bit in movie_facet.rated_in, in MOVIE_RATED_COUNTRIES' order.
const RATED_BIT = new Map(MOVIE_RATED_COUNTRIES.map((country, index) => [country, 1 << index]));

/** The bit of a country in rated_in; undefined for one without a movie rating system here. */
export function ratedCountryBit(country: string): number | undefined {
  return RATED_BIT.get(country);
}

export interface TitleFacetWriter {
  putMovie(details: MovieDetails, ratings?: MovieRatings): void;
  putTv(details: TvDetails): void;
}

/** A show has ended when TMDB says so; a running one's last air date is only the latest so far. */
function endDayOf(show: TvDetails): number | null {
  const ended = show.status === 'Ended' || show.status === 'Canceled';
  return ended ? (dayOfIsoDate(show.last_air_date) ?? null) : null;
}

/** Writes each title's movie_facet / tv_facet row (catalogue-schema.ts says what they hold). */
export function createTitleFacetWriter(
  db: Database.Database,
  options: { replace: boolean },
): TitleFacetWriter {
  const verb = options.replace ? 'INSERT OR REPLACE' : 'INSERT OR IGNORE';
  const insertMovie = db.prepare(
    `${verb} INTO movie_facet (id, popularity, vote_average, vote_count, day, runtime, language, genre_mask, maturity, rated_in) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTv = db.prepare(
    `${verb} INTO tv_facet (id, popularity, vote_average, vote_count, day, end_day, runtime, language, genre_mask) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    putMovie(details, ratings) {
      const ratedIn = (ratings?.countries ?? []).reduce(
        (mask, country) => mask | (ratedCountryBit(country) ?? 0),
        0,
      );
      insertMovie.run(
        details.id,
        details.popularity,
        details.vote_average,
        details.vote_count,
        dayOfIsoDate(details.release_date) ?? null,
        details.runtime ?? null,
        details.original_language ?? '',
        genreMask(details.genres.map((genre) => genre.id)),
        ratedIn === 0 ? null : (ratings?.maturity ?? null),
        ratedIn,
      );
    },
    putTv(details) {
      insertTv.run(
        details.id,
        details.popularity,
        details.vote_average,
        details.vote_count,
        dayOfIsoDate(details.first_air_date) ?? null,
        endDayOf(details),
        details.episode_run_time?.[0] ?? null,
        details.original_language ?? '',
        genreMask(details.genres.map((genre) => genre.id)),
      );
    },
  };
}
