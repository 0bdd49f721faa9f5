import type { MovieListItem } from './media.js';

/** A movie's `belongs_to_collection`. */
export interface CollectionSummary {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

/**
 * A movie of a collection. TMDB's documented sample names it as it names a show (`name`,
 * `original_name`) where its live answers say `title` and `original_title`: either may come
 * from upstream, and the embedded catalogue sends both.
 */
export interface CollectionPart extends Omit<
  MovieListItem,
  'title' | 'original_title' | 'media_type'
> {
  media_type: 'movie';
  title?: string;
  original_title?: string;
  name?: string;
  original_name?: string;
}

/** `/3/collection/{collection_id}`: a franchise and its movies, in release order. */
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
