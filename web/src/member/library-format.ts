import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { TitleKey } from './library-api';

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
