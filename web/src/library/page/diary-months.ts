import type { DiaryEntryWire } from '@marquee/tmdb-types/account';
import { madeOnFirstUse } from '../../lib/made-on-first-use';

export interface DiaryMonth<Entry> {
  /** YYYY-MM */
  key: string;
  label: string;
  entries: Entry[];
}

// UTC on both sides: a day is a day, wherever the reader is.
const monthFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** "November 2026" for any day in it (YYYY-MM-DD). */
export function monthLabel(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : monthFormat().format(date);
}

/** Each run of entries from one month, in the order given (the diary sends them by date). */
export function groupByMonth<Entry extends Pick<DiaryEntryWire, 'watched_on'>>(
  entries: readonly Entry[],
): Array<DiaryMonth<Entry>> {
  const months: Array<DiaryMonth<Entry>> = [];
  for (const entry of entries) {
    const key = entry.watched_on.slice(0, 7);
    const last = months.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else months.push({ key, label: monthLabel(entry.watched_on), entries: [entry] });
  }
  return months;
}
