import { Type } from 'typebox';
import type { JsonShapeLimits } from '../../http/json-shape-limit.js';
import { MAX_IMPORT_ROWS } from '../store/import-plan-check.js';
import { MAX_EPISODE_WATCHES_PER_USER } from '../store/library-limits.js';
import {
  MediaIdSchema,
  MediaTypeSchema,
  NullableNumberSchema,
  NullableTextSchema,
  ShowStatusSchema,
  TextSchema,
  titleBodySchema,
} from '../http/library-schemas.js';
import { LibraryTitleSchema } from '../http/wire-schemas.js';

/*
 * The bodies and answers of import and its matching (docs/library-api.md, "Import and export").
 * What a schema cannot say (an IMDb id's form, times as times, a row's values by the store's
 * rules) the routes check, with messages that name the row.
 */

/** The most rows one match request may hold (docs/library-api.md). */
export const MAX_MATCH_ROWS = 500;

/** Bodies larger than the library's 16 KB: a match's 500 rows, and a whole library. */
export const MATCH_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * 32 MB for the 50,000 rows, and 32 MB more for the episode watches, which are not among them:
 * a watch as the export writes it takes about 145 bytes, and 167 with every number at its
 * largest, so a member's 200,000 (MAX_EPISODE_WATCHES_PER_USER) fit in any case.
 */
export const IMPORT_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/*
 * What an import or a match body can ever hold, checked as it streams in (json-shape-limit.ts).
 * The deepest is a list's item: body → lists → list → items → item, 5 levels; 8 leaves room. A
 * row is an object (a list two: itself and its items), and none has more than 10 fields.
 */
const MAX_SHAPE_DEPTH = 8;
const MAX_FIELDS_OF_A_ROW = 10;
// The body itself, its arrays, and the settings and saved filters an export carries.
const CONTAINERS_BESIDES_ROWS = 1_000;

function shapeOf(containersOfRows: number): JsonShapeLimits {
  const maxContainers = containersOfRows + CONTAINERS_BESIDES_ROWS;
  return {
    maxDepth: MAX_SHAPE_DEPTH,
    maxContainers,
    maxValues: maxContainers * MAX_FIELDS_OF_A_ROW,
  };
}

/** A match's (and an episode mapping's) 500 rows. */
export const MATCH_BODY_SHAPE = shapeOf(MAX_MATCH_ROWS);
/** An import's 50,000 rows, any of them lists, and its 200,000 episode watches. */
export const IMPORT_BODY_SHAPE = shapeOf(2 * MAX_IMPORT_ROWS + MAX_EPISODE_WATCHES_PER_USER);

const TvdbIdSchema = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** One row of a file being imported, as the server is asked to match it to a catalogue title. */
export const ImportMatchRowSchema = Type.Object({
  tmdb_id: Type.Optional(
    Type.Integer({
      description: 'The catalogue’s own id (Marquee’s export, Letterboxd’s tmdbID).',
    }),
  ),
  imdb_id: Type.Optional(Type.String({ description: 'IMDb’s id, tt and 7 or more digits.' })),
  tvdb_id: Type.Optional(
    Type.Integer({
      ...TvdbIdSchema,
      description: 'TheTVDB’s id of a show (Trakt, TV Time, Simkl): tried after the IMDb id.',
    }),
  ),
  media_type: Type.Optional(MediaTypeSchema),
  // A name to search by, never kept: any text of a sensible length.
  title: Type.Optional(Type.String({ maxLength: 500 })),
  year: Type.Optional(Type.Integer({ description: 'The year of release (or first air).' })),
});

export const ImportMatchBodySchema = Type.Object({
  rows: Type.Array(ImportMatchRowSchema, { maxItems: MAX_MATCH_ROWS }),
});

/** One result per row, in the rows' order. */
export const ImportMatchAnswerSchema = Type.Object({
  results: Type.Array(
    Type.Union([
      Type.Object({ status: Type.Literal('matched'), title: LibraryTitleSchema }),
      // Several titles fit equally well: the person picks one (or none). At most 5, best first.
      Type.Object({
        status: Type.Literal('ambiguous'),
        candidates: Type.Array(LibraryTitleSchema),
      }),
      Type.Object({ status: Type.Literal('not_found') }),
    ]),
  ),
});

/** One episode of a matched show as a file numbers it (TV Time numbers as TheTVDB does). */
export const ImportEpisodeRowSchema = Type.Object({
  show_id: MediaIdSchema,
  season_number: Type.Integer(),
  episode_number: Type.Integer(),
  tvdb_id: Type.Optional(
    Type.Integer({
      ...TvdbIdSchema,
      description:
        'TheTVDB’s id of the episode: finds it when the numbers are not the catalogue’s.',
    }),
  ),
});

