import { Type, type Static } from 'typebox';
import { invalidPage } from './tmdb-errors.js';

// 1..500 written as a plain integer: "1.5", "1e3", "01", "" and "-1" are all refused with code 22.
export const PAGE_PATTERN = '^(?:[1-9]|[1-9][0-9]|[1-4][0-9]{2}|500)$';
// Ids up to 15 digits stay exact as JS numbers; anything else is simply not a known id (code 34).
export const ID_PATTERN = '^[0-9]{1,15}$';

/** One of `values`, as JSON Schema's enum (its message lists them), typed as their union. */
export function stringEnum<const Values extends readonly string[]>(
  values: Values,
  options: { default?: Values[number] } = {},
) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options });
}

/** `page` as a query gives it: a string, checked by PAGE_PATTERN. */
export const PageSchema = Type.String({ pattern: PAGE_PATTERN });

/** `{id}` of a path: a title's or a person's TMDB id. */
export const IdParamsSchema = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });

// A season's or an episode's number. Longer ones are no season of any show: the same 404 (code 34).
export const PART_NUMBER_PATTERN = '^[0-9]{1,6}$';

/** `{series_id}/season/{season_number}`, as TMDB names them (the show's id keeps this app's `id`). */
export const SeasonParamsSchema = Type.Object({
  id: Type.String({ pattern: ID_PATTERN }),
  season_number: Type.String({ pattern: PART_NUMBER_PATTERN }),
});

/** `{series_id}/season/{season_number}/episode/{episode_number}`. */
export const EpisodeParamsSchema = Type.Object({
  id: Type.String({ pattern: ID_PATTERN }),
  season_number: Type.String({ pattern: PART_NUMBER_PATTERN }),
  episode_number: Type.String({ pattern: PART_NUMBER_PATTERN }),
});

export const PageQuerySchema = Type.Object({ page: Type.Optional(PageSchema) });

export type PageQuery = Static<typeof PageQuerySchema>;

/** TMDB's append_to_response: more answers in one, named by a comma-separated list. */
export const AppendQuerySchema = Type.Object({ append_to_response: Type.Optional(Type.String()) });

export type IdParams = Static<typeof IdParamsSchema>;

/** The page number from an already validated querystring. */
export function pageOf(query: PageQuery): number {
  if (query.page === undefined) return 1;
  const page = Number(query.page);
  if (!Number.isInteger(page) || page < 1 || page > 500) throw invalidPage();
  return page;
}

export function idOf(params: IdParams): number {
  return Number(params.id);
}

/** The show and season numbers of validated season params. */
export function seasonOf(params: Static<typeof SeasonParamsSchema>): {
  id: number;
  season: number;
} {
  return { id: Number(params.id), season: Number(params.season_number) };
}

/** The show, season and episode numbers of validated episode params. */
export function episodeOf(params: Static<typeof EpisodeParamsSchema>): {
  id: number;
  season: number;
  episode: number;
} {
  return { ...seasonOf(params), episode: Number(params.episode_number) };
}
