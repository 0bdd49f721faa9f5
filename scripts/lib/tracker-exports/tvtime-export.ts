/*
 * TV Time GDPR exports written for tests and the bench, in the shapes of FORMATS.md section 2:
 * tracking-prod-records-v2.csv with the real export's columns in their real order (trakt-web's
 * anonymised fixture), tracking-prod-records.csv with v1's, followed_tv_show.csv with its own.
 * Plain text, no zip: the caller zips or wraps them as it needs.
 */

export interface TvTimeTestEpisode {
  season: number;
  episode: number;
  /** TheTVDB's id of the episode (ep_id). */
  tvdbId?: number;
  /** Wall-clock time with no zone, "2021-09-20 09:24:07", as TV Time writes it. */
  watchedAt: string;
  /** Times watched again: the row's rewatch_count, the latest at `rewatchedAt` (updated_at). */
  rewatchCount?: number;
  rewatchedAt?: string;
  /** The person's vote on it, in stars (TV Time's five), cast at `watchedAt`. */
  stars?: 1 | 2 | 3 | 4 | 5;
}

export interface TvTimeTestShow {
  /** TheTVDB's id of the show (s_id). */
  tvdbId: number;
  name: string;
  /** A user-series row's flags; followed when not said. */
  followed?: boolean;
  archived?: boolean;
  forLater?: boolean;
  /** When it was followed (wall clock); its first watch, else 2020-01-01 00:00:00, when absent. */
  followedAt?: string;
  episodes: readonly TvTimeTestEpisode[];
}

export interface TvTimeTestMovie {
  /** movie_name: as the person's language names it. */
  name: string;
  /** The English slug of alpha_range_key ("space-sweepers"); none when absent. */
  slug?: string;
  /** release_date, "2021-02-05". */
  releaseDate?: string;
  /** An instant (…Z): written as watch_date_range_key's unix seconds. A film to watch without. */
  watchedAt?: string;
}

export interface TvTimeTestExportFile {
  name: string;
  text: string;
}

// Columns as TV Time's export orders them (FORMATS.md 2.3 and 2.4).
const v2Columns = [
  'created_at',
  'user_id',
  'key',
  'total_series_runtime',
  'updated_at',
  'total_movies_runtime',
  'movie_watch_count',
  'ep_watch_count',
  'series_follow_count',
  'uuid',
  'is_archived',
  'is_followed',
  's_id',
  'is_for_later',
  'most_recent_ep_watched',
  'followed_at',
  'runtime',
  'bulk_type',
  's_no',
  'ep_no',
  'is_unitary',
  'ep_id',
  'rewatch_count',
  'gsi',
  'is_special',
  'movie_name',
  'series_name',
  'season_number',
  'episode_number',
] as const;

const v1Columns = [
  'user_id',
  'created_at',
  'type',
  'series_id',
  'updated_at',
  'uuid',
  'type-uuid-n',
  'watch_count',
  'watches',
  'release_date_range_key',
  'follow_date_range_key',
  'runtime',
  'entity_type',
  'alpha_range_key',
  'release_date',
  'rewatch_count',
  'watch_date',
  'episode_id',
  'episode_number',
  'season_number',
  'series_uuid',
  'total_movies_runtime',
  'total_series_runtime',
  'unitarian',
  'watch_date_range_key',
  'country',
  'watched_episode_range_key',
  'bulk_type',
  'movie_name',
  'series_name',
] as const;

const followedColumns = [
  'diffusion',
  'notification_type',
  'created_at',
  'updated_at',
  'active',
  'folder_id',
  'archived',
  'notification_offset',
  'tv_show_name',
  'user_id',
  'tv_show_id',
] as const;

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csv<Column extends string>(
  columns: readonly Column[],
  rows: ReadonlyArray<Partial<Record<Column, string>>>,
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column] ?? '')).join(','));
  return `${lines.join('\n')}\n`;
}

