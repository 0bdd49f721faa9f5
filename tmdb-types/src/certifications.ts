import type { MovieListItem } from './media.js';
import type { Page } from './page.js';

/** One rating of a country's system, as /3/certification/{movie,tv}/list lists it. */
export interface Certification {
  certification: string;
  meaning: string;
  /** Its place in the country's system, youngest audience first. */
  order: number;
}

/** /3/certification/movie/list and /3/certification/tv/list: each country's ratings. */
export interface CertificationList {
  certifications: Record<string, Certification[]>;
}

/**
 * TMDB's release types: 1 premiere, 2 limited theatrical, 3 theatrical, 4 digital, 5 physical,
 * 6 TV.
 */
export type ReleaseType = 1 | 2 | 3 | 4 | 5 | 6;

export interface ReleaseDate {
  certification: string;
  descriptors: string[];
  iso_639_1: string;
  note: string;
  /** An ISO date and time ("1999-10-15T00:00:00.000Z"). */
  release_date: string;
  type: ReleaseType;
}

/** A movie's releases in one country. */
export interface CountryReleases {
  iso_3166_1: string;
  release_dates: ReleaseDate[];
}

/** /3/movie/{id}/release_dates. */
export interface MovieReleaseDates {
  id: number;
  results: CountryReleases[];
}

/** A show's rating in one country. */
export interface ContentRating {
  descriptors: string[];
  iso_3166_1: string;
  rating: string;
}

/** /3/tv/{id}/content_ratings. */
export interface ContentRatings {
  id: number;
  results: ContentRating[];
}

/** /3/movie/now_playing and /3/movie/upcoming: a page of movies and the days it covers. */
export interface DatedMoviePage extends Page<MovieListItem> {
  dates: { maximum: string; minimum: string };
}
