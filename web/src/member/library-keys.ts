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
  shelf: (uid: string, shelf: TitleShelf, params: ShelfParams) =>
    ['library', uid, 'shelf', shelf, params] as const,
  diary: (uid: string, params: ShelfParams & { media?: string }) =>
    ['library', uid, 'diary', params] as const,
  lists: (uid: string, page: number) => ['library', uid, 'lists', page] as const,
  list: (uid: string, listId: number, params: ShelfParams) =>
    ['library', uid, 'list', listId, params] as const,
};
