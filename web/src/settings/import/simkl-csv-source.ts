import type { Message } from '../../i18n/message';
import { isDay } from './csv-columns';
import type { CsvRecord } from './csv-records';
import { matchLabel, type ParsedImport } from './import-records';
import { dayInZone, instantOfWallClock } from './import-times';
import { matchKey } from './match-import';
import { readCsvRows } from './read-csv-rows';
import {
  addRating,
  hasCatalogueId,
  reasons,
  showStatusOf,
  simklList,
  simklMatchRow,
  simklNumericId,
  skip,
} from './simkl-entry';

/*
 * Simkl's backup CSV ("Download backup (CSV format)", VIP): a row per title, read by column name
 * in any order. Known only from the parsers that read it (FORMATS.md, 3.2): it says where a
 * show is (its last episode) but not which episodes were watched, nor when.
 */

export const simklCsvColumns = [
  'SIMKL_ID',
  'Title',
  'Type',
  'Year',
  'Watchlist',
  'LastEpWatched',
  'WatchedDate',
  'Rating',
  'Memo',
  'TVDB',
  'TMDB',
  'IMDB',
] as const;

export function isSimklCsv(header: readonly string[]): boolean {
  return header.some((name) => name.trim().toUpperCase() === 'SIMKL_ID');
}

type SimklCsvType = 'movie' | 'tv' | 'anime';

const typeNames: Record<string, SimklCsvType> = {
  movie: 'movie',
  movies: 'movie',
  film: 'movie',
  tv: 'tv',
  tvshow: 'tv',
  tvshows: 'tv',
  show: 'tv',
  shows: 'tv',
  anime: 'anime',
};

/** The day of a watch, and the moment when the file gives a time of day. */
export interface SimklWatchedDate {
  day: string;
  instant?: string;
}

const dayFirst = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * WatchedDate, whose form no real file has shown: parsers were written for "2024-06-20" and for
 * "18-12-2023 21:50:41" (day first), and Simkl's API writes ISO 8601. Times with no zone are read
 * as UTC, as Simkl keeps them; the day is the watch's day in the person's zone. Simkl's
 * placeholder for "long ago" (1970-01-01) and days to come are no date.
 */
export function simklWatchedDate(
  text: string,
  timeZone: string,
  now = Date.now(),
): SimklWatchedDate | undefined {
  const today = dayInZone(new Date(now).toISOString(), timeZone);
  const realDay = (day: string) =>
    isDay(day) && day >= '1900-01-01' && day !== '1970-01-01' && day <= today;
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return realDay(trimmed) ? { day: trimmed } : undefined;
  const parts = dayFirst.exec(trimmed);
  let instant: string | undefined;
  if (parts) {
    const [day, month, year, hour, minute, second] = parts.slice(1);
    const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');
    const date = `${year}-${pad(month)}-${pad(day)}`;
    if (hour === undefined) return realDay(date) ? { day: date } : undefined;
    instant = instantOfWallClock(`${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`, 'UTC', now);
  } else {
    instant = instantOfWallClock(trimmed, 'UTC', now);
  }
  return instant === undefined ? undefined : { day: dayInZone(instant, timeZone), instant };
}

const unreadDate = (text: string): Message => ({
  id: 'import.simkl.unreadDate',
  values: { text },
});

/**
 * Each row: a film on the watchlist or in the diary on the day watched (with its memo as the
 * note); a show on the watchlist or followed with its state, its episodes left out (said so); and
 * the rating. A title's second row is left out.
 */
export function readSimklCsv(
  records: readonly CsvRecord[],
  file: string,
  { timeZone, now = Date.now() }: { timeZone: string; now?: number },
): ParsedImport {
  const firstLines = new Map<string, number>();
  return readCsvRows(
    records,
    file,
    (row, columns, parsed) => {
      const source = { file, line: row.line };
      const typeText = columns.text(row, 'Type');
      const type = typeNames[typeText.toLowerCase().replace(/[\s_-]+/g, '')];
      const yearText = columns.text(row, 'Year');
      const match = simklMatchRow(type === 'movie' ? 'movie' : 'tv', {
        tmdb: columns.text(row, 'TMDB'),
        imdb: columns.text(row, 'IMDB'),
        tvdb: columns.text(row, 'TVDB'),
        title: columns.text(row, 'Title'),
        ...(/^\d{4}$/.test(yearText) ? { year: Number(yearText) } : {}),
      });
      const label = matchLabel(match);
      if (type === undefined) {
        skip(parsed, source, label, { id: 'import.simkl.unknownType', values: { type: typeText } });
        return;
      }
      if (type === 'anime' && !hasCatalogueId(match)) {
        skip(parsed, source, label, reasons.animeWithoutId);
        return;
      }
      if (!hasCatalogueId(match) && match.title === undefined) {
        skip(parsed, source, `Simkl ${columns.text(row, 'SIMKL_ID')}`, reasons.noTitle);
        return;
      }
      const simkl = simklNumericId(columns.text(row, 'SIMKL_ID'));
      const key = `${type} ${simkl === undefined ? matchKey(match) : `simkl:${simkl}`}`;
      const firstLine = firstLines.get(key);
      if (firstLine !== undefined) {
        skip(parsed, source, label, reasons.alreadyAtLine(firstLine));
        return;
      }
      firstLines.set(key, row.line);

      const title = { match, source };
      const status = columns.text(row, 'Watchlist');
      const list = simklList(status);
      const dateText = columns.text(row, 'WatchedDate');
      const watched = dateText === '' ? undefined : simklWatchedDate(dateText, timeZone, now);
      const memo = columns.text(row, 'Memo');
      let noted = false;
      if (list === undefined) {
        skip(parsed, source, label, reasons.unknownList(status));
      } else if (list === 'plantowatch') {
        parsed.records.push({ kind: 'watchlist', title });
      } else if (type === 'movie') {
        if (list !== 'completed') skip(parsed, source, label, reasons.filmState(list));
        else if (watched) {
          parsed.records.push({
            kind: 'diary',
            title,
            watched_on: watched.day,
            rating: null,
            note: memo === '' ? null : memo,
            ...(watched.instant === undefined ? {} : { logged_at: watched.instant }),
          });
          noted = true;
        } else
          skip(
            parsed,
            source,
            label,
            dateText === '' ? { id: 'import.simkl.csvNoDay' } : unreadDate(dateText),
          );
      } else {
        const at =
          watched?.instant ??
          (watched ? instantOfWallClock(`${watched.day} 00:00`, timeZone, now) : undefined) ??
          new Date(now).toISOString();
        parsed.records.push({
          kind: 'show',
          title,
          progress: { status: showStatusOf(list), cycle: 1, started_at: at, updated_at: at },
        });
      }
      const lastEpisode = columns.text(row, 'LastEpWatched');
      if (type !== 'movie' && lastEpisode !== '')
        skip(parsed, source, label, {
          id: 'import.simkl.csvLastEpisode',
          values: { episode: lastEpisode },
        });
      const rating = columns.text(row, 'Rating');
      addRating(parsed, title, /^\d+(\.\d+)?$/.test(rating) ? Number(rating) : rating, undefined);
      if (memo !== '' && !noted) skip(parsed, source, label, reasons.memo);
    },
    { ignoreCase: true },
  );
}
