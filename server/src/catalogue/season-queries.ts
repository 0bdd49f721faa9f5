import type Database from 'better-sqlite3';
import type {
  PersonDetails,
  TvDetails,
  TvEpisodeDetails,
  TvSeasonEpisode,
} from '@marquee/tmdb-types/details';
import type { Catalogue } from './catalogue.js';
import {
  castEpisode,
  castingIds,
  makeEpisode,
  withPeople,
  type CalendarEpisode,
  type CreditPerson,
} from './generated-episodes.js';
import type { CastingPool } from './generated-people.js';
import { generatedSeed } from './generated-seed.js';
import { planOfShow, seasonDocument, showOnDay, usualRuntime } from './generated-seasons.js';
import type { ListItemQueries } from './list-item-queries.js';
import { rankPermutation } from './rank-permutation.js';
import { episodesOn, type EpisodeRef } from './show-calendar.js';
import type { ShowPlan } from './show-plan.js';
import type { UtcDay } from './utc-days.js';

type ShowQueries = Pick<Catalogue, 'tvDetailsJson' | 'tvDetailsOfShows'>;
type SeasonQueries = Pick<
  Catalogue,
  'tvSeason' | 'tvSeasonEpisodes' | 'tvSeasonCredits' | 'tvEpisode' | 'tvEpisodeCredits'
>;

interface PlannedShow {
  details: TvDetails;
  plan: ShowPlan;
}

interface PersonRow {
  id: number;
  original_name: string | null;
  json: string;
}

/** The generator's seed and sizes, from the file's meta; undefined when shows have no plans. */
function castingPoolOf(db: Database.Database): CastingPool | undefined {
  const seed = generatedSeed(db);
  const sizes = db.prepare<[], string>("SELECT value FROM meta WHERE key = 'sizes'").pluck().get();
  if (seed === undefined || sizes === undefined) return undefined;
  const people = (JSON.parse(sizes) as { people: number }).people;
  return { seed, people, permutation: rankPermutation(people) };
}

/**
 * Seasons and episodes of generated shows, made at request time from each show's plan and the day
 * asked for (a season is at most 24 episodes), so the file stores none of them. A catalogue without
 * plans serves its shows' details as stored and knows none of their seasons.
 */
export function createSeasonQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson'>,
  credits: Pick<Catalogue, 'titleCredits'>,
): ShowQueries & SeasonQueries {
  const pool = castingPoolOf(db);
  const shows = showQueries(db, items, pool);
  if (pool === undefined)
    return {
      ...shows,
      tvSeason: () => undefined,
      tvSeasonEpisodes: () => undefined,
      tvSeasonCredits: () => undefined,
      tvEpisode: () => undefined,
      tvEpisodeCredits: () => undefined,
    };
  return { ...shows, ...plannedSeasonQueries(db, items, credits, pool) };
}

/** Shows' details on a day: a planned show's follow its plan, any other's are as stored. */
function showQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson'>,
  pool: CastingPool | undefined,
): ShowQueries {
  const storedShows = db.prepare<[string], { id: number; json: string }>(
    'SELECT id, json FROM tv WHERE id IN (SELECT value FROM json_each(?))',
  );
  /** A planned show's details on `day`; undefined for a show whose stored details stand. */
  function plannedOnDay(details: TvDetails, day: UtcDay): TvDetails | undefined {
    const plan = pool === undefined ? undefined : planOfShow(pool.seed, details);
    return plan === undefined ? undefined : showOnDay(plan, details, day);
  }

  return {
    tvDetailsJson(id, day) {
      const json = items.detailsJson('tv', id);
      // Without plans there is nothing to put in: the stored bytes, unparsed.
      if (json === undefined || pool === undefined) return json;
      const onDay = plannedOnDay(JSON.parse(json) as TvDetails, day);
      return onDay === undefined ? json : JSON.stringify(onDay);
    },

    tvDetailsOfShows(ids, day) {
      const stored = new Map<number, string>();
      for (const row of storedShows.all(JSON.stringify(ids))) stored.set(row.id, row.json);
      return ids.map((id) => {
        const json = stored.get(id);
        if (json === undefined) return undefined;
        const details = JSON.parse(json) as TvDetails;
        return plannedOnDay(details, day) ?? details;
      });
    },
  };
}

/**
 * Seasons and episodes made from plans. The people in a season are read from the person rows,
 * once per season, and only by the answers that name them.
 */
function plannedSeasonQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson'>,
  credits: Pick<Catalogue, 'titleCredits'>,
  pool: CastingPool,
): SeasonQueries {
  const regularsOf = db
    .prepare<[number], number>(
      "SELECT person_id FROM credit WHERE media_type = 'tv' AND media_id = ? AND kind = 'cast'",
    )
    .pluck();
  // The whole document, parsed here once: six json_extract calls per person parse it six times
  // over (150 people drawn from 1,000,000 took 3 to 9 ms that way, about 1 ms so).
  const peopleRows = db.prepare<[string], PersonRow>(
    'SELECT id, original_name, json FROM person WHERE id IN (SELECT value FROM json_each(?))',
  );

  function plannedShow(id: number): PlannedShow | undefined {
    const json = items.detailsJson('tv', id);
    if (json === undefined) return undefined;
    const details = JSON.parse(json) as TvDetails;
    const plan = planOfShow(pool.seed, details);
    return plan === undefined ? undefined : { details, plan };
  }

  function peopleNamed(ids: number[]): Map<number, CreditPerson> {
    const people = new Map<number, CreditPerson>();
    for (const row of peopleRows.all(JSON.stringify([...new Set(ids)]))) {
      const person = JSON.parse(row.json) as PersonDetails;
      // In TMDB's order.
      people.set(row.id, {
        adult: person.adult,
        gender: person.gender,
        id: row.id,
        known_for_department: person.known_for_department,
        name: person.name,
        original_name: row.original_name ?? person.name,
        popularity: person.popularity,
        profile_path: person.profile_path,
      });
    }
    return people;
  }

  function episodeOf(
    { details, plan }: PlannedShow,
    ref: EpisodeRef,
    day: UtcDay,
  ): CalendarEpisode {
    return makeEpisode(plan, usualRuntime(details), ref, day);
  }

  /** Every episode season `season` lists on `day`, in order; undefined when it lists none. */
  function seasonEpisodes(
    show: PlannedShow,
    season: number,
    day: UtcDay,
  ): CalendarEpisode[] | undefined {
    const count = episodesOn(show.plan, season, day);
    if (count === 0) return undefined;
    return Array.from({ length: count }, (_, index) =>
      episodeOf(show, { season, episode: index + 1 }, day),
    );
  }

  function castEpisodes({ plan }: PlannedShow, episodes: CalendarEpisode[]): TvSeasonEpisode[] {
    const regulars = new Set(regularsOf.all(plan.id));
    const cast = episodes.map((episode) => {
      const ref = { season: episode.season_number, episode: episode.episode_number };
      return { episode, casting: castEpisode(pool, plan, ref, regulars) };
    });
    const people = peopleNamed(cast.flatMap(({ casting }) => castingIds(casting)));
    return cast.map(({ episode, casting }) => withPeople(episode, casting, people));
  }

  const queries: SeasonQueries = {
    tvSeason(id, season, day) {
      const show = plannedShow(id);
      const episodes = show && seasonEpisodes(show, season, day);
      if (show === undefined || episodes === undefined) return undefined;
      return seasonDocument(show.plan, show.details, season, day, castEpisodes(show, episodes));
    },

    tvSeasonEpisodes(id, season, day) {
      const show = plannedShow(id);
      return show && seasonEpisodes(show, season, day);
    },

    tvSeasonCredits(id, season, day) {
      const document = queries.tvSeason(id, season, day);
      if (document === undefined) return undefined;
      // The show's cast and crew, and whoever made one of the season's episodes.
      const { cast, crew } = credits.titleCredits('tv', id);
      const listed = new Set(crew.map((member) => member.credit_id));
      for (const episode of document.episodes)
        for (const member of episode.crew)
          if (!listed.has(member.credit_id)) {
            listed.add(member.credit_id);
            crew.push(member);
          }
      return { cast, crew };
    },

    tvEpisode(id, season, episode, day) {
      const show = plannedShow(id);
      if (show === undefined) return undefined;
      if (episode < 1 || episode > episodesOn(show.plan, season, day)) return undefined;
      const [found] = castEpisodes(show, [episodeOf(show, { season, episode }, day)]);
      if (found === undefined) return undefined;
      // TMDB's episode answer names no show_id: the path already does.
      const details: Partial<TvSeasonEpisode> = { ...found };
      delete details.show_id;
      return details as TvEpisodeDetails;
    },

    tvEpisodeCredits(id, season, episode, day) {
      const found = queries.tvEpisode(id, season, episode, day);
      if (found === undefined) return undefined;
      const { cast } = credits.titleCredits('tv', id);
      return { cast, crew: found.crew, guest_stars: found.guest_stars };
    },
  };
  return queries;
}
