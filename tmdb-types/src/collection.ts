import type { MovieListItem } from './media.js';

/** A movie's `belongs_to_collection`. */
export interface CollectionSummary {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

/**
 * A part of `/3/collection/{id}`: a movie's list item with its media_type. TMDB's sample names
 * the parts as it names shows (`name`, `original_name`) where its movie lists say `title` and
 * `original_title`; a part carries both, so a client written against either reading works.
 */
export interface CollectionPart extends MovieListItem {
  media_type: 'movie';
  name: string;
  original_name: string;
}

/** `/3/collection/{id}`: the parts in release order. */
export interface CollectionDetails extends CollectionSummary {
  original_language: string;
  original_name: string;
  overview: string;
  parts: CollectionPart[];
}

/** An item of `/3/search/collection`. */
export interface CollectionListItem {
  adult: boolean;
  backdrop_path: string | null;
  id: number;
  name: string;
  original_language: string;
  original_name: string;
  overview: string;
  poster_path: string | null;
}
