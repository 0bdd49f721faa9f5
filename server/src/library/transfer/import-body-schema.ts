import { MAX_IMPORT_ROWS } from '../store/import-plan-check.js';
import { textProperty, titleBodySchema } from '../http/library-schemas.js';

/** The most rows one match request may hold (docs/library-api.md). */
export const MAX_MATCH_ROWS = 500;

/** Bodies larger than the library's 16 KB: a match's 500 rows, and a whole library. */
export const MATCH_BODY_LIMIT_BYTES = 1024 * 1024;
export const IMPORT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

export const matchBodySchema = {
  type: 'object',
  properties: {
    rows: {
      type: 'array',
      maxItems: MAX_MATCH_ROWS,
      items: {
        type: 'object',
        properties: {
          tmdb_id: { type: 'integer' },
          imdb_id: { type: 'string' },
          media_type: { type: 'string', enum: ['movie', 'tv'] },
          // A name to search by, never kept: any text of a sensible length.
          title: { type: 'string', maxLength: 500 },
          year: { type: 'integer' },
        },
      },
    },
  },
  required: ['rows'],
} as const;

// Times are checked as times by the route (iso-time.ts), where the message can say which.
const time = { type: 'string' } as const;

/** A part of the import: at most every row of it. */
function rowsOf(item: object) {
  return { type: 'array', maxItems: MAX_IMPORT_ROWS, items: item } as const;
}

const importTitle = titleBodySchema({ added_at: time }, []);

export const importBodySchema = {
  type: 'object',
  properties: {
    watchlist: rowsOf(importTitle),
    favorites: rowsOf(importTitle),
    ratings: rowsOf(
      titleBodySchema({ added_at: time, rating: { type: 'number' }, rated_at: time }, ['rating']),
    ),
    diary: rowsOf(
      titleBodySchema(
        {
          watched_on: { type: 'string' },
          rating: { type: ['number', 'null'] },
          note: { anyOf: [textProperty, { type: 'null' }] },
          logged_at: time,
        },
        ['watched_on'],
      ),
    ),
    watched: rowsOf(
      titleBodySchema({ added_at: time, watched_on: { type: 'string' } }, ['watched_on']),
    ),
    lists: rowsOf({
      type: 'object',
      properties: {
        name: textProperty,
        description: textProperty,
        created_at: time,
        items: rowsOf(importTitle),
      },
      required: ['name', 'items'],
    }),
  },
} as const;
