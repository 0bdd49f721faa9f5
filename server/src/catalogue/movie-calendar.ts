import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import { LATEST_YEAR } from './generator-context.js';
import { dayOfIsoDate, isoDateOfDay, utcDayOfDate, type UtcDay } from './utc-days.js';

/**
 * A current film comes back every cycle: 52 weeks, so it opens on the same weekday each time and
 * a day's films are one or two ranges of `day % FILM_CYCLE_DAYS` (see release-queries.ts).
 */
export const FILM_CYCLE_DAYS = 364;

/** A current film is announced, and listed as upcoming, at most this many days before it opens. */
export const FILM_LEAD_DAYS = 91;

// The generator's newest films (those it dated in LATEST_YEAR, about one in eleven) are the
// current ones; every older film keeps the date it was drawn with.
const CURRENT_FROM: UtcDay = utcDayOfDate(LATEST_YEAR, 1, 1);

/** Whether a generated film dated `storedDay` follows the calendar. */
export function isCurrentFilm(storedDay: UtcDay): boolean {
  return storedDay >= CURRENT_FROM;
}

/**
 * The day a generated film first opens in its own country, as answered on `day`. A current film's
 * stored date (as drawn, in LATEST_YEAR) is moved by whole cycles into the 52 weeks that end
 * FILM_LEAD_DAYS after `day`: so on every day some current films are about to open and some have
 * just opened, and a film's date stays put for a cycle at a time. Any other film's is as stored.
 */
export function originDayOn(storedDay: UtcDay, day: UtcDay): UtcDay {
  if (!isCurrentFilm(storedDay)) return storedDay;
  const cycles = Math.floor((day + FILM_LEAD_DAYS - storedDay) / FILM_CYCLE_DAYS);
  return storedDay + FILM_CYCLE_DAYS * cycles;
}

/**
 * A generated film's details as they stand on `day`: its release date moved as originDayOn moves
 * it, and "Post Production" until then. Undefined when nothing moves (the stored details stand).
 */
export function movieOnDay(details: MovieDetails, day: UtcDay): MovieDetails | undefined {
  const stored = dayOfIsoDate(details.release_date);
  if (stored === undefined || !isCurrentFilm(stored)) return undefined;
  const opens = originDayOn(stored, day);
  return {
    ...details,
    release_date: isoDateOfDay(opens),
    status: opens <= day ? 'Released' : 'Post Production',
  };
}

/** Whether a list item is a movie's: the only kind with a `release_date` (a show has air dates). */
function isMovieItem(item: AnyListItem): item is Extract<AnyListItem, { release_date: string }> {
  return 'release_date' in item && typeof item.release_date === 'string';
}

/**
 * A generated list item as it stands on `day`: a current film's release date moved as its details
 * move it (movieOnDay), and so a person's films in `known_for`. Any other item is as given.
 */
export function listItemOnDay<T extends AnyListItem>(item: T, day: UtcDay): T {
  if ('known_for' in item) {
    const knownFor = item.known_for.map((title) => listItemOnDay(title, day));
    return knownFor.some((title, index) => title !== item.known_for[index])
      ? { ...item, known_for: knownFor }
      : item;
  }
  if (!isMovieItem(item)) return item;
  const stored = dayOfIsoDate(item.release_date);
  if (stored === undefined || !isCurrentFilm(stored)) return item;
  return { ...item, release_date: isoDateOfDay(originDayOn(stored, day)) };
}
