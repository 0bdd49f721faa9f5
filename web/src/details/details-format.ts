import type { Message } from '../i18n/message';

/** 134 → "2h 14m"; 45 → "45m" (in English). */
export function formatRuntime(minutes: number | null | undefined): Message | undefined {
  if (!minutes || minutes <= 0) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return { id: 'details.runtime.minutes', values: { minutes: rest } };
  return rest === 0
    ? { id: 'details.runtime.hours', values: { hours } }
    : { id: 'details.runtime.hoursMinutes', values: { hours, minutes: rest } };
}

/** "7.8 / 10 · 1,234 votes" (in English); undefined before anyone has voted. */
export function formatRating(average: number, count: number): Message | undefined {
  if (!count) return undefined;
  // Rounded by toFixed as before (8.45 is a little under in binary: Intl would round it up), so
  // English reads as it did; the locale's formatter only writes the digits.
  return { id: 'details.rating.summary', values: { average: Number(average.toFixed(1)), count } };
}

/** The year of a TMDB date ("2023-03-08" → "2023"); undefined for "" or null. */
export function yearOf(date: string | null | undefined): string | undefined {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : undefined;
}

/** Whole years between two ISO dates (the second defaults to today). */
export function ageOn(birthday: string, on: string | Date = new Date()): number | undefined {
  const born = new Date(`${birthday}T00:00:00Z`);
  const end = typeof on === 'string' ? new Date(`${on}T00:00:00Z`) : on;
  if (Number.isNaN(born.getTime()) || Number.isNaN(end.getTime())) return undefined;
  let age = end.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    end.getUTCMonth() < born.getUTCMonth() ||
    (end.getUTCMonth() === born.getUTCMonth() && end.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** A biography's blank-line-separated paragraphs. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
