import { checkTitle, checkUid, type TitleRef } from './library-limits.js';
import type { LibraryStore } from './library-store.js';
import type { LibraryMediaType } from './library-tables.js';
import { lockUserRows, type StoreContext } from './store-context.js';

// Ids per `in (…)` list: well inside either engine's limit on a statement's parameters.
const IDS_PER_QUERY = 1_000;

/** Leaving (every row of a member's gone), and which titles an import must look up first. */
export function memberDataQueries({
  db,
  engine,
}: StoreContext): Pick<LibraryStore, 'deleteMemberData' | 'unrememberedTitles'> {
  return {
    async deleteMemberData(uid) {
      checkUid(uid);
      await db.transaction().execute(async (trx) => {
        // As the other writers of lists and diary, so none of theirs half-lands after this.
        await lockUserRows(trx, engine, uid, 'lists');
        await lockUserRows(trx, engine, uid, 'diary');
        await lockUserRows(trx, engine, uid, 'episodes');
        await lockUserRows(trx, engine, uid, 'savedFilters');
        // The lists' items go with them (list_items.list_id cascades). The titles' remembered
        // details stay: they are the catalogue's, shared by every member.
        for (const table of [
          'watchlist',
          'favourites',
          'ratings',
          'episode_ratings',
          'diary_entries',
          'lists',
          'member_settings',
          'show_progress',
          'episode_watches',
          'calendar_feeds',
          'saved_filters',
        ] as const)
          await trx.deleteFrom(table).where('uid', '=', uid).execute();
      });
    },

    async unrememberedTitles(titles) {
      titles.forEach(checkTitle);
      const remembered = new Set<string>();
      for (const mediaType of ['movie', 'tv'] as const satisfies LibraryMediaType[]) {
        const ids = [
          ...new Set(titles.filter((t) => t.mediaType === mediaType).map((t) => t.mediaId)),
        ];
        for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
          const rows = await db
            .selectFrom('remembered_titles')
            .select('media_id')
            .where('media_type', '=', mediaType)
            .where('media_id', 'in', ids.slice(start, start + IDS_PER_QUERY))
            .execute();
          for (const row of rows) remembered.add(`${mediaType}:${row.media_id}`);
        }
      }
      const unknown = new Map<string, TitleRef>();
      for (const { mediaType, mediaId } of titles) {
        const key = `${mediaType}:${mediaId}`;
        if (!remembered.has(key)) unknown.set(key, { mediaType, mediaId });
      }
      return [...unknown.values()];
    },
  };
}
