import type { ImportEpisodeResult, ImportEpisodeRow } from '@marquee/tmdb-types/library-transfer';
import type { FileEpisode } from './import-records';

/*
 * The catalogue's numbers of the episodes a file's plays and ratings name. A file may number episodes as
 * TheTVDB does (TV Time); the server keeps numbers the catalogue lists and finds the others by
 * the episode's TheTVDB id (POST …/import/episodes). Each different episode is asked once.
 */

/** The server answers at most this many episodes a request. */
export const episodeBatchSize = 500;

/** The catalogue's numbers for an episode as a file names it; null when it has no such episode. */
export type EpisodeNumbers = ReadonlyMap<
  string,
  { season_number: number; episode_number: number } | null
>;

export function episodeRowKey(row: ImportEpisodeRow): string {
  return `${row.show_id}:${row.season_number}:${row.episode_number}:${row.tvdb_id ?? ''}`;
}

/** A file's episode whose show is matched or picked, with the show's catalogue id. */
export interface ShowEpisode<Episode extends FileEpisode> {
  episode: Episode;
  showId: number;
}

/** The same with the catalogue's numbers for the episode. */
export interface NumberedEpisode<Episode extends FileEpisode> extends ShowEpisode<Episode> {
  season_number: number;
  episode_number: number;
}

/** The episode as a row to ask about, once its show's catalogue id is known. */
export function episodeRowOf(episode: FileEpisode, showId: number): ImportEpisodeRow {
  const row: ImportEpisodeRow = {
    show_id: showId,
    season_number: episode.season_number,
    episode_number: episode.episode_number,
  };
  if (episode.tvdb_id !== undefined) row.tvdb_id = episode.tvdb_id;
  return row;
}

export type AskEpisodes = (
  rows: readonly ImportEpisodeRow[],
  signal: AbortSignal | undefined,
) => Promise<{ results: ImportEpisodeResult[] }>;

/**
 * Asks about every episode `rows` names that `known` has no answer for, a batch at a time, and
 * gives every answer, old and new.
 */
export async function numberEpisodes(
  rows: readonly ImportEpisodeRow[],
  known: EpisodeNumbers,
  ask: AskEpisodes,
  {
    signal,
    onProgress,
  }: { signal?: AbortSignal; onProgress?(done: number, total: number): void } = {},
): Promise<EpisodeNumbers> {
  const numbers = new Map(known);
  const asked = new Map<string, ImportEpisodeRow>();
  for (const row of rows) {
    const key = episodeRowKey(row);
    if (!numbers.has(key)) asked.set(key, row);
  }
  const keys = [...asked.keys()];
  const pending = [...asked.values()];
  onProgress?.(0, pending.length);
  for (let start = 0; start < pending.length; start += episodeBatchSize) {
    signal?.throwIfAborted();
    const batch = pending.slice(start, start + episodeBatchSize);
    const { results } = await ask(batch, signal);
    if (results.length !== batch.length)
      throw new Error(
        `The server numbered ${results.length} of ${batch.length} episodes; try the preview again.`,
      );
    results.forEach((result, index) => {
      numbers.set(
        keys[start + index] as string,
        result.status === 'matched'
          ? { season_number: result.season_number, episode_number: result.episode_number }
          : null,
      );
    });
    onProgress?.(start + batch.length, pending.length);
  }
  return numbers;
}

/**
 * Episodes whose show is known, with the catalogue's numbers; those the catalogue does not list;
 * and the rows not asked about yet (of shows picked since the preview).
 */
export function numberedEpisodes<Episode extends FileEpisode>(
  episodes: ReadonlyArray<ShowEpisode<Episode>>,
  numbers: EpisodeNumbers,
): { numbered: Array<NumberedEpisode<Episode>>; missing: Episode[]; unasked: ImportEpisodeRow[] } {
  const result = {
    numbered: [] as Array<NumberedEpisode<Episode>>,
    missing: [] as Episode[],
    unasked: [] as ImportEpisodeRow[],
  };
  for (const { episode, showId } of episodes) {
    const row = episodeRowOf(episode, showId);
    const number = numbers.get(episodeRowKey(row));
    if (number === undefined) result.unasked.push(row);
    else if (number === null) result.missing.push(episode);
    else result.numbered.push({ episode, showId, ...number });
  }
  return result;
}
