import type { Insertable } from 'kysely';
import { LibraryError } from './library-error.js';
import { checkTitle, isGenreId, MAX_TITLES_REMEMBERED_AT_ONCE } from './library-limits.js';
import type { LibraryStore, LibraryTitle } from './library-store.js';
import type { LibraryMediaType, RememberedTitleTable, TitleGenreTable } from './library-tables.js';
import type { StoreContext } from './store-context.js';

interface RememberedTitle {
  row: Insertable<RememberedTitleTable>;
  genres: Insertable<TitleGenreTable>[];
}

function invalidTitle(why: string): LibraryError {
  return new LibraryError('invalid-title', `A title's details need ${why}.`);
}

/** The row of `title` and its genres; throws 'invalid-title' for what is no movie or show. */
function rememberedTitle(title: LibraryTitle): RememberedTitle {
  if (typeof title !== 'object' || title === null) throw invalidTitle('to be an object');
  const mediaType = title.media_type;
  checkTitle({ mediaType, mediaId: title.id });
  const name = mediaType === 'movie' ? title.title : title.name;
  if (typeof name !== 'string') throw invalidTitle('a title (a show, a name)');
  const genreIds: unknown = title.genre_ids ?? [];
  if (!Array.isArray(genreIds) || !genreIds.every(isGenreId))
    throw invalidTitle('genre_ids, a list of TMDB genre ids');
  const date = mediaType === 'movie' ? title.release_date : title.first_air_date;
  const popularity: unknown = title.popularity;
  return {
    row: {
      media_type: mediaType,
      media_id: title.id,
      details: JSON.stringify(title),
      title_key: name.toLowerCase(),
      // TMDB sends '' for a title it has no date for.
      release_date: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
      popularity: typeof popularity === 'number' && Number.isFinite(popularity) ? popularity : null,
    },
    genres: [...new Set(genreIds)].map((genreId) => ({
      media_type: mediaType,
      media_id: title.id,
      genre_id: genreId,
    })),
  };
}

/** The titles' details, shared by every user's reads. */
export function rememberTitlesQuery({ db }: StoreContext): Pick<LibraryStore, 'rememberTitles'> {
  return {
    async rememberTitles(titles) {
      if (titles.length > MAX_TITLES_REMEMBERED_AT_ONCE)
        throw new LibraryError(
          'too-many-titles',
          `Remember at most ${MAX_TITLES_REMEMBERED_AT_ONCE} titles at once.`,
        );
      // The last copy of a title wins; one statement may not write a row twice.
      const byTitle = new Map<string, RememberedTitle>();
      for (const title of titles.map(rememberedTitle))
        byTitle.set(`${title.row.media_type}:${title.row.media_id}`, title);
      if (byTitle.size === 0) return false;
      // In one order for every writer, so two writers of the same titles take their row locks
      // in the same order and never deadlock.
      const remembered = [...byTitle.values()].sort(
        (a, b) =>
          a.row.media_type.localeCompare(b.row.media_type) || a.row.media_id - b.row.media_id,
      );
      return db.transaction().execute(async (trx) => {
        // The upsert locks each title's row first: a writer of the same title waits here until
        // this one commits. A row whose stored details are these already is left as it is (its
        // genres come from the same details), so only the changed ones come back.
        const changed = await trx
          .insertInto('remembered_titles')
          .values(remembered.map(({ row }) => row))
          .onConflict((conflict) =>
            conflict
              .columns(['media_type', 'media_id'])
              .doUpdateSet((eb) => ({
                details: eb.ref('excluded.details'),
                title_key: eb.ref('excluded.title_key'),
                release_date: eb.ref('excluded.release_date'),
                popularity: eb.ref('excluded.popularity'),
              }))
              .whereRef('remembered_titles.details', '<>', 'excluded.details'),
          )
          .returning(['media_type', 'media_id'])
          .execute();
        if (changed.length === 0) return false;
        const idsOf = (mediaType: LibraryMediaType) =>
          changed.filter((row) => row.media_type === mediaType).map((row) => row.media_id);
        await trx
          .deleteFrom('title_genres')
          .where((eb) =>
            eb.or(
              (['movie', 'tv'] as const)
                .map((mediaType) => [mediaType, idsOf(mediaType)] as const)
                .filter(([, ids]) => ids.length > 0)
                .map(([mediaType, ids]) =>
                  eb.and([eb('media_type', '=', mediaType), eb('media_id', 'in', ids)]),
                ),
            ),
          )
          .execute();
        const genres = changed.flatMap(
          (row) => byTitle.get(`${row.media_type}:${row.media_id}`)?.genres ?? [],
        );
        if (genres.length > 0) await trx.insertInto('title_genres').values(genres).execute();
        return true;
      });
    },
  };
}
