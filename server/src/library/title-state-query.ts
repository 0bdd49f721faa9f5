import { sql } from 'kysely';
import { LibraryError } from './library-error.js';
import {
  checkTitle,
  checkUid,
  halvesToRating,
  MAX_TITLES_PER_STATES_QUERY,
} from './library-limits.js';
import type { LibraryStore, TitleState } from './library-store.js';
import type { LibraryMediaType } from './library-tables.js';
import type { StoreContext } from './store-context.js';

function titleKey(mediaType: string, mediaId: number): string {
  return `${mediaType}:${mediaId}`;
}

/** What a page of cards shows about each title, in one query whatever the number of titles. */
export function titleStateQuery({ db }: StoreContext): Pick<LibraryStore, 'titleStates'> {
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
      // One row per fact: on the watchlist (w), a favourite (f), rated (r, value = halves),
      // watched (d, value = entries) and in a list (l, value = list id). One branch per table and
      // media type, each `uid = ? and media_type = ? and media_id in (…)`: a primary-key lookup per
      // title, which an OR of the two types would hide from SQLite's planner.
      const factsAbout = (mediaType: LibraryMediaType, ids: number[]) =>
        db
          .selectFrom('watchlist')
          .select([sql.lit('w').as('kind'), 'media_type', 'media_id', sql<number>`0`.as('value')])
          .where('uid', '=', uid)
          .where('media_type', '=', mediaType)
          .where('media_id', 'in', ids)
          .unionAll(
            db
              .selectFrom('favourites')
              .select([
                sql.lit('f').as('kind'),
                'media_type',
                'media_id',
                sql<number>`0`.as('value'),
              ])
              .where('uid', '=', uid)
              .where('media_type', '=', mediaType)
              .where('media_id', 'in', ids),
          )
          .unionAll(
            db
              .selectFrom('ratings')
              .select([sql.lit('r').as('kind'), 'media_type', 'media_id', 'value_halves as value'])
              .where('uid', '=', uid)
              .where('media_type', '=', mediaType)
              .where('media_id', 'in', ids),
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
              .where('uid', '=', uid)
              .where('media_type', '=', mediaType)
              .where('media_id', 'in', ids)
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
              .where('list_items.media_type', '=', mediaType)
              .where('list_items.media_id', 'in', ids),
          );
      const byType = new Map<LibraryMediaType, number[]>();
      for (const { mediaType, mediaId } of titles)
        byType.set(mediaType, [...(byType.get(mediaType) ?? []), mediaId]);
      const [first, ...others] = [...byType].map(([mediaType, ids]) => factsAbout(mediaType, ids));
      const rows = await others
        .reduce((query, other) => query.unionAll(other), first as NonNullable<typeof first>)
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
