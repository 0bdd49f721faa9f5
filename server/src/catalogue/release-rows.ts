import type Database from 'better-sqlite3';
import type { MovieDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { ContentRating } from '@marquee/tmdb-types/certifications';
import { MOVIE_RATING_SYSTEMS, ratingOrder, TV_RATING_SYSTEMS } from './certification-systems.js';
import type { ReleasePlan } from './generated-releases.js';
import { FILM_CYCLE_DAYS, isCurrentFilm } from './movie-calendar.js';
import { dayOfIsoDate, type UtcDay } from './utc-days.js';

/** The place of `day` in a current film's cycle: what the cycle index of movie_release keys on. */
export function cycleDayOf(day: UtcDay): number {
  return ((day % FILM_CYCLE_DAYS) + FILM_CYCLE_DAYS) % FILM_CYCLE_DAYS;
}

export interface ReleaseRowWriter {
  putMovie(movie: MovieDetails, plan: ReleasePlan): void;
  putShow(show: TvDetails, ratings: readonly ContentRating[]): void;
}

/**
 * Writes a title's releases and ratings as the generator streams it (catalogue-schema.ts says what
 * the rows mean); nothing is held for later.
 */
export function createReleaseRowWriter(db: Database.Database): ReleaseRowWriter {
  const insertRelease = db.prepare(
    `INSERT INTO movie_release (movie_id, country, type, day, after_origin, cycle_day) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertRating = db.prepare(
    `INSERT INTO title_certification (media_type, country, rank, certification, title_id) VALUES (?, ?, ?, ?, ?)`,
  );
  return {
    putMovie(movie, plan) {
      const origin = dayOfIsoDate(movie.release_date);
      if (origin === undefined) return;
      const moves = isCurrentFilm(origin);
      const rated = new Set<string>();
      for (const release of plan.releases) {
        const day = origin + release.afterOrigin;
        insertRelease.run(
          movie.id,
          release.country,
          release.type,
          day,
          release.afterOrigin,
          moves ? cycleDayOf(day) : null,
        );
        if (release.certification === '' || rated.has(release.country)) continue;
        rated.add(release.country);
        const rank = ratingOrder(MOVIE_RATING_SYSTEMS, release.country, release.certification);
        insertRating.run('movie', release.country, rank ?? null, release.certification, movie.id);
      }
    },
    putShow(show, ratings) {
      for (const { iso_3166_1: country, rating } of ratings) {
        if (rating === '') continue;
        const rank = ratingOrder(TV_RATING_SYSTEMS, country, rating);
        insertRating.run('tv', country, rank ?? null, rating, show.id);
      }
    },
  };
}
