import type { ShowStatus } from '@marquee/tmdb-types/episode-progress';
import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import type { Message } from '../../i18n/message';
import { instantOf } from './import-times';
import { type ParsedImport, type RowSource, type SourceTitle, matchLabel } from './import-records';
import { isImdbId, numericIdOf } from './import-ids';

/*
 * What Simkl's JSON (all-items, and its backup) and its backup CSV say alike about a title: its
 * ids, the list it is on, its rating and memo, read the same way from both (FORMATS.md, 3).
 */

/** A TMDB or TheTVDB id: Simkl writes them as strings ("62417"); anything else is no id. */
export function simklNumericId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return numericIdOf(text.trim());
}

export function simklImdbId(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return isImdbId(text) ? text : undefined;
}

export interface SimklTitleIds {
  tmdb?: unknown;
  imdb?: unknown;
  tvdb?: unknown;
  title?: string | null | undefined;
  year?: number | null | undefined;
}

/** The row the server is asked to match: tmdb, then imdb, then TheTVDB (shows), then the title. */
export function simklMatchRow(mediaType: 'movie' | 'tv', ids: SimklTitleIds): ImportMatchRow {
  const match: ImportMatchRow = { media_type: mediaType };
  const tmdb = simklNumericId(ids.tmdb);
  if (tmdb !== undefined) match.tmdb_id = tmdb;
  const imdb = simklImdbId(ids.imdb);
  if (imdb !== undefined) match.imdb_id = imdb;
  const tvdb = mediaType === 'tv' ? simklNumericId(ids.tvdb) : undefined;
  if (tvdb !== undefined) match.tvdb_id = tvdb;
  const title = ids.title?.trim();
  if (title) match.title = title;
  if (typeof ids.year === 'number' && Number.isInteger(ids.year) && ids.year > 0)
    match.year = ids.year;
  return match;
}

/** Simkl knows much anime only by MyAnimeList's and AniDB's ids, which the catalogue lacks. */
export function hasCatalogueId(match: ImportMatchRow): boolean {
  return match.tmdb_id !== undefined || match.imdb_id !== undefined || match.tvdb_id !== undefined;
}

export const reasons = {
  animeWithoutId: { id: 'import.simkl.animeWithoutId' },
  noTitle: { id: 'import.simkl.noTitle' },
  memo: { id: 'import.simkl.memo' },
  filmState: (list: string) => ({ id: 'import.simkl.filmState', values: { list } }),
  unknownList: (status: string) => ({ id: 'import.simkl.unknownList', values: { status } }),
  rating: (rating: unknown) => ({ id: 'import.simkl.rating', values: { rating: String(rating) } }),
  /** The first row of the title: "shows[0]" in the JSON, its line in the CSV. */
  already: (first: string) => ({ id: 'import.simkl.already', values: { first } }),
  alreadyAtLine: (line: number) => ({
    id: 'import.simkl.alreadyAtLine',
    values: { line: String(line) },
  }),
} as const satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The list a title is on in Simkl. */
export type SimklList = 'plantowatch' | 'watching' | 'completed' | 'hold' | 'dropped';

const listNames: Record<string, SimklList> = {
  plantowatch: 'plantowatch',
  watching: 'watching',
  completed: 'completed',
  hold: 'hold',
  onhold: 'hold',
  dropped: 'dropped',
};

/**
 * The list from its name; none (the CSV leaves it empty) is completed. Spaces and case are let go
 * of ("Plan to watch"), as the CSV has been seen only second-hand.
 */
export function simklList(status: string | null | undefined): SimklList | undefined {
  const key = (status ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  return key === '' ? 'completed' : listNames[key];
}

/** A followed show's state: a show finished on Simkl is one being watched in Marquee. */
export function showStatusOf(list: Exclude<SimklList, 'plantowatch'>): ShowStatus {
  return list === 'hold' ? 'paused' : list === 'dropped' ? 'dropped' : 'watching';
}

/** Simkl rates 1 to 10 in whole steps. */
export function simklRating(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10
    ? value
    : undefined;
}

/** "Emerald City (2017) S01E03": a play's label in the preview. */
export function episodeLabel(match: ImportMatchRow, season: number, episode: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${matchLabel(match)} S${pad(season)}E${pad(episode)}`;
}

export function skip(parsed: ParsedImport, source: RowSource, label: string, reason: Message) {
  parsed.skipped.push({ source, label, reason });
}

/**
 * The rating of a title, or a skipped row when Simkl's is not one; no rating is nothing to say.
 */
export function addRating(
  parsed: ParsedImport,
  title: SourceTitle,
  rating: unknown,
  ratedAt: string | undefined,
): void {
  if (rating === null || rating === undefined || rating === '') return;
  const value = simklRating(rating);
  if (value === undefined) {
    skip(parsed, title.source, matchLabel(title.match), reasons.rating(rating));
    return;
  }
  parsed.records.push({
    kind: 'ratings',
    title,
    rating: value,
    ...(ratedAt === undefined ? {} : { rated_at: ratedAt }),
  });
}

/** An instant from Simkl, placeholders (1970-01-01T00:00:01Z) and nonsense read as none. */
export function simklInstant(value: string | null | undefined, now: number): string | undefined {
  return typeof value === 'string' ? instantOf(value, now) : undefined;
}
