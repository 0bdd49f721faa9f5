import type { TvDetails } from '@marquee/tmdb-types/details';
import type { MovieListItem, TvListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
// Other trackers' files as their exporters write them, shared with the import's unit tests:
// the shapes of ../shared/imports/FORMATS.md, filled here with the catalogue's titles.
import { simklAllItemsJson } from '../../scripts/lib/tracker-exports/simkl-export.js';
import { traktTestExport } from '../../scripts/lib/tracker-exports/trakt-export.js';
import { tvTimeTestExport } from '../../scripts/lib/tracker-exports/tvtime-export.js';
import { zipOf } from '../../scripts/lib/tracker-exports/zip-of.js';
import { getJson } from './catalogue.js';
import type { ImportFile } from './transfer-files.js';

/** A show that has ended, its first season aired whole, with TheTVDB's ids of its episodes. */
export interface EndedShow {
  id: number;
  name: string;
  year: number;
  tvdbId: number;
  /** TheTVDB's ids of season 1's first four episodes. */
  episodeTvdbIds: [number, number, number, number];
}

export interface TrackerTitles {
  shows: [EndedShow, EndedShow, EndedShow];
  movie: { id: number; title: string; year: number };
  watchlistMovie: { id: number; title: string; year: number };
}

async function endedShow(origin: string, item: TvListItem): Promise<EndedShow | undefined> {
  const show = (await getJson(`/3/tv/${item.id}`, origin)) as TvDetails;
  const first = show.seasons.find((season) => season.season_number === 1);
  if (show.status !== 'Ended' || !first || first.episode_count < 4) return undefined;
  const ids = (await getJson(`/3/tv/${item.id}/external_ids`, origin)) as { tvdb_id: number };
  const episodeTvdbIds = [];
  for (let episode = 1; episode <= 4; episode += 1) {
    const found = (await getJson(
      `/3/tv/${item.id}/season/1/episode/${episode}/external_ids`,
      origin,
    )) as { tvdb_id: number };
    episodeTvdbIds.push(found.tvdb_id);
  }
  return {
    id: show.id,
    name: show.name,
    year: Number(show.first_air_date.slice(0, 4)),
    tvdbId: ids.tvdb_id,
    episodeTvdbIds: episodeTvdbIds as EndedShow['episodeTvdbIds'],
  };
}

/** Three ended shows and two movies of the catalogue, read from its own /3 API. */
export async function pickTrackerTitles(origin: string): Promise<TrackerTitles> {
  const shows: EndedShow[] = [];
  for (let page = 1; shows.length < 3 && page <= 5; page += 1) {
    const list = (await getJson(`/3/tv/top_rated?page=${page}`, origin)) as Page<TvListItem>;
    for (const item of list.results) {
      const show = shows.length < 3 ? await endedShow(origin, item) : undefined;
      if (show) shows.push(show);
    }
  }
  const movies = (await getJson('/3/movie/top_rated', origin)) as Page<MovieListItem>;
  const [movie, watchlistMovie] = movies.results.map((item) => ({
    id: item.id,
    title: item.title,
    year: Number(item.release_date.slice(0, 4)),
  }));
  const [a, b, c] = shows;
  if (!a || !b || !c || !movie || !watchlistMovie)
    throw new Error('the catalogue has too few ended shows or movies for the tracker import');
  return { shows: [a, b, c], movie, watchlistMovie };
}

async function zipped(
  name: string,
  files: ReadonlyArray<{ name: string; text: string }>,
  password?: string,
): Promise<ImportFile> {
  const entries = Object.fromEntries(files.map((file) => [file.name, file.text]));
  const bytes = await zipOf(entries, password === undefined ? {} : { password });
  return { name, mimeType: 'application/zip', buffer: Buffer.from(bytes) };
}

/** A show nobody's catalogue has: its plays are reported, never imported. */
export const UNKNOWN_SHOW = 'Zzyzx Nowhere Show';

/**
 * Trakt's export of show A: S1E1, S1E2 (rated 7), S1E1 again (a rewatch), S1E3 logged twice
 * 30 s apart (one watch); a play of a show no catalogue has; a movie played, rated 8, and another
 * on the watchlist. S1E1's first play is late on 1 March in UTC: 2 March in Paris.
 */
export async function traktExportZip({
  shows: [a],
  movie,
  watchlistMovie,
}: TrackerTitles): Promise<ImportFile> {
  const show = { title: a.name, year: a.year, tmdb: a.id, tvdb: a.tvdbId };
  const files = traktTestExport({
    plays: [
      { watchedAt: '2025-03-01T23:30:00.000Z', show, season: 1, episode: 1 },
      { watchedAt: '2025-03-02T20:00:00.000Z', show, season: 1, episode: 2 },
      { watchedAt: '2025-03-05T20:00:00.000Z', show, season: 1, episode: 1 },
      { watchedAt: '2025-03-06T20:00:00.000Z', show, season: 1, episode: 3 },
      { watchedAt: '2025-03-06T20:00:30.000Z', show, season: 1, episode: 3 },
      {
        watchedAt: '2025-03-07T20:00:00.000Z',
        show: { title: UNKNOWN_SHOW, year: 2001, tmdb: null, imdb: null, tvdb: null },
        season: 1,
        episode: 1,
      },
      {
        watchedAt: '2025-03-03T21:00:00.000Z',
        movie: { title: movie.title, year: movie.year, tmdb: movie.id },
      },
    ],
    ratings: [
      {
        at: '2025-03-03T21:05:00.000Z',
        rating: 8,
        movie: { title: movie.title, year: movie.year, tmdb: movie.id },
      },
    ],
    episodeRatings: [{ at: '2025-03-02T21:00:00.000Z', rating: 7, show, season: 1, episode: 2 }],
    watchlist: [
      {
        at: '2025-03-04T10:00:00.000Z',
        movie: { title: watchlistMovie.title, year: watchlistMovie.year, tmdb: watchlistMovie.id },
      },
    ],
  });
  return zipped(
    'trakt-export-tester.zip',
    files.map((file) => ({ name: file.name, text: file.content })),
  );
}

export const TV_TIME_PASSWORD = 'tv-time-2026';

/**
 * TV Time's GDPR export of show B, followed: S1E1 (four stars: 8) and S1E2 as the catalogue
 * numbers them, and S1E3 as TheTVDB numbers it (season 2014, episode 3) with its TheTVDB id;
 * wall-clock times of 21:00 on 1 to 3 April 2025. Beside them, a file of tokens the import must
 * never open.
 */
function tvTimeFiles({ shows: [, b] }: TrackerTitles) {
  const [first, second, third] = b.episodeTvdbIds;
  const files = tvTimeTestExport({
    shows: [
      {
        tvdbId: b.tvdbId,
        name: b.name,
        followedAt: '2025-03-31 12:00:00',
        episodes: [
          { season: 1, episode: 1, tvdbId: first, watchedAt: '2025-04-01 21:00:00', stars: 4 },
          { season: 1, episode: 2, tvdbId: second, watchedAt: '2025-04-02 21:00:00' },
          { season: 2014, episode: 3, tvdbId: third, watchedAt: '2025-04-03 21:00:00' },
        ],
      },
    ],
  });
  return files.filter((file) => file.name !== 'tracking-prod-records.csv');
}

export async function tvTimeExportZip(titles: TrackerTitles): Promise<ImportFile> {
  return zipped(
    'tvtime-gdpr-export.zip',
    [
      ...tvTimeFiles(titles),
      { name: 'auth-prod-login.csv', text: 'user_id,password_hash\n0,$2a$10$notarealhash\n' },
    ],
    TV_TIME_PASSWORD,
  );
}

/** The same export's CSV files, as a person who unzipped it chooses them. */
export function tvTimeLooseFiles(titles: TrackerTitles): ImportFile[] {
  return tvTimeFiles(titles).map((file) => ({
    name: file.name,
    mimeType: 'text/csv',
    buffer: Buffer.from(file.text),
  }));
}

/** Simkl's all-items backup of show C, being watched: S1E1 and S1E2 with their times. */
export function simklBackup({ shows: [, , c] }: TrackerTitles): ImportFile {
  const text = simklAllItemsJson({
    shows: [
      {
        title: c.name,
        year: c.year,
        ids: { simkl: 900_001, tmdb: c.id, tvdb: c.tvdbId },
        status: 'watching',
        added_at: '2025-05-01T09:00:00Z',
        last_watched_at: '2025-05-03T21:00:00Z',
        episodes: [
          { season: 1, episode: 1, watched_at: '2025-05-02T21:00:00Z' },
          { season: 1, episode: 2, watched_at: '2025-05-03T21:00:00Z' },
        ],
      },
    ],
  });
  return { name: 'simkl-backup.json', mimeType: 'application/json', buffer: Buffer.from(text) };
}
