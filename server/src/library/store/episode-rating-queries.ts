import type { Kysely } from 'kysely';
import {
  checkedSlice,
  checkEpisode,
  checkTitle,
  checkUid,
  halvesToRating,
  ratingToHalves,
} from './library-limits.js';
import { keptDetails } from './kept-episode-details.js';
import type { LibraryStore, RatedEpisodeDetails, RatedEpisodeRow } from './library-store.js';
import type { EpisodeRatingTable, LibraryTables } from './library-tables.js';
import { countRows, type StoreContext } from './store-context.js';
import { upsertInserted } from './upsert-inserted.js';

type RatedEpisodeColumns = Pick<
  EpisodeRatingTable,
  'show_id' | 'season_number' | 'episode_number' | 'value_halves' | 'rated_at' | 'details'
>;

/** A row of episode_ratings as the store gives it. */
export function ratedEpisodeRow(row: RatedEpisodeColumns): RatedEpisodeRow {
  return {
    showId: row.show_id,
    seasonNumber: row.season_number,
    episodeNumber: row.episode_number,
    rating: halvesToRating(row.value_halves),
    // PostgreSQL answers a bigint as text.
    ratedAt: Number(row.rated_at),
    details: JSON.parse(row.details) as RatedEpisodeDetails,
  };
}

export function episodeRatingQueries({
  db,
  engine,
  now,
}: StoreContext): Pick<
  LibraryStore,
  'rateEpisode' | 'unrateEpisode' | 'listEpisodeRatings' | 'episodeRatingsOfShow'
> {
  return {
    async rateEpisode(uid, episode, rating, details) {
      checkUid(uid);
      checkEpisode(episode);
      const valueHalves = ratingToHalves(rating);
      const kept = keptDetails(episode, details);
      const ratedAt = now();
      const { showId, seasonNumber, episodeNumber } = episode;
      const upsert = (executor: Kysely<LibraryTables>) =>
        executor
          .insertInto('episode_ratings')
          .values({
            uid,
            show_id: showId,
            season_number: seasonNumber,
            episode_number: episodeNumber,
            value_halves: valueHalves,
            rated_at: ratedAt,
            details: kept,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['uid', 'show_id', 'season_number', 'episode_number'])
              .doUpdateSet({ value_halves: valueHalves, rated_at: ratedAt, details: kept }),
          );
      return upsertInserted({ db, engine }, upsert, (executor) =>
        executor
          .selectFrom('episode_ratings')
          .select('value_halves')
          .where('uid', '=', uid)
          .where('show_id', '=', showId)
          .where('season_number', '=', seasonNumber)
          .where('episode_number', '=', episodeNumber)
          .executeTakeFirst(),
      );
    },

    async unrateEpisode(uid, episode) {
      checkUid(uid);
      checkEpisode(episode);
      const result = await db
        .deleteFrom('episode_ratings')
        .where('uid', '=', uid)
        .where('show_id', '=', episode.showId)
        .where('season_number', '=', episode.seasonNumber)
        .where('episode_number', '=', episode.episodeNumber)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async listEpisodeRatings(uid, request = {}) {
      checkUid(uid);
      const { offset, limit } = checkedSlice(request);
      const query = db.selectFrom('episode_ratings').where('uid', '=', uid);
      // Every key in one direction, so episode_ratings_by_rated serves the order.
      const [rows, total] = await Promise.all([
        query
          .select([
            'show_id',
            'season_number',
            'episode_number',
            'value_halves',
            'rated_at',
            'details',
          ])
          .orderBy('rated_at', 'desc')
          .orderBy('show_id', 'desc')
          .orderBy('season_number', 'desc')
          .orderBy('episode_number', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        countRows(query),
      ]);
      return { results: rows.map(ratedEpisodeRow), total };
    },

    async episodeRatingsOfShow(uid, showId) {
      checkUid(uid);
      checkTitle({ mediaType: 'tv', mediaId: showId });
      const rows = await db
        .selectFrom('episode_ratings')
        .select(['season_number', 'episode_number', 'value_halves'])
        .where('uid', '=', uid)
        .where('show_id', '=', showId)
        .orderBy('season_number')
        .orderBy('episode_number')
        .execute();
      return rows.map((row) => ({
        seasonNumber: row.season_number,
        episodeNumber: row.episode_number,
        rating: halvesToRating(row.value_halves),
      }));
    },
  };
}
