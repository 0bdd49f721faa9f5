import { TZDate } from '@date-fns/tz';

/*
 * Times in other trackers' files. Trakt and Simkl write instants (ISO 8601 in UTC); TV Time
 * writes wall-clock times with no zone ("2021-09-20 09:24:07"), so the person says which zone they
 * lived in, and a watch's day is its day there in both cases.
 */

/** The zone the browser runs in: the default for reading TV Time's times. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether the browser knows this IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Before this, a date is a placeholder: Go's zero time (0001-01-01), Simkl's 1970-01-01T00:00:01Z
// for "watched long ago", or TV Time's 0000-… (FORMATS.md, 2.5 and 3.4).
const EARLIEST_REAL = Date.UTC(1900, 0, 1);
const PLACEHOLDER_INSTANTS = new Set([Date.UTC(1970, 0, 1, 0, 0, 1), 0]);

/** A moment a file may be trusted with: a real date, not a placeholder, not in the future. */
function isReal(ms: number, now: number): boolean {
  return Number.isFinite(ms) && ms >= EARLIEST_REAL && ms <= now && !PLACEHOLDER_INSTANTS.has(ms);
}

const instantForm = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 instant as UTC ("…Z"); undefined when it is not one, or not a real date. */
export function instantOf(text: string, now = Date.now()): string | undefined {
  const trimmed = text.trim();
  if (!instantForm.test(trimmed)) return undefined;
  const ms = Date.parse(trimmed);
  return isReal(ms, now) ? new Date(ms).toISOString() : undefined;
}

const wallClockForm = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/**
 * A wall-clock time with no zone ("2021-09-20 09:24:07") read in `zone`, as a UTC instant;
 * undefined when it is not one, or not a real date. An instant with its zone is read as it says.
 */
export function instantOfWallClock(
  text: string,
  zone: string,
  now = Date.now(),
): string | undefined {
  const trimmed = text.trim();
  const parts = wallClockForm.exec(trimmed);
  if (!parts) return instantOf(trimmed, now);
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  // Years below 100 would be read as 19xx by Date; they are placeholders anyway.
  if ((year as number) < 1900) return undefined;
  const date = new TZDate(
    year as number,
    (month as number) - 1,
    day as number,
    hour as number,
    minute as number,
    second as number,
    zone,
  );
  // A date that does not exist (2021-02-30) rolls over; refuse it rather than move the watch.
  if (date.getDate() !== day || date.getMonth() !== (month as number) - 1) return undefined;
  const ms = date.getTime();
  return isReal(ms, now) ? new Date(ms).toISOString() : undefined;
}

// A zone's offset changes at most once a day, and only at a quarter hour (every offset, and every
// change of one, is a multiple of 15 minutes). So a UTC day whose first and last quarter have one
// offset has it throughout, and only a day of change is read quarter by quarter: 20,000 plays
// over years take a few thousand of @date-fns/tz's Intl reads, not 20,000.
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const offsets = new Map<string, Map<number, number | null>>();

/** Minutes the zone is behind UTC at `ms`, as Date#getTimezoneOffset counts them. */
function offsetRead(ms: number, zone: string): number {
  return new TZDate(ms, zone).getTimezoneOffset();
}

function offsetAt(ms: number, zone: string): number {
  let byDay = offsets.get(zone);
  if (!byDay) offsets.set(zone, (byDay = new Map()));
  const day = Math.floor(ms / DAY_MS);
  let offset = byDay.get(day);
  if (offset === undefined) {
    const first = offsetRead(day * DAY_MS, zone);
    offset = first === offsetRead((day + 1) * DAY_MS - QUARTER_HOUR_MS, zone) ? first : null;
    byDay.set(day, offset);
  }
  return offset ?? offsetRead(Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS, zone);
}

/** The day (YYYY-MM-DD) an instant falls on in `zone`. */
export function dayInZone(instant: string, zone: string): string {
  const ms = Date.parse(instant);
  return new Date(ms - offsetAt(ms, zone) * 60_000).toISOString().slice(0, 10);
}
