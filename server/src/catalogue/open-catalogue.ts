import Database from 'better-sqlite3';
import type {
  CastMember,
  CombinedCastCredit,
  CombinedCrewCredit,
  CombinedCredits,
  Credits,
  CrewMember,
} from '@marquee/tmdb-types/credits';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type {
  AnyListItem,
  MovieListItem,
  PersonListItem,
  TvListItem,
} from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { SCHEMA_VERSION } from './catalogue-schema.js';
import type { KnownForRef } from './catalogue-writer.js';
import { toMovieListItem, toPersonListItem, toTvListItem } from './list-items.js';
import { createSearchRanking } from './search-ranking.js';

export type TitleMedia = 'movie' | 'tv';
export type Media = TitleMedia | 'person';

export interface MediaRef {
  media_type: Media;
  id: number;
}

export type SortField = 'popularity' | 'vote_average' | 'vote_count' | 'date';

export interface ListFilter {
  sort: SortField;
  descending: boolean;
  /** Every one of these genres (TMDB's comma). */
  genresAll?: number;
  /** At least one of these genres (TMDB's pipe). */
  genresAny?: number;
  year?: number;
  minVoteCount?: number;
}

export const PAGE_SIZE = 20;

export interface Catalogue {
  detailsJson(media: Media, id: number): string | undefined;
  titleCredits(media: TitleMedia, id: number): Credits;
  personCombinedCredits(id: number): CombinedCredits;
  similar(media: TitleMedia, id: number, page: number): Page<MovieListItem | TvListItem>;
  list(media: TitleMedia, filter: ListFilter, page: number): Page<MovieListItem | TvListItem>;
  popularPeople(page: number): Page<PersonListItem>;
  /** The most popular ids of a kind, most popular first: the pool trending is ranked from. */
  popularityLeaders(media: Media, limit: number): Array<{ id: number; popularity: number }>;
  /** List items for refs, in the same order; refs that no longer exist are skipped. */
  listItems(refs: readonly MediaRef[]): AnyListItem[];
  search(kind: Media | 'multi', match: string, exactKey: string, page: number): Page<AnyListItem>;
  close(): void;
}

interface CreditJoinRow {
  credit_id: string;
  media_type: TitleMedia;
  media_id: number;
  person_id: number;
  kind: 'cast' | 'crew';
  character: string | null;
  department: string | null;
  job: string | null;
  ord: number;
  cast_id: number | null;
  episode_count: number | null;
  json: string;
  original_name: string | null;
}

const DATE_COLUMN: Record<TitleMedia, string> = { movie: 'release_date', tv: 'first_air_date' };

export function pageOfResults<T>(page: number, results: T[], total: number): Page<T> {
  return { page, results, total_pages: Math.ceil(total / PAGE_SIZE), total_results: total };
}

/** Opens a catalogue file read-only with every query prepared once. */
export function openCatalogue(filePath: string): Catalogue {
  return catalogueFromDatabase(openCatalogueDatabase(filePath));
}

/** The read-only handle the server serves from: a bug in a route can never write to the catalogue. */
export function openCatalogueDatabase(filePath: string): Database.Database {
  const db = new Database(filePath, { readonly: true, fileMustExist: true });
  const version = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").pluck().get();
  if (version !== SCHEMA_VERSION) {
    db.close();
    throw new Error(
      `Catalogue ${filePath} has schema version ${String(version)}, expected ${SCHEMA_VERSION}; delete it to regenerate`,
    );
  }
  return db;
}

