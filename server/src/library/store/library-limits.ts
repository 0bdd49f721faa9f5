import { DAY_MS, dayOfTime, startOfDay } from './calendar-days.js';
import { LibraryError } from './library-error.js';
import type { LibraryMediaType, ShowStatus } from './library-tables.js';

export const MAX_LISTS_PER_USER = 100;
export const MAX_ITEMS_PER_LIST = 5_000;
export const MAX_DIARY_ENTRIES_PER_USER = 20_000;
/** Twice the watches of someone who has seen a thousand shows of a hundred episodes. */
export const MAX_EPISODE_WATCHES_PER_USER = 200_000;
/** The episodes one call marks or unmarks: a whole show of thirty long seasons. */
export const MAX_EPISODES_AT_ONCE = 1_000;
export const MAX_NOTE_LENGTH = 1_000;
export const MAX_LIST_NAME_LENGTH = 100;
export const MAX_LIST_DESCRIPTION_LENGTH = 1_000;
/** Enough for every genre of both kinds, and few enough to manage in one short list. */
export const MAX_SAVED_FILTERS_PER_USER = 50;
export const MAX_SAVED_FILTER_NAME_LENGTH = 100;
/** Browse's query with every filter set is a few hundred characters; a services list may add more. */
export const MAX_SAVED_FILTER_QUERY_LENGTH = 2_000;
/** More than a page of cards, fewer than would make one query slow. */
export const MAX_TITLES_PER_STATES_QUERY = 100;
/** The titles whose details one call remembers: a page of cards, and a bound on one write. */
export const MAX_TITLES_REMEMBERED_AT_ONCE = 100;
/**
 * The services a member may choose: every one TMDB lists for movies across all its regions is
 * about 500, so "Select all" in any region fits, and a discover address with all of them stays
 * well under the 16 KiB a request's head may have.
 */
export const MAX_WATCH_PROVIDERS = 1_000;
/** The most rows one read returns: a whole diary, for sorts that need every title's details. */
export const MAX_SLICE_LIMIT = MAX_DIARY_ENTRIES_PER_USER;
export const DEFAULT_SLICE_LIMIT = 20;

// Firebase user ids are at most 128 characters; the id always comes from a verified token.
const MAX_UID_LENGTH = 128;
// TMDB ids are positive 32-bit integers, which is what the media_id columns hold.
const MAX_MEDIA_ID = 2_147_483_647;
// The first films were shot in the 1870s; nothing in a diary comes before them.
const EARLIEST_WATCH = '1870-01-01';
const EARLIEST_DECADE = 1870;
// Announced titles may be dated years ahead; 2100 leaves room without admitting nonsense.
const LATEST_DECADE = 2100;

export interface TitleRef {
  mediaType: LibraryMediaType;
  mediaId: number;
}

export function checkUid(uid: string): void {
  if (typeof uid !== 'string' || uid === '' || uid.length > MAX_UID_LENGTH)
    throw new LibraryError('invalid-user', 'A library needs the id of a signed-in user.');
}

export function isTmdbId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= MAX_MEDIA_ID;
}

/** A season (0 for the specials) and an episode of it (from 1). */
export interface EpisodeNumbers {
  seasonNumber: number;
  episodeNumber: number;
}

/** An episode of a TV show. */
export interface EpisodeRef extends EpisodeNumbers {
  showId: number;
}

/** A show's id, and each episode's numbers: whole numbers in range, checked before any write. */
export function checkEpisodes(showId: number, episodes: readonly EpisodeNumbers[]): void {
  checkTitle({ mediaType: 'tv', mediaId: showId });
  if (episodes.length > MAX_EPISODES_AT_ONCE)
    throw new LibraryError(
      'invalid-episode',
      `At most ${MAX_EPISODES_AT_ONCE.toLocaleString('en')} episodes are marked at once.`,
    );
  episodes.forEach(checkEpisodeNumbers);
}

