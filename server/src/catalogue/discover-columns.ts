import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';

/** A day column's "no date". */
export const NO_DAY = -0x80000000;
/** A runtime column's "not known". */
export const NO_RUNTIME = -1;
/** A maturity column's "not rated". */
export const NOT_RATED = -1;

/**
 * One kind of title's facet rows (movie_facet / tv_facet) as typed arrays, one entry per title at
 * its place in popularity order (most popular first, ties by id): a list is one pass over narrow
 * arrays, however wide the title rows are, and the popularity order is the order of the places.
 */
export interface DiscoverColumns {
  count: number;
  ids: Int32Array;
  popularity: Float64Array;
  voteAverage: Float64Array;
  voteCount: Int32Array;
  day: Int32Array;
  /** A show's last air day when it has ended; NO_DAY otherwise (and for movies). */
  endDay: Int32Array;
  runtime: Int32Array;
  /** Index into `languages`. */
  language: Uint16Array;
  languages: readonly string[];
  genreMask: Int32Array;
  maturity: Int8Array;
  ratedIn: Int32Array;
  /** A title's place, or -1 when the catalogue has no title of that id. */
  placeOf(id: number): number;
}

type FacetRow = [
  id: number,
  popularity: number,
  voteAverage: number,
  voteCount: number,
  day: number | null,
  endDay: number | null,
  runtime: number | null,
  language: string,
  genreMask: number,
  maturity: number | null,
  ratedIn: number,
];

const SELECT: Record<TitleMediaType, string> = {
  movie:
    'SELECT id, popularity, vote_average, vote_count, day, NULL, runtime, language, genre_mask, maturity, rated_in FROM movie_facet ORDER BY rowid',
  tv: 'SELECT id, popularity, vote_average, vote_count, day, end_day, runtime, language, genre_mask, NULL, 0 FROM tv_facet ORDER BY rowid',
};

type Columns = Omit<DiscoverColumns, 'languages' | 'placeOf'>;

function emptyColumns(count: number): Columns {
  return {
    count,
    ids: new Int32Array(count),
    popularity: new Float64Array(count),
    voteAverage: new Float64Array(count),
    voteCount: new Int32Array(count),
    day: new Int32Array(count),
    endDay: new Int32Array(count),
    runtime: new Int32Array(count),
    language: new Uint16Array(count),
    genreMask: new Int32Array(count),
    maturity: new Int8Array(count),
    ratedIn: new Int32Array(count),
  };
}

/** The columns with their entries moved: entry `place` of the result is entry `from[place]`. */
function permuted(columns: Columns, from: Int32Array): Columns {
  const result = emptyColumns(columns.count);
  for (const key of Object.keys(columns) as Array<keyof Columns>) {
    if (key === 'count') continue;
    const source = columns[key];
    const target = result[key];
    for (let place = 0; place < from.length; place += 1) target[place] = source[from[place]!]!;
  }
  return result;
}

/** Whether entries are in list order: most popular first, ties by id. */
function ranked({ popularity, ids }: Columns, a: number, b: number): number {
  return popularity[b]! - popularity[a]! || ids[a]! - ids[b]!;
}

/**
 * Reads a kind's facet rows into columns. A generated file keeps them in list order on consecutive
 * pages (catalogue-schema.ts), so this is one sequential read; a file titles were imported into
 * later is sorted here.
 */
export function loadDiscoverColumns(db: Database.Database, media: TitleMediaType): DiscoverColumns {
  const count = db.prepare<[], number>(`SELECT count(*) FROM ${media}_facet`).pluck().get() ?? 0;
  let columns = emptyColumns(count);
  const languages: string[] = [];
  const languageIndex = new Map<string, number>();
  let place = 0;
  let maxId = 0;
  for (const row of db.prepare<[], FacetRow>(SELECT[media]).raw().iterate()) {
    const [id, popularity, voteAverage, voteCount, day, endDay, runtime, code] = row;
    columns.ids[place] = id;
    columns.popularity[place] = popularity;
    columns.voteAverage[place] = voteAverage;
    columns.voteCount[place] = voteCount;
    columns.day[place] = day ?? NO_DAY;
    columns.endDay[place] = endDay ?? NO_DAY;
    columns.runtime[place] = runtime ?? NO_RUNTIME;
    let language = languageIndex.get(code);
    if (language === undefined) {
      language = languages.length;
      languages.push(code);
      languageIndex.set(code, language);
    }
    columns.language[place] = language;
    columns.genreMask[place] = row[8];
    columns.maturity[place] = row[9] ?? NOT_RATED;
    columns.ratedIn[place] = row[10];
    if (id > maxId) maxId = id;
    place += 1;
  }
  let inOrder = true;
  for (let at = 1; at < count && inOrder; at += 1) inOrder = ranked(columns, at - 1, at) < 0;
  if (!inOrder) {
    const order = Int32Array.from({ length: count }, (_, index) => index);
    const loaded = columns;
    order.sort((a, b) => ranked(loaded, a, b));
    columns = permuted(columns, order);
  }
  // Ids are TMDB's or the generator's, below a few million: a direct table beats a Map's memory.
  const places = new Int32Array(maxId + 1).fill(-1);
  columns.ids.forEach((id, at) => (places[id] = at));
  return {
    ...columns,
    languages,
    placeOf: (id) => (id >= 0 && id <= maxId ? places[id]! : -1),
  };
}
