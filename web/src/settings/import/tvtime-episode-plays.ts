import type { Message } from '../../i18n/message';
import { numericIdOf } from './import-ids';
import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import type { EpisodePlay, RowLabel, RowSource } from './import-records';
import {
  eachFileRow,
  eachRow,
  firstText,
  flagOf,
  skip,
  skipUntimed,
  type TvTimeReading,
  wallClockInstant,
  wholeNumberOf,
} from './tvtime-reading';
import type { TvTimeShow } from './tvtime-shows';

/*
 * Episode plays from TV Time's files, numbered as TV Time numbers them (TheTVDB's seasons, 1386
 * included: matching them to the catalogue's is the server's work).
 *
 * tracking-prod-records-v2.csv holds one `watch-episode-<show uuid>-<episode uuid>` row per
 * episode watched, so a row's key names an episode, not a watch: watching it again raises the
 * row's rewatch_count and, as far as the rows show, moves its updated_at; created_at stays the
 * first watch. trakt-web imports each row once and drops the count; Yamtrack keeps the earliest
 * watch; opentv-time reads `rewatch-episode-*` rows (its synthetic fixture's) as rewatches.
 * Marquee keeps what the file can date: the first watch at created_at, each `rewatch-episode-*`
 * row at its own time, and, when rewatch_count says more rewatches than those rows, one at
 * updated_at (the latest, if it is over a minute after the first); rewatches left with no time
 * are listed as skipped rather than dated at random.
 */

/** The episodes a file has plays of, to leave out the same plays in an older file. */
export class PlayedEpisodes {
  private readonly keys = new Set<string>();

  private static keysOf(show: TvTimeShow, season: number, episode: number, tvdbId?: number) {
    const showKey = show.match.tvdb_id ?? `name:${show.match.title ?? ''}`;
    const numbers = `${showKey}:${season}:${episode}`;
    return tvdbId === undefined ? [numbers] : [numbers, `episode:${tvdbId}`];
  }

  add(show: TvTimeShow, season: number, episode: number, tvdbId?: number): void {
    for (const key of PlayedEpisodes.keysOf(show, season, episode, tvdbId)) this.keys.add(key);
  }

  /**
   * By TheTVDB's episode id, as opentv-time compares v1 with v2, or by the show's numbers (both
   * files number as TheTVDB does), as a row may lack the id.
   */
  has(show: TvTimeShow, season: number, episode: number, tvdbId?: number): boolean {
    return PlayedEpisodes.keysOf(show, season, episode, tvdbId).some((key) => this.keys.has(key));
  }

  addAll(other: PlayedEpisodes): void {
    for (const key of other.keys) this.keys.add(key);
  }
}

/** Shared by every TV Time file that names shows by TheTVDB's id. */
export const noShow: Message = { id: 'import.tvtime.noShow' };

/** What a row says of its episode before it is a play. */
export interface EpisodeCells {
  show: TvTimeShow;
  season: number;
  episode: number;
  tvdbId?: number;
  label: RowLabel;
}

/** "Treason S1E5"; the show's id or the row's key (or "an episode") when the row names no show. */
function episodeLabel(name: RowLabel, season?: number, episode?: number): RowLabel {
  if (season === undefined || episode === undefined) return name;
  const code = `S${season}E${episode}`;
  return typeof name === 'string'
    ? `${name} ${code}`
    : { id: 'import.label.episodeCode', values: { code } };
}

/** The label of a row that names no show and has no key to name it by. */
export const anEpisode: RowLabel = { id: 'import.label.episode' };

/**
 * The show and numbers a row names, or undefined with the row skipped: a row without a show id
 * (or, in the oldest files, a show name) or without its numbers cannot be placed.
 */
