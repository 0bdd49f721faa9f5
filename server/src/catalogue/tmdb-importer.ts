import type Database from 'better-sqlite3';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import {
  createCatalogueWriter,
  type CatalogueWriter,
  type KnownForRef,
} from './catalogue-writer.js';
import {
  array,
  integer,
  isJsonObject,
  JsonCheckError,
  object,
  string,
  type JsonCheck,
} from './json-check.js';
import { createImportedImdbIds } from './imported-imdb-ids.js';
import { movieFromSummary, personFromSummary, tvFromSummary } from './summary-stubs.js';
import {
  anySummary,
  castSummary,
  combinedCreditSummary,
  crewSummary,
  externalIds,
  movieDetails,
  personDetails,
  tvDetails,
  type AnySummary,
  type TaggedTitleSummary,
} from './tmdb-document-checks.js';

export interface ImportCounts {
  movies: number;
  tv: number;
  people: number;
  credits: number;
}

type Json = Record<string, unknown>;

const anyObject: JsonCheck<Json> = object({});
const keywordList = array(object({ id: integer, name: string }));
// TMDB lists a movie's keywords as `keywords` and a show's as `results`.
const KEYWORD_LIST_FIELD: Record<TitleMediaType, string> = { movie: 'keywords', tv: 'results' };

/** The field name within a document: "cast" at the top, "credits.cast" inside appended credits. */
function within(prefix: string, key: string): string {
  return prefix === '' ? key : `${prefix}.${key}`;
}

