import { sql } from 'kysely';
import { checkShowStatus, checkTitle, checkUid } from './library-limits.js';
import type { EpisodeRef, LibraryStore } from './library-store.js';
import { followShow, showProgressOfRow } from './follow-show.js';
import { episodeWatchOfRow } from './episode-watch-queries.js';
import type { StoreContext } from './store-context.js';

// Show ids per `in (…)` list, well inside either engine's limit on a statement's parameters.
const IDS_PER_QUERY = 1_000;
// Seasons and episodes folded into one number that sorts as they air: far above any episode.
const SEASON_SPAN = 100_000;

function checkShow(uid: string, showId: number): void {
  checkUid(uid);
  checkTitle({ mediaType: 'tv', mediaId: showId });
}

/** The shows a member follows: their status, cycles, and how far each cycle has come. */
export function showProgressQueries({
  db,
  now,
}: StoreContext): Pick<
  LibraryStore,
  'showWatches' | 'followedShows' | 'setShowStatus' | 'startShowAgain' | 'watchedInCurrentCycles'
> {
  return {
    async showWatches(uid, showId) {
      checkShow(uid, showId);
      return db.transaction().execute(async (trx) => {
        const progress = await trx
          .selectFrom('show_progress')
          .selectAll()
          .where('uid', '=', uid)
          .where('show_id', '=', showId)
          .executeTakeFirst();
        const watches = await trx
          .selectFrom('episode_watches')
          .selectAll()
          .where('uid', '=', uid)
          .where('show_id', '=', showId)
          .orderBy('cycle')
          .orderBy('season_number')
          .orderBy('episode_number')
          .orderBy('rewatch')
          .execute();
        return {
          progress: progress === undefined ? undefined : showProgressOfRow(progress),
          watches: watches.map(episodeWatchOfRow),
        };
      });
    },

    async followedShows(uid) {
      checkUid(uid);
      // One pass over the member's current cycles by the unique index: a thousand shows of a
      // hundred episodes each are counted without reading a watch twice.
      const rows = await db
        .selectFrom('show_progress as progress')
        .leftJoin('episode_watches as watch', (join) =>
          join
            .onRef('watch.uid', '=', 'progress.uid')
            .onRef('watch.show_id', '=', 'progress.show_id')
            .onRef('watch.cycle', '=', 'progress.cycle')
            .on('watch.season_number', '>', 0),
        )
        .where('progress.uid', '=', uid)
        .groupBy([
          'progress.uid',
          'progress.show_id',
          'progress.cycle',
          'progress.status',
          'progress.started_at',
          'progress.updated_at',
        ])
        .select([
          'progress.uid',
          'progress.show_id',
          'progress.cycle',
          'progress.status',
          'progress.started_at',
          'progress.updated_at',
          sql<number>`count(distinct watch.season_number * ${sql.lit(SEASON_SPAN)} + watch.episode_number)`.as(
            'watched',
          ),
          sql<
            number | null
          >`max(watch.season_number * ${sql.lit(SEASON_SPAN)} + watch.episode_number)`.as(
            'furthest',
          ),
        ])
        .orderBy('progress.updated_at', 'desc')
        .orderBy('progress.show_id')
        .execute();
      return rows.map((row) => {
        const furthest = row.furthest === null ? null : Number(row.furthest);
        return {
          ...showProgressOfRow(row),
          watchedEpisodes: Number(row.watched),
          furthest:
            furthest === null
              ? null
              : {
                  seasonNumber: Math.floor(furthest / SEASON_SPAN),
                  episodeNumber: furthest % SEASON_SPAN,
                },
        };
      });
    },

    async watchedInCurrentCycles(uid, showIds) {
      checkUid(uid);
      showIds.forEach((showId) => checkTitle({ mediaType: 'tv', mediaId: showId }));
      const ids = [...new Set(showIds)];
      const watched: EpisodeRef[] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('show_progress as progress')
          .innerJoin('episode_watches as watch', (join) =>
            join
              .onRef('watch.uid', '=', 'progress.uid')
              .onRef('watch.show_id', '=', 'progress.show_id')
              .onRef('watch.cycle', '=', 'progress.cycle'),
          )
          .where('progress.uid', '=', uid)
          .where('progress.show_id', 'in', ids.slice(start, start + IDS_PER_QUERY))
          .select(['watch.show_id', 'watch.season_number', 'watch.episode_number'])
          .distinct()
          .execute();
        for (const row of rows)
          watched.push({
            showId: row.show_id,
            seasonNumber: row.season_number,
            episodeNumber: row.episode_number,
          });
      }
      return watched;
    },

    async setShowStatus(uid, showId, status) {
      checkShow(uid, showId);
      checkShowStatus(status);
      return followShow(db, { uid, showId, at: now() }, { status });
    },

    async startShowAgain(uid, showId) {
      checkShow(uid, showId);
      return followShow(db, { uid, showId, at: now() }, { status: 'watching', nextCycle: true });
    },
  };
}
