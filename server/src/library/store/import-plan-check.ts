import { LibraryError } from './library-error.js';
import {
  checkCycle,
  checkedListDescription,
  checkedListName,
  checkedNote,
  checkEpisodeNumbers,
  checkRewatch,
  checkShowStatus,
  checkTitle,
  checkWatchedOn,
  MAX_EPISODE_WATCHES_PER_USER,
  ratingToHalves,
  type EpisodeNumbers,
  type EpisodeRef,
  type TitleRef,
} from './library-limits.js';
import { keptDetails } from './kept-episode-details.js';
import type { ImportedEpisodeRating, ImportedTitle, ImportPlan } from './library-store.js';
import type { ShowStatus } from './library-tables.js';

/** The most rows one import may hold, list items counted one each (docs/library-api.md). */
export const MAX_IMPORT_ROWS = 50_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A title with the time it was added, as the tables keep it. */
export interface TimedTitle extends TitleRef {
  at: number;
}

export interface CheckedDiaryEntry extends TitleRef {
  watchedOn: string;
  note: string | null;
  ratingHalves: number | null;
  createdAt: number;
}

export interface CheckedList {
  /** Where the list is in the import, for messages: `lists[2]`. */
  where: string;
  name: string;
  description: string;
  createdAt: number;
  /** In the list's order, each title once. */
  items: TimedTitle[];
}

export interface CheckedShow {
  showId: number;
  status: ShowStatus;
  cycle: number;
  startedAt: number;
  updatedAt: number;
}

export interface CheckedEpisodeWatch extends EpisodeNumbers {
  showId: number;
  cycle: number;
  rewatch: number;
  watchedOn: string;
  createdAt: number;
}

export interface CheckedEpisodeRating extends EpisodeRef {
  halves: number;
  at: number;
  /** As kept (keptDetails). */
  details: string;
}

/**
 * An import as its body asks it, before the catalogue has given its episodes' details: what the
 * route checks before it asks the catalogue anything (checkImportValues).
 */
export type AskedImport = Omit<ImportPlan, 'episodeRatings'> & {
  episodeRatings: Array<Omit<ImportedEpisodeRating, 'details'>>;
};

/** An import plan whose every value passed the library's checks, in the tables' terms. */
export interface CheckedImport {
  /** Each title once (its first row). */
  watchlist: TimedTitle[];
  favourites: TimedTitle[];
  /** Each title once (its last row: the latest word on it). */
  ratings: Array<TimedTitle & { halves: number }>;
  /** Every entry, in order: a rewatch, and an entry twice, are entries of their own. */
  diary: CheckedDiaryEntry[];
  /** Each title once (its first row). */
  watched: Array<TimedTitle & { watchedOn: string }>;
  /** Lists of one name are one list. */
  lists: CheckedList[];
  /** Each show once (its first row). */
  shows: CheckedShow[];
  /** Each watch once (its first row), in order: a watch is one by its episodeWatchKey. */
  episodeWatches: CheckedEpisodeWatch[];
  /** Each episode once (its last row: the latest word on it). */
  episodeRatings: CheckedEpisodeRating[];
}

export function titleKey({ mediaType, mediaId }: TitleRef): string {
  return `${mediaType}:${mediaId}`;
}

/** What makes two watches one (the table's unique key, but for the member). */
export function episodeWatchKey(watch: {
  showId: number;
  cycle: number;
  seasonNumber: number;
  episodeNumber: number;
  rewatch: number;
}): string {
  return `${watch.showId}:${watch.cycle}:${watch.seasonNumber}:${watch.episodeNumber}:${watch.rewatch}`;
}

/**
 * Runs `check` on one row, and gives a refusal the row's place in the import, named as the import
 * body names it (`ratings[3].rating: A rating is …`), so a person can find it in what they sent.
 */
function at<T>(where: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof LibraryError)
      throw new LibraryError(error.code, `${where}: ${error.message}`, { cause: error });
    throw error;
  }
}

/** A time an import keeps (when added, rated, logged, made): from 1970 to now; absent is now. */
function checkedTime(time: number | undefined, now: number): number {
  if (time === undefined) return now;
  // A day's grace, as for the days watched: a clock a little ahead is no reason to refuse a file.
  if (!Number.isSafeInteger(time) || time < 0 || time > now + DAY_MS)
    throw new LibraryError('invalid-date', 'A time is a moment from 1970 to now.');
  return time;
}

