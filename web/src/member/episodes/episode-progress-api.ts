import type { SeasonAccountStates, StatusAnswer } from '@marquee/tmdb-types/account';
import type {
  CalendarAnswer,
  CalendarFeed,
  EpisodeDiaryPage,
  MarkWatchedAnswer,
  MarkWatchedBody,
  ShowProgressWire,
  ShowStatus,
  ShowStatusBody,
  UnmarkWatchedAnswer,
  UpNextPage,
  UpNextTab,
} from '@marquee/tmdb-types/episode-progress';
import { fetchCatalogue, type CatalogueParams } from '../../lib/catalogue-client';
import type { CallOptions } from '../library-api';

/*
 * A member's episode progress on our own server (issue 22): marking episodes, seasons and shows
 * watched, a show's progress and status, Up next, the episode diary and episode ratings. One
 * function per endpoint, each with the member's token from the query client it is given.
 */

/** An episode by its numbers, as the paths name it; season 0 holds the specials. */
export interface EpisodeKey {
  showId: number;
  seasonNumber: number;
  episodeNumber: number;
}

const member = { member: true } as const;

function accountPath(uid: string, rest: string): string {
  return `3/account/${encodeURIComponent(uid)}/${rest}`;
}

function seasonPath(showId: number, seasonNumber: number): string {
  return `3/tv/${showId}/season/${seasonNumber}`;
}

function episodePath({ showId, seasonNumber, episodeNumber }: EpisodeKey): string {
  return `${seasonPath(showId, seasonNumber)}/episode/${episodeNumber}`;
}

function read<T>(path: string, params: CatalogueParams, { signal, client }: CallOptions) {
  return fetchCatalogue<T>(path, params, { ...member, signal, client });
}

function write<T>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  { client }: CallOptions,
  body?: unknown,
) {
  return fetchCatalogue<T>(path, {}, { ...member, method, body, client });
}

/** Today (UTC) unless told; `again` logs another watch of an episode already watched. */
export function markEpisodeWatched(
  episode: EpisodeKey,
  body: Pick<MarkWatchedBody, 'watched_on' | 'again'>,
  options: CallOptions,
) {
  return write<MarkWatchedAnswer>(`${episodePath(episode)}/watched`, 'POST', options, body);
}

/** Takes the current watch-through's watches of the episode away. */
export function unmarkEpisodeWatched(episode: EpisodeKey, options: CallOptions) {
  return write<UnmarkWatchedAnswer>(`${episodePath(episode)}/watched`, 'DELETE', options);
}

/** The season's aired episodes, those not yet watched in this watch-through. */
export function markSeasonWatched(showId: number, seasonNumber: number, options: CallOptions) {
  return write<MarkWatchedAnswer>(
    `${seasonPath(showId, seasonNumber)}/watched`,
    'POST',
    options,
    {},
  );
}

export function unmarkSeasonWatched(showId: number, seasonNumber: number, options: CallOptions) {
  return write<UnmarkWatchedAnswer>(
    `${seasonPath(showId, seasonNumber)}/watched`,
    'DELETE',
    options,
  );
}

export function fetchShowProgress(uid: string, showId: number, options: CallOptions) {
  return read<ShowProgressWire>(accountPath(uid, `progress/tv/${showId}`), {}, options);
}

/** Watching ("Resume"), paused ("Pause") or dropped ("Stop tracking"). */
export function setShowStatus(
  uid: string,
  showId: number,
  status: ShowStatus,
  options: CallOptions,
) {
  const body: ShowStatusBody = { status };
  return write<ShowProgressWire>(accountPath(uid, `progress/tv/${showId}`), 'PUT', options, body);
}

/** A new watch-through from the first episode; the finished one is kept. */
export function startShowAgain(uid: string, showId: number, options: CallOptions) {
  return write<ShowProgressWire>(accountPath(uid, `progress/tv/${showId}/cycles`), 'POST', options);
}

export function fetchUpNext(uid: string, tab: UpNextTab, page: number, options: CallOptions) {
  return read<UpNextPage>(accountPath(uid, 'up_next'), { tab, page }, options);
}

/** Every episode watch, latest first. */
export function fetchEpisodeWatches(uid: string, page: number, options: CallOptions) {
  return read<EpisodeDiaryPage>(accountPath(uid, 'episode_watches'), { page }, options);
}

export function deleteEpisodeWatch(uid: string, watchId: number, options: CallOptions) {
  return write<StatusAnswer>(accountPath(uid, `episode_watches/${watchId}`), 'DELETE', options);
}

/** 0.5 to 10 in half steps; 0 removes the rating. */
export function rateEpisode(episode: EpisodeKey, value: number, options: CallOptions) {
  const path = `${episodePath(episode)}/rating`;
  return value === 0
    ? write<StatusAnswer>(path, 'DELETE', options)
    : write<StatusAnswer>(path, 'POST', options, { value });
}

export function fetchSeasonRatings(showId: number, seasonNumber: number, options: CallOptions) {
  return read<SeasonAccountStates>(
    `${seasonPath(showId, seasonNumber)}/account_states`,
    {},
    options,
  );
}

/** Days as YYYY-MM-DD (UTC, as TMDB dates episodes), at most 62; none: four weeks from today. */
export interface CalendarRange {
  start: string;
  end: string;
}

export function fetchCalendar(uid: string, range: CalendarRange | null, options: CallOptions) {
  const params: CatalogueParams = range ? { start_date: range.start, end_date: range.end } : {};
  return read<CalendarAnswer>(accountPath(uid, 'calendar'), params, options);
}

/** The member's private iCalendar address, made on first ask. */
export function fetchCalendarFeed(uid: string, options: CallOptions) {
  return read<CalendarFeed>(accountPath(uid, 'calendar/feed'), {}, options);
}

/** A new private address; the old one answers 404 from now on. */
export function resetCalendarFeed(uid: string, options: CallOptions) {
  return write<CalendarFeed>(accountPath(uid, 'calendar/feed/reset'), 'POST', options);
}
