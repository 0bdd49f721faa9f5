import { madeOnFirstUse } from '../lib/made-on-first-use';
const numberFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));

/** 134 → "2h 14m"; 45 → "45m". */
export function formatRuntime(minutes: number | null | undefined): string | undefined {
  if (!minutes || minutes <= 0) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** "7.8 / 10 · 1,234 votes"; undefined before anyone has voted. */
export function formatRating(average: number, count: number): string | undefined {
  if (!count) return undefined;
  return `${average.toFixed(1)} / 10 · ${numberFormat().format(count)} ${count === 1 ? 'vote' : 'votes'}`;
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
