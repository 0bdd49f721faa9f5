import type { DiaryEntryWire } from '@marquee/tmdb-types/account';

export interface DiaryMonth<Entry> {
  /** YYYY-MM */
  key: string;
  entries: Entry[];
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
    else months.push({ key, entries: [entry] });
  }
  return months;
}
