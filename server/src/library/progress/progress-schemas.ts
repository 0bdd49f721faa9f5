import { Type } from 'typebox';
import { ID_PATTERN, stringEnum } from '../../http/param-schemas.js';
import { ShowStatusSchema } from '../http/library-schemas.js';
import { LibraryTitleSchema, nullable, pageSchema } from '../http/wire-schemas.js';

/*
 * Episode progress on the wire (tmdb-types/episode-progress.ts, docs/library-api.md "Episode
 * progress"): the request schemas the routes validate with, and the answers they promise.
 */

export const UP_NEXT_TABS = ['watching', 'waiting', 'finished', 'paused', 'dropped'] as const;

const UpNextStateSchema = stringEnum(['watching', 'waiting', 'finished'] as const);

/** `{account_id}` and a show's `{id}`. */
export const AccountShowParamsSchema = Type.Object({
  account_id: Type.String(),
  id: Type.String({ pattern: ID_PATTERN }),
});

export const EpisodeWatchParamsSchema = Type.Object({
  account_id: Type.String(),
  watch_id: Type.String({ pattern: ID_PATTERN }),
});

export const MarkWatchedBodySchema = Type.Object({
  watched_on: Type.Optional(Type.String()),
  again: Type.Optional(Type.Boolean()),
  specials: Type.Optional(Type.Boolean()),
});

export const ShowStatusBodySchema = Type.Object({ status: ShowStatusSchema });

export const UpNextQuerySchema = Type.Object({
  tab: Type.Optional(stringEnum(UP_NEXT_TABS)),
  page: Type.Optional(Type.String()),
});

export const EpisodeWatchesQuerySchema = Type.Object({
  show_id: Type.Optional(Type.String({ pattern: ID_PATTERN })),
  page: Type.Optional(Type.String()),
});

export const ProgressEpisodeSchema = Type.Object({
  season_number: Type.Integer(),
  episode_number: Type.Integer(),
  id: Type.Integer(),
  name: Type.String(),
  air_date: nullable(Type.String()),
  runtime: nullable(Type.Number()),
  still_path: nullable(Type.String()),
});

export const EpisodeWatchSchema = Type.Object({
  id: Type.Integer(),
  show_id: Type.Integer(),
  season_number: Type.Integer(),
  episode_number: Type.Integer(),
  cycle: Type.Integer(),
  rewatch: Type.Integer(),
  watched_on: Type.String(),
  created_at: Type.String(),
});

export const EpisodeDiaryEntrySchema = Type.Intersect([
  EpisodeWatchSchema,
  Type.Object({ show: LibraryTitleSchema }),
]);

export const EpisodeDiaryPageSchema = pageSchema(EpisodeDiaryEntrySchema);

export const MarkWatchedAnswerSchema = Type.Object({
  status_code: Type.Literal(1),
  status_message: Type.String(),
  success: Type.Literal(true),
  watches: Type.Array(EpisodeWatchSchema),
});

export const UnmarkWatchedAnswerSchema = Type.Object({
  status_code: Type.Literal(13),
  status_message: Type.String(),
  success: Type.Literal(true),
  removed: Type.Integer(),
});

export const ShowProgressSchema = Type.Object({
  show_id: Type.Integer(),
  status: nullable(ShowStatusSchema),
  cycle: Type.Integer(),
  started_at: nullable(Type.String()),
  aired_episodes: Type.Integer(),
  watched_episodes: Type.Integer(),
  state: UpNextStateSchema,
  next_episode: nullable(ProgressEpisodeSchema),
  seasons: Type.Array(
    Type.Object({
      season_number: Type.Integer(),
      name: Type.String(),
      episode_count: Type.Integer(),
      aired_episodes: Type.Integer(),
      watched_episodes: Type.Integer(),
      air_date: nullable(Type.String()),
      poster_path: nullable(Type.String()),
    }),
  ),
  watched: Type.Array(
    Type.Object({
      season_number: Type.Integer(),
      episode_number: Type.Integer(),
      watches: Type.Integer(),
      last_watched_on: Type.String(),
    }),
  ),
  past_cycles: Type.Array(
    Type.Object({
      cycle: Type.Integer(),
      watched_episodes: Type.Integer(),
      first_watched_on: nullable(Type.String()),
      last_watched_on: nullable(Type.String()),
    }),
  ),
});

export const UpNextItemSchema = Type.Object({
  show: LibraryTitleSchema,
  status: ShowStatusSchema,
  cycle: Type.Integer(),
  state: UpNextStateSchema,
  aired_episodes: Type.Integer(),
  watched_episodes: Type.Integer(),
  next_episode: nullable(ProgressEpisodeSchema),
});

export const UpNextPageSchema = pageSchema(UpNextItemSchema);

const CalendarEpisodeSchema = Type.Object({
  show_id: Type.Integer(),
  episode: ProgressEpisodeSchema,
  watched: Type.Boolean(),
});

export const CalendarAnswerSchema = Type.Object({
  start_date: Type.String(),
  end_date: Type.String(),
  shows: Type.Array(LibraryTitleSchema),
  episodes: Type.Array(CalendarEpisodeSchema),
  movies: Type.Array(Type.Object({ movie: LibraryTitleSchema, release_date: Type.String() })),
  unwatched: Type.Array(CalendarEpisodeSchema),
});

export const CalendarFeedSchema = Type.Object({ url: Type.String(), webcal_url: Type.String() });