export function catalogueFromDatabase(db: Database.Database): Catalogue {
  const detailsStatements = {
    movie: db.prepare<[number], string>('SELECT json FROM movie WHERE id = ?').pluck(),
    tv: db.prepare<[number], string>('SELECT json FROM tv WHERE id = ?').pluck(),
    person: db.prepare<[number], string>('SELECT json FROM person WHERE id = ?').pluck(),
  };
  const personRow = db.prepare<
    [number],
    { json: string; original_name: string | null; known_for: string | null }
  >('SELECT json, original_name, known_for FROM person WHERE id = ?');
  const titleCreditRows = db.prepare<[TitleMedia, number], CreditJoinRow>(
    `SELECT c.*, p.json, p.original_name FROM credit c JOIN person p ON p.id = c.person_id
     WHERE c.media_type = ? AND c.media_id = ? ORDER BY c.kind, c.ord, c.rowid`,
  );
  const personCreditRows = db.prepare<[number], CreditJoinRow>(
    `SELECT c.*, COALESCE(m.json, t.json) AS json, NULL AS original_name FROM credit c
     LEFT JOIN movie m ON c.media_type = 'movie' AND m.id = c.media_id
     LEFT JOIN tv t ON c.media_type = 'tv' AND t.id = c.media_id
     WHERE c.person_id = ? AND COALESCE(m.id, t.id) IS NOT NULL ORDER BY c.kind, c.rowid`,
  );
  const derivedKnownFor = db.prepare<[number], { media_type: TitleMedia; media_id: number }>(
    `SELECT c.media_type, c.media_id, MAX(COALESCE(m.popularity, t.popularity)) AS score FROM credit c
     LEFT JOIN movie m ON c.media_type = 'movie' AND m.id = c.media_id
     LEFT JOIN tv t ON c.media_type = 'tv' AND t.id = c.media_id
     WHERE c.person_id = ? AND COALESCE(m.id, t.id) IS NOT NULL
     GROUP BY c.media_type, c.media_id ORDER BY score DESC, c.media_id LIMIT 3`,
  );
  const leaders = {
    movie: db.prepare<[number], { id: number; popularity: number }>(
      'SELECT id, popularity FROM movie ORDER BY popularity DESC, id LIMIT ?',
    ),
    tv: db.prepare<[number], { id: number; popularity: number }>(
      'SELECT id, popularity FROM tv ORDER BY popularity DESC, id LIMIT ?',
    ),
    person: db.prepare<[number], { id: number; popularity: number }>(
      'SELECT id, popularity FROM person ORDER BY popularity DESC, id LIMIT ?',
    ),
  };
  const popularPeopleIds = db
    .prepare<[number, number], number>(
      'SELECT id FROM person ORDER BY popularity DESC, id LIMIT ? OFFSET ?',
    )
    .pluck();
  const personCount = db.prepare<[], number>('SELECT count(*) FROM person').pluck();
  const searchRanking = createSearchRanking(db);

  // The catalogue never changes while open, so statements and counts are cached by their SQL and arguments.
  const statements = new Map<string, Database.Statement>();
  const counts = new Map<string, number>();
  function statement(sql: string): Database.Statement {
    let prepared = statements.get(sql);
    if (prepared === undefined) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  }
  function cachedCount(sql: string, args: unknown[]): number {
    const key = `${sql}\u0000${JSON.stringify(args)}`;
    let total = counts.get(key);
    if (total === undefined) {
      total = statement(sql)
        .pluck()
        .get(...args) as number;
      if (counts.size > 5000) counts.clear();
      counts.set(key, total);
    }
    return total;
  }

  function titleItem(media: TitleMedia, json: string): MovieListItem | TvListItem {
    return media === 'movie'
      ? toMovieListItem(JSON.parse(json) as MovieDetails)
      : toTvListItem(JSON.parse(json) as TvDetails);
  }

  function knownFor(personId: number, stored: string | null): Array<MovieListItem | TvListItem> {
    const refs: KnownForRef[] =
      stored === null
        ? derivedKnownFor
            .all(personId)
            .map((row) => ({ media_type: row.media_type, id: row.media_id }))
        : (JSON.parse(stored) as KnownForRef[]);
    const items: Array<MovieListItem | TvListItem> = [];
    for (const ref of refs) {
      const json = detailsStatements[ref.media_type].get(ref.id);
      if (json !== undefined)
        items.push({ ...titleItem(ref.media_type, json), media_type: ref.media_type } as
          MovieListItem | TvListItem);
    }
    return items;
  }

  function personItem(id: number): PersonListItem | undefined {
    const row = personRow.get(id);
    if (row === undefined) return undefined;
    return toPersonListItem(
      JSON.parse(row.json) as PersonDetails,
      row.original_name,
      knownFor(id, row.known_for),
    );
  }

  function listItem(ref: MediaRef): AnyListItem | undefined {
    if (ref.media_type === 'person') return personItem(ref.id);
    const json = detailsStatements[ref.media_type].get(ref.id);
    return json === undefined ? undefined : titleItem(ref.media_type, json);
  }

  function creditPerson(row: CreditJoinRow): Omit<CastMember, 'character' | 'order' | 'credit_id'> {
    const person = JSON.parse(row.json) as PersonDetails;
    return {
      adult: person.adult,
      gender: person.gender,
      id: person.id,
      known_for_department: person.known_for_department,
      name: person.name,
      original_name: row.original_name ?? person.name,
      popularity: person.popularity,
      profile_path: person.profile_path,
    };
  }

  return {
    detailsJson(media, id) {
      return detailsStatements[media].get(id);
    },

    titleCredits(media, id) {
      const cast: CastMember[] = [];
      const crew: CrewMember[] = [];
      for (const row of titleCreditRows.all(media, id)) {
        if (row.kind === 'cast') {
          const castIdField =
            media === 'movie' && row.cast_id !== null ? { cast_id: row.cast_id } : {};
          cast.push({
            ...creditPerson(row),
            ...castIdField,
            character: row.character ?? '',
            credit_id: row.credit_id,
            order: row.ord,
          });
        } else {
          crew.push({
            ...creditPerson(row),
            credit_id: row.credit_id,
            department: row.department ?? '',
            job: row.job ?? '',
          });
        }
      }
      return { cast, crew };
    },

    personCombinedCredits(id) {
      const cast: CombinedCastCredit[] = [];
      const crew: CombinedCrewCredit[] = [];
      for (const row of personCreditRows.all(id)) {
        const item = titleItem(row.media_type, row.json);
        const tvFields =
          row.media_type === 'tv' && row.episode_count !== null
            ? { episode_count: row.episode_count }
            : {};
        if (row.kind === 'cast') {
          const orderField = row.media_type === 'movie' ? { order: row.ord } : {};
          cast.push({
            ...item,
            character: row.character ?? '',
            credit_id: row.credit_id,
            ...orderField,
            ...tvFields,
            media_type: row.media_type,
          } as CombinedCastCredit);
        } else {
          crew.push({
            ...item,
            credit_id: row.credit_id,
            department: row.department ?? '',
            job: row.job ?? '',
            ...tvFields,
            media_type: row.media_type,
          } as CombinedCrewCredit);
        }
      }
      return { cast, crew };
    },

    similar(media, id, page) {
      const mask = statement(`SELECT genre_mask FROM ${media} WHERE id = ?`).pluck().get(id) as
        number | undefined;
      if (mask === undefined || mask === 0) return pageOfResults(page, [], 0);
      const where = `FROM ${media} WHERE id != ? AND (genre_mask & ?) != 0`;
      const total = cachedCount(`SELECT count(*) ${where}`, [id, mask]);
      const rows = statement(`SELECT json ${where} ORDER BY popularity DESC, id LIMIT ? OFFSET ?`)
        .pluck()
        .all(id, mask, PAGE_SIZE, (page - 1) * PAGE_SIZE) as string[];
      return pageOfResults(
        page,
        rows.map((json) => titleItem(media, json)),
        total,
      );
    },

    list(media, filter, page) {
      const conditions: string[] = [];
      const args: unknown[] = [];
      if (filter.genresAll !== undefined) {
        conditions.push('(genre_mask & ?) = ?');
        args.push(filter.genresAll, filter.genresAll);
      }
      if (filter.genresAny !== undefined) {
        conditions.push('(genre_mask & ?) != 0');
        args.push(filter.genresAny);
      }
      if (filter.year !== undefined) {
        conditions.push('year = ?');
        args.push(filter.year);
      }
      if (filter.minVoteCount !== undefined) {
        conditions.push('vote_count >= ?');
        args.push(filter.minVoteCount);
      }
      const direction = filter.descending ? 'DESC' : 'ASC';
      let order: string;
      if (filter.sort === 'date') {
        conditions.push(`${DATE_COLUMN[media]} IS NOT NULL`);
        order = `${DATE_COLUMN[media]} ${direction}, popularity DESC`;
      } else if (filter.sort === 'vote_average') {
        order = `vote_average ${direction}, vote_count DESC`;
      } else {
        order = `${filter.sort} ${direction}`;
      }
      // Without statistics SQLite would sort the whole table by date rather than walk the date index (0.7 s at 1,000,000 titles).
      const source =
        filter.sort === 'date' && filter.year === undefined
          ? `${media} INDEXED BY ${media}_${DATE_COLUMN[media]}`
          : media;
      const where = `FROM ${source}${conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`}`;
      const total = cachedCount(`SELECT count(*) ${where}`, args);
      // Ids first, from the index alone where it can; the large json only for the page's 20 rows (not for every skipped one).
      const ids = statement(`SELECT id ${where} ORDER BY ${order}, id LIMIT ? OFFSET ?`)
        .pluck()
        .all(...args, PAGE_SIZE, (page - 1) * PAGE_SIZE) as number[];
      const rows = ids
        .map((id) => detailsStatements[media].get(id))
        .filter((json): json is string => json !== undefined);
      return pageOfResults(
        page,
        rows.map((json) => titleItem(media, json)),
        total,
      );
    },

    popularPeople(page) {
      const ids = popularPeopleIds.all(PAGE_SIZE, (page - 1) * PAGE_SIZE);
      const results = ids
        .map((id) => personItem(id))
        .filter((item): item is PersonListItem => item !== undefined);
      return pageOfResults(page, results, personCount.get() ?? 0);
    },

    popularityLeaders(media, limit) {
      return leaders[media].all(limit);
    },

    listItems(refs) {
      const items: AnyListItem[] = [];
      for (const ref of refs) {
        const item = listItem(ref);
        if (item !== undefined) items.push(item);
      }
      return items;
    },

    search(kind, match, exactKey, page) {
      const kinds = kind === 'multi' ? (['movie', 'tv', 'person'] as const) : [kind];
      const { refs, total } = searchRanking.page(
        kinds,
        match,
        exactKey,
        (page - 1) * PAGE_SIZE,
        PAGE_SIZE,
      );
      const results = refs.map((ref) => {
        const item = listItem(ref);
        return kind === 'multi' && item !== undefined
          ? ({ ...item, media_type: ref.media_type } as AnyListItem)
          : item;
      });
      return pageOfResults(
        page,
        results.filter((item): item is AnyListItem => item !== undefined),
        total,
      );
    },

    close() {
      db.close();
    },
  };
}
