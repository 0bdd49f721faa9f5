/*
 * Simkl files written for tests from the titles a test gives: the all-items JSON as Simkl's API
 * answers it with extended=full and episode_watched_at=yes (ids as strings, compact, times in
 * UTC without milliseconds), and the backup CSV.
 */

export interface SimklTestIds {
  simkl: number;
  tmdb?: number;
  imdb?: string;
  tvdb?: number;
  mal?: number;
}

export interface SimklTestEpisode {
  season: number;
  episode: number;
  /** Omitted: as when episode_watched_at was not asked. */
  watched_at?: string;
  /** TheTVDB's numbers, as extended=full_anime_seasons gives them for anime. */
  tvdb?: { season: number; episode: number };
}

export interface SimklTestTitle {
  title: string;
  year?: number;
  ids: SimklTestIds;
  /** plantowatch, watching, completed, hold or dropped. */
  status: string;
  added_at?: string;
  /** Defaults to the latest episode's time. */
  last_watched_at?: string;
  rating?: number;
  rated_at?: string;
  memo?: string;
  /** A row of a rewatch (allow_rewatch=yes). */
  rewatch_id?: number;
}

export interface SimklTestShow extends SimklTestTitle {
  episodes?: SimklTestEpisode[];
  /** Anime only: tv, movie, ova… */
  anime_type?: string;
}

export interface SimklTestLibrary {
  shows?: SimklTestShow[];
  anime?: SimklTestShow[];
  movies?: SimklTestTitle[];
}

/** Simkl writes "2014-08-09T07:25:55Z". */
function simklTime(value: string | undefined): string | null {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function simklIds(ids: SimklTestIds) {
  return {
    simkl: ids.simkl,
    slug: `title-${ids.simkl}`,
    ...(ids.imdb === undefined ? {} : { imdb: ids.imdb }),
    ...(ids.tmdb === undefined ? {} : { tmdb: String(ids.tmdb) }),
    ...(ids.tvdb === undefined ? {} : { tvdb: String(ids.tvdb) }),
    ...(ids.mal === undefined ? {} : { mal: String(ids.mal) }),
  };
}

function entryFields(title: SimklTestTitle, lastWatchedAt: string | undefined) {
  return {
    added_to_watchlist_at: simklTime(title.added_at),
    last_watched_at: simklTime(lastWatchedAt),
    user_rated_at: simklTime(title.rated_at),
    user_rating: title.rating ?? null,
    status: title.status,
    memo: title.memo === undefined ? {} : { text: title.memo, is_private: true },
    ...(title.rewatch_id === undefined
      ? {}
      : { is_rewatch: true, rewatch_id: title.rewatch_id, rewatch_status: title.status }),
  };
}

function named(title: SimklTestTitle) {
  return { title: title.title, year: title.year ?? null, ids: simklIds(title.ids) };
}

const episodeCode = (episode: SimklTestEpisode) =>
  `S${String(episode.season).padStart(2, '0')}E${String(episode.episode).padStart(2, '0')}`;

function showEntry(show: SimklTestShow) {
  const episodes = show.episodes ?? [];
  const seasons = new Map<number, SimklTestEpisode[]>();
  for (const episode of episodes) {
    const season = seasons.get(episode.season) ?? [];
    season.push(episode);
    seasons.set(episode.season, season);
  }
  const times = episodes.flatMap((episode) => (episode.watched_at ? [episode.watched_at] : []));
  const latest = times.reduce<string | undefined>(
    (max, time) => (max === undefined || Date.parse(time) > Date.parse(max) ? time : max),
    undefined,
  );
  const last = episodes.at(-1);
  return {
    ...entryFields(show, show.last_watched_at ?? latest),
    last_watched: last ? episodeCode(last) : null,
    next_to_watch: null,
    watched_episodes_count: episodes.length,
    total_episodes_count: episodes.length,
    not_aired_episodes_count: 0,
    ...(show.anime_type === undefined ? {} : { anime_type: show.anime_type }),
    show: named(show),
    seasons: [...seasons].map(([number, list]) => ({
      number,
      episodes: list.map((episode) => ({
        number: episode.episode,
        ...(episode.watched_at === undefined ? {} : { watched_at: simklTime(episode.watched_at) }),
        ...(episode.tvdb === undefined ? {} : { tvdb: episode.tvdb }),
      })),
    })),
  };
}

function movieEntry(movie: SimklTestTitle) {
  return { ...entryFields(movie, movie.last_watched_at), movie: named(movie) };
}

/** GET /sync/all-items/?extended=full&episode_watched_at=yes&memos=yes; `null` when empty. */
export function simklAllItemsJson({
  shows = [],
  anime = [],
  movies = [],
}: SimklTestLibrary): string {
  const body = {
    ...(shows.length === 0 ? {} : { shows: shows.map(showEntry) }),
    ...(anime.length === 0 ? {} : { anime: anime.map(showEntry) }),
    ...(movies.length === 0 ? {} : { movies: movies.map(movieEntry) }),
  };
  return JSON.stringify(Object.keys(body).length === 0 ? null : body);
}

/** A row of the backup CSV, by its column names; a column not given is empty. */
/**
 * The backup CSV's header as Simkl writes it (FORMATS.md 3.2), written out here rather than taken
 * from the reader, so a reader that misnamed a column would fail its tests.
 */
const simklCsvColumns = [
  'SIMKL_ID',
  'Title',
  'Type',
  'Year',
  'Watchlist',
  'LastEpWatched',
  'WatchedDate',
  'Rating',
  'Memo',
  'TVDB',
  'TMDB',
  'IMDB',
] as const;

export type SimklTestCsvRow = Partial<Record<(typeof simklCsvColumns)[number], string | number>>;

function csvCell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The backup CSV, its columns in Simkl's order unless the test gives others (in any order and
 * case: each names the value of the column of that name).
 */
export function simklBackupCsv(
  rows: readonly SimklTestCsvRow[],
  { columns = simklCsvColumns }: { columns?: readonly string[] } = {},
): string {
  const names = columns.map((column) =>
    simklCsvColumns.find((name) => name.toLowerCase() === column.trim().toLowerCase()),
  );
  const lines = [columns.join(',')];
  for (const row of rows)
    lines.push(names.map((name) => csvCell(name === undefined ? undefined : row[name])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
