import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { TvDetails, TvEpisode, TvSeason } from '@marquee/tmdb-types/details';
import type { UpNextPage } from '@marquee/tmdb-types/episode-progress';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import {
  createLibraryStore,
  MAX_TITLES_REMEMBERED_AT_ONCE,
  openLibraryDatabase,
} from '../../server/src/testing.js';
import type { Workload } from './api-workloads.js';
import { fillEpisodeProgress, planMember } from './progress-fill.js';
import type { AiredShow, ProgressMix, ShowWatchPlan } from './progress-fill.js';

/** Progress answers the rounds ask for: few enough that every one stays kept (4 MiB in all). */
export const SHOWS_READ_UNDER_LOAD = 40;

/** A month of the calendar: its first day to its last, as a month view asks. */
export interface CalendarMonth {
  start: string;
  end: string;
}

/** The UTC month of `day`. */
export function monthOf(day: Date): CalendarMonth {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * What has aired of a show on the server's day, from its details: every season before the last
 * episode aired, and that season up to it. Regular episodes air in order, so nothing after it has.
 */
export function airedShowOf(details: {
  id: number;
  seasons: ReadonlyArray<Pick<TvSeason, 'season_number' | 'episode_count'>>;
  last_episode_to_air: Pick<TvEpisode, 'season_number' | 'episode_number'> | null;
}): AiredShow {
  const last = details.last_episode_to_air;
  if (last === null) return { id: details.id, seasons: [] };
  const seasons = details.seasons
    .filter((season) => season.season_number >= 1 && season.season_number <= last.season_number)
    .sort((a, b) => a.season_number - b.season_number)
    .map((season) => ({
      seasonNumber: season.season_number,
      aired:
        season.season_number === last.season_number ? last.episode_number : season.episode_count,
    }))
    .filter((season) => season.aired > 0);
  return { id: details.id, seasons };
}

/**
 * The catalogue's popular shows in order, `count` of those with an episode aired, each read from
 * its details (`/3/tv/{id}`) as the server answers them today; and their list items, which a
 * library remembers of a show.
 */
export async function catalogueAiredShows(
  origin: string,
  headers: Record<string, string>,
  count: number,
): Promise<{ shows: AiredShow[]; titles: LibraryTitle[] }> {
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${origin}${path}`, { headers });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const shows: AiredShow[] = [];
  const titles: LibraryTitle[] = [];
  for (let page = 1; shows.length < count; page += 1) {
    const list = await getJson<Page<AnyListItem>>(`/3/tv/popular?page=${page}`);
    for (const item of list.results) {
      const show = airedShowOf(await getJson<TvDetails>(`/3/tv/${item.id}`));
      if (show.seasons.length === 0) continue;
      shows.push(show);
      titles.push({ ...item, media_type: 'tv' } as LibraryTitle);
      if (shows.length === count) break;
    }
    if (page >= list.total_pages) break;
  }
  if (shows.length < count)
    throw new Error(
      `The catalogue has only ${shows.length} shows with an episode aired, not ${count}`,
    );
  return { shows, titles };
}

/**
 * Writes the member's shows and watches into a running server's library file (SQLite; WAL lets
 * the server go on reading), their shows' details first, as following them would have remembered.
 */
export async function fillMemberProgress(
  server: { libraryDb: string },
  uid: string,
  titles: readonly LibraryTitle[],
  plans: readonly ShowWatchPlan[],
  today: Date,
): Promise<void> {
  const database = await openLibraryDatabase({ engine: 'sqlite', file: server.libraryDb });
  try {
    const store = createLibraryStore(database);
    for (let start = 0; start < titles.length; start += MAX_TITLES_REMEMBERED_AT_ONCE)
      await store.rememberTitles(titles.slice(start, start + MAX_TITLES_REMEMBERED_AT_ONCE));
    await fillEpisodeProgress(database, uid, plans, today);
  } finally {
    await database.close();
  }
}

/**
 * Issue 22's member for `uid` in a running server's library: the catalogue's `mix.shows` most
 * popular shows with an episode aired, each planned and watched as `planMember` says. Reads none
 * of the member's answers, so the server's first Up next is still to come.
 */
export async function followPopularShows(
  server: { origin: string; libraryDb: string },
  uid: string,
  headers: Record<string, string>,
  mix: ProgressMix,
  today: Date,
): Promise<ShowWatchPlan[]> {
  const { shows, titles } = await catalogueAiredShows(server.origin, headers, mix.shows);
  const plans = planMember(shows, mix);
  await fillMemberProgress(server, uid, titles, plans, today);
  return plans;
}

/** The shows Up next's "watching" tab lists: watched ones with an aired episode still to watch. */
export function showsToWatch(plans: readonly ShowWatchPlan[]): number {
  return plans.filter((plan) => plan.status === 'watching' && plan.unwatched.length > 0).length;
}

/** Throws unless Up next's "watching" tab counts the shows the fill left something to watch in. */
export function checkUpNext(page: UpNextPage, plans: readonly ShowWatchPlan[]): void {
  const expected = showsToWatch(plans);
  if (page.total_results !== expected)
    throw new Error(
      `After filling ${plans.length} shows Up next lists ${page.total_results} to watch, not ${expected}`,
    );
}

export function upNextPath(uid: string): string {
  return `/3/account/${encodeURIComponent(uid)}/up_next?tab=watching&page=1`;
}

export function calendarPath(uid: string, month: CalendarMonth): string {
  return `/3/account/${encodeURIComponent(uid)}/calendar?start_date=${month.start}&end_date=${month.end}`;
}

export function showProgressPath(uid: string, showId: number): string {
  return `/3/account/${encodeURIComponent(uid)}/progress/tv/${showId}`;
}

/**
 * The episode progress reads a member's pages make: Up next's first page, the calendar's month,
 * and one show's progress (of the first shows followed: their answers all stay kept).
 */
export function progressWorkloads(
  uid: string,
  plans: readonly ShowWatchPlan[],
  month: CalendarMonth,
): Workload[] {
  return [
    {
      name: 'progress-up-next',
      label: 'progress: Up next page 1',
      paths: [upNextPath(uid)],
    },
    {
      name: 'progress-calendar',
      label: `progress: calendar month (${month.start} to ${month.end})`,
      paths: [calendarPath(uid, month)],
    },
    {
      name: 'progress-show',
      label: `progress: one show's progress (of ${SHOWS_READ_UNDER_LOAD})`,
      paths: plans
        .slice(0, SHOWS_READ_UNDER_LOAD)
        .map((plan) => showProgressPath(uid, plan.showId)),
    },
  ];
}
