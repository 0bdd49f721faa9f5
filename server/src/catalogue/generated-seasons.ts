import type {
  TvDetails,
  TvSeason,
  TvSeasonDetails,
  TvSeasonEpisode,
} from '@marquee/tmdb-types/details';
import { makeEpisode } from './generated-episodes.js';
import { makeOverview } from './generated-prose.js';
import { imagePath } from './generator-context.js';
import {
  episodeDay,
  episodesOn,
  lastAiredOn,
  listedSeasons,
  nextToAirOn,
} from './show-calendar.js';
import { showPlan, type ShowPlan } from './show-plan.js';
import { seededRandom } from './seeded-random.js';
import { seasonId } from './tv-part-ids.js';
import { isoDateOfDay, type UtcDay } from './utc-days.js';

// A show's usual episode length when its details name none.
const DEFAULT_RUNTIME = 30;

/** The plan of a generated show, from the stored details it was drawn around. */
export function planOfShow(seed: string, details: TvDetails): ShowPlan | undefined {
  return showPlan(seed, {
    id: details.id,
    firstAirDate: details.first_air_date,
    running: details.status === 'Returning Series',
  });
}

/** The episode length a show's episodes vary around. */
export function usualRuntime(details: TvDetails): number {
  return details.episode_run_time[0] ?? DEFAULT_RUNTIME;
}

/** A season's own fields, from its own stream; its votes are 0 until it has begun. */
function seasonFields(plan: ShowPlan, season: number, day: UtcDay) {
  const random = seededRandom(`${plan.seed}:tv-season:${plan.id}:${season}`);
  const id = seasonId(plan.id, season);
  const _id = random.hex(24);
  const overview = season > 0 && random.chance(0.4) ? makeOverview(random) : '';
  const poster_path = random.chance(0.15) ? null : imagePath(plan.seed, 'tv', 'season', id);
  const average = Math.round((5.5 + 3 * random.next()) * 10) / 10;
  const airs = episodeDay(plan, { season, episode: 1 });
  return {
    _id,
    air_date: isoDateOfDay(airs),
    id,
    name: season === 0 ? 'Specials' : `Season ${season}`,
    overview,
    poster_path,
    season_number: season,
    vote_average: season > 0 && airs <= day ? average : 0,
  };
}

/** TV details' entry for a listed season; undefined when `season` is not listed on `day`. */
export function seasonSummary(plan: ShowPlan, season: number, day: UtcDay): TvSeason | undefined {
  const episode_count = episodesOn(plan, season, day);
  if (episode_count === 0) return undefined;
  const { air_date, id, name, overview, poster_path, season_number, vote_average } = seasonFields(
    plan,
    season,
    day,
  );
  return { air_date, episode_count, id, name, overview, poster_path, season_number, vote_average };
}

/** A season's answer around its episodes (already cast); `show` lends it its networks. */
export function seasonDocument(
  plan: ShowPlan,
  show: TvDetails,
  season: number,
  day: UtcDay,
  episodes: TvSeasonEpisode[],
): TvSeasonDetails {
  const { _id, air_date, name, overview, id, poster_path, season_number, vote_average } =
    seasonFields(plan, season, day);
  return {
    _id,
    air_date,
    episodes,
    name,
    networks: show.networks,
    overview,
    id,
    poster_path,
    season_number,
    vote_average,
  };
}

/**
 * The show's details as they stand on `day`: the stored details with the fields that follow the
 * calendar (seasons, counts, last and next episodes) put in from its plan. Counts leave the
 * specials out, as TMDB's do.
 */
export function showOnDay(plan: ShowPlan, details: TvDetails, day: UtcDay): TvDetails {
  const seasons = listedSeasons(plan, day).flatMap(
    (season) => seasonSummary(plan, season, day) ?? [],
  );
  const regular = seasons.filter((season) => season.season_number > 0);
  const runtime = usualRuntime(details);
  const last = lastAiredOn(plan, day);
  const next = nextToAirOn(plan, day);
  const lastEpisode = last === undefined ? null : makeEpisode(plan, runtime, last, day);
  return {
    ...details,
    last_air_date: lastEpisode?.air_date ?? null,
    last_episode_to_air: lastEpisode,
    next_episode_to_air: next === undefined ? null : makeEpisode(plan, runtime, next, day),
    number_of_episodes: regular.reduce((sum, season) => sum + season.episode_count, 0),
    number_of_seasons: regular.length,
    seasons,
  };
}