/** A season's number (0 for the specials) and an episode's (from 1): whole numbers in range. */
export function checkEpisodeNumbers({ seasonNumber, episodeNumber }: EpisodeNumbers): void {
  if (!isPartNumber(seasonNumber, 0) || !isPartNumber(episodeNumber, 1))
    throw new LibraryError(
      'invalid-episode',
      'An episode has a whole season number from 0 (the specials) and episode number from 1.',
    );
}

/** A watch-through of a show, from 1. */
export function checkCycle(cycle: number): void {
  if (!isPartNumber(cycle, 1))
    throw new LibraryError(
      'invalid-episode',
      'A cycle (a watch-through of the show) is a whole number from 1.',
    );
}

/** Which watch of an episode within a cycle: 0 for the first, 1, 2… for each time again. */
export function checkRewatch(rewatch: number): void {
  if (!isPartNumber(rewatch, 0))
    throw new LibraryError(
      'invalid-episode',
      'A rewatch is a whole number from 0 (the first watch of the episode in its cycle).',
    );
}

export const SHOW_STATUSES: readonly ShowStatus[] = ['watching', 'paused', 'dropped'];

export function checkShowStatus(status: ShowStatus): void {
  if (!SHOW_STATUSES.includes(status))
    throw new LibraryError(
      'invalid-status',
      'A show is being watched, paused or dropped (watching, paused, dropped).',
    );
}

// Far beyond any show's, and inside both engines' integer columns.
const MAX_PART_NUMBER = 100_000;

function isPartNumber(number: unknown, least: number): boolean {
  return (
    typeof number === 'number' &&
    Number.isSafeInteger(number) &&
    number >= least &&
    number <= MAX_PART_NUMBER
  );
}

export function checkTitle(title: TitleRef): void {
  const { mediaType, mediaId } = title;
  if (mediaType !== 'movie' && mediaType !== 'tv')
    throw new LibraryError('invalid-title', 'Only movies and TV shows can be kept in a library.');
  if (!isTmdbId(mediaId))
    throw new LibraryError('invalid-title', `${String(mediaId)} is not a title id.`);
}

/** The show is a title id; TMDB numbers seasons from 0 (the specials) and episodes from 1. */
export function checkEpisode({ showId, seasonNumber, episodeNumber }: EpisodeRef): void {
  checkEpisodes(showId, [{ seasonNumber, episodeNumber }]);
}

/** TMDB genre ids are positive 32-bit integers, like title ids. */
export function isGenreId(genreId: unknown): genreId is number {
  return isTmdbId(genreId);
}

export function checkGenreId(genreId: number | undefined): void {
  if (genreId !== undefined && !isGenreId(genreId))
    throw new LibraryError('invalid-genre', 'A genre is a TMDB genre id, a whole number from 1.');
}

export function checkDecade(decade: number | undefined): void {
  if (
    decade !== undefined &&
    (typeof decade !== 'number' ||
      !Number.isInteger(decade) ||
      decade % 10 !== 0 ||
      decade < EARLIEST_DECADE ||
      decade > LATEST_DECADE)
  )
    throw new LibraryError(
      'invalid-decade',
      `A decade is a year divisible by 10 from ${EARLIEST_DECADE} to ${LATEST_DECADE}.`,
    );
}

/** The first and the last day of `decade`, as release dates are kept. */
export function decadeDays(decade: number): [string, string] {
  return [`${decade}-01-01`, `${decade + 9}-12-31`];
}

/** 0.5 to 10 in half steps, TMDB's scale, kept as a whole number of halves (1 to 20). */
export function ratingToHalves(rating: number): number {
  const halves = rating * 2;
  if (typeof rating !== 'number' || !Number.isInteger(halves) || halves < 1 || halves > 20)
    throw new LibraryError(
      'invalid-rating',
      'A rating is a number from 0.5 to 10 in steps of 0.5.',
    );
  return halves;
}

export function halvesToRating(halves: number): number {
  return halves / 2;
}

/**
 * Text a person writes (a list's name and description, a note): anything but NUL, which
 * PostgreSQL cannot keep, and half of a surrogate pair, which is no character (each engine would
 * keep something else in its place). A pattern of Unicode mode, where a whole pair is one
 * character and only a lone half matches the range; the HTTP schemas use the same pattern.
 */