function checkedTitle(title: ImportedTitle, where: string, now: number): TimedTitle {
  const ref = { mediaType: title.mediaType, mediaId: title.mediaId };
  at(`${where}.media_id`, () => checkTitle(ref));
  return { ...ref, at: at(`${where}.added_at`, () => checkedTime(title.addedAt, now)) };
}

/** The rows in order, each title once: the first of its rows, or the last when `last`. */
function oncePerTitle<T extends TitleRef>(rows: T[], last = false): T[] {
  return oncePerKey(rows, titleKey, last);
}

function rowCount(plan: AskedImport): number {
  const lists = plan.lists.reduce((items, list) => items + 1 + list.items.length, 0);
  return (
    plan.watchlist.length +
    plan.favourites.length +
    plan.ratings.length +
    plan.diary.length +
    plan.watched.length +
    plan.shows.length +
    plan.episodeRatings.length +
    lists
  );
}

/** The rows in order, each once: the first of those of one key, or the last when `last`. */
function oncePerKey<T>(rows: readonly T[], key: (row: T) => string | number, last = false): T[] {
  const byKey = new Map<string | number, T>();
  for (const row of rows) {
    if (last) byKey.delete(key(row));
    if (!byKey.has(key(row))) byKey.set(key(row), row);
  }
  return [...byKey.values()];
}

function episodeKey({ showId, seasonNumber, episodeNumber }: EpisodeRef): string {
  return `${showId}:${seasonNumber}:${episodeNumber}`;
}

/**
 * Every value of the plan checked as the library checks one write (library-limits.ts), before
 * anything is written; the first refusal names its place. `now` stands in for the times absent.
 */
export function checkedImport(plan: ImportPlan, now: number): CheckedImport {
  const checked = checkedValues(plan, now);
  const episodeRatings = checked.episodeRatings.map((rating, index) => ({
    ...rating,
    details: at(`episode_ratings[${index}].details`, () =>
      keptDetails(rating, (plan.episodeRatings[index] as ImportedEpisodeRating).details),
    ),
  }));
  return { ...checked, episodeRatings: oncePerKey(episodeRatings, episodeKey, true) };
}

/**
 * Every value of an import as asked, checked as checkedImport checks them (the details of its
 * episodes aside, which the catalogue gives after): the route's check before it asks the
 * catalogue about any title or episode.
 */
export function checkImportValues(plan: AskedImport, now: number): void {
  checkedValues(plan, now);
}

