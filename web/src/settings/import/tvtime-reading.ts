import type { Message } from '../../i18n/message';
import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import type { ParsedImport, RowLabel, RowSource, SkippedRow } from './import-records';
import { instantOf, instantOfWallClock } from './import-times';
import { nextTask } from './next-task';
import type { TvTimeShows } from './tvtime-shows';

/*
 * Reading TV Time's rows: ids and numbers as digits, flags as "true"/"1", times as wall-clock
 * text in the person's zone or as unix seconds; an empty cell says nothing.
 */

/** What every file's reader shares: how to read times, the shows so far, and what is read. */
export interface TvTimeReading {
  clock: TvTimeClock;
  rowsPerSlice: number;
  shows: TvTimeShows;
  parsed: ParsedImport;
}

export function skip(
  reading: TvTimeReading,
  source: RowSource,
  label: RowLabel,
  reason: Message,
): void {
  const row: SkippedRow = { source, label, reason };
  reading.parsed.skipped.push(row);
}

/** A row whose time of watching is missing or not a real time. */
export function skipUntimed(
  reading: TvTimeReading,
  source: RowSource,
  label: RowLabel,
  text: string,
): void {
  const reason: Message =
    text === ''
      ? { id: 'import.tvtime.noTime' }
      : { id: 'import.tvtime.notRealTime', values: { text } };
  skip(reading, source, label, reason);
}

/** The first non-empty of columns that name one value in different exports ("ep_id", "episode_id"). */
export function firstText(columns: CsvColumns, row: CsvRecord, names: readonly string[]): string {
  for (const name of names) {
    const value = columns.text(row, name);
    if (value !== '') return value;
  }
  return '';
}

/** A season or episode number (0 included: the specials); undefined when not one. */
export function wholeNumberOf(text: string): number | undefined {
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

/** "true"/"1" or "false"/"0"; undefined when empty, so a missing column decides nothing. */
export function flagOf(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** Unix seconds as an instant; undefined when not a real time. */
export function instantOfUnixSeconds(seconds: string, now: number): string | undefined {
  if (!/^\d{1,11}$/.test(seconds)) return undefined;
  return instantOf(new Date(Number(seconds) * 1000).toISOString(), now);
}

/** Lists' Go floats of unix seconds ("1.707766149e+09"). */
export function instantOfFloatSeconds(seconds: string, now: number): string | undefined {
  const value = Number(seconds);
  if (seconds === '' || !Number.isFinite(value)) return undefined;
  return instantOf(new Date(Math.round(value) * 1000).toISOString(), now);
}

/** How times are read: the zone the person lived in, and the present (no watch after it). */
export interface TvTimeClock {
  timeZone: string;
  now: number;
  /** The zone's offset (ms) all through each local day met so far; NaN on a day it changes. */
  offsets: Map<string, number>;
  /** The zone's offset at each local midnight worked out so far: a day's is the day before's end. */
  midnights: Map<string, number>;
}

export function tvTimeClock(timeZone: string, now: number): TvTimeClock {
  return { timeZone, now, offsets: new Map(), midnights: new Map() };
}

const wallClock = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):([0-5]\d):([0-5]\d)$/;

/** The offset of the zone from UTC at a local midnight; NaN when the day does not exist. */
function offsetAtMidnight(year: number, month: number, day: number, clock: TvTimeClock): number {
  const midnight = Date.UTC(year, month - 1, day);
  const text = new Date(midnight).toISOString().slice(0, 10);
  let offset = clock.midnights.get(text);
  if (offset === undefined) {
    const instant = instantOfWallClock(`${text} 00:00:00`, clock.timeZone, Infinity);
    offset = instant === undefined ? Number.NaN : midnight - Date.parse(instant);
    clock.midnights.set(text, offset);
  }
  return offset;
}

/**
 * A wall-clock cell ("2021-09-20 09:24:07") as an instant in the person's zone. A zone's rules
 * take ~60 µs to apply and an export may hold 100,000 rows, so they are applied once a local
 * midnight, and a day's times are arithmetic when its midnight and the next agree; on the days a
 * zone changes its offset, each time is read by the rules.
 */
export function wallClockInstant(text: string, clock: TvTimeClock): string | undefined {
  if (text === '') return undefined;
  const parts = wallClock.exec(text);
  if (!parts) return instantOfWallClock(text, clock.timeZone, clock.now);
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // Placeholders (Go's 0001-01-01); Date.UTC would also read years below 100 as 19xx.
  if (year < 1900) return undefined;
  const dayKey = text.slice(0, 10);
  let offset = clock.offsets.get(dayKey);
  if (offset === undefined) {
    const start = offsetAtMidnight(year, month, day, clock);
    const end = offsetAtMidnight(year, month, day + 1, clock);
    // A day that does not exist (2021-02-30) rolls over to the next: refused by the rules too.
    const exists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
    offset = exists && start === end ? start : Number.NaN;
    clock.offsets.set(dayKey, offset);
  }
  if (Number.isNaN(offset)) return instantOfWallClock(text, clock.timeZone, clock.now);
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - offset;
  return ms <= clock.now ? new Date(ms).toISOString() : undefined;
}

/** The year of a release date, when it is a real one (not Go's 0001-01-01 nor 0000-…). */
export function releaseYearOf(date: string): number | undefined {
  const year = /^(\d{4})/.exec(date)?.[1];
  return year !== undefined && Number(year) >= 1900 ? Number(year) : undefined;
}

// Rows are cheap, but the first of each day a zone's rules are applied to are not: a slice also
// ends once it has run this long.
const sliceMs = 40;

/**
 * Calls `read` on each row, with a break for the event loop every `rowsPerSlice` rows, or
 * sooner when a slice runs long.
 */
export async function eachRow(
  rows: readonly CsvRecord[],
  rowsPerSlice: number,
  read: (row: CsvRecord) => void,
): Promise<void> {
  let sliceStart = performance.now();
  let inSlice = 0;
  for (const row of rows) {
    if (
      inSlice >= rowsPerSlice ||
      (inSlice % 64 === 63 && performance.now() - sliceStart > sliceMs)
    ) {
      await nextTask();
      sliceStart = performance.now();
      inSlice = 0;
    }
    read(row);
    inSlice += 1;
  }
}

/**
 * Each row of a file of one header, read by its column names and named by its line, with the
 * breaks of eachRow. A file without even a header has none.
 */
export async function eachFileRow(
  file: string,
  records: readonly CsvRecord[],
  reading: Pick<TvTimeReading, 'rowsPerSlice'>,
  read: (row: CsvRecord, columns: CsvColumns, source: RowSource) => void,
): Promise<void> {
  const [header, ...rows] = records;
  if (!header) return;
  const columns = new CsvColumns(file, header);
  await eachRow(rows, reading.rowsPerSlice, (row) => read(row, columns, { file, line: row.line }));
}
