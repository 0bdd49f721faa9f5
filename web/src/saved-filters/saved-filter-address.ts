import type { MessageId } from '../i18n/load-messages';
import type { SavedFilter } from '@marquee/tmdb-types/saved-filters';
import type { TitleMediaType } from '@marquee/tmdb-types/media';

const browsePaths: Record<TitleMediaType, string> = { movie: '/movies', tv: '/tv' };

/** The browse address's query as a filter keeps it: no `?`, no `page` (it opens at page 1). */
export function savedQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

/** Where a saved filter leads: its browse page with its query. */
export function savedFilterHref({
  media_type,
  query,
}: Pick<SavedFilter, 'media_type' | 'query'>): string {
  return query === '' ? browsePaths[media_type] : `${browsePaths[media_type]}?${query}`;
}

/** "Movies" or "TV shows", for what a filter is of. */
export const savedFilterKinds: Record<TitleMediaType, MessageId> = {
  movie: 'savedFilters.kind.movie',
  tv: 'savedFilters.kind.tv',
};
