import type { SeasonAccountStates } from '@marquee/tmdb-types/account';
import type { CastMember, CrewMember } from '@marquee/tmdb-types/credits';
import type {
  TvDetails,
  TvEpisodeDetails,
  TvSeason,
  TvSeasonDetails,
  TvSeasonEpisode,
} from '@marquee/tmdb-types/details';
import type {
  ProgressEpisode,
  ShowProgressWire,
  ShowStatus,
  UpNextItem,
  UpNextState,
  WatchedEpisode,
} from '@marquee/tmdb-types/episode-progress';
import { accountPath, status, tv } from './library-stubs';
import { jsonResponse, type CatalogueRoutes } from './utils';

/*
 * What the episode screens' tests stub: a show's seasons and episodes in TMDB's shapes, and a
 * member's progress of it kept as our server keeps it (docs/library-api.md, issue 22), changed by
 * the marks, status and ratings the page sends, so a refetch after a write reads what was written.
 */

/** A show's season as the test describes it: how many episodes it lists, how many aired. */
export interface StubSeason {
  season_number: number;
  episode_count: number;
  aired: number;
  name?: string;
}

/** The day the stubbed seasons' aired episodes aired on, and the future ones' air. */
export const airedOn = '2024-03-01';
export const airsOn = '2099-06-21';

export function episodeName(seasonNumber: number, episodeNumber: number): string {
  return `Chapter ${seasonNumber}.${episodeNumber}`;
}

export function seasonEpisode(
  showId: number,
  seasonNumber: number,
  episodeNumber: number,
  aired = true,
): TvSeasonEpisode {
  return {
    id: showId * 10_000 + seasonNumber * 100 + episodeNumber,
    name: episodeName(seasonNumber, episodeNumber),
    overview: `What happens in ${seasonNumber}.${episodeNumber}.`,
    vote_average: aired ? 7.5 : 0,
    vote_count: aired ? 12 : 0,
    air_date: aired ? airedOn : airsOn,
    episode_number: episodeNumber,
    episode_type: 'standard',
    production_code: '',
    runtime: 45,
    season_number: seasonNumber,
    show_id: showId,
    still_path: episodeNumber === 1 ? null : `/still-${seasonNumber}-${episodeNumber}.jpg`,
    crew: [],
    guest_stars: [],
  };
}

export function seasonDetails(showId: number, season: StubSeason): TvSeasonDetails {
  return {
    _id: `season-${showId}-${season.season_number}`,
    air_date: season.aired > 0 ? airedOn : airsOn,
    episodes: Array.from({ length: season.episode_count }, (_, index) =>
      seasonEpisode(showId, season.season_number, index + 1, index < season.aired),
    ),
    name:
      season.name ?? (season.season_number === 0 ? 'Specials' : `Season ${season.season_number}`),
    networks: [],
    overview: `Season ${season.season_number}, in short.`,
    id: showId * 100 + season.season_number,
    poster_path: null,
    season_number: season.season_number,
    vote_average: 7,
  };
}

const guest: CastMember = {
  adult: false,
  gender: 1,
  id: 71,
  known_for_department: 'Acting',
  name: 'Gia Guest',
  original_name: 'Gia Guest',
  popularity: 2,
  profile_path: null,
  credit_id: 'guest-71',
  character: 'The Visitor',
  order: 0,
};

const director: CrewMember = {
  adult: false,
  gender: 2,
  id: 72,
  known_for_department: 'Directing',
  name: 'Dev Director',
  original_name: 'Dev Director',
  popularity: 2,
  profile_path: null,
  credit_id: 'crew-72',
  department: 'Directing',
  job: 'Director',
};

/** An episode's own answer, with a guest star and a director. */
export function episodeDetails(
  showId: number,
  seasonNumber: number,
  episodeNumber: number,
  aired = true,
): TvEpisodeDetails {
  return {
    ...seasonEpisode(showId, seasonNumber, episodeNumber, aired),
    guest_stars: [guest],
    crew: [director],
  };
}

function tvSeason(showId: number, season: StubSeason): TvSeason {
  const details = seasonDetails(showId, season);
  return {
    air_date: details.air_date,
    episode_count: season.episode_count,
    id: details.id,
    name: details.name,
    overview: details.overview,
    poster_path: null,
    season_number: season.season_number,
    vote_average: 7,
  };
}

