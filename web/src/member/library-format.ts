import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { madeOnFirstUse } from '../lib/made-on-first-use';
import type { TitleKey } from './library-api';

const numberFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));

/** "1 title", "1,024 titles". */
export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${numberFormat().format(count)} ${count === 1 ? noun : plural}`;
}

export function titleOf(title: LibraryTitle): string {
  return (title.media_type === 'movie' ? title.title : title.name) || 'Untitled';
}

export function titleKey(title: LibraryTitle): TitleKey {
  return { mediaType: title.media_type, id: title.id };
}

/** A React key and a DOM hook for one title: ids repeat across movies and TV. */
export function titleSlug(title: LibraryTitle): string {
  return `${title.media_type}-${title.id}`;
}

export function detailsPath(title: LibraryTitle): string {
  return `/details/${title.media_type}/${title.id}`;
}

/** "Watchlist · Library", "Watchlist, page 2 · Library". */
export function libraryTitle(name: string, page = 1): string {
  return `${page === 1 ? name : `${name}, page ${page}`} · Library`;
}
