import { LibraryError } from './library-error.js';
import {
  checkedListDescription,
  checkedListName,
  checkedNote,
  checkTitle,
  checkWatchedOn,
  ratingToHalves,
  type TitleRef,
} from './library-limits.js';
import type { ImportedTitle, ImportPlan } from './library-store.js';

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
}

export function titleKey({ mediaType, mediaId }: TitleRef): string {
  return `${mediaType}:${mediaId}`;
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
  const byTitle = new Map<string, T>();
  for (const row of rows) {
    const key = titleKey(row);
    if (last) byTitle.delete(key);
    if (!byTitle.has(key)) byTitle.set(key, row);
  }
  return [...byTitle.values()];
}

function rowCount(plan: ImportPlan): number {
  const lists = plan.lists.reduce((items, list) => items + 1 + list.items.length, 0);
  return (
    plan.watchlist.length +
    plan.favourites.length +
    plan.ratings.length +
    plan.diary.length +
    plan.watched.length +
    lists
  );
}

/**
 * Every value of the plan checked as the library checks one write (library-limits.ts), before
 * anything is written; the first refusal names its place. `now` stands in for the times absent.
 */
export function checkedImport(plan: ImportPlan, now: number): CheckedImport {
  if (rowCount(plan) > MAX_IMPORT_ROWS)
    throw new LibraryError(
      'too-many-titles',
      `An import holds at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows.`,
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
  return {
    watchlist: marks(plan.watchlist, 'watchlist'),
    favourites: marks(plan.favourites, 'favorites'),
    ratings: oncePerTitle(ratings, true),
    diary,
    watched: oncePerTitle(watched),
    lists: [...lists.values()].map((list) => ({ ...list, items: oncePerTitle(list.items) })),
  };
}
