import type Database from 'better-sqlite3';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { MediaType, TitleMediaType } from '@marquee/tmdb-types/media';
import { createCollectionWriter, type CollectionWriter } from './collection-writer.js';
import { foldText } from './fold-text.js';
import { genreMask } from './genres.js';
import { createTitleFacetWriter, type MovieRatings } from './title-facet-writer.js';
import { createTitleTagsWriter, type TitleTagsWriter } from './title-tags-writer.js';

export interface CreditRow {
  credit_id: string;
  media_type: TitleMediaType;
  media_id: number;
  person_id: number;
  kind: 'cast' | 'crew';
  character: string | null;
  department: string | null;
  job: string | null;
  ord: number;
  cast_id: number | null;
  episode_count: number | null;
}

export interface KnownForRef {
  media_type: TitleMediaType;
  id: number;
}

export interface CatalogueWriter extends TitleTagsWriter, CollectionWriter {
  /**
   * `imdbId` defaults to the one the details carry; `ratings` are a generated movie's (an imported
   * one's are not known).
   */
  putMovie(details: MovieDetails, imdbId?: string | null, ratings?: MovieRatings): void;
  /** TV details carry no IMDb id: it comes from the title's external ids, when known. */
  putTv(details: TvDetails, imdbId?: string | null): void;
  putPerson(
    details: PersonDetails,
    extra?: { originalName?: string; knownFor?: KnownForRef[] },
  ): void;
  putCredit(row: CreditRow): void;
  hasMovie(id: number): boolean;
  hasTv(id: number): boolean;
  hasPerson(id: number): boolean;
}

function yearOf(date: string | null | undefined): number | null {
  const match = /^(\d{4})-/.exec(date ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** TMDB spells an unknown date or IMDb id as "" in some documents and null in others. */
function emptyToNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text === '' ? null : text;
}

/** The folded original title when it folds otherwise than the title; null keeps its index small. */
function originalKey(titleKey: string, original: string): string | null {
  const key = foldText(original);
  return key === titleKey ? null : key;
}

/**
 * Prepared inserts shared by the generator and the importer. `replace` overwrites an existing row
 * (details win over stubs built from list items); otherwise an existing row is kept.
 */
export function createCatalogueWriter(
  db: Database.Database,
  options: { replace: boolean },
): CatalogueWriter {
  const verb = options.replace ? 'INSERT OR REPLACE' : 'INSERT OR IGNORE';
  const insertTitle = {
    movie: db.prepare(
      `${verb} INTO movie (id, popularity, vote_average, vote_count, release_date, year, genre_mask, search_key, original_key, imdb_id, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    tv: db.prepare(
      `${verb} INTO tv (id, popularity, vote_average, vote_count, first_air_date, year, genre_mask, search_key, original_key, imdb_id, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
  const insertPerson = db.prepare(
    `${verb} INTO person (id, popularity, original_name, search_key, known_for, json) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertCredit = db.prepare(
    `${verb} INTO credit (credit_id, media_type, media_id, person_id, kind, character, department, job, ord, cast_id, episode_count)
     VALUES (@credit_id, @media_type, @media_id, @person_id, @kind, @character, @department, @job, @ord, @cast_id, @episode_count)`,
  );
  const deleteFts = {
    movie: db.prepare('DELETE FROM movie_fts WHERE rowid = ?'),
    tv: db.prepare('DELETE FROM tv_fts WHERE rowid = ?'),
    person: db.prepare('DELETE FROM person_fts WHERE rowid = ?'),
  };
  const insertFts = {
    movie: db.prepare('INSERT INTO movie_fts (rowid, title, original_title) VALUES (?, ?, ?)'),
    tv: db.prepare('INSERT INTO tv_fts (rowid, name, original_name) VALUES (?, ?, ?)'),
    person: db.prepare('INSERT INTO person_fts (rowid, name, original_name) VALUES (?, ?, ?)'),
  };
  const exists = {
    movie: db.prepare('SELECT 1 FROM movie WHERE id = ?').pluck(),
    tv: db.prepare('SELECT 1 FROM tv WHERE id = ?').pluck(),
    person: db.prepare('SELECT 1 FROM person WHERE id = ?').pluck(),
  };
  const { putTitleTags, ...tags } = createTitleTagsWriter(db, options);
  const { putMovieCollection, ...collections } = createCollectionWriter(db, options);
  const facets = createTitleFacetWriter(db, options);

  function indexText(
    kind: MediaType,
    id: number,
    primary: string,
    original: string,
    changed: boolean,
  ): void {
    if (!changed) return;
    if (options.replace) deleteFts[kind].run(id);
    insertFts[kind].run(id, primary, original === primary ? '' : original);
  }

  /** A movie's or a show's row: the same columns, which TMDB names differently for each kind. */
  function putTitle(
    kind: TitleMediaType,
    details: MovieDetails | TvDetails,
    named: { title: string; originalTitle: string; date: string | null | undefined },
    imdbId: string | null | undefined,
  ): boolean {
    const key = foldText(named.title);
    const result = insertTitle[kind].run(
      details.id,
      details.popularity,
      details.vote_average,
      details.vote_count,
      emptyToNull(named.date),
      yearOf(named.date),
      genreMask(details.genres.map((genre) => genre.id)),
      key,
      originalKey(key, named.originalTitle),
      emptyToNull(imdbId),
      JSON.stringify(details),
    );
    indexText(kind, details.id, named.title, named.originalTitle, result.changes > 0);
    if (result.changes === 0) return false;
    putTitleTags(kind, details);
    if (kind === 'movie') putMovieCollection(details as MovieDetails);
    return true;
  }

  return {
    ...tags,
    ...collections,
    putMovie(details, imdbId = details.imdb_id, ratings) {
      const { title, original_title: originalTitle, release_date: date } = details;
      if (putTitle('movie', details, { title, originalTitle, date }, imdbId))
        facets.putMovie(details, ratings);
    },
    putTv(details, imdbId = null) {
      const { name: title, original_name: originalTitle, first_air_date: date } = details;
      if (putTitle('tv', details, { title, originalTitle, date }, imdbId)) facets.putTv(details);
    },
    putPerson(details, extra = {}) {
      const originalName = extra.originalName ?? details.name;
      const result = insertPerson.run(
        details.id,
        details.popularity,
        originalName === details.name ? null : originalName,
        foldText(details.name),
        extra.knownFor === undefined ? null : JSON.stringify(extra.knownFor),
        JSON.stringify(details),
      );
      indexText('person', details.id, details.name, originalName, result.changes > 0);
    },
    putCredit(row) {
      insertCredit.run(row);
    },
    hasMovie: (id) => exists.movie.get(id) !== undefined,
    hasTv: (id) => exists.tv.get(id) !== undefined,
    hasPerson: (id) => exists.person.get(id) !== undefined,
  };
}
