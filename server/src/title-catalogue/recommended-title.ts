import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { TitleRef } from '../library/store/library-limits.js';

export type ListItem = MovieListItem | TvListItem;

// TMDB recommends titles of the asked title's kind; an item that says its own kind keeps it.
export function recommendedTitle(item: ListItem, seed: TitleRef): LibraryTitle {
  const own = (item as { media_type?: unknown }).media_type;
  const mediaType = own === 'movie' || own === 'tv' ? own : seed.mediaType;
  return { ...item, media_type: mediaType } as LibraryTitle;
}