export function episodeCells(
  reading: TvTimeReading,
  source: RowSource,
  cells: { showId: string; showName: string; season: string; episode: string; episodeId: string },
  fallbackLabel: RowLabel,
  { byName = false } = {},
): EpisodeCells | undefined {
  const showId = numericIdOf(cells.showId);
  const season = wholeNumberOf(cells.season);
  const episode = wholeNumberOf(cells.episode);
  const tvdbId = numericIdOf(cells.episodeId);
  const name = cells.showName || (showId === undefined ? fallbackLabel : `TheTVDB ${showId}`);
  const label = episodeLabel(name, season, episode);
  if (showId === undefined && !(byName && cells.showName !== '')) {
    skip(reading, source, label, noShow);
    return undefined;
  }
  if (season === undefined || episode === undefined) {
    skip(reading, source, label, { id: 'import.tvtime.noNumbers' });
    return undefined;
  }
  const show =
    showId === undefined
      ? reading.shows.byName(cells.showName, source)
      : reading.shows.byTvdbId(showId, cells.showName, source);
  return { show, season, episode, label, ...(tvdbId === undefined ? {} : { tvdbId }) };
}

/** Adds the play of an episode at an instant. */
export function addPlay(
  reading: TvTimeReading,
  cells: EpisodeCells,
  watchedAt: string,
  source: RowSource,
  playId: string,
): void {
  const play: EpisodePlay = {
    show: cells.show.match,
    season_number: cells.season,
    episode_number: cells.episode,
    watched_at: watchedAt,
    source,
  };
  if (cells.tvdbId !== undefined) play.tvdb_id = cells.tvdbId;
  if (playId !== '') play.play_id = playId;
  reading.shows.played(cells.show, watchedAt);
  reading.parsed.episodePlays.push(play);
}

/** The time a row was watched, or undefined with the row skipped. */
export function watchTime(
  reading: TvTimeReading,
  source: RowSource,
  label: RowLabel,
  text: string,
): string | undefined {
  const at = wallClockInstant(text, reading.clock);
  if (at === undefined) skipUntimed(reading, source, label, text);
  return at;
}

const minute = 60_000;

interface CountedRewatches {
  cells: EpisodeCells;
  first: string;
  rewatches: number;
  updatedAt: string;
  source: RowSource;
  key: string;
}

function episodeKey(cells: EpisodeCells): string {
  return `${cells.show.match.tvdb_id ?? ''}:${cells.season}:${cells.episode}`;
}

/** Rewatches that rewatch_count tells of beyond the file's `rewatch-episode-*` rows. */
function addCountedRewatches(
  reading: TvTimeReading,
  counted: readonly CountedRewatches[],
  rewatchRows: ReadonlyMap<string, number>,
): void {
  for (const { cells, first, rewatches, updatedAt, source, key } of counted) {
    let missing = rewatches - (rewatchRows.get(episodeKey(cells)) ?? 0);
    if (missing <= 0) continue;
    const last = wallClockInstant(updatedAt, reading.clock);
    const placed = last !== undefined && Date.parse(last) - Date.parse(first) > minute;
    if (placed) {
      addPlay(reading, cells, last, source, `${key}:rewatch`);
      missing -= 1;
    }
    if (missing > 0) {
      skip(reading, source, cells.label, {
        id: placed ? 'import.tvtime.rewatchesLastOnly' : 'import.tvtime.rewatchesUntimed',
        values: { rewatches, missing },
      });
    }
  }
}

const stats = /^tracking-stats/;

/** TV Time's kind of row: "watch-episode", "user-series" — its key without the uuids after. */
function keyKind(key: string): string {
  return key.replace(/-[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}.*$/i, '').replace(/-\d+$/, '');
}

/**
 * tracking-prod-records-v2.csv: episode plays, and each show's follow, archive and "for later"
 * flags (user-series rows). The stats row is bookkeeping; rows of other kinds are skipped.
 */