/** POST /account/{account_id}/import/episodes: at most as many rows as a match. */
export const ImportEpisodesBodySchema = Type.Object({
  rows: Type.Array(ImportEpisodeRowSchema, { maxItems: MAX_MATCH_ROWS }),
});

/** One result per row, in the rows' order: the catalogue's numbers for it, or none. */
export const ImportEpisodesAnswerSchema = Type.Object({
  results: Type.Array(
    Type.Union([
      Type.Object({
        status: Type.Literal('matched'),
        season_number: Type.Integer(),
        episode_number: Type.Integer(),
      }),
      Type.Object({ status: Type.Literal('not_found') }),
    ]),
  ),
});

// Times are checked as times by the route (iso-time.ts), where the message can say which.
const Time = Type.String();

/** A part of the import: at most every row of it. */
function rowsOf<Item extends Parameters<typeof Type.Array>[0]>(item: Item) {
  return Type.Optional(Type.Array(item, { maxItems: MAX_IMPORT_ROWS }));
}

const ImportTitleSchema = titleBodySchema({ added_at: Type.Optional(Time) });

const ImportShowSchema = Type.Object({
  media_type: Type.Literal('tv'),
  media_id: MediaIdSchema,
  status: ShowStatusSchema,
  cycle: Type.Integer(),
  started_at: Type.Optional(Time),
  updated_at: Type.Optional(Time),
});

const ImportEpisodeWatchSchema = Type.Object({
  show_id: MediaIdSchema,
  season_number: Type.Integer(),
  episode_number: Type.Integer(),
  cycle: Type.Integer(),
  rewatch: Type.Integer(),
  watched_on: Type.String(),
  logged_at: Type.Optional(Time),
});

const ImportEpisodeRatingSchema = Type.Object({
  show_id: MediaIdSchema,
  season_number: Type.Integer(),
  episode_number: Type.Integer(),
  rating: Type.Number(),
  rated_at: Type.Optional(Time),
});

/**
 * POST /account/{account_id}/import: everything written in one transaction, or nothing. At most
 * 50,000 rows in all (list items and episode ratings count one each), and besides them at most
 * as many episode watches as a member may keep.
 */
export const ImportBodySchema = Type.Object({
  watchlist: rowsOf(ImportTitleSchema),
  favorites: rowsOf(ImportTitleSchema),
  ratings: rowsOf(
    titleBodySchema({
      added_at: Type.Optional(Time),
      rating: Type.Number(),
      rated_at: Type.Optional(Time),
    }),
  ),
  diary: rowsOf(
    titleBodySchema({
      watched_on: Type.String(),
      rating: Type.Optional(NullableNumberSchema),
      note: Type.Optional(NullableTextSchema),
      logged_at: Type.Optional(Time),
    }),
  ),
  watched: rowsOf(titleBodySchema({ added_at: Type.Optional(Time), watched_on: Type.String() })),
  lists: rowsOf(
    Type.Object({
      name: TextSchema,
      description: Type.Optional(TextSchema),
      created_at: Type.Optional(Time),
      items: Type.Array(ImportTitleSchema, { maxItems: MAX_IMPORT_ROWS }),
    }),
  ),
  shows: rowsOf(ImportShowSchema),
  episode_watches: Type.Optional(
    Type.Array(ImportEpisodeWatchSchema, { maxItems: MAX_EPISODE_WATCHES_PER_USER }),
  ),
  // Each episode must be one the catalogue lists (the route looks each up).
  episode_ratings: rowsOf(ImportEpisodeRatingSchema),
});

/** How many of each kind the import changed; what was already there counts nowhere. */
const ImportCountsSchema = Type.Object({
  watchlist: Type.Integer(),
  favorites: Type.Integer(),
  ratings: Type.Integer({ description: 'New ratings and ratings that changed value.' }),
  diary: Type.Integer({ description: 'Diary entries, including those of `watched`.' }),
  lists: Type.Integer(),
  list_items: Type.Integer(),
  shows: Type.Integer({ description: 'Shows newly followed.' }),
  episode_watches: Type.Integer(),
  episode_ratings: Type.Integer({
    description: 'New episode ratings and episode ratings that changed value.',
  }),
});

export const ImportAnswerSchema = Type.Object({
  status_code: Type.Literal(1),
  status_message: Type.String(),
  success: Type.Literal(true),
  added: ImportCountsSchema,
});