export const TEXT_PATTERN = '^[^\\u0000\\ud800-\\udfff]*$';
const TEXT = new RegExp(TEXT_PATTERN, 'u');

/** Refuses text that holds a character that is not text; `what` names it for the message. */
export function checkText(text: string, what: string): void {
  if (!TEXT.test(text))
    throw new LibraryError(
      'invalid-text',
      `${what} holds a character that is not text (NUL, or half of a surrogate pair).`,
    );
}

/** Characters as a person counts them (an emoji is one), as SQL's length() does. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** A blank note is no note. */
export function checkedNote(note: string | null | undefined): string | null {
  if (note === undefined || note === null || note.trim() === '') return null;
  checkText(note, 'A note');
  if (characterCount(note) > MAX_NOTE_LENGTH)
    throw new LibraryError(
      'note-too-long',
      `A note is at most ${MAX_NOTE_LENGTH.toLocaleString('en')} characters.`,
    );
  return note;
}

/**
 * A calendar date 'YYYY-MM-DD', no later than tomorrow in UTC: a person ahead of UTC may already
 * live in it.
 */
export function checkWatchedOn(date: string, now: number): void {
  const latest = dayOfTime(now + DAY_MS);
  if (startOfDay(date) === undefined || date < EARLIEST_WATCH || date > latest)
    throw new LibraryError(
      'invalid-date',
      `A watch date is a day (YYYY-MM-DD) from ${EARLIEST_WATCH} to today.`,
    );
}

/** A calendar's range: two real days, the first no later than the last. */
export function checkCalendarRange({ start, end }: { start: string; end: string }): void {
  if (startOfDay(start) === undefined || startOfDay(end) === undefined || start > end)
    throw new LibraryError(
      'invalid-date',
      "A calendar's range is two days (YYYY-MM-DD), the first no later than the last.",
    );
}

/**
 * Embeddings, overrides and isolates: a name holding them shows its text, and what follows it on
 * the line (a shared page's title), in another order than it is written. They are invisible, so a
 * member told to remove one could not find it, and an older export may hold them: dropped, not
 * refused. The marks (U+200E, U+200F) only hint a direction and stay.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/gu;

/** A name as the library keeps it, whatever it names: without bidirectional controls, trimmed. */
export function keptName(name: string): string {
  return name.replace(BIDI_CONTROLS, '').trim();
}

export function checkedListName(name: string): string {
  const trimmed = typeof name === 'string' ? keptName(name) : '';
  checkText(trimmed, "A list's name");
  if (trimmed === '' || characterCount(trimmed) > MAX_LIST_NAME_LENGTH)
    throw new LibraryError(
      'invalid-list-name',
      `A list needs a name of at most ${MAX_LIST_NAME_LENGTH} characters.`,
    );
  return trimmed;
}

export function checkedListDescription(description: string | undefined): string {
  const text = (description ?? '').trim();
  checkText(text, "A list's description");
  if (characterCount(text) > MAX_LIST_DESCRIPTION_LENGTH)
    throw new LibraryError(
      'description-too-long',
      `A list's description is at most ${MAX_LIST_DESCRIPTION_LENGTH.toLocaleString('en')} characters.`,
    );
  return text;
}

export interface SliceRequest {
  /** Rows to skip; 0 by default. */
  offset?: number;
  /** Rows to return, 1 to MAX_SLICE_LIMIT; DEFAULT_SLICE_LIMIT by default. */
  limit?: number;
}

export function checkedSlice({ offset = 0, limit = DEFAULT_SLICE_LIMIT }: SliceRequest): {
  offset: number;
  limit: number;
} {
  if (
    !Number.isSafeInteger(offset) ||
    offset < 0 ||
    !Number.isSafeInteger(limit) ||
    limit < 1 ||
    limit > MAX_SLICE_LIMIT
  )
    throw new LibraryError(
      'invalid-slice',
      `A read skips 0 or more rows and returns 1 to ${MAX_SLICE_LIMIT.toLocaleString('en')}.`,
    );
  return { offset, limit };
}