/** The plan's values checked, every row of the episode ratings in order, without their details. */
function checkedValues(
  plan: AskedImport,
  now: number,
): Omit<CheckedImport, 'episodeRatings'> & {
  episodeRatings: Array<Omit<CheckedEpisodeRating, 'details'>>;
} {
  if (rowCount(plan) > MAX_IMPORT_ROWS)
    throw new LibraryError(
      'too-many-titles',
      `An import holds at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows.`,
    );
  // Watches are not rows of the 50,000: a member may have more of them, and the import of their
  // export must bring every one back. They are held to the member's own limit instead.
  if (plan.episodeWatches.length > MAX_EPISODE_WATCHES_PER_USER)
    throw new LibraryError(
      'episodes-full',
      `episode_watches: A member keeps at most ${MAX_EPISODE_WATCHES_PER_USER.toLocaleString('en')} episode watches.`,
    );
  const marks = (titles: ImportedTitle[], kind: string) =>
    oncePerTitle(titles.map((title, index) => checkedTitle(title, `${kind}[${index}]`, now)));
  const ratings = plan.ratings.map((rating, index) => {
    const where = `ratings[${index}]`;
    const title = checkedTitle(rating, where, now);
    return {
      ...title,
      at: at(`${where}.rated_at`, () => checkedTime(rating.ratedAt, now)),
      halves: at(`${where}.rating`, () => ratingToHalves(rating.rating)),
    };
  });
  const diary = plan.diary.map((entry, index): CheckedDiaryEntry => {
    const where = `diary[${index}]`;
    const { mediaType, mediaId } = checkedTitle(entry, where, now);
    at(`${where}.watched_on`, () => checkWatchedOn(entry.watchedOn, now));
    const rating = entry.rating;
    return {
      mediaType,
      mediaId,
      watchedOn: entry.watchedOn,
      note: at(`${where}.note`, () => checkedNote(entry.note)),
      ratingHalves:
        rating === undefined || rating === null
          ? null
          : at(`${where}.rating`, () => ratingToHalves(rating)),
      createdAt: at(`${where}.logged_at`, () => checkedTime(entry.createdAt, now)),
    };
  });
  const watched = plan.watched.map((title, index) => {
    const where = `watched[${index}]`;
    const checked = checkedTitle(title, where, now);
    at(`${where}.watched_on`, () => checkWatchedOn(title.watchedOn, now));
    return { ...checked, watchedOn: title.watchedOn };
  });
  const lists = new Map<string, CheckedList>();
  plan.lists.forEach((list, index) => {
    const where = `lists[${index}]`;
    const name = at(`${where}.name`, () => checkedListName(list.name));
    const description = at(`${where}.description`, () => checkedListDescription(list.description));
    const createdAt = at(`${where}.created_at`, () => checkedTime(list.createdAt, now));
    const items = list.items.map((item, itemIndex) =>
      checkedTitle(item, `${where}.items[${itemIndex}]`, now),
    );
    // A second list of a name the import has already named adds to the first, as it would to a
    // list of that name the member had.
    const same = lists.get(name);
    if (same === undefined) lists.set(name, { where, name, description, createdAt, items });
    else same.items.push(...items);
  });
  const shows = plan.shows.map((show, index): CheckedShow => {
    const where = `shows[${index}]`;
    at(`${where}.media_id`, () => checkTitle({ mediaType: 'tv', mediaId: show.showId }));
    at(`${where}.status`, () => checkShowStatus(show.status));
    at(`${where}.cycle`, () => checkCycle(show.cycle));
    return {
      showId: show.showId,
      status: show.status,
      cycle: show.cycle,
      startedAt: at(`${where}.started_at`, () => checkedTime(show.startedAt, now)),
      updatedAt: at(`${where}.updated_at`, () => checkedTime(show.updatedAt, now)),
    };
  });
  const episodeWatches = plan.episodeWatches.map((watch, index): CheckedEpisodeWatch => {
    const where = `episode_watches[${index}]`;
    at(`${where}.show_id`, () => checkTitle({ mediaType: 'tv', mediaId: watch.showId }));
    at(where, () => checkEpisodeNumbers(watch));
    at(`${where}.cycle`, () => checkCycle(watch.cycle));
    at(`${where}.rewatch`, () => checkRewatch(watch.rewatch));
    at(`${where}.watched_on`, () => checkWatchedOn(watch.watchedOn, now));
    return {
      showId: watch.showId,
      seasonNumber: watch.seasonNumber,
      episodeNumber: watch.episodeNumber,
      cycle: watch.cycle,
      rewatch: watch.rewatch,
      watchedOn: watch.watchedOn,
      createdAt: at(`${where}.logged_at`, () => checkedTime(watch.createdAt, now)),
    };
  });
  const episodeRatings = plan.episodeRatings.map((rating, index) => {
    const where = `episode_ratings[${index}]`;
    at(`${where}.show_id`, () => checkTitle({ mediaType: 'tv', mediaId: rating.showId }));
    at(where, () => checkEpisodeNumbers(rating));
    return {
      showId: rating.showId,
      seasonNumber: rating.seasonNumber,
      episodeNumber: rating.episodeNumber,
      halves: at(`${where}.rating`, () => ratingToHalves(rating.rating)),
      at: at(`${where}.rated_at`, () => checkedTime(rating.ratedAt, now)),
    };
  });
  return {
    watchlist: marks(plan.watchlist, 'watchlist'),
    favourites: marks(plan.favourites, 'favorites'),
    ratings: oncePerTitle(ratings, true),
    diary,
    watched: oncePerTitle(watched),
    lists: [...lists.values()].map((list) => ({ ...list, items: oncePerTitle(list.items) })),
    shows: oncePerKey(shows, (show) => show.showId),
    episodeWatches: oncePerKey(episodeWatches, episodeWatchKey),
    episodeRatings,
  };
}
