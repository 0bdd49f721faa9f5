import { sql, type JoinBuilder, type SelectQueryBuilder } from 'kysely';
import { LibraryError } from './library-error.js';
import {
  checkDecade,
  checkedSlice,
  checkGenreId,
  decadeDays,
  halvesToRating,
  type SliceRequest,
} from './library-limits.js';
import type {
  DetailsSort,
  LibraryTitle,
  Slice,
  TitleFilter,
  TitleRef,
  WithDetails,
} from './library-store.js';
import type { LibraryMediaType, LibraryTables } from './library-tables.js';
import { checkMediaType, countRows } from './store-context.js';

// The reads of titles share one shape: the user's rows as `item`, filtered in SQL and counted;
// the page of them then left joins the remembered details as `details` (a title never remembered
// still appears) and is sorted in SQL.

const DETAILS_SORTS: readonly DetailsSort[] = ['rating', 'release_date', 'title', 'popularity'];

// The rating is each read's own; the others are the remembered details' (null when none were).
const DETAILS_COLUMNS: Partial<Record<DetailsSort, SortKey>> = {
  release_date: { column: 'details.release_date', nullable: true },
  title: { column: 'details.title_key', nullable: true },
  popularity: { column: 'details.popularity', nullable: true },
};

export type Order = 'asc' | 'desc';

export interface TitleSliceRequest<Sort extends string> extends SliceRequest, TitleFilter {
  sort?: Sort;
  order?: Order;
}

/** How a read sorts: its own sorts, and how the details sorts fit it. */
export interface TitleSorts<Own extends string> {
  /** The read's own sorts by name, each with its keys; the first is the default. */
  own: Readonly<Record<Own, readonly SortKey[]>>;
  /** Where the read finds the user's rating, for the 'rating' sort. */
  rating: SortKey;
  /** After a details sort's column: the read's own order, ending in a key no two rows share. */
  ties: readonly SortKey[];
  /** The direction when the request names none. */
  defaultOrder(sort: Own | DetailsSort): Order;
}

export interface CheckedTitleSlice {
  offset: number;
  limit: number;
  order: Order;
  /** What to order by, each key in `order`'s direction. */
  keys: readonly SortKey[];
  filter: TitleFilter;
}

/** The request, checked, with the keys its sort orders by. */
export function checkedTitleSlice<Own extends string>(
  request: TitleSliceRequest<Own | DetailsSort>,
  sorts: TitleSorts<Own>,
): CheckedTitleSlice {
  const { offset, limit } = checkedSlice(request);
  const { mediaType, genreId, decade } = request;
  checkMediaType(mediaType);
  checkGenreId(genreId);
  checkDecade(decade);
  const sort = request.sort ?? (Object.keys(sorts.own)[0] as Own);
  const keys = sortKeys(sort, sorts);
  const order = request.order ?? sorts.defaultOrder(sort);
  if (order !== 'asc' && order !== 'desc')
    throw new LibraryError('invalid-slice', 'A read is in ascending or descending order.');
  return { offset, limit, order, keys, filter: { mediaType, genreId, decade } };
}

function sortKeys<Own extends string>(
  sort: Own | DetailsSort,
  { own, rating, ties }: TitleSorts<Own>,
): readonly SortKey[] {
  if (Object.hasOwn(own, sort)) return own[sort as Own];
  if (!DETAILS_SORTS.includes(sort as DetailsSort))
    throw new LibraryError('invalid-slice', `A read cannot be sorted by ${String(sort)}.`);
  const column = DETAILS_COLUMNS[sort as DetailsSort] ?? rating;
  return [column, ...ties];
}

/**
 * `query` (over the user's rows as `item`) narrowed to the titles that pass the filter. The
 * details are looked up here rather than joined, so counting the rows joins nothing.
 */
