import type Database from 'better-sqlite3';
import type { CollectionDetails, CollectionSummary } from '@marquee/tmdb-types/collection';
import type { MovieDetails } from '@marquee/tmdb-types/details';
import { foldText } from './fold-text.js';

/** A collection's page as stored: /3/collection/{id} without its parts, which are read live. */
export type StoredCollection = Omit<CollectionDetails, 'parts'>;

export interface CollectionWriter {
  putCollection(collection: StoredCollection): void;
}

export interface CollectionWriterInternal extends CollectionWriter {
  /**
   * What a movie's details say of its collection: the movie as its part, replacing any it was,
   * and a page for a collection the catalogue has none of yet (an imported movie's). Called when
   * the movie's row was written.
   */
  putMovieCollection(details: MovieDetails): void;
}

/** A collection known only from a movie's details: the page says only what they say. */
function collectionFromSummary(summary: CollectionSummary): StoredCollection {
  return { ...summary, original_language: '', original_name: summary.name, overview: '' };
}

export function createCollectionWriter(
  db: Database.Database,
  options: { replace: boolean },
): CollectionWriterInternal {
  const verb = options.replace ? 'INSERT OR REPLACE' : 'INSERT OR IGNORE';
  const row = (insertVerb: string) =>
    db.prepare(`${insertVerb} INTO collection (id, name, search_key, json) VALUES (?, ?, ?, ?)`);
  const collection = {
    insert: row(verb),
    stub: row('INSERT OR IGNORE'),
    unindex: db.prepare('DELETE FROM collection_fts WHERE rowid = ?'),
    index: db.prepare('INSERT INTO collection_fts (rowid, name) VALUES (?, ?)'),
  };
  const part = {
    clear: db.prepare('DELETE FROM collection_part WHERE movie_id = ?'),
    insert: db.prepare(
      'INSERT OR IGNORE INTO collection_part (collection_id, movie_id) VALUES (?, ?)',
    ),
  };

  function writeCollection(details: StoredCollection, stub: boolean): void {
    const result = (stub ? collection.stub : collection.insert).run(
      details.id,
      details.name,
      foldText(details.name),
      JSON.stringify(details),
    );
    if (result.changes === 0) return;
    if (options.replace && !stub) collection.unindex.run(details.id);
    collection.index.run(details.id, details.name);
  }

  return {
    putCollection(details) {
      writeCollection(details, false);
    },
    putMovieCollection(details) {
      if (options.replace) part.clear.run(details.id);
      // Details written before collections existed, or by hand, may lack the field.
      const summary = details.belongs_to_collection ?? null;
      if (summary === null) return;
      writeCollection(collectionFromSummary(summary), true);
      part.insert.run(summary.id, details.id);
    },
  };
}
