import type Database from 'better-sqlite3';
import type { CollectionListItem, CollectionPart } from '@marquee/tmdb-types/collection';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import { pageOfResults, type Catalogue } from './catalogue.js';
import type { StoredCollection } from './collection-writer.js';
import { toMovieListItem } from './list-items.js';
import { createNameSearch } from './name-search.js';

type CollectionQueries = Pick<Catalogue, 'collection' | 'searchCollections'>;

function partOf(details: MovieDetails): CollectionPart {
  return {
    ...toMovieListItem(details),
    media_type: 'movie',
    name: details.title,
    original_name: details.original_title,
  };
}

/** Release order; a part with no date yet last, as TMDB lists it. */
function byRelease(a: CollectionPart, b: CollectionPart): number {
  if ((a.release_date === '') !== (b.release_date === '')) return a.release_date === '' ? 1 : -1;
  return a.release_date.localeCompare(b.release_date) || a.id - b.id;
}

function listItemOf(json: string): CollectionListItem {
  const { backdrop_path, id, name, original_language, original_name, overview, poster_path } =
    JSON.parse(json) as StoredCollection;
  return {
    adult: false,
    backdrop_path,
    id,
    name,
    original_language,
    original_name,
    overview,
    poster_path,
  };
}

/**
 * Collections' pages and collection search. The parts are the movies whose details name the
 * collection, each as it stands on the day (`movieDetailsJson`: a current film's date moves), so
 * they are ordered when asked.
 */
export function createCollectionQueries(
  db: Database.Database,
  movieDetailsJson: Catalogue['movieDetailsJson'],
): CollectionQueries {
  const stored = db.prepare<[number], string>('SELECT json FROM collection WHERE id = ?').pluck();
  const partIds = db
    .prepare<[number], number>('SELECT movie_id FROM collection_part WHERE collection_id = ?')
    .pluck();
  const search = createNameSearch(db, 'collection');
  return {
    collection(id, day) {
      const json = stored.get(id);
      if (json === undefined) return undefined;
      const parts: CollectionPart[] = [];
      for (const movieId of partIds.all(id)) {
        const details = movieDetailsJson(movieId, day);
        if (details !== undefined) parts.push(partOf(JSON.parse(details) as MovieDetails));
      }
      return { ...(JSON.parse(json) as StoredCollection), parts: parts.sort(byRelease) };
    },
    searchCollections(match, exactKey, page) {
      const { ids, total } = search.page(match, exactKey, page);
      const results = ids
        .map((id) => stored.get(id))
        .filter((json): json is string => json !== undefined)
        .map(listItemOf);
      return pageOfResults(page, results, total);
    },
  };
}