export function whereTitleMatches<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { mediaType, genreId, decade }: TitleFilter,
): SelectQueryBuilder<DB, TB, O> {
  let matching = query;
  if (mediaType !== undefined)
    matching = matching.where(sql<boolean>`${sql.ref('item.media_type')} = ${mediaType}`);
  if (genreId !== undefined)
    matching = matching.where(
      sql<boolean>`exists (select 1 from title_genres as genre
        where genre.media_type = ${sql.ref('item.media_type')}
        and genre.media_id = ${sql.ref('item.media_id')}
        and genre.genre_id = ${genreId})`,
    );
  if (decade !== undefined) {
    const [first, last] = decadeDays(decade);
    matching = matching.where(
      sql<boolean>`exists (select 1 from remembered_titles as dated
        where dated.media_type = ${sql.ref('item.media_type')}
        and dated.media_id = ${sql.ref('item.media_id')}
        and dated.release_date between ${first} and ${last})`,
    );
  }
  return matching;
}

interface TitleColumns {
  media_type: LibraryMediaType;
  media_id: number;
}

/** The rows with their titles' details as `details` (all null for a title never remembered). */
export function withDetails<DB extends LibraryTables & { item: TitleColumns }, O>(
  rows: SelectQueryBuilder<DB, 'item', O>,
) {
  return rows.leftJoin('remembered_titles as details', (join) =>
    join
      .onRef('details.media_type', '=', 'item.media_type')
      .onRef('details.media_id', '=', 'item.media_id'),
  );
}

/**
 * How a read joins the user's rating of each item's title (as `rating`, null when not rated):
 * `.leftJoin('ratings as rating', ratingOfItem(uid))`.
 */
export function ratingOfItem(uid: string) {
  return <DB, TB extends keyof DB>(join: JoinBuilder<DB, TB>) =>
    join.on(
      sql<boolean>`${sql.ref('rating.uid')} = ${uid}
        and ${sql.ref('rating.media_type')} = ${sql.ref('item.media_type')}
        and ${sql.ref('rating.media_id')} = ${sql.ref('item.media_id')}`,
    );
}

/** A column to order by, as `table.column`; a nullable one puts its nulls last either way. */
export interface SortKey {
  column: string;
  nullable?: boolean;
}

/** Keys on these columns, none of them nullable. */
export function columnKeys(...columns: string[]): SortKey[] {
  return columns.map((column) => ({ column }));
}

/** `query` ordered by each key in turn, all in one direction (so an index can serve them). */
function orderedBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly SortKey[],
  order: Order,
): SelectQueryBuilder<DB, TB, O> {
  return keys.reduce(
    (ordered, { column, nullable }) =>
      ordered.orderBy(sql.ref(column), (by) => {
        const directed = order === 'asc' ? by.asc() : by.desc();
        return nullable === true ? directed.nullsLast() : directed;
      }),
    query,
  );
}

/**
 * One page of the rows `matching` selects, as `page` joins and selects them, in the slice's
 * order, with the number of them all (`total` when the caller knows it without counting).
 */
export async function sliceOf<
  DB,
  TB extends keyof DB,
  PageDB,
  PageTB extends keyof PageDB,
  Row,
  Item,
>(
  matching: SelectQueryBuilder<DB, TB, object>,
  page: (matching: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<PageDB, PageTB, Row>,
  { offset, limit, keys, order }: CheckedTitleSlice,
  toItem: (row: Row) => Item,
  total?: number,
): Promise<Slice<Item>> {
  const [rows, count] = await Promise.all([
    orderedBy(page(matching), keys, order).limit(limit).offset(offset).execute(),
    total ?? countRows(matching),
  ]);
  return { results: rows.map((row) => toItem(row as Row)), total: count };
}

/** The columns every read's rows have: the title's, and its remembered details. */
interface TitleRow {
  media_type: LibraryMediaType;
  media_id: number;
  details: string | null;
}

/** What every read's item says of its title: which it is, and its details (or null). */
export function titleOfRow(row: TitleRow): TitleRef & WithDetails {
  return {
    mediaType: row.media_type,
    mediaId: row.media_id,
    details: row.details === null ? null : (JSON.parse(row.details) as LibraryTitle),
  };
}

export function ratingOrNull(halves: number | null): number | null {
  return halves === null ? null : halvesToRating(halves);
}
