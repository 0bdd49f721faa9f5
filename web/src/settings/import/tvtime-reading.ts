import type { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import type { ParsedImport, RowSource, SkippedRow } from './import-records';
import { instantOf, instantOfWallClock } from './import-times';
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
  label: string,
  reason: string,
): void {
  const row: SkippedRow = { source, label, reason };
  reading.parsed.skipped.push(row);
}

/** A row whose time of watching is missing or not a real time. */
export function skipUntimed(
  reading: TvTimeReading,
  source: RowSource,
  label: string,
  text: string,
): void {
  const reason =
    text === '' ? 'the row has no time it was watched.' : `"${text}" is not a real time.`;
  skip(reading, source, label, reason);
}

/** "1 rewatch", "3 rewatches". */
export function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

/** The first non-empty of columns that name one value in different exports ("ep_id", "episode_id"). */
export function firstText(columns: CsvColumns, row: CsvRecord, names: readonly string[]): string {
  for (const name of names) {
    const value = columns.text(row, name);
    if (value !== '') return value;
  }
  return '';
}

/** A TheTVDB id; undefined when empty or not one ("0" is TV Time's "none"). */
export function tvdbIdOf(text: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
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
  /** The zone's offset (ms) at each local hour met so far: "2021-09-20 09" → 7,200,000. */
  offsets: Map<string, number | undefined>;
}

export function tvTimeClock(timeZone: string, now: number): TvTimeClock {
  return { timeZone, now, offsets: new Map() };
}

const wallClock = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):([0-5]\d):([0-5]\d)$/;

/**
 * A wall-clock cell ("2021-09-20 09:24:07") as an instant in the person's zone. A zone's rules
 * take ~60 µs to apply and an export may hold 100,000 rows, so the offset is worked out once an
 * hour of local time (zones change offset on the hour) and the rest is arithmetic.
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
  const hourKey = text.slice(0, 13);
  let offset = clock.offsets.get(hourKey);
  if (!clock.offsets.has(hourKey)) {
    const start = instantOfWallClock(`${hourKey}:00:00`, clock.timeZone, Infinity);
    offset =
      start === undefined ? undefined : Date.UTC(year, month - 1, day, hour) - Date.parse(start);
    clock.offsets.set(hourKey, offset);
  }
  if (offset === undefined) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - offset;
  return ms <= clock.now ? new Date(ms).toISOString() : undefined;
}

/** The year of a release date, when it is a real one (not Go's 0001-01-01 nor 0000-…). */
export function releaseYearOf(date: string): number | undefined {
  const year = /^(\d{4})/.exec(date)?.[1];
  return year !== undefined && Number(year) >= 1900 ? Number(year) : undefined;
}

/** Lets the page handle input between slices of a large file's rows. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Calls `read` on each row, with a break for the event loop every `rowsPerSlice` rows. */
export async function eachRow(
  rows: readonly CsvRecord[],
  rowsPerSlice: number,
  read: (row: CsvRecord) => void,
): Promise<void> {
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0 && index % rowsPerSlice === 0) await nextTask();
    read(rows[index] as CsvRecord);
  }
}
