import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import type { ImportListHead, ImportRecord } from './import-records';
import { dayInZone } from './import-times';
import { addPlay, anEpisode, episodeCells, noShow } from './tvtime-episode-plays';
import {
  eachFileRow,
  eachRow,
  flagOf,
  skip,
  skipUntimed,
  tvTimeClock,
  type TvTimeClock,
  type TvTimeReading,
  wallClockInstant,
  wholeNumberOf,
} from './tvtime-reading';
import { isImdbId, numericIdOf } from './import-ids';

/*
 * TV Time's in-app "export my data" (tvtime-export-*.zip, FORMATS.md 2.6): tvtime-series-episodes
 * .csv (every episode of the shows followed, watched or not), tvtime-movies.csv, tvtime-series.csv
 * (a status a show) and tvtime-lists.csv. Films carry TheTVDB's and IMDb's ids here ("-1" for
 * none). Times: films' are instants (…Z); episodes' have no zone, but the same export's JSON twin
 * writes them with a Z, so they are read as UTC, not in the person's zone.
 */

/** The films of tvtime-movies.csv by TV Time's uuid, for lists. */
export type MyDataMovies = Map<string, ImportMatchRow>;

function imdbIdOf(text: string): string | undefined {
  return isImdbId(text) ? text : undefined;
}

function utc(clock: TvTimeClock): TvTimeClock {
  return tvTimeClock('UTC', clock.now);
}

/** Episodes watched are plays; rewatch_count's rewatches have no time and are listed. */
export async function readMyDataEpisodes(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
): Promise<void> {
  const [header, ...rows] = records;
  if (!header) return;
  const columns = new CsvColumns(file, header);
  const clock = utc(reading.clock);
  await eachRow(rows, reading.rowsPerSlice, (row) => {
    if (flagOf(columns.text(row, 'is_watched')) !== true) return;
    const source = { file, line: row.line };
    const cells = episodeCells(
      reading,
      source,
      {
        showId: columns.text(row, 'series_tvdb_id'),
        showName: columns.text(row, 'title'),
        season: columns.text(row, 'season'),
        episode: columns.text(row, 'episode'),
        episodeId: columns.text(row, 'tvdb_id'),
      },
      anEpisode,
    );
    if (!cells) return;
    reading.shows.withImdbId(cells.show, columns.text(row, 'series_imdb_id'));
    const text = columns.text(row, 'watched_at');
    const at = wallClockInstant(text, clock);
    if (at === undefined) {
      skipUntimed(reading, source, cells.label, text);
      return;
    }
    addPlay(reading, cells, at, source, '');
    const rewatches = wholeNumberOf(columns.text(row, 'rewatch_count')) ?? 0;
    if (rewatches > 0)
      skip(reading, source, cells.label, {
        id: 'import.tvtime.rewatchesUntimed',
        values: { rewatches, missing: rewatches },
      });
  });
}

/**
 * Films watched are diary entries on their day in the person's zone; films not watched are the
 * ones the person added to watch (trakt-web leaves them out), so the watchlist.
 */
export async function readMyDataMovies(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
  movies: MyDataMovies,
): Promise<void> {
  await eachFileRow(file, records, reading, (row, columns, source) => {
    const title = columns.text(row, 'title');
    const imdbId = imdbIdOf(columns.text(row, 'imdb_id'));
    const year = wholeNumberOf(columns.text(row, 'year'));
    if (title === '' && imdbId === undefined) {
      skip(reading, source, { id: 'import.label.film' }, { id: 'import.tvtime.noFilm' });
      return;
    }
    const match: ImportMatchRow = { media_type: 'movie' };
    if (imdbId !== undefined) match.imdb_id = imdbId;
    if (title !== '') match.title = title;
    if (year !== undefined && year >= 1900) match.year = year;
    const uuid = columns.text(row, 'uuid');
    if (uuid !== '' && !movies.has(uuid)) movies.set(uuid, match);
    const label = title || (imdbId as string);
    const addedAt = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
    if (flagOf(columns.text(row, 'is_watched')) !== true) {
      const entry: ImportRecord = { kind: 'watchlist', title: { match, source } };
      if (addedAt !== undefined) entry.added_at = addedAt;
      reading.parsed.records.push(entry);
      return;
    }
    const text = columns.text(row, 'watched_at');
    const at = wallClockInstant(text, reading.clock);
    if (at === undefined) {
      skipUntimed(reading, source, label, text);
      return;
    }
    reading.parsed.records.push({
      kind: 'diary',
      title: { match, source },
      watched_on: dayInZone(at, reading.clock.timeZone),
      rating: null,
      note: null,
      logged_at: at,
      play: true,
    });
    const rewatches = wholeNumberOf(columns.text(row, 'rewatch_count')) ?? 0;
    if (rewatches > 0)
      skip(reading, source, label, {
        id: 'import.tvtime.filmRewatchesUndated',
        values: { rewatches, missing: rewatches },
      });
  });
}

/** A show's status as a follow: "stopped" is archived; the others are followed. */
const followedStatuses = new Set(['continuing', 'up_to_date', 'not_started_yet', 'stopped']);

export async function readMyDataSeries(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
): Promise<void> {
  await eachFileRow(file, records, reading, (row, columns, source) => {
    const name = columns.text(row, 'title');
    const showId = numericIdOf(columns.text(row, 'tvdb_id'));
    const status = columns.text(row, 'status');
    if (showId === undefined) {
      skip(reading, source, name || { id: 'import.label.show' }, noShow);
      return;
    }
    if (!followedStatuses.has(status)) {
      skip(reading, source, name, { id: 'import.tvtime.unknownStatus', values: { status } });
      return;
    }
    const show = reading.shows.withImdbId(
      reading.shows.byTvdbId(showId, name, source),
      columns.text(row, 'imdb_id'),
    );
    const at = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
    reading.shows.followed(show, {
      file: 'my-data-series',
      archived: status === 'stopped',
      source,
      ...(at === undefined ? {} : { at }),
    });
  });
}

/** A row a title, lists told apart by list_id, in the file's (custom) order. */
export async function readMyDataLists(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
  movies: MyDataMovies,
): Promise<void> {
  const [header, ...rows] = records;
  if (!header) return;
  const columns = new CsvColumns(file, header);
  const lists = new Map<string, ImportListHead>();
  await eachRow(rows, reading.rowsPerSlice, (row) => {
    const source = { file, line: row.line };
    const listId = columns.text(row, 'list_id');
    let list = lists.get(listId);
    if (!list) {
      list = {
        name: columns.text(row, 'list_name') || `TV Time list ${lists.size + 1}`,
        description: '',
      };
      lists.set(listId, list);
      reading.parsed.lists.push(list);
    }
    const type = columns.text(row, 'item_type');
    const name = columns.text(row, 'name');
    const label = `${list.name}: ${name || columns.text(row, 'tvdb_id') || type}`;
    let match: ImportMatchRow | undefined;
    if (type === 'series') {
      const showId = numericIdOf(columns.text(row, 'tvdb_id'));
      if (showId !== undefined) match = reading.shows.byTvdbId(showId, name, source).match;
    } else if (type === 'movie') {
      match =
        movies.get(columns.text(row, 'uuid')) ??
        (name === '' ? undefined : { media_type: 'movie', title: name });
    } else {
      skip(reading, source, label, { id: 'import.tvtime.listItemKind', values: { type } });
      return;
    }
    if (!match) {
      skip(reading, source, label, { id: 'import.tvtime.noShowOrFilm' });
      return;
    }
    reading.parsed.records.push({ kind: 'list-item', title: { match, source }, list });
  });
}
