import { Type, type TProperties } from 'typebox';
import { MediaTypeSchema, ShowStatusSchema } from '../http/library-schemas.js';
import { nullable } from '../http/wire-schemas.js';
import { MemberSettingsSchema } from '../http/member-settings-wire.js';
import { LETTERBOXD_COLUMNS } from './letterboxd-csv.js';

// A title in an export: its ids, and its name and year for people and for matching by title.
function exportTitle<Fields extends TProperties>(fields: Fields) {
  return Type.Object({
    media_type: MediaTypeSchema,
    media_id: Type.Integer(),
    title: Type.String({ description: 'The title as last remembered (empty when never).' }),
    year: nullable(Type.Integer()),
    ...fields,
  });
}

const Time = Type.String({ description: 'ISO 8601.' });

/**
 * GET /account/{account_id}/export: the whole library in Marquee's format. Imported back (as any
 * member) it gives the same library: every title, rating, watch, note, list and order, every show
 * followed, episode watched and episode rated, with their dates. A list's public state and
 * share link are not carried over.
 */
export const MarqueeExportSchema = Type.Object({
  format: Type.Literal('marquee-library'),
  version: Type.Literal(1),
  exported_at: Time,
  settings: MemberSettingsSchema,
  watchlist: Type.Array(exportTitle({ added_at: Time })),
  favorites: Type.Array(exportTitle({ added_at: Time })),
  ratings: Type.Array(exportTitle({ rating: Type.Number(), rated_at: Time })),
  diary: Type.Array(
    exportTitle({
      watched_on: Type.String(),
      rating: nullable(Type.Number()),
      note: nullable(Type.String()),
      logged_at: Time,
    }),
    { description: 'Oldest watch first.' },
  ),
  lists: Type.Array(
    Type.Object({
      name: Type.String(),
      description: Type.String(),
      public: Type.Boolean(),
      created_at: Time,
      items: Type.Array(exportTitle({ added_at: Time }), {
        description: 'In the owner’s order.',
      }),
    }),
    { description: 'Oldest list first.' },
  ),
  shows: Type.Array(
    exportTitle({
      media_type: Type.Literal('tv'),
      status: ShowStatusSchema,
      cycle: Type.Integer({ description: 'The current watch-through, from 1.' }),
      started_at: Time,
      updated_at: Time,
    }),
    {
      description:
        'Every show followed, by when its current cycle began (absent from exports made before episode progress).',
    },
  ),
  episode_watches: Type.Array(
    Type.Object({
      show_id: Type.Integer(),
      season_number: Type.Integer(),
      episode_number: Type.Integer(),
      cycle: Type.Integer(),
      rewatch: Type.Integer({ description: "0 for the cycle's first watch of the episode." }),
      watched_on: Type.String(),
      logged_at: Time,
    }),
    { description: 'Oldest watch first: by the day watched, then when logged.' },
  ),
  episode_ratings: Type.Array(
    Type.Object({
      show_id: Type.Integer(),
      season_number: Type.Integer({ description: '0 holds the specials.' }),
      episode_number: Type.Integer(),
      rating: Type.Number(),
      rated_at: Time,
    }),
    {
      description:
        'Every rating of an episode, oldest first: by when rated, then show, season and episode (absent from exports made before episode ratings).',
    },
  ),
  saved_filters: Type.Array(
    Type.Object({
      name: Type.String(),
      media_type: MediaTypeSchema,
      query: Type.String({ description: "The browse address's query, without `?` and `page`." }),
      pinned: Type.Boolean(),
      created_at: Time,
    }),
    {
      description:
        "The saved browse filters, in the member's order; kept like the settings, not imported (absent from exports made before saved filters).",
    },
  ),
});

/** GET /account/{account_id}/export/letterboxd: Letterboxd's import CSV. */
export const LetterboxdCsvSchema = Type.String({
  description: `Letterboxd's import columns: ${LETTERBOXD_COLUMNS.join(', ')}. One row per watch.`,
});
