import type { TvDetails } from '@marquee/tmdb-types/details';
import type { TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
// Other trackers' files as their exporters write them, shared with the import's tests.
import {
  traktTestExport,
  type TraktTestPlay,
} from '../../scripts/lib/tracker-exports/trakt-export.js';
import {
  tvTimeTestExport,
  type TvTimeTestShow,
} from '../../scripts/lib/tracker-exports/tvtime-export.js';
import { zipOf } from '../../scripts/lib/tracker-exports/zip-of.js';
import type { NamedMovie } from './import-catalogue-movies.js';
import type { ExportFile } from './import-letterboxd-export.js';

/*
 * Issue 24's exports, written from the catalogue: Trakt's of 20,000 plays (episodes across 500
 * shows, and films) and TV Time's of 20,000 episode rows, its shows named by TheTVDB's ids only.
 * On Trakt each show is watched in airing order, then again from the start (rewatches that make
 * new cycles), as many plays as its share; TV Time keeps one row an episode, so its rows are the
 * aired episodes of as many shows as it takes. A play every three hours from 2019 on.
 */

export const TRACKER_SHOWS = 500;
export const TRACKER_PLAYS = 20_000;
/** Trakt's film plays among its 20,000. */
export const TRAKT_MOVIE_PLAYS = 1_000;
export const TV_TIME_PASSWORD = 'bench-tv-time';

/** A catalogue show as both exports name it, and its regular episodes aired. */
export interface TrackerShow {
  id: number;
  name: string;
  year: number;
  tvdbId: number;
  /** Season numbers and their aired episode counts, in order. */
  seasons: Array<{ season: number; episodes: number }>;
}

async function json<T>(origin: string, path: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${origin}${path}`, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

function airedEpisodes(shows: readonly TrackerShow[]): number {
  return shows.reduce(
    (sum, show) => sum + show.seasons.reduce((aired, season) => aired + season.episodes, 0),
    0,
  );
}

/**
 * Shows of /3/tv/popular with an aired episode, their seasons and TheTVDB id: at least 500, and as
 * many more as it takes for 20,000 aired episodes.
 */
export async function trackerShows(
  origin: string,
  headers: Record<string, string>,
): Promise<TrackerShow[]> {
  const shows: TrackerShow[] = [];
  const enough = () => shows.length >= TRACKER_SHOWS && airedEpisodes(shows) >= TRACKER_PLAYS;
  for (let page = 1; !enough(); page += 1) {
    const list = await json<Page<TvListItem>>(origin, `/3/tv/popular?page=${page}`, headers);
    for (const item of list.results) {
      if (enough()) break;
      const details = await json<TvDetails>(origin, `/3/tv/${item.id}`, headers);
      const last = details.last_episode_to_air;
      if (!last || last.season_number < 1) continue;
      const seasons = details.seasons
        .filter((season) => season.season_number >= 1 && season.season_number <= last.season_number)
        .map((season) => ({
          season: season.season_number,
          episodes:
            season.season_number === last.season_number
              ? last.episode_number
              : season.episode_count,
        }))
        .filter((season) => season.episodes > 0);
      const ids = await json<{ tvdb_id: number | null }>(
        origin,
        `/3/tv/${item.id}/external_ids`,
        headers,
      );
      if (ids.tvdb_id === null || seasons.length === 0) continue;
      shows.push({
        id: details.id,
        name: details.name,
        year: Number(details.first_air_date.slice(0, 4)),
        tvdbId: ids.tvdb_id,
        seasons,
      });
    }
    if (page >= list.total_pages) break;
  }
  return shows;
}

/** A show's episodes in airing order, over and over, `count` of them. */
function episodesWatched(show: TrackerShow, count: number) {
  const order = show.seasons.flatMap(({ season, episodes }) =>
    Array.from({ length: episodes }, (_, index) => ({ season, episode: index + 1 })),
  );
  return Array.from({ length: count }, (_, index) => order[index % order.length]!);
}

const start = Date.UTC(2019, 0, 1, 20);
const threeHours = 3 * 60 * 60 * 1000;

/** Plays shared out: each show its share of `total`, one after another in time. */
function playsOf(shows: readonly TrackerShow[], total: number) {
  const each = Math.floor(total / shows.length);
  let at = start;
  return shows.flatMap((show, index) =>
    episodesWatched(show, index < total % shows.length ? each + 1 : each).map((episode) => ({
      show,
      ...episode,
      at: (at += threeHours),
    })),
  );
}

async function zipped(
  name: string,
  files: ReadonlyArray<{ name: string; text: string }>,
  password?: string,
): Promise<ExportFile> {
  const entries = Object.fromEntries(files.map((file) => [file.name, file.text]));
  const bytes = await zipOf(entries, password === undefined ? {} : { password });
  return { name, mimeType: 'application/zip', buffer: Buffer.from(bytes) };
}

/** Trakt's "Export your data" zip: 19,000 episode plays of 500 shows, 1,000 film plays, pages of 250. */
export async function writeTraktExport(
  shows: readonly TrackerShow[],
  movies: readonly NamedMovie[],
): Promise<ExportFile> {
  const episodes: TraktTestPlay[] = playsOf(
    shows.slice(0, TRACKER_SHOWS),
    TRACKER_PLAYS - TRAKT_MOVIE_PLAYS,
  ).map((play) => ({
    watchedAt: new Date(play.at).toISOString(),
    show: {
      title: play.show.name,
      year: play.show.year,
      tmdb: play.show.id,
      tvdb: play.show.tvdbId,
    },
    season: play.season,
    episode: play.episode,
  }));
  const films: TraktTestPlay[] = Array.from({ length: TRAKT_MOVIE_PLAYS }, (_, index) => {
    const movie = movies[index % movies.length]!;
    return {
      watchedAt: new Date(start + index * 7 * threeHours + 60_000).toISOString(),
      movie: { title: movie.title, year: movie.year ?? 2000, tmdb: movie.id },
    };
  });
  const files = traktTestExport({ plays: [...episodes, ...films], pageSize: 250 });
  return zipped(
    'trakt-export-bench.zip',
    files.map((file) => ({ name: file.name, text: file.content })),
  );
}

/** "2019-01-01 23:00:00": TV Time's wall clock, here in UTC. */
function wallClock(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** TV Time's GDPR zip with its password: 20,000 episode rows, shows by TheTVDB id alone. */
export async function writeTvTimeExport(shows: readonly TrackerShow[]): Promise<ExportFile> {
  const written: TvTimeTestShow[] = [];
  let rows = 0;
  let at = start;
  for (const show of shows) {
    if (rows >= TRACKER_PLAYS) break;
    const aired = show.seasons.reduce((sum, season) => sum + season.episodes, 0);
    const count = Math.min(aired, TRACKER_PLAYS - rows);
    rows += count;
    written.push({
      tvdbId: show.tvdbId,
      name: show.name,
      episodes: episodesWatched(show, count).map(({ season, episode }) => ({
        season,
        episode,
        watchedAt: wallClock((at += threeHours)),
      })),
    });
  }
  const files = tvTimeTestExport({ shows: written });
  return zipped('tvtime-gdpr-bench.zip', files, TV_TIME_PASSWORD);
}
