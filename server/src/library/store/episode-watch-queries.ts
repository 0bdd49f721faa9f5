import type { Selectable } from 'kysely';
import { LibraryError } from './library-error.js';
import {
  checkedSlice,
  checkEpisodes,
  checkTitle,
  checkUid,
  checkWatchedOn,
  MAX_EPISODE_WATCHES_PER_USER,
  type EpisodeNumbers,
} from './library-limits.js';
import type { EpisodeWatch, EpisodeWatchEntry, LibraryStore } from './library-store.js';
import type { EpisodeWatchTable } from './library-tables.js';
import { followShow } from './follow-show.js';
import { countRows, lockUserRows, type StoreContext } from './store-context.js';
import { columnKeys, sliceOf } from './title-slice.js';

export function episodeWatchOfRow(row: Selectable<EpisodeWatchTable>): EpisodeWatch {
  return {
    id: Number(row.id),
    showId: row.show_id,
    seasonNumber: row.season_number,
    episodeNumber: row.episode_number,
    cycle: row.cycle,
    rewatch: row.rewatch,
    watchedOn: row.watched_on,
    createdAt: Number(row.created_at),
  };
}

const keyOf = ({ seasonNumber, episodeNumber }: EpisodeNumbers) =>
  `${seasonNumber}:${episodeNumber}`;

/** Each episode once, in the order first asked. */
function distinctEpisodes(episodes: readonly EpisodeNumbers[]): EpisodeNumbers[] {
  const seen = new Map<string, EpisodeNumbers>();
  for (const { seasonNumber, episodeNumber } of episodes)
    seen.set(keyOf({ seasonNumber, episodeNumber }), { seasonNumber, episodeNumber });
  return [...seen.values()];
}

/** Marking, unmarking and listing the watches of episodes. */
export function episodeWatchQueries({
  db,
  engine,
  now,
}: StoreContext): Pick<
  LibraryStore,
  'markEpisodes' | 'unmarkEpisodes' | 'deleteEpisodeWatch' | 'listEpisodeWatches'
> {
  return {
    async markEpisodes(uid, showId, episodes, { watchedOn, again = false }) {
      checkUid(uid);
      checkEpisodes(showId, episodes);
      const at = now();
      checkWatchedOn(watchedOn, at);
      const asked = distinctEpisodes(episodes);
      return db.transaction().execute(async (trx) => {
        await lockUserRows(trx, engine, uid, 'episodes');
        const { cycle } = await followShow(trx, { uid, showId, at });
        if (asked.length === 0) return [];
        // The latest watch of each episode asked about in this cycle: none means a first watch.
        const latest = new Map<string, number>();
        const rows = await trx
          .selectFrom('episode_watches')
          .select(['season_number', 'episode_number'])
          .select((eb) => eb.fn.max('rewatch').as('rewatch'))
          .where('uid', '=', uid)
          .where('show_id', '=', showId)
          .where('cycle', '=', cycle)
          .groupBy(['season_number', 'episode_number'])
          .execute();
        for (const row of rows)
          latest.set(
            keyOf({ seasonNumber: row.season_number, episodeNumber: row.episode_number }),
            Number(row.rewatch),
          );
        const written = asked.flatMap(({ seasonNumber, episodeNumber }) => {
          const before = latest.get(keyOf({ seasonNumber, episodeNumber }));
          if (before !== undefined && !again) return [];
          return [
            {
              uid,
              show_id: showId,
              season_number: seasonNumber,
              episode_number: episodeNumber,
              cycle,
              rewatch: before === undefined ? 0 : before + 1,
              watched_on: watchedOn,
              created_at: at,
            },
          ];
        });
        if (written.length === 0) return [];
        const total = await countRows(trx.selectFrom('episode_watches').where('uid', '=', uid));
        if (total + written.length > MAX_EPISODE_WATCHES_PER_USER)
          throw new LibraryError(
            'episodes-full',
            `A member keeps at most ${MAX_EPISODE_WATCHES_PER_USER.toLocaleString('en')} episode watches.`,
          );
        // The lock above orders this member's marks on PostgreSQL as SQLite orders every write,
        // so the watches read are still the latest; the unique key would refuse a second
        // rewatch 0 all the same.
        const inserted = await trx
          .insertInto('episode_watches')
          .values(written)
          .returningAll()
          .execute();
        const order = new Map(asked.map((episode, index) => [keyOf(episode), index]));
        return inserted
          .map(episodeWatchOfRow)
          .sort((a, b) => (order.get(keyOf(a)) ?? 0) - (order.get(keyOf(b)) ?? 0));
      });
    },

    async unmarkEpisodes(uid, showId, episodes) {
      checkUid(uid);
      checkEpisodes(showId, episodes);
      const asked = distinctEpisodes(episodes);
      if (asked.length === 0) return 0;
      const result = await db
        .deleteFrom('episode_watches')
        .where('uid', '=', uid)
        .where('show_id', '=', showId)
        .where('cycle', '=', (eb) =>
          eb
            .selectFrom('show_progress')
            .select('cycle')
            .where('uid', '=', uid)
            .where('show_id', '=', showId),
        )
        .where((eb) =>
          eb.or(
            asked.map(({ seasonNumber, episodeNumber }) =>
              eb.and([
                eb('season_number', '=', seasonNumber),
                eb('episode_number', '=', episodeNumber),
              ]),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteEpisodeWatch(uid, id) {
      checkUid(uid);
      if (!Number.isSafeInteger(id) || id < 1) return false;
      const result = await db
        .deleteFrom('episode_watches')
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async listEpisodeWatches(uid, request = {}) {
      checkUid(uid);
      const { offset, limit } = checkedSlice(request);
      if (request.showId !== undefined) checkTitle({ mediaType: 'tv', mediaId: request.showId });
      let mine = db.selectFrom('episode_watches as item').where('item.uid', '=', uid);
      if (request.showId !== undefined) mine = mine.where('item.show_id', '=', request.showId);
      return sliceOf(
        mine,
        (rows) =>
          rows
            .leftJoin('remembered_titles as details', (join) =>
              join
                .onRef('details.media_id', '=', 'item.show_id')
                .on('details.media_type', '=', 'tv'),
            )
            .selectAll('item')
            .select('details.details'),
        // Latest watched first, by the member's index (uid, watched_on, id).
        {
          offset,
          limit,
          keys: columnKeys('item.watched_on', 'item.id'),
          order: 'desc',
          filter: {},
        },
        (row): EpisodeWatchEntry => ({
          ...episodeWatchOfRow(row),
          details: row.details === null ? null : JSON.parse(row.details),
        }),
      );
    },
  };
}
