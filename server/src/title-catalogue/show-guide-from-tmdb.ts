import { dayOfIsoDate } from '../catalogue/utc-days.js';
import type { GuideEpisode, GuideSeason, ShowOutline } from './show-guide.js';
import { titleFromDetails } from './title-from-details.js';

// TMDB's TV details and season answers read into the guide's shapes: the one reading for both
// catalogues, the embedded one's documents being TMDB's shapes too. TMDB's answers are outside
// input, so every field read is checked: a malformed season or episode is left out, a malformed
// optional field is null, and an answer without its lists is not the answer asked for (undefined).

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : undefined;
}

/** A season's or an episode's number, or a count: a whole number from 0. */
function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A TMDB date; TMDB's empty date (an unannounced one) and anything else are null. */
function isoDate(value: unknown): string | null {
  return typeof value === 'string' && dayOfIsoDate(value) !== undefined ? value : null;
}

function minutes(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** An episode as TV details and season answers give it; undefined for one without its numbers. */
function episodeFromTmdb(value: unknown): GuideEpisode | undefined {
  const fields = fieldsOf(value);
  const seasonNumber = wholeNumber(fields?.season_number);
  const episodeNumber = wholeNumber(fields?.episode_number);
  const id = wholeNumber(fields?.id);
  if (
    fields === undefined ||
    seasonNumber === undefined ||
    episodeNumber === undefined ||
    id === undefined ||
    id < 1
  )
    return undefined;
  return {
    seasonNumber,
    episodeNumber,
    id,
    name: text(fields.name),
    airDate: isoDate(fields.air_date),
    runtime: minutes(fields.runtime),
    stillPath: textOrNull(fields.still_path),
    overview: text(fields.overview),
    productionCode: text(fields.production_code),
    voteAverage: votes(fields.vote_average),
    voteCount: votes(fields.vote_count),
  };
}

/** A vote average or count; 0 for anything that is not a number from 0. */
function votes(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

function seasonFromTmdb(value: unknown): GuideSeason | undefined {
  const fields = fieldsOf(value);
  const seasonNumber = wholeNumber(fields?.season_number);
  if (fields === undefined || seasonNumber === undefined) return undefined;
  return {
    id: wholeNumber(fields.id) ?? 0,
    seasonNumber,
    name: text(fields.name),
    episodeCount: wholeNumber(fields.episode_count) ?? 0,
    airDate: isoDate(fields.air_date),
    posterPath: textOrNull(fields.poster_path),
  };
}

/** The outline of show `showId` from its TV details; undefined for a body that is not a show's. */
export function outlineFromTmdb(showId: number, details: unknown): ShowOutline | undefined {
  const show = titleFromDetails('tv', showId, details);
  const fields = fieldsOf(details);
  if (show === undefined || fields === undefined || !Array.isArray(fields.seasons))
    return undefined;
  const seasons = fields.seasons.flatMap((season) => seasonFromTmdb(season) ?? []);
  return {
    show,
    status: text(fields.status),
    seasons: seasons.sort((a, b) => a.seasonNumber - b.seasonNumber),
    lastAired: episodeFromTmdb(fields.last_episode_to_air) ?? null,
    nextToAir: episodeFromTmdb(fields.next_episode_to_air) ?? null,
  };
}

/** A season answer's episodes by number; undefined for a body that is not a season's. */
export function episodesFromTmdb(season: unknown): GuideEpisode[] | undefined {
  const episodes = fieldsOf(season)?.episodes;
  if (!Array.isArray(episodes)) return undefined;
  return episodes
    .flatMap((episode) => episodeFromTmdb(episode) ?? [])
    .sort((a, b) => a.episodeNumber - b.episodeNumber);
}

/**
 * The episodes /find lists by TheTVDB id (`tv_episode_results`) that are of this show, as TMDB
 * names an episode's show there (`show_id`); none for an answer without the list.
 */
export function foundEpisodesFromTmdb(found: unknown, showId: number): GuideEpisode[] {
  const results = fieldsOf(found)?.tv_episode_results;
  if (!Array.isArray(results)) return [];
  return results
    .filter((result) => fieldsOf(result)?.show_id === showId)
    .flatMap((result) => episodeFromTmdb(result) ?? []);
}