/**
 * Imports TMDB-shaped JSON (details, credits, list pages) into a catalogue opened read-write. Every
 * document is checked against the wire types first; a bad one throws a JsonCheckError naming the field.
 */
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
  const imdbIds = createImportedImdbIds(db);

  function stubTitle(writer: CatalogueWriter, item: TaggedTitleSummary): void {
    if (item.media_type === 'movie') writer.putMovie(movieFromSummary(item));
    else writer.putTv(tvFromSummary(item));
  }

  function importSummary(item: AnySummary): void {
    if (item.media_type !== 'person') {
      stubTitle(keeping, item);
      return;
    }
    const knownFor: KnownForRef[] = [];
    for (const title of item.known_for ?? []) {
      stubTitle(keeping, title);
      knownFor.push({ media_type: title.media_type, id: title.id });
    }
    keeping.putPerson(personFromSummary(item), { originalName: item.original_name, knownFor });
    setKnownFor.run(JSON.stringify(knownFor), item.id);
  }

  function importListPage(page: unknown, field: string): void {
    const { results } = anyObject(page, field);
    for (const item of array(anySummary)(results, within(field, 'results'))) importSummary(item);
  }

  /** Credits of a title: a credits document (`field` "") or appended to details ("credits"). */
  function importTitleCredits(
    media: TitleMediaType,
    mediaId: number,
    document: unknown,
    field: string,
  ): void {
    const credits = anyObject(document, field);
    const cast = array(castSummary)(credits.cast, within(field, 'cast'));
    const crew = array(crewSummary)(credits.crew, within(field, 'crew'));
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

  /** A title's appended keywords (`append_to_response=keywords`). */
  function importTitleKeywords(
    media: TitleMediaType,
    id: number,
    popularity: number,
    document: unknown,
  ): void {
    const listField = KEYWORD_LIST_FIELD[media];
    const keywords = keywordList(
      anyObject(document, 'keywords')[listField],
      `keywords.${listField}`,
    );
    for (const keyword of keywords) replacing.putKeyword({ id: keyword.id, name: keyword.name });
    replacing.putTitleKeywords(
      media,
      id,
      popularity,
      keywords.map((keyword) => keyword.id),
    );
  }

  /** A person's combined credits: a document of its own or appended to details ("combined_credits"). */
  function importCombinedCredits(personId: number, document: unknown, field: string): void {
    const credits = anyObject(document, field);
    const entries = [
      ...array(combinedCreditSummary)(credits.cast, within(field, 'cast')).map((entry) => ({
        entry,
        kind: 'cast' as const,
      })),
      ...array(combinedCreditSummary)(credits.crew, within(field, 'crew')).map((entry) => ({
        entry,
        kind: 'crew' as const,
      })),
    ];
    entries.forEach(({ entry, kind }, index) => {
      stubTitle(keeping, entry);
      replacing.putCredit({
        credit_id: entry.credit_id,
        media_type: entry.media_type,
        media_id: entry.id,
        person_id: personId,
        kind,
        character: kind === 'cast' ? (entry.character ?? '') : null,
        department: kind === 'crew' ? (entry.department ?? '') : null,
        job: kind === 'crew' ? (entry.job ?? '') : null,
        ord: entry.order ?? index,
        cast_id: null,
        episode_count: entry.episode_count ?? null,
      });
    });
    counts.credits += entries.length;
  }

  /** A credits document says what it belongs to only by its entries' fields and its file's name (`hint`). */
  function importCreditsDocument(document: Json, id: number, hint: string): void {
    const entries = [document.cast, document.crew].flatMap((list) =>
      Array.isArray(list) ? list.filter(isJsonObject) : [],
    );
    if (entries.some((entry) => 'media_type' in entry)) {
      importCombinedCredits(id, document, '');
      return;
    }
    const isTv =
      !entries.some((entry) => 'cast_id' in entry) &&
      (/\btv\b|tv-/.test(hint) || (keeping.hasTv(id) && !keeping.hasMovie(id)));
    importTitleCredits(isTv ? 'tv' : 'movie', id, document, '');
  }

  function importPersonDetails(details: unknown): void {
    const person = personDetails(details, '');
    const existing = personExtras.get(person.id);
    replacing.putPerson(person, {
      originalName: existing?.original_name ?? undefined,
      knownFor:
        existing?.known_for == null ? undefined : (JSON.parse(existing.known_for) as KnownForRef[]),
    });
    counts.people += 1;
  }

  /** Imports one parsed document; `hint` (e.g. a file name like "tv-credits") settles credits of unknown kind. */
  function importDocument(document: unknown, hint = ''): void {
    // Appended objects are imported on their own; the details are stored without them.
    const {
      credits,
      similar,
      recommendations,
      combined_credits: combined,
      external_ids: appendedIds,
      keywords,
      ...rest
    } = anyObject(document, '');
    if ('results' in rest) {
      importListPage(rest, '');
      return;
    }
    const id = integer(rest.id, 'id');
    if ('cast' in rest || 'crew' in rest) {
      importCreditsDocument(rest, id, hint);
      return;
    }
    if ('imdb_id' in rest && !('title' in rest) && !('name' in rest)) {
      imdbIds.importExternalIds(id, externalIds(rest, ''));
      return;
    }
    const appended =
      appendedIds === undefined ? undefined : externalIds(appendedIds, 'external_ids').imdb_id;
    if ('biography' in rest || 'also_known_as' in rest) {
      importPersonDetails(rest);
      if (combined !== undefined) importCombinedCredits(id, combined, 'combined_credits');
    } else if ('number_of_seasons' in rest || 'seasons' in rest || 'first_air_date' in rest) {
      const details = tvDetails(rest, '');
      replacing.putTv(details, imdbIds.idFor('tv', id, appended));
      counts.tv += 1;
      if (credits !== undefined) importTitleCredits('tv', id, credits, 'credits');
      if (keywords !== undefined) importTitleKeywords('tv', id, details.popularity, keywords);
    } else if ('title' in rest || 'release_date' in rest) {
      const details = movieDetails(rest, '');
      replacing.putMovie(details, imdbIds.idFor('movie', id, details.imdb_id, appended));
      counts.movies += 1;
      if (credits !== undefined) importTitleCredits('movie', id, credits, 'credits');
      if (keywords !== undefined) importTitleKeywords('movie', id, details.popularity, keywords);
    } else {
      throw new JsonCheckError('not a TMDB details, credits or list document');
    }
    if (similar !== undefined) importListPage(similar, 'similar');
    if (recommendations !== undefined) importListPage(recommendations, 'recommendations');
  }

  return {
    importDocument,
    counts: (): ImportCounts => ({ ...counts }),
  };
}
