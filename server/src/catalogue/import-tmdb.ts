import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {
  CastMember,
  CombinedCastCredit,
  CombinedCrewCredit,
  CrewMember,
} from '@marquee/tmdb-types/credits';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem, PersonListItem, TvListItem } from '@marquee/tmdb-types/media';
import { createCatalogueIndexes, createCatalogueSchema } from './catalogue-schema.js';
import {
  createCatalogueWriter,
  type CatalogueWriter,
  type KnownForRef,
} from './catalogue-writer.js';
import { genreName } from './genres.js';

export interface ImportCounts {
  movies: number;
  tv: number;
  people: number;
  credits: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function genresOf(ids: unknown): Array<{ id: number; name: string }> {
  return (Array.isArray(ids) ? ids : [])
    .filter((id): id is number => typeof id === 'number')
    .map((id) => ({ id, name: genreName(id) ?? 'Unknown' }));
}

// Stubs fill a details object from a list item with TMDB's "unknown" values; real details replace them later.
function movieFromListItem(item: MovieListItem): MovieDetails {
  return {
    adult: item.adult ?? false,
    backdrop_path: item.backdrop_path ?? null,
    belongs_to_collection: null,
    budget: 0,
    genres: genresOf(item.genre_ids),
    homepage: '',
    id: item.id,
    imdb_id: null,
    origin_country: [],
    original_language: item.original_language ?? '',
    original_title: item.original_title ?? item.title ?? '',
    overview: item.overview ?? '',
    popularity: item.popularity ?? 0,
    poster_path: item.poster_path ?? null,
    production_companies: [],
    production_countries: [],
    release_date: item.release_date ?? '',
    revenue: 0,
    runtime: 0,
    spoken_languages: [],
    status: 'Released',
    tagline: '',
    title: item.title ?? '',
    video: item.video ?? false,
    vote_average: item.vote_average ?? 0,
    vote_count: item.vote_count ?? 0,
  };
}

function tvFromListItem(item: TvListItem): TvDetails {
  return {
    adult: item.adult ?? false,
    backdrop_path: item.backdrop_path ?? null,
    created_by: [],
    episode_run_time: [],
    first_air_date: item.first_air_date ?? '',
    genres: genresOf(item.genre_ids),
    homepage: '',
    id: item.id,
    in_production: false,
    languages: [],
    last_air_date: null,
    last_episode_to_air: null,
    name: item.name ?? '',
    next_episode_to_air: null,
    networks: [],
    number_of_episodes: 0,
    number_of_seasons: 0,
    origin_country: item.origin_country ?? [],
    original_language: item.original_language ?? '',
    original_name: item.original_name ?? item.name ?? '',
    overview: item.overview ?? '',
    popularity: item.popularity ?? 0,
    poster_path: item.poster_path ?? null,
    production_companies: [],
    production_countries: [],
    seasons: [],
    spoken_languages: [],
    status: '',
    tagline: '',
    type: '',
    vote_average: item.vote_average ?? 0,
    vote_count: item.vote_count ?? 0,
  };
}

function personFromSummary(item: {
  id: number;
  name: string;
  adult?: boolean;
  gender?: number;
  known_for_department?: string;
  popularity?: number;
  profile_path?: string | null;
}): PersonDetails {
  return {
    adult: item.adult ?? false,
    also_known_as: [],
    biography: '',
    birthday: null,
    deathday: null,
    gender: item.gender ?? 0,
    homepage: null,
    id: item.id,
    imdb_id: null,
    known_for_department: item.known_for_department ?? '',
    name: item.name,
    place_of_birth: null,
    popularity: item.popularity ?? 0,
    profile_path: item.profile_path ?? null,
  };
}

function listItemKind(item: Json): 'movie' | 'tv' | 'person' {
  if (item.media_type === 'movie' || item.media_type === 'tv' || item.media_type === 'person')
    return item.media_type;
  if ('known_for' in item || 'known_for_department' in item) return 'person';
  return 'title' in item || 'original_title' in item ? 'movie' : 'tv';
}

/** Imports TMDB-shaped JSON (details, credits, list pages) into a catalogue opened read-write. */
export function createTmdbImporter(db: Database.Database) {
  const replacing = createCatalogueWriter(db, { replace: true });
  const keeping = createCatalogueWriter(db, { replace: false });
  const personExtras = db.prepare<
    [number],
    { original_name: string | null; known_for: string | null }
  >('SELECT original_name, known_for FROM person WHERE id = ?');
  const setKnownFor = db.prepare(
    'UPDATE person SET known_for = ? WHERE id = ? AND known_for IS NULL',
  );
  const counts: ImportCounts = { movies: 0, tv: 0, people: 0, credits: 0 };

  function stubTitle(writer: CatalogueWriter, item: Json, kind: 'movie' | 'tv'): void {
    if (kind === 'movie') writer.putMovie(movieFromListItem(item as unknown as MovieListItem));
    else writer.putTv(tvFromListItem(item as unknown as TvListItem));
  }

  function importListItem(item: Json): void {
    const kind = listItemKind(item);
    if (kind !== 'person') {
      stubTitle(keeping, item, kind);
      return;
    }
    const person = item as unknown as PersonListItem;
    const knownFor: KnownForRef[] = [];
    for (const title of Array.isArray(person.known_for) ? person.known_for : []) {
      const titleKind = listItemKind(title as unknown as Json) === 'tv' ? 'tv' : 'movie';
      stubTitle(keeping, title as unknown as Json, titleKind);
      knownFor.push({ media_type: titleKind, id: title.id });
    }
    keeping.putPerson(personFromSummary(person), { originalName: person.original_name, knownFor });
    setKnownFor.run(JSON.stringify(knownFor), person.id);
  }

  function importTitleCredits(
    media: 'movie' | 'tv',
    mediaId: number,
    cast: CastMember[],
    crew: CrewMember[],
  ): void {
    cast.forEach((entry) => {
      keeping.putPerson(personFromSummary(entry), { originalName: entry.original_name });
      replacing.putCredit({
        credit_id: entry.credit_id,
        media_type: media,
        media_id: mediaId,
        person_id: entry.id,
        kind: 'cast',
        character: entry.character ?? '',
        department: null,
        job: null,
        ord: entry.order ?? 0,
        cast_id: entry.cast_id ?? null,
        episode_count: null,
      });
    });
    crew.forEach((entry, index) => {
      keeping.putPerson(personFromSummary(entry), { originalName: entry.original_name });
      replacing.putCredit({
        credit_id: entry.credit_id,
        media_type: media,
        media_id: mediaId,
        person_id: entry.id,
        kind: 'crew',
        character: null,
        department: entry.department ?? '',
        job: entry.job ?? '',
        ord: index,
        cast_id: null,
        episode_count: null,
      });
    });
    counts.credits += cast.length + crew.length;
  }

  function importCombinedCredits(
    personId: number,
    cast: CombinedCastCredit[],
    crew: CombinedCrewCredit[],
  ): void {
    const entries = [
      ...cast.map((entry) => ({ entry, kind: 'cast' as const })),
      ...crew.map((entry) => ({ entry, kind: 'crew' as const })),
    ];
    entries.forEach(({ entry, kind }, index) => {
      const media = entry.media_type === 'tv' ? 'tv' : 'movie';
      stubTitle(keeping, entry as unknown as Json, media);
      const record = entry as unknown as Json;
      replacing.putCredit({
        credit_id: entry.credit_id,
        media_type: media,
        media_id: entry.id,
        person_id: personId,
        kind,
        character: kind === 'cast' ? String(record.character ?? '') : null,
        department: kind === 'crew' ? String(record.department ?? '') : null,
        job: kind === 'crew' ? String(record.job ?? '') : null,
        ord: typeof record.order === 'number' ? record.order : index,
        cast_id: null,
        episode_count: typeof record.episode_count === 'number' ? record.episode_count : null,
      });
    });
    counts.credits += entries.length;
  }

  function importPersonDetails(details: PersonDetails): void {
    const existing = personExtras.get(details.id);
    replacing.putPerson(details, {
      originalName: existing?.original_name ?? undefined,
      knownFor:
        existing?.known_for == null ? undefined : (JSON.parse(existing.known_for) as KnownForRef[]),
    });
    counts.people += 1;
  }

  /** Imports one parsed document; `hint` (e.g. a file name like "tv-credits") settles credits of unknown kind. */
  function importDocument(document: unknown, hint = ''): void {
    if (!isObject(document)) throw new Error('A TMDB document must be a JSON object');
    if (Array.isArray(document.results)) {
      for (const item of document.results) if (isObject(item)) importListItem(item);
      return;
    }
    const { credits, similar, combined_credits: combined, ...rest } = document;
    const id = rest.id;
    if (typeof id !== 'number')
      throw new Error('A TMDB document without results needs a numeric id');
    if (Array.isArray(rest.cast) && Array.isArray(rest.crew)) {
      const entries = [...rest.cast, ...rest.crew] as Json[];
      if (entries.some((entry) => 'media_type' in entry)) {
        importCombinedCredits(
          id,
          rest.cast as CombinedCastCredit[],
          rest.crew as CombinedCrewCredit[],
        );
      } else {
        const isTv =
          !entries.some((entry) => 'cast_id' in entry) &&
          (/\btv\b|tv-/.test(hint) || (keeping.hasTv(id) && !keeping.hasMovie(id)));
        importTitleCredits(
          isTv ? 'tv' : 'movie',
          id,
          rest.cast as CastMember[],
          rest.crew as CrewMember[],
        );
      }
      return;
    }
    if ('biography' in rest || 'also_known_as' in rest) {
      importPersonDetails(rest as unknown as PersonDetails);
      if (isObject(combined)) importDocument({ ...combined, id });
    } else if ('number_of_seasons' in rest || 'seasons' in rest || 'first_air_date' in rest) {
      replacing.putTv(rest as unknown as TvDetails);
      counts.tv += 1;
      if (isObject(credits))
        importTitleCredits(
          'tv',
          id,
          (credits.cast ?? []) as CastMember[],
          (credits.crew ?? []) as CrewMember[],
        );
    } else if ('title' in rest || 'release_date' in rest) {
      replacing.putMovie(rest as unknown as MovieDetails);
      counts.movies += 1;
      if (isObject(credits))
        importTitleCredits(
          'movie',
          id,
          (credits.cast ?? []) as CastMember[],
          (credits.crew ?? []) as CrewMember[],
        );
    } else {
      throw new Error(`Not a TMDB details, credits or list document (id ${id})`);
    }
    if (isObject(similar)) importDocument(similar);
  }

  return {
    importDocument: db.transaction(importDocument),
    counts: (): ImportCounts => ({ ...counts }),
  };
}

/** Opens (creating when missing) a writable catalogue for the importer. */
export function openWritableCatalogue(filePath: string): Database.Database {
  const fresh = !existsSync(filePath);
  if (fresh) mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const db = new Database(filePath);
  if (fresh) {
    createCatalogueSchema(db);
    createCatalogueIndexes(db);
  }
  return db;
}
