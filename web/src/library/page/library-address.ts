import type { MessageId } from '../../i18n/load-messages';
import type { TitleShelf } from '../../member/library-api';
import type { ShelfKind } from './shelf-view';

/*
 * The library's addresses: /library (the watchlist), /library/{tab}, /library/lists/{list id}.
 * Each tab has its own address, so reload, back and a shared link land on the same tab.
 */

export type LibraryTabName =
  'watchlist' | 'watched' | 'episodes' | 'ratings' | 'favourites' | 'lists';

/** In the order the tabs are shown. */
const tabLabels: Record<LibraryTabName, MessageId> = {
  watchlist: 'library.tab.watchlist',
  watched: 'library.tab.watched',
  episodes: 'library.tab.episodes',
  ratings: 'library.tab.ratings',
  favourites: 'library.tab.favourites',
  lists: 'library.tab.lists',
};

export const libraryTabs: ReadonlyArray<{ name: LibraryTabName; label: MessageId }> = (
  Object.keys(tabLabels) as LibraryTabName[]
).map((name) => ({ name, label: tabLabels[name] }));

/** The tabs that are pages of titles, and the reads behind them. */
export type ShelfTabName = 'watchlist' | 'ratings' | 'favourites';

export const shelfTabs: Record<ShelfTabName, { shelf: TitleShelf; kind: ShelfKind }> = {
  watchlist: { shelf: 'watchlist', kind: 'shelf' },
  ratings: { shelf: 'rated', kind: 'rated' },
  favourites: { shelf: 'favorite', kind: 'shelf' },
};

export type LibraryAddress =
  | { tab: ShelfTabName }
  | { tab: 'watched' }
  | { tab: 'episodes' }
  | { tab: 'lists'; listId?: undefined }
  | { tab: 'lists'; listId: number };

export function tabLabel(name: LibraryTabName): MessageId {
  return tabLabels[name];
}

export function libraryPath(name: LibraryTabName): string {
  return `/library/${name}`;
}

export function listPath(listId: number): string {
  return `/library/lists/${listId}`;
}

/** The route's params as an address; null for anything the library has no page for. */
export function parseLibraryAddress(params: {
  tab?: string | undefined;
  listId?: string | undefined;
}): LibraryAddress | null {
  if (params.listId !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(params.listId)) return null;
    const listId = Number(params.listId);
    return Number.isSafeInteger(listId) ? { tab: 'lists', listId } : null;
  }
  const tab = params.tab ?? 'watchlist';
  if (tab === 'watched' || tab === 'episodes') return { tab };
  if (tab === 'lists') return { tab };
  if (tab === 'watchlist' || tab === 'ratings' || tab === 'favourites') return { tab };
  return null;
}