/** A uuid that says what it stands for: a kind digit and a running number. */
function uuid(kind: number, index: number): string {
  return `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

/** "2024-11-02T11:53:58Z" → "2024-11-02 11:53:58" (UTC's wall clock). */
function wallClock(instant: string): string {
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}

const firstWatch = (show: TvTimeTestShow) =>
  show.followedAt ?? show.episodes[0]?.watchedAt ?? '2020-01-01 00:00:00';

/** One watch-episode row a show's episode and a user-series row a show, after the stats row. */
export function tvTimeTrackingV2(shows: readonly TvTimeTestShow[]): string {
  type Row = Partial<Record<(typeof v2Columns)[number], string>>;
  const episodes = shows.reduce((sum, show) => sum + show.episodes.length, 0);
  const rows: Row[] = [
    {
      created_at: '2015-01-01 00:00:00',
      user_id: '0',
      key: 'tracking-stats',
      updated_at: '2026-06-04 14:04:56',
      total_movies_runtime: '0',
      movie_watch_count: '0',
      ep_watch_count: String(episodes),
      series_follow_count: String(shows.length),
    },
  ];
  let episodeIndex = 0;
  shows.forEach((show, showIndex) => {
    const showUuid = uuid(1, showIndex);
    for (const episode of show.episodes) {
      rows.push({
        created_at: episode.watchedAt,
        user_id: '0',
        key: `watch-episode-${showUuid}-${uuid(2, episodeIndex)}`,
        updated_at: episode.rewatchedAt ?? episode.watchedAt,
        s_id: String(show.tvdbId),
        runtime: '2700',
        bulk_type: 'season',
        s_no: String(episode.season),
        ep_no: String(episode.episode),
        is_unitary: 'false',
        ep_id: episode.tvdbId === undefined ? '' : String(episode.tvdbId),
        rewatch_count: String(episode.rewatchCount ?? 0),
        series_name: show.name,
        season_number: String(episode.season),
        episode_number: String(episode.episode),
      });
      episodeIndex += 1;
    }
    rows.push({
      created_at: firstWatch(show),
      user_id: '0',
      key: `user-series-${showUuid}`,
      updated_at: show.episodes.at(-1)?.watchedAt ?? firstWatch(show),
      uuid: uuid(3, showIndex),
      is_archived: String(show.archived ?? false),
      is_followed: String(show.followed ?? true),
      s_id: String(show.tvdbId),
      is_for_later: String(show.forLater ?? false),
      series_name: show.name,
    });
  });
  return csv(v2Columns, rows);
}

/** v1's films: a watch row each film watched, a towatch row each film to watch. */
export function tvTimeTrackingV1(movies: readonly TvTimeTestMovie[]): string {
  const rows = movies.map((movie, index) => {
    const movieUuid = uuid(4, index);
    const type = movie.watchedAt === undefined ? 'towatch' : 'watch';
    const seconds =
      movie.watchedAt === undefined ? '' : String(Math.floor(Date.parse(movie.watchedAt) / 1000));
    const created =
      movie.watchedAt === undefined ? '2023-06-21 08:53:02' : wallClock(movie.watchedAt);
    return {
      user_id: '0',
      created_at: created,
      type,
      updated_at: created,
      uuid: movieUuid,
      'type-uuid-n': `${type}-${movieUuid}-0`,
      runtime: '7200',
      entity_type: 'movie',
      alpha_range_key: movie.slug === undefined ? '' : `${type}-alpha-${movie.slug}`,
      release_date: movie.releaseDate ?? '0001-01-01 00:00:00',
      watch_date_range_key: seconds === '' ? '' : `watch-date-${seconds}`,
      movie_name: movie.name,
    };
  });
  return csv(v1Columns, rows);
}

/** followed_tv_show.csv: a row each show followed, archived ones with archived=1. */
export function tvTimeFollowedShows(shows: readonly TvTimeTestShow[]): string {
  const rows = shows
    .filter((show) => show.followed !== false || show.archived === true)
    .map((show) => ({
      diffusion: '0',
      notification_type: '2',
      created_at: firstWatch(show),
      updated_at: firstWatch(show),
      active: '1',
      folder_id: '0',
      archived: show.archived === true ? '1' : '0',
      notification_offset: '1440',
      tv_show_name: show.name,
      user_id: '0',
      tv_show_id: String(show.tvdbId),
    }));
  return csv(followedColumns, rows);
}

// TV Time's stars_wording_scalev2 set: the id of each star's rating (FORMATS.md 2.5).
const voteIdOfStars = { 1: 1, 2: 27, 3: 28, 4: 29, 5: 3 } as const;

const votesColumns = ['uuid', 'episode_id', 'movie_name', 'vote_key', 'user_id', 'created_at'];

/**
 * ratings-live-votes.csv as trakt-web reads it: a vote on an episode names only the episode's
 * TheTVDB id, its vote_key ending in the rating's id.
 */
export function tvTimeVotes(shows: readonly TvTimeTestShow[]): string {
  const rows = shows.flatMap((show, showIndex) =>
    show.episodes
      .filter((episode) => episode.stars !== undefined)
      .map((episode, index) => {
        const voteUuid = uuid(5, showIndex * 10_000 + index);
        return {
          uuid: voteUuid,
          episode_id: String(episode.tvdbId ?? ''),
          vote_key: `${voteUuid}-0-${voteIdOfStars[episode.stars ?? 1]}`,
          user_id: '0',
          created_at: episode.watchedAt,
        };
      }),
  );
  return csv(votesColumns, rows);
}

/** The CSV files of a GDPR export holding these shows and films. */
export function tvTimeTestExport({
  shows = [],
  movies = [],
}: {
  shows?: readonly TvTimeTestShow[];
  movies?: readonly TvTimeTestMovie[];
}): TvTimeTestExportFile[] {
  return [
    { name: 'tracking-prod-records-v2.csv', text: tvTimeTrackingV2(shows) },
    { name: 'tracking-prod-records.csv', text: tvTimeTrackingV1(movies) },
    { name: 'followed_tv_show.csv', text: tvTimeFollowedShows(shows) },
    ...(shows.some((show) => show.episodes.some((episode) => episode.stars !== undefined))
      ? [{ name: 'ratings-live-votes.csv', text: tvTimeVotes(shows) }]
      : []),
  ];
}
