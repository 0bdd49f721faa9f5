import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { ExternalIdsDocument } from './tmdb-document-checks.js';

/** Whose ids an external_ids document holds: only a show's has tvdb_id, only a person's tvrage_id without it. */
function ownerOf(ids: ExternalIdsDocument): TitleMediaType | 'person' {
  if ('tvdb_id' in ids) return 'tv';
  if ('tvrage_id' in ids || 'freebase_mid' in ids || ids.imdb_id?.startsWith('nm') === true)
    return 'person';
  return 'movie';
}

/**
 * The IMDb id of an imported title, from wherever TMDB gave it: movie details, external_ids appended
 * to details, or an external_ids document of its own, in any file order and across runs. TV details
 * never carry one, so an id already known is kept when a show's details come again.
 */
export function createImportedImdbIds(db: Database.Database) {
  const stored = {
    movie: db.prepare<[number], string | null>('SELECT imdb_id FROM movie WHERE id = ?').pluck(),
    tv: db.prepare<[number], string | null>('SELECT imdb_id FROM tv WHERE id = ?').pluck(),
  };
  const update = {
    movie: db.prepare('UPDATE movie SET imdb_id = ? WHERE id = ?'),
    tv: db.prepare('UPDATE tv SET imdb_id = ? WHERE id = ?'),
  };
  // Ids from documents read before their title's details in the same run.
  const pending = { movie: new Map<number, string>(), tv: new Map<number, string>() };

  return {
    /** An external_ids document: sets the id of a title already imported, else keeps it for its details. */
    importExternalIds(id: number, ids: ExternalIdsDocument): void {
      const owner = ownerOf(ids);
      // A person's IMDb id is in their details; nothing here looks people up by it.
      if (owner === 'person' || ids.imdb_id === null || ids.imdb_id === '') return;
      if (update[owner].run(ids.imdb_id, id).changes === 0) pending[owner].set(id, ids.imdb_id);
    },

    /** The id to store with details being imported: the first the document itself gives, else one known. */
    idFor(
      media: TitleMediaType,
      id: number,
      ...given: Array<string | null | undefined>
    ): string | null {
      const own = given.find((imdbId) => imdbId !== undefined && imdbId !== null && imdbId !== '');
      return own ?? pending[media].get(id) ?? stored[media].get(id) ?? null;
    },
  };
}
