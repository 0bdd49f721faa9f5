import type { Static } from 'typebox';
import { TmdbHttpError } from '../../http/tmdb-errors.js';
import type { DetailsSort, SliceRequest, TitleFilter, TitleRef } from '../store/library-store.js';
import { readQuerySchema } from './library-schemas.js';
import { LIBRARY_PAGE_SIZE } from './library-wire.js';

/** The query of a paged read of titles; every value a string, as the app's query parser gives. */
export const TitleReadQuerySchema = readQuerySchema(
  'page',
  'sort_by',
  'with_genres',
  'decade',
  'media_type',
);

export type LibraryReadQuery = Static<typeof TitleReadQuerySchema>;

const MAX_PAGE = 1000;

/** A query value the library cannot use: TMDB's code 5, with what was wrong. */
export function invalidQuery(message: string): TmdbHttpError {
  return new TmdbHttpError(422, 5, message);
}

export function pageOf(query: { page?: string | undefined }): number {
  const text = query.page ?? '1';
  const page = /^[1-9]\d{0,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(page <= MAX_PAGE)) throw invalidQuery(`A page is a whole number from 1 to ${MAX_PAGE}.`);
  return page;
}

export function sliceOf(page: number): Required<SliceRequest> {
  return { offset: (page - 1) * LIBRARY_PAGE_SIZE, limit: LIBRARY_PAGE_SIZE };
}

/** `movie` or `tv`, or undefined when the query has none. */
export function mediaTypeOf(text: string | undefined): TitleRef['mediaType'] | undefined {
  if (text === undefined) return undefined;
  if (text !== 'movie' && text !== 'tv') throw invalidQuery('A media_type is movie or tv.');
  return text;
}

// A number as written in a query; anything else is NaN, which the store refuses with its message.
function numberOf(text: string): number {
  return /^-?\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * with_genres (one genre id), decade and media_type. Which genres and decades there are is the
 * store's rule (a LibraryError when not).
 */
export function titleFilterOf(query: LibraryReadQuery): TitleFilter {
  const filter: TitleFilter = {};
  const mediaType = mediaTypeOf(query.media_type);
  if (mediaType !== undefined) filter.mediaType = mediaType;
  if (query.with_genres !== undefined) filter.genreId = numberOf(query.with_genres);
  if (query.decade !== undefined) filter.decade = numberOf(query.decade);
  return filter;
}

const DETAILS_SORTS: Readonly<Record<string, DetailsSort>> = {
  rating: 'rating',
  release_date: 'release_date',
  title: 'title',
  popularity: 'popularity',
};

/** A read's sort_by names: its own date order (or orders) and the details' sorts. */
export function sortNames<Own extends string>(
  own: Readonly<Record<string, Own>>,
): Readonly<Record<string, Own | DetailsSort>> {
  return { ...own, ...DETAILS_SORTS };
}

export interface ReadOrder<Sort> {
  sort: Sort;
  order: 'asc' | 'desc';
}

/** sort_by as `<name>.asc` or `<name>.desc`, one of `names`; `fallback` when the query has none. */
export function sortOf<Sort>(
  text: string | undefined,
  names: Readonly<Record<string, Sort>>,
  fallback: string,
): ReadOrder<Sort> {
  const match = /^([a-z_]+)\.(asc|desc)$/.exec(text ?? fallback);
  const sort =
    match !== null && Object.hasOwn(names, match[1] as string)
      ? names[match[1] as string]
      : undefined;
  if (match === null || sort === undefined)
    throw invalidQuery(
      `sort_by is one of ${Object.keys(names)
        .map((name) => `${name}.asc, ${name}.desc`)
        .join(', ')}.`,
    );
  return { sort, order: match[2] as 'asc' | 'desc' };
}

/** What a paged read of titles asks the store: its page's slice, its order and its filter. */
export type TitleRead<Sort> = Required<SliceRequest> & ReadOrder<Sort> & TitleFilter;

/**
 * The page a read's query asks for, and what to ask the store for it; sort_by is one of `sorts`
 * (`fallback` when the query names none).
 */
export function titleReadOf<Sort>(
  query: LibraryReadQuery,
  sorts: Readonly<Record<string, Sort>>,
  fallback: string,
): { page: number; read: TitleRead<Sort> } {
  const page = pageOf(query);
  return {
    page,
    read: { ...sliceOf(page), ...sortOf(query.sort_by, sorts, fallback), ...titleFilterOf(query) },
  };
}

/** `movie:550`, as the combined states and the diary's `media` name a title; `name`, the parameter. */
export function titleRefOf(text: string, name: string): TitleRef {
  const match = /^(movie|tv):([1-9]\d{0,14})$/.exec(text.trim());
  if (match === null)
    throw invalidQuery(
      `${name}: ${JSON.stringify(text.slice(0, 40))} is not a title: write movie:550 or tv:1399.`,
    );
  return { mediaType: match[1] as TitleRef['mediaType'], mediaId: Number(match[2]) };
}

/** `items=movie:550,tv:1399`, the titles of a page of cards; an empty value asks about nothing. */
export function titleItemsOf(items: string | undefined): TitleRef[] {
  if (items === undefined) throw invalidQuery('items names the titles, as movie:550,tv:1399.');
  return items.trim() === '' ? [] : items.split(',').map((item) => titleRefOf(item, 'items'));
}
