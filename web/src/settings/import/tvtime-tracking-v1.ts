import { numericIdOf } from './import-ids';
import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import type { ImportRecord, RowSource } from './import-records';
import { dayInZone } from './import-times';
import { addPlay, anEpisode, episodeCells, noShow, PlayedEpisodes } from './tvtime-episode-plays';
import {
  eachRow,
  instantOfUnixSeconds,
  releaseYearOf,
  skip,
  skipUntimed,
  wallClockInstant,
  wholeNumberOf,
  type TvTimeReading,
} from './tvtime-reading';

/*
 * tracking-prod-records.csv ("v1"), the older table and the only one with movies: one row per
 * `type` (watch, towatch, follow, rewatch_count, count-…) of an `entity_type` (movie, episode,
 * show). Movies carry no id: TV Time's own uuid, the name in the person's language, a release
 * date, and an English slug in alpha_range_key ("watch-alpha-space-sweepers"), which matches the
 * catalogue's titles better than the localised name (trakt-web's finding).
 */

/** The films v1 names, by TV Time's uuid: votes and lists name films only by it. */
export type TvTimeMovies = Map<string, ImportMatchRow>;

/** The film a row names: by its English slug, else its name, with its year when real. */
function movieMatch(columns: CsvColumns, row: CsvRecord): ImportMatchRow | undefined {
  const slug = columns
    .text(row, 'alpha_range_key')
    .replace(/^[a-z_]+-alpha-/, '')
    .replace(/-/g, ' ')
    .trim();
  const title = slug || columns.text(row, 'movie_name');
  if (title === '') return undefined;
  const year = releaseYearOf(columns.text(row, 'release_date'));
  return year === undefined ? { media_type: 'movie', title } : { media_type: 'movie', title, year };
}

/**
 * When a v1 row was watched: `watch-date-<unix seconds>` is the watch itself (opentv-time and
 * trakt-web prefer it), then watch_date, then when the row was made.
 */
function v1WatchText(columns: CsvColumns, row: CsvRecord, reading: TvTimeReading) {
  const rangeKey = /^watch-date-(\d+)$/.exec(columns.text(row, 'watch_date_range_key'))?.[1];
  const fromKey =
    rangeKey === undefined ? undefined : instantOfUnixSeconds(rangeKey, reading.clock.now);
  if (fromKey !== undefined) return { at: fromKey, text: rangeKey as string };
  const watchDate = columns.text(row, 'watch_date');
  const fromDate = /^\d+$/.test(watchDate)
    ? instantOfUnixSeconds(watchDate, reading.clock.now)
    : wallClockInstant(watchDate, reading.clock);
  if (fromDate !== undefined) return { at: fromDate, text: watchDate };
  const created = columns.text(row, 'created_at');
  return { at: wallClockInstant(created, reading.clock), text: created };
}

interface MovieCounts {
  watches: Map<string, number>;
  planned: Set<string>;
  /** rewatch_count rows, weighed once every watch row is counted. */
  rewatchCounts: Array<{ uuid: string; rewatches: number; label: string; source: RowSource }>;
  /** Movie follow rows: the watchlist, unless the film is watched or already on it. */
  follows: Array<{ uuid: string; record: ImportRecord }>;
}

function readMovieRow(
  reading: TvTimeReading,
  columns: CsvColumns,
  row: CsvRecord,
  source: RowSource,
  type: string,
  movies: TvTimeMovies,
  counts: MovieCounts,
): void {
  const uuid = columns.text(row, 'uuid');
  const match = movieMatch(columns, row);
  if (!match) {
    if (type === 'watch' || type === 'towatch')
      skip(reading, source, { id: 'import.label.film' }, { id: 'import.tvtime.v1NoFilm' });
    return;
  }
  if (uuid !== '' && !movies.has(uuid)) movies.set(uuid, match);
  const title = { match, source };
  const label = match.title as string;
  switch (type) {
    case 'watch': {
      const { at, text } = v1WatchText(columns, row, reading);
      if (at === undefined) {
        skipUntimed(reading, source, label, text);
        return;
      }
      counts.watches.set(uuid, (counts.watches.get(uuid) ?? 0) + 1);
      reading.parsed.records.push({
        kind: 'diary',
        title,
        watched_on: dayInZone(at, reading.clock.timeZone),
        rating: null,
        note: null,
        logged_at: wallClockInstant(columns.text(row, 'created_at'), reading.clock) ?? at,
        play: true,
      });
      return;
    }
    case 'towatch': {
      counts.planned.add(uuid);
      const addedAt = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
      reading.parsed.records.push(
        addedAt === undefined
          ? { kind: 'watchlist', title }
          : { kind: 'watchlist', title, added_at: addedAt },
      );
      return;
    }
    case 'follow':
      counts.follows.push({ uuid, record: { kind: 'watchlist', title } });
      return;
    case 'rewatch_count': {
      const rewatches =
        wholeNumberOf(columns.text(row, 'rewatch_count')) ??
        wholeNumberOf(columns.text(row, 'watch_count')) ??
        0;
      if (rewatches > 0) counts.rewatchCounts.push({ uuid, rewatches, label, source });
      return;
    }
    default:
      skip(reading, source, label, { id: 'import.tvtime.filmRowType', values: { type } });
  }
}

