import { madeOnFirstUse } from './made-on-first-use';

// English, as the rest of the app: a page rendered on the server reads the same in every browser.
// UTC: a day is a day, wherever the reader is.
const dayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A day as YYYY-MM-DD, as people read it: "November 30, 2026" (the text itself if it is none). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat().format(date);
}
