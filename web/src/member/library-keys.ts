import type { UpNextTab } from '@marquee/tmdb-types/episode-progress';
import type { ShelfParams, TitleKey, TitleShelf } from './library-api';

/*
 * The query keys of one member's library. All start with ['library', uid], so a write can refresh
 * every read of that member at once and a logout leaves nothing of theirs reachable by key.
 */
export const libraryKeys = {
  all: (uid: string) => ['library', uid] as const,
  /** One title's states: what its card and its details page show. */
  title: (uid: string, title: TitleKey) =>
    ['library', uid, 'title', title.mediaType, title.id] as const,
  /** The states of a list of cards, asked in one request; the answer seeds each `title`. */
  titleStates: (uid: string, titles: readonly TitleKey[]) =>
    ['library', uid, 'title-states', titles] as const,
  /** Every answer of which cards are on the member's services: a change of services asks again. */
  onMyServicesAll: (uid: string) => ['library', uid, 'on-my-services'] as const,
  shelf: (uid: string, shelf: TitleShelf, params: ShelfParams) =>
    ['library', uid, 'shelf', shelf, params] as const,
  diary: (uid: string, params: ShelfParams & { media?: string }) =>
    ['library', uid, 'diary', params] as const,
  lists: (uid: string, page: number) => ['library', uid, 'lists', page] as const,
  /** Every saved browse filter of the member's, in their order (saved-filters/). */
  savedFilters: (uid: string) => ['library', uid, 'saved-filters'] as const,
  list: (uid: string, listId: number, params: ShelfParams) =>
    ['library', uid, 'list', listId, params] as const,
  /** A show's episode progress: what its page, its seasons' and its episodes' pages show. */
  showProgress: (uid: string, showId: number) => ['library', uid, 'show-progress', showId] as const,
  /** The member's rating of each episode of a season. */
  seasonRatings: (uid: string, showId: number, seasonNumber: number) =>
    ['library', uid, 'season-ratings', showId, seasonNumber] as const,
  /** Every page of every Up next tab, which a mark from one of them changes at once. */
  upNextAll: (uid: string) => ['library', uid, 'up-next'] as const,
  upNext: (uid: string, tab: UpNextTab, page: number) =>
    ['library', uid, 'up-next', tab, page] as const,
  /** Marking a show's next episode from Up next (a mutation's key). */
  upNextMark: (uid: string, showId: number) => ['library', uid, 'up-next-mark', showId] as const,
  /** Resuming a paused or stopped show from Up next (a mutation's key); every show's, by prefix. */
  upNextResumes: (uid: string) => ['library', uid, 'up-next-resume'] as const,
  upNextResume: (uid: string, showId: number) =>
    ['library', uid, 'up-next-resume', showId] as const,
  /** The calendar of a range of days; null: the server's default, four weeks from today. */
  calendar: (uid: string, range: { start: string; end: string } | null) =>
    ['library', uid, 'calendar', range] as const,
  calendarFeed: (uid: string) => ['library', uid, 'calendar-feed'] as const,
  episodeWatches: (uid: string, page: number) => ['library', uid, 'episode-watches', page] as const,
};