/**
 * A rewatch_count row counts a film's watches beyond the first. Each watch row is a diary entry
 * of its own; rewatches the count tells of beyond those rows have no day, so they are listed as
 * skipped rather than dated at random.
 */
function settleMovieCounts(reading: TvTimeReading, counts: MovieCounts): void {
  for (const { uuid, rewatches, label, source } of counts.rewatchCounts) {
    const missing = rewatches + 1 - (counts.watches.get(uuid) ?? 0);
    if (missing > 0)
      skip(reading, source, label, {
        id: 'import.tvtime.filmRewatchesMissing',
        values: { rewatches, missing },
      });
  }
  const planned = new Set(counts.planned);
  for (const { uuid, record } of counts.follows) {
    if (uuid !== '' && (counts.watches.has(uuid) || planned.has(uuid))) continue;
    planned.add(uuid);
    reading.parsed.records.push(record);
  }
}

/**
 * Reads v1: films (diary, watchlist), show follows, and episode plays for the episodes v2 has no
 * play of (by TheTVDB's episode id, as opentv-time merges the two). Count rows are bookkeeping.
 */
export async function readTrackingV1(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
  playedInV2: PlayedEpisodes,
  movies: TvTimeMovies,
): Promise<PlayedEpisodes> {
  const played = new PlayedEpisodes();
  const [header, ...rows] = records;
  if (!header) return played;
  const columns = new CsvColumns(file, header);
  const counts: MovieCounts = {
    watches: new Map(),
    planned: new Set(),
    rewatchCounts: [],
    follows: [],
  };
  await eachRow(rows, reading.rowsPerSlice, (row) => {
    const source = { file, line: row.line };
    const type = columns.text(row, 'type');
    const entity = columns.text(row, 'entity_type');
    if (type.startsWith('count-')) return;
    if (entity === 'movie') {
      readMovieRow(reading, columns, row, source, type, movies, counts);
      return;
    }
    if (entity === 'episode' && type === 'watch') {
      const cells = episodeCells(
        reading,
        source,
        {
          showId: columns.text(row, 'series_id'),
          showName: columns.text(row, 'series_name'),
          season: columns.text(row, 'season_number'),
          episode: columns.text(row, 'episode_number'),
          episodeId: columns.text(row, 'episode_id'),
        },
        anEpisode,
      );
      if (!cells || playedInV2.has(cells.show, cells.season, cells.episode, cells.tvdbId)) return;
      const { at, text } = v1WatchText(columns, row, reading);
      if (at === undefined) {
        skipUntimed(reading, source, cells.label, text);
        return;
      }
      const playId = columns.text(row, 'type-uuid-n') || columns.text(row, 'uuid');
      addPlay(reading, cells, at, source, playId);
      played.add(cells.show, cells.season, cells.episode, cells.tvdbId);
      return;
    }
    if ((entity === 'show' || entity === 'series') && type === 'follow') {
      const showId = numericIdOf(columns.text(row, 'series_id'));
      const name = columns.text(row, 'series_name');
      if (showId === undefined) {
        skip(reading, source, name || { id: 'import.label.followedShow' }, noShow);
        return;
      }
      const at = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
      reading.shows.followed(reading.shows.byTvdbId(showId, name, source), {
        file: 'tracking-v1',
        archived: false,
        source,
        ...(at === undefined ? {} : { at }),
      });
      return;
    }
    skip(
      reading,
      source,
      columns.text(row, 'series_name') || `${type} ${entity}`.trim() || { id: 'import.label.row' },
      entity === ''
        ? { id: 'import.tvtime.rowTypeNoKind', values: { type } }
        : { id: 'import.tvtime.rowTypeOfKind', values: { type, kind: entity } },
    );
  });
  settleMovieCounts(reading, counts);
  return played;
}