/** A show's details with these seasons. */
export function showDetails(
  showId: number,
  name: string,
  seasons: readonly StubSeason[],
): TvDetails {
  const regular = seasons.filter((season) => season.season_number >= 1);
  const item = tv(showId, name);
  if (item.media_type !== 'tv') throw new Error('tv() made a movie');
  return {
    ...item,
    backdrop_path: null,
    created_by: [],
    episode_run_time: [45],
    genres: [{ id: 18, name: 'Drama' }],
    homepage: '',
    in_production: true,
    languages: ['en'],
    last_air_date: airedOn,
    last_episode_to_air: null,
    next_episode_to_air: null,
    networks: [],
    number_of_episodes: regular.reduce((sum, season) => sum + season.episode_count, 0),
    number_of_seasons: regular.length,
    production_companies: [],
    production_countries: [],
    seasons: seasons.map((season) => tvSeason(showId, season)),
    spoken_languages: [],
    status: 'Returning Series',
    tagline: '',
    type: 'Scripted',
  };
}

export function progressEpisode(
  showId: number,
  seasonNumber: number,
  episodeNumber: number,
  aired = true,
): ProgressEpisode {
  const episode = seasonEpisode(showId, seasonNumber, episodeNumber, aired);
  return {
    season_number: seasonNumber,
    episode_number: episodeNumber,
    id: episode.id,
    name: episode.name,
    air_date: episode.air_date,
    runtime: episode.runtime,
    still_path: episode.still_path,
  };
}

export function upNextItem(
  showId: number,
  name: string,
  next: ProgressEpisode | null,
  extra: Partial<UpNextItem> = {},
): UpNextItem {
  return {
    show: tv(showId, name),
    status: 'watching',
    cycle: 1,
    state: 'watching',
    aired_episodes: 40,
    watched_episodes: 12,
    next_episode: next,
    ...extra,
  };
}

/**
 * A member's progress of one show as our server keeps it: marks (with rewatches), the show's
 * status and watch-throughs, and episode ratings, answered from what was written.
 */