export async function readTrackingV2(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
): Promise<PlayedEpisodes> {
  const played = new PlayedEpisodes();
  const [header, ...rows] = records;
  if (!header) return played;
  const columns = new CsvColumns(file, header);
  const counted: CountedRewatches[] = [];
  const rewatchRows = new Map<string, number>();
  await eachRow(rows, reading.rowsPerSlice, (row) => {
    const source = { file, line: row.line };
    const key = columns.text(row, 'key');
    const isWatch = key.startsWith('watch-episode-');
    const isRewatch = key.startsWith('rewatch-episode-');
    if (isWatch || isRewatch) {
      const cells = episodeCells(
        reading,
        source,
        {
          showId: columns.text(row, 's_id'),
          showName: columns.text(row, 'series_name'),
          season: firstText(columns, row, ['s_no', 'season_number']),
          episode: firstText(columns, row, ['ep_no', 'episode_number']),
          episodeId: firstText(columns, row, ['ep_id', 'episode_id']),
        },
        key,
      );
      if (!cells) return;
      const at = watchTime(reading, source, cells.label, columns.text(row, 'created_at'));
      if (at === undefined) return;
      addPlay(reading, cells, at, source, key);
      played.add(cells.show, cells.season, cells.episode, cells.tvdbId);
      if (isRewatch) {
        rewatchRows.set(episodeKey(cells), (rewatchRows.get(episodeKey(cells)) ?? 0) + 1);
        return;
      }
      const rewatches = wholeNumberOf(columns.text(row, 'rewatch_count')) ?? 0;
      if (rewatches > 0)
        counted.push({
          cells,
          first: at,
          rewatches,
          updatedAt: columns.text(row, 'updated_at'),
          source,
          key,
        });
      return;
    }
    if (key.startsWith('user-series-')) {
      readUserSeries(reading, columns, row, source);
      return;
    }
    if (stats.test(key)) return;
    skip(
      reading,
      source,
      key === '' ? { id: 'import.label.rowWithoutKey' } : keyKind(key),
      key === ''
        ? { id: 'import.tvtime.noKey' }
        : { id: 'import.tvtime.unknownKey', values: { kind: keyKind(key) } },
    );
  });
  addCountedRewatches(reading, counted, rewatchRows);
  return played;
}

/** A user-series row: whether the show is followed, archived, or kept "for later". */
function readUserSeries(
  reading: TvTimeReading,
  columns: CsvColumns,
  row: CsvRecord,
  source: RowSource,
): void {
  const name = columns.text(row, 'series_name');
  const showId = numericIdOf(columns.text(row, 's_id'));
  if (showId === undefined) {
    skip(reading, source, name || { id: 'import.label.followedShow' }, noShow);
    return;
  }
  const show = reading.shows.byTvdbId(showId, name, source);
  const at = wallClockInstant(columns.text(row, 'created_at'), reading.clock);
  const updatedAt = wallClockInstant(columns.text(row, 'updated_at'), reading.clock);
  const archived = flagOf(columns.text(row, 'is_archived')) === true;
  if (archived || flagOf(columns.text(row, 'is_followed')) === true)
    reading.shows.followed(show, {
      file: 'tracking-v2',
      archived,
      source,
      ...(at === undefined ? {} : { at }),
      ...(updatedAt === undefined ? {} : { updatedAt }),
    });
  if (flagOf(columns.text(row, 'is_for_later')) === true && !show.forLater)
    show.forLater = { source, ...(at === undefined ? {} : { at }) };
}

/**
 * seen_episode.csv and watched_on_episode.csv, before 2024: plays named by the show's name (its
 * TheTVDB id when another file pairs the two), read only when there is no v2 file, and only for
 * episodes tracking-prod-records.csv has no play of.
 */
export async function readSeenEpisodes(
  file: string,
  records: readonly CsvRecord[],
  reading: TvTimeReading,
  playedBefore: PlayedEpisodes,
): Promise<void> {
  await eachFileRow(file, records, reading, (row, columns, source) => {
    const cells = episodeCells(
      reading,
      source,
      {
        showId: firstText(columns, row, ['tv_show_id', 'series_id', 's_id']),
        showName: columns.text(row, 'tv_show_name'),
        season: firstText(columns, row, ['episode_season_number', 'season_number']),
        episode: columns.text(row, 'episode_number'),
        episodeId: columns.text(row, 'episode_id'),
      },
      anEpisode,
      { byName: true },
    );
    if (!cells || playedBefore.has(cells.show, cells.season, cells.episode, cells.tvdbId)) return;
    const at = watchTime(
      reading,
      source,
      cells.label,
      firstText(columns, row, ['created_at', 'updated_at']),
    );
    if (at !== undefined) addPlay(reading, cells, at, source, '');
  });
}
