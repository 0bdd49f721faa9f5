import type { MessageId } from '../../i18n/load-messages';
import { z } from '../../lib/zod';
import type { WatchEntry } from '../title-write';

export const maxNoteLength = 1000;
const earliestWatch = '1870-01-01';

/** Each problem's message, the form's error: the dialog says it with `{ max: maxNoteLength }`. */
export const logWatchMessages = {
  dateRequired: 'member.logWatch.dateRequired',
  dateInvalid: 'member.logWatch.dateInvalid',
  dateInFuture: 'member.logWatch.dateInFuture',
  dateTooEarly: 'member.logWatch.dateTooEarly',
  noteTooLong: 'member.logWatch.noteTooLong',
} as const satisfies Record<string, MessageId>;

export type LogWatchProblem = (typeof logWatchMessages)[keyof typeof logWatchMessages];

/** Characters as a person counts them (and the server: an emoji is one). */
export function noteLength(note: string): number {
  return Array.from(note).length;
}

/** Today in the person's own time zone, as a date input holds it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const m = logWatchMessages;

export const logWatchSchema = z.object({
  watchedOn: z
    .string()
    .min(1, m.dateRequired)
    .refine(isRealDate, m.dateInvalid)
    // ISO dates compare as strings; "today" is asked when the form is checked, not when it opened.
    .refine((value) => !isRealDate(value) || value <= localToday(), m.dateInFuture)
    .refine((value) => !isRealDate(value) || value >= earliestWatch, m.dateTooEarly),
  note: z.string().refine((note) => noteLength(note) <= maxNoteLength, m.noteTooLong),
  /** 0 is no rating. */
  rating: z.number().min(0).max(10),
});

export type LogWatchValues = z.infer<typeof logWatchSchema>;

/** What the diary is sent: a blank note and no rating are left out. */
export function watchEntry({ watchedOn, note, rating }: LogWatchValues): WatchEntry {
  return {
    watched_on: watchedOn,
    ...(note.trim() === '' ? {} : { note }),
    ...(rating === 0 ? {} : { rating }),
  };
}
