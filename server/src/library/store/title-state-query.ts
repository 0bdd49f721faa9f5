import { sql, type RawBuilder } from 'kysely';
import { LibraryError } from './library-error.js';
import {
  checkTitle,
  checkUid,
  halvesToRating,
  MAX_TITLES_PER_STATES_QUERY,
} from './library-limits.js';
import type { LibraryStore, TitleRef, TitleState } from './library-store.js';
import type { LibraryEngine } from './library-tables.js';
import type { StoreContext } from './store-context.js';

function titleKey(mediaType: string, mediaId: number): string {
  return `${mediaType}:${mediaId}`;
}

/**
 * The rows of the asked titles (of the owner too, when given), in the form each engine's planner
 * answers with a key lookup per title, for both media types in one condition. SQLite gets
 * `(uid, media_type, media_id) in (values …)`: given `uid = ?` apart, its planner (with no
 * statistics) walks a covering index of all the user's ratings (ratings_by_value) instead.
 * PostgreSQL gets `uid = ? and (media_type = ? and media_id in (…) or …)`, which it estimates
 * well: given a row-value list it misjudges how many rows match and, for a member who holds most
 * of a table, scans the table.
 */
function isAsked(
  engine: LibraryEngine,
  titles: readonly TitleRef[],
  [typeColumn, idColumn]: readonly [string, string],
  owner?: { column: string; uid: string },
): RawBuilder<boolean> {
  if (engine === 'postgres') {
    const byType = new Map<string, number[]>();
    for (const { mediaType, mediaId } of titles)
      byType.set(mediaType, [...(byType.get(mediaType) ?? []), mediaId]);
    const ofType = [...byType].map(
      ([type, ids]) =>
        sql`(${sql.ref(typeColumn)} = ${type} and ${sql.ref(idColumn)} in (${sql.join(ids)}))`,
    );
    const ownRows = owner === undefined ? sql`` : sql`${sql.ref(owner.column)} = ${owner.uid} and `;
    return sql<boolean>`${ownRows}(${sql.join(ofType, sql` or `)})`;
  }
  const columns = [...(owner === undefined ? [] : [owner.column]), typeColumn, idColumn];
  const rows = titles.map((title) =>
    owner === undefined
      ? sql`(${title.mediaType}, ${title.mediaId})`
      : sql`(${owner.uid}, ${title.mediaType}, ${title.mediaId})`,
  );
  return sql<boolean>`(${sql.join(columns.map((column) => sql.ref(column)))}) in (values ${sql.join(rows)})`;
}

/** What a page of cards shows about each title, in one query whatever the number of titles. */
export function titleStateQuery({ db, engine }: StoreContext): Pick<LibraryStore, 'titleStates'> {
  return {
    async titleStates(uid, requested) {
      checkUid(uid);
      requested.forEach(checkTitle);
      const unique = new Map(
        requested.map((title) => [titleKey(title.mediaType, title.mediaId), title]),
      );
      if (unique.size > MAX_TITLES_PER_STATES_QUERY)
        throw new LibraryError(
          'too-many-titles',
          `Ask for the states of at most ${MAX_TITLES_PER_STATES_QUERY} titles at once.`,
        );
      if (unique.size === 0) return [];
      const titles = [...unique.values()];
      const isOwnAsked = isAsked(engine, titles, ['media_type', 'media_id'], {
        column: 'uid',
        uid,
      });
      // One row per fact: on the watchlist (w), a favourite (f), rated (r, value = halves),
      // watched (d, value = entries) and in a list (l, value = list id); one branch per table.
      const rows = await db
        .selectFrom('watchlist')
        .select([sql.lit('w').as('kind'), 'media_type', 'media_id', sql<number>`0`.as('value')])
        .where(isOwnAsked)
        .unionAll(
          db
            .selectFrom('favourites')
            .select([sql.lit('f').as('kind'), 'media_type', 'media_id', sql<number>`0`.as('value')])
            .where(isOwnAsked),
        )
        .unionAll(
          db
            .selectFrom('ratings')
            .select([sql.lit('r').as('kind'), 'media_type', 'media_id', 'value_halves as value'])
            .where(isOwnAsked),
        )
        .unionAll(
          db
            .selectFrom('diary_entries')
            .select((eb) => [
              sql.lit('d').as('kind'),
              'media_type',
              'media_id',
              eb.fn.countAll<number>().as('value'),
            ])
            .where(isOwnAsked)
            .groupBy(['media_type', 'media_id']),
        )
        .unionAll(
          db
            .selectFrom('list_items')
            .innerJoin('lists', 'lists.id', 'list_items.list_id')
            .select([
              sql.lit('l').as('kind'),
              'list_items.media_type',
              'list_items.media_id',
              'list_items.list_id as value',
            ])
            .where('lists.uid', '=', uid)
            .where(isAsked(engine, titles, ['list_items.media_type', 'list_items.media_id'])),
        )
        .execute();

      const states = new Map(
        titles.map((title): [string, TitleState] => [
          titleKey(title.mediaType, title.mediaId),
          {
            ...title,
            watchlist: false,
            favourite: false,
            rating: null,
            watchCount: 0,
            listIds: [],
          },
        ]),
      );
      for (const row of rows) {
        const state = states.get(titleKey(row.media_type, row.media_id));
        if (state === undefined) continue;
        const value = Number(row.value);
        if (row.kind === 'w') state.watchlist = true;
        else if (row.kind === 'f') state.favourite = true;
        else if (row.kind === 'r') state.rating = halvesToRating(value);
        else if (row.kind === 'd') state.watchCount = value;
        else state.listIds.push(value);
      }
      for (const state of states.values()) state.listIds.sort((a, b) => a - b);
      return [...states.values()];
    },
  };
}
