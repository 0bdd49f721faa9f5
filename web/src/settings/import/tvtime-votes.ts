import { numericIdOf } from './import-ids';
import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import type { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import type { ImportRecord, RowLabel } from './import-records';
import { addEpisodeVote, isEpisodeVote, PlaysByEpisodeId } from './tvtime-episode-votes';
import {
  eachFileRow,
  firstText,
  skip,
  type TvTimeReading,
  wallClockInstant,
} from './tvtime-reading';
import type { TvTimeMovies } from './tvtime-tracking-v1';

/*
 * Ratings (ratings-live-votes.csv; ratings-3-prod-episode_votes.csv) of films, shows and episodes
 * (tvtime-episode-votes.ts): a vote_key whose last part is the id of a rating in TV Time's
 * stars_wording_scalev2 set. trakt-web verified the ids
 * against msapi.tvtime.com/live/v1/ratings/sets; Yamtrack left the set unmapped. A film's vote
 * names it by uuid (and its localised name), so the English slug and year come from v1's row.
 */

/** Rating id → Marquee's 1–10 (bad, ok, good, great, wow: the star's place, doubled). */
const ratingOfVote = new Map([
  [1, 2],
  [27, 4],
  [28, 6],
  [29, 8],
  [3, 10],
]);

export async function readVotes(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
  movies: TvTimeMovies,
): Promise<void> {
  const plays = new PlaysByEpisodeId(reading);
  await eachFileRow(file, records, reading, (row, columns, source) => {
    const movieName = columns.text(row, 'movie_name');
    const seriesName = columns.text(row, 'series_name');
    const label: RowLabel = movieName ||
      seriesName ||
      columns.text(row, 'vote_key') || { id: 'import.label.vote' };
    const voteId = /-(\d+)$/.exec(columns.text(row, 'vote_key'))?.[1];
    const rating = voteId === undefined ? undefined : ratingOfVote.get(Number(voteId));
    if (rating === undefined) {
      skip(reading, source, label, {
        id: 'import.tvtime.unknownVote',
        values: { key: columns.text(row, 'vote_key') },
      });
      return;
    }
    const ratedAt = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
    if (isEpisodeVote(columns, row)) {
      addEpisodeVote(reading, columns, row, source, { rating, ratedAt }, plays);
      return;
    }
    const match = votedTitle(columns, row, reading, movies);
    if (!match) {
      skip(reading, source, label, { id: 'import.tvtime.voteUnknownTitle' });
      return;
    }
    const record: ImportRecord = { kind: 'ratings', title: { match, source }, rating };
    if (ratedAt !== undefined) record.rated_at = ratedAt;
    reading.parsed.records.push(record);
  });
}

/** A film by v1's uuid, else by its name; a show by TheTVDB id, should a vote carry one. */
function votedTitle(
  columns: CsvColumns,
  row: CsvRecord,
  reading: TvTimeReading,
  movies: TvTimeMovies,
): ImportMatchRow | undefined {
  const movie = movies.get(columns.text(row, 'uuid'));
  if (movie) return movie;
  const movieName = columns.text(row, 'movie_name');
  if (movieName !== '') return { media_type: 'movie', title: movieName };
  const showId = numericIdOf(firstText(columns, row, ['s_id', 'series_id', 'tv_show_id']));
  if (showId === undefined) return undefined;
  const source = { file: columns.file, line: row.line };
  return reading.shows.byTvdbId(showId, columns.text(row, 'series_name'), source).match;
}