export function progressServer(
  showId: number,
  seasons: readonly StubSeason[],
  initial: { watched?: Array<[number, number]>; status?: ShowStatus | null } = {},
) {
  const key = (seasonNumber: number, episodeNumber: number) => `${seasonNumber}:${episodeNumber}`;
  const state = {
    status: initial.status ?? (initial.watched?.length ? 'watching' : null),
    cycle: 1,
    watched: new Map<string, WatchedEpisode>(
      (initial.watched ?? []).map(([seasonNumber, episodeNumber]) => [
        key(seasonNumber, episodeNumber),
        {
          season_number: seasonNumber,
          episode_number: episodeNumber,
          watches: 1,
          last_watched_on: airedOn,
        },
      ]),
    ),
    ratings: new Map<string, number>(),
  };
  const regular = seasons
    .filter((season) => season.season_number >= 1)
    .sort((a, b) => a.season_number - b.season_number);

  function mark(seasonNumber: number, episodeNumber: number, again: boolean): boolean {
    state.status = 'watching';
    const known = state.watched.get(key(seasonNumber, episodeNumber));
    if (known && !again) return false;
    state.watched.set(key(seasonNumber, episodeNumber), {
      season_number: seasonNumber,
      episode_number: episodeNumber,
      watches: (known?.watches ?? 0) + 1,
      last_watched_on: airedOn,
    });
    return true;
  }

  function progress(): ShowProgressWire {
    const watched = [...state.watched.values()].sort(
      (a, b) => a.season_number - b.season_number || a.episode_number - b.episode_number,
    );
    const furthest = watched.filter((entry) => entry.season_number >= 1).at(-1);
    let next: ProgressEpisode | null = null;
    let upNext: UpNextState = 'finished';
    for (const season of regular) {
      if (furthest && season.season_number < furthest.season_number) continue;
      const episodeNumber =
        furthest?.season_number === season.season_number ? furthest.episode_number + 1 : 1;
      if (episodeNumber > season.episode_count) continue;
      const aired = episodeNumber <= season.aired;
      next = progressEpisode(showId, season.season_number, episodeNumber, aired);
      upNext = aired ? 'watching' : 'waiting';
      break;
    }
    return {
      show_id: showId,
      status: state.status,
      cycle: state.cycle,
      started_at: state.status === null ? null : '2024-03-01T00:00:00.000Z',
      aired_episodes: regular.reduce((sum, season) => sum + season.aired, 0),
      watched_episodes: watched.filter((entry) => entry.season_number >= 1).length,
      state: upNext,
      next_episode: next,
      seasons: seasons.map((season) => ({
        season_number: season.season_number,
        name: season.name ?? `Season ${season.season_number}`,
        episode_count: season.episode_count,
        aired_episodes: season.aired,
        watched_episodes: watched.filter((entry) => entry.season_number === season.season_number)
          .length,
        air_date: airedOn,
        poster_path: null,
      })),
      watched,
      past_cycles: [],
    };
  }

  const marked = (wrote: boolean) =>
    jsonResponse({ ...status.created, watches: [] }, wrote ? 201 : 200);
  const unmarked = (removed: number) => jsonResponse({ ...status.deleted, success: true, removed });
  const progressPath = `${accountPath}/progress/tv/${showId}`;

  const routes: CatalogueRoutes = {
    [progressPath]: () => jsonResponse(progress()),
    [`PUT ${progressPath}`]: (_url, body) => {
      state.status = (body as { status: ShowStatus }).status;
      return jsonResponse(progress());
    },
    [`POST ${progressPath}/cycles`]: () => {
      state.cycle += 1;
      state.status = 'watching';
      state.watched.clear();
      return jsonResponse(progress(), 201);
    },
  };
  for (const season of seasons) {
    const seasonPath = `3/tv/${showId}/season/${season.season_number}`;
    routes[`POST ${seasonPath}/watched`] = () => {
      let wrote = false;
      for (let episode = 1; episode <= season.aired; episode += 1)
        wrote = mark(season.season_number, episode, false) || wrote;
      return marked(wrote);
    };
    routes[`DELETE ${seasonPath}/watched`] = () => {
      let removed = 0;
      for (const [entryKey, entry] of state.watched)
        if (entry.season_number === season.season_number) {
          state.watched.delete(entryKey);
          removed += entry.watches;
        }
      return unmarked(removed);
    };
    routes[`${seasonPath}/account_states`] = () => {
      const answer: SeasonAccountStates = {
        id: showId * 100 + season.season_number,
        results: Array.from({ length: season.episode_count }, (_, index) => {
          const value = state.ratings.get(key(season.season_number, index + 1));
          return {
            id: seasonEpisode(showId, season.season_number, index + 1).id,
            episode_number: index + 1,
            rated: value === undefined ? (false as const) : { value },
          };
        }),
      };
      return jsonResponse(answer);
    };
    for (let episode = 1; episode <= season.episode_count; episode += 1) {
      const episodePath = `${seasonPath}/episode/${episode}`;
      const seasonNumber = season.season_number;
      const episodeNumber = episode;
      routes[`POST ${episodePath}/watched`] = (_url, body) => {
        if (episodeNumber > season.aired)
          return jsonResponse(
            {
              status_code: 7,
              status_message: `S${seasonNumber}E${episodeNumber} airs on ${airsOn}, so it cannot be marked watched yet.`,
              success: false,
            },
            422,
          );
        return marked(
          mark(seasonNumber, episodeNumber, (body as { again?: boolean }).again === true),
        );
      };
      routes[`DELETE ${episodePath}/watched`] = () => {
        const entry = state.watched.get(key(seasonNumber, episodeNumber));
        state.watched.delete(key(seasonNumber, episodeNumber));
        return unmarked(entry?.watches ?? 0);
      };
      routes[`POST ${episodePath}/rating`] = (_url, body) => {
        state.ratings.set(key(seasonNumber, episodeNumber), (body as { value: number }).value);
        return jsonResponse(status.created, 201);
      };
      routes[`DELETE ${episodePath}/rating`] = () => {
        state.ratings.delete(key(seasonNumber, episodeNumber));
        return jsonResponse(status.deleted);
      };
    }
  }
  return { state, routes, progress };
}
