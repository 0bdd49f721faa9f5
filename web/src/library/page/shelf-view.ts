import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { MessageId } from '../../i18n/load-messages';
import { parsePageParam } from '../../ui/use-page-param';
import { libraryMaxPage, type ShelfParams } from '../../member/library-api';

/**
 * What a library tab shows, read from its URL (`?sort_by=title.asc&media_type=tv&with_genres=18
 * &decade=1990&page=2`) with the server's own parameter names, so an address is a request.
 */

/** The reads differ only in their date and in a list's own order. */
export type ShelfKind = 'shelf' | 'rated' | 'diary' | 'list';

export type SortField =
  | 'created_at'
  | 'watched_on'
  | 'original_order'
  | 'rating'
  | 'release_date'
  | 'title'
  | 'popularity';

export type SortDirection = 'asc' | 'desc';

export interface SortOption {
  field: SortField;
  label: MessageId;
  /** The direction a person means by choosing this sort: newest, highest, A to Z. */
  natural: SortDirection;
}

const byTitle: readonly SortOption[] = [
  { field: 'rating', label: 'library.sort.yourRating', natural: 'desc' },
  { field: 'release_date', label: 'library.sort.releaseDate', natural: 'desc' },
  { field: 'title', label: 'library.sort.title', natural: 'asc' },
  { field: 'popularity', label: 'library.sort.popularity', natural: 'desc' },
];

const dateAdded: SortOption = {
  field: 'created_at',
  label: 'library.sort.dateAdded',
  natural: 'desc',
};

/** The first option is the read's default. */
export const sortOptions: Record<ShelfKind, readonly [SortOption, ...SortOption[]]> = {
  shelf: [dateAdded, ...byTitle],
  rated: [{ ...dateAdded, label: 'library.sort.dateRated' }, ...byTitle],
  diary: [{ field: 'watched_on', label: 'library.sort.dateWatched', natural: 'desc' }, ...byTitle],
  list: [
    { field: 'original_order', label: 'library.sort.listOrder', natural: 'asc' },
    dateAdded,
    ...byTitle,
  ],
};

const byDate: Record<SortDirection, MessageId> = {
  desc: 'library.order.newestFirst',
  asc: 'library.order.oldestFirst',
};

export const directionLabels: Record<SortField, Record<SortDirection, MessageId>> = {
  created_at: byDate,
  watched_on: byDate,
  original_order: { asc: 'library.order.firstToLast', desc: 'library.order.lastToFirst' },
  rating: { desc: 'library.order.highestFirst', asc: 'library.order.lowestFirst' },
  release_date: byDate,
  title: { asc: 'library.order.aToZ', desc: 'library.order.zToA' },
  popularity: { desc: 'library.order.mostPopularFirst', asc: 'library.order.leastPopularFirst' },
};

export interface ShelfSort {
  field: SortField;
  direction: SortDirection;
}

export interface ShelfView {
  sort: ShelfSort;
  mediaType?: TitleMediaType;
  genre?: number;
  decade?: number;
  page: number;
}

/** The URL's names for a view's filters. */
export type ShelfFilterName = 'sort_by' | 'media_type' | 'with_genres' | 'decade';

/** The earliest films in any catalogue are from the 1870s. */
export const firstDecade = 1870;

export function defaultSort(kind: ShelfKind): ShelfSort {
  const [first] = sortOptions[kind];
  return { field: first.field, direction: first.natural };
}

export function sortValue(sort: ShelfSort): string {
  return `${sort.field}.${sort.direction}`;
}

function parseSort(value: string | null, kind: ShelfKind): ShelfSort {
  const match = /^([a-z_]+)\.(asc|desc)$/.exec(value ?? '');
  const option = sortOptions[kind].find(({ field }) => field === match?.[1]);
  if (!match || !option) return defaultSort(kind);
  return { field: option.field, direction: match[2] as SortDirection };
}

export function parseShelfView(params: URLSearchParams, kind: ShelfKind): ShelfView {
  const mediaType = params.get('media_type');
  const genre = params.get('with_genres') ?? '';
  const decade = params.get('decade') ?? '';
  return {
    sort: parseSort(params.get('sort_by'), kind),
    mediaType: mediaType === 'movie' || mediaType === 'tv' ? mediaType : undefined,
    genre: /^\d{1,9}$/.test(genre) ? Number(genre) : undefined,
    decade:
      /^\d{4}$/.test(decade) && Number(decade) % 10 === 0 && Number(decade) >= firstDecade
        ? Number(decade)
        : undefined,
    page: parsePageParam(params.get('page'), libraryMaxPage),
  };
}

/** The read's parameters; the sort is always sent, so no answer depends on a server default. */
export function shelfRequest(view: ShelfView): ShelfParams {
  const request: ShelfParams = { page: view.page, sort_by: sortValue(view.sort) };
  if (view.mediaType) request.media_type = view.mediaType;
  if (view.genre !== undefined) request.with_genres = view.genre;
  if (view.decade !== undefined) request.decade = view.decade;
  return request;
}

/** Filters hide titles; a sort or a page only moves them. */
export function isFiltered(view: ShelfView): boolean {
  return view.mediaType !== undefined || view.genre !== undefined || view.decade !== undefined;
}
