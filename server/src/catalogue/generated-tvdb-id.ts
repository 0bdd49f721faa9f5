import { episodeId, episodeOfId } from './tv-part-ids.js';

// Far above any id TheTVDB has given (series below a million, episodes about eleven million in
// 2025), so a real TV Time or Trakt export never matches a made-up show or episode by id. TheTVDB
// numbers series and episodes apart; here they take disjoint ranges, so one number never names
// both: shows 90,000,001 up to 100,000,000 (ten million shows, ten times the generator's
// largest), episodes from 1,000,000,000 on (episodeId grows as show × 10,000, so a million shows
// stay near 1.1e10, a safe integer by far).
const FIRST_SHOW = 90_000_000;
const SHOW_RANGE = 10_000_000;
const FIRST_EPISODE = 1_000_000_000;

/** The TheTVDB id of a generated show: a function of its id alone. */
export function generatedShowTvdbId(showId: number): number {
  return FIRST_SHOW + showId;
}

/** The TheTVDB id of a generated show's episode (season 0: the specials), as tv-part-ids numbers it. */
export function generatedEpisodeTvdbId(showId: number, season: number, episode: number): number {
  return FIRST_EPISODE + episodeId(showId, season, episode);
}

function isTvdbId(tvdbId: number): boolean {
  return Number.isSafeInteger(tvdbId) && tvdbId > 0;
}

/** The generated show a TheTVDB id names, or undefined for any id outside the shows' range. */
export function showOfTvdbId(tvdbId: number): number | undefined {
  if (!isTvdbId(tvdbId) || tvdbId <= FIRST_SHOW || tvdbId >= FIRST_SHOW + SHOW_RANGE)
    return undefined;
  return tvdbId - FIRST_SHOW;
}

/**
 * The show, season and episode a generated episode's TheTVDB id names, or undefined for any id
 * outside the episodes' range. Whether the show lists that episode is the catalogue's to say.
 */
export function episodeOfTvdbId(
  tvdbId: number,
): { showId: number; season: number; episode: number } | undefined {
  if (!isTvdbId(tvdbId) || tvdbId <= FIRST_EPISODE) return undefined;
  const ref = episodeOfId(tvdbId - FIRST_EPISODE);
  return ref.showId >= 1 && ref.episode >= 1 ? ref : undefined;
}
