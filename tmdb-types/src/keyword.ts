import type { MovieListItem } from './media.js';
import type { Page } from './page.js';

export interface Keyword {
  id: number;
  name: string;
}

/** `/3/movie/{id}/keywords`: TMDB calls the list `keywords` for movies… */
export interface MovieKeywords {
  id: number;
  keywords: Keyword[];
}

/** …and `results` for shows (`/3/tv/{id}/keywords`). */
export interface TvKeywords {
  id: number;
  results: Keyword[];
}

/** `/3/keyword/{id}/movies`: a page of movies that also names its keyword. */
export interface KeywordMovies extends Page<MovieListItem> {
  id: number;
}
