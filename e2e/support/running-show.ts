import type { TvDetails } from '@marquee/tmdb-types/details';
import type { TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { getJson } from './catalogue.js';

/** A running show the episode journey can cross a season boundary with. */
export interface RunningShow {
  id: number;
  name: string;
  /** Season 1's episodes, all aired: the last is the one before S2E1. */
  seasonOneEpisodes: number;
}

/** The furthest the catalogue's listings are read before giving up. */
const pagesAsked = 5;

/**
 * A running show whose first season has aired whole and whose second has aired at least its first
 * two episodes (S2E1 to watch after season 1, then S2E2), found by asking the catalogue: its
 * seasons follow the real clock, so the show that fits changes from day to day. Shows on the air
 * this week are running; the first that fits is taken.
 */
export async function runningShowForUpNext(): Promise<RunningShow> {
  for (let page = 1; page <= pagesAsked; page += 1) {
    const list = (await getJson(`/3/tv/on_the_air?page=${page}`)) as Page<TvListItem>;
    for (const item of list.results) {
      const show = (await getJson(`/3/tv/${item.id}`)) as TvDetails;
      const first = show.seasons.find((season) => season.season_number === 1);
      const second = show.seasons.find((season) => season.season_number === 2);
      const last = show.last_episode_to_air;
      if (show.status !== 'Returning Series' || !first || !second || !last) continue;
      if (first.episode_count < 1 || second.episode_count < 2) continue;
      const twoOfSecondAired =
        last.season_number > 2 || (last.season_number === 2 && last.episode_number >= 2);
      if (twoOfSecondAired)
        return { id: show.id, name: show.name, seasonOneEpisodes: first.episode_count };
    }
    if (page >= list.total_pages) break;
  }
  throw new Error(
    `none of the first ${pagesAsked} pages of /3/tv/on_the_air has a running show with a whole first season and two aired episodes of a second`,
  );
}

/** A running show with an episode to air within `days` of today, and its last aired one. */
export interface ShowAiringSoon {
  id: number;
  name: string;
  lastAired: { season_number: number; episode_number: number };
  nextAirDate: string;
}

/**
 * A show on the air whose next episode comes within `days` (the calendar's agenda shows four
 * weeks), found by asking the catalogue, whose seasons follow the real clock.
 */
export async function runningShowAiringSoon(days = 28): Promise<ShowAiringSoon> {
  const today = new Date().toISOString().slice(0, 10);
  const last = new Date(Date.now() + (days - 1) * 86_400_000).toISOString().slice(0, 10);
  for (let page = 1; page <= pagesAsked; page += 1) {
    const list = (await getJson(`/3/tv/on_the_air?page=${page}`)) as Page<TvListItem>;
    for (const item of list.results) {
      const show = (await getJson(`/3/tv/${item.id}`)) as TvDetails;
      const next = show.next_episode_to_air?.air_date;
      const aired = show.last_episode_to_air;
      if (!next || !aired || next < today || next > last) continue;
      return { id: show.id, name: show.name, lastAired: aired, nextAirDate: next };
    }
    if (page >= list.total_pages) break;
  }
  throw new Error(
    `none of the first ${pagesAsked} pages of /3/tv/on_the_air has a show with an episode airing within ${days} days`,
  );
}
