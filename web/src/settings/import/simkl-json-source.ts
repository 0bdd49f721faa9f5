import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import type { Message } from '../../i18n/message';
import { z } from '../../lib/zod';
import { ImportFileError } from './import-file-error';
import {
  emptyImport,
  type EpisodePlay,
  matchLabel,
  type ParsedImport,
  type SourceTitle,
} from './import-records';
import { dayInZone } from './import-times';
import { parseJson, pathText } from './json-file';
import { nextTask } from './next-task';
import { matchKey } from './match-import';
import {
  addRating,
  episodeLabel,
  hasCatalogueId,
  reasons,
  showStatusOf,
  simklInstant,
  simklList,
  simklMatchRow,
  simklNumericId,
  skip,
} from './simkl-entry';

/*
 * Simkl's library as JSON: the answer of GET /sync/all-items (with extended=full and
 * episode_watched_at=yes it lists each episode watched and when; with allow_rewatch, a row more per
 * rewatch), which Simkl's VIP backup writes alike (FORMATS.md, 3.3). Each episode watched is a
 * play; which cycle and rewatch it is, is worked out later from all of a show's plays.
 */

const idValue = z.union([z.string(), z.number()]).nullish();
const moment = z.string().nullish();

const simklTitle = z.object({
  title: z.string().nullish(),
  year: z.number().nullish(),
  ids: z.object({ simkl: idValue, imdb: idValue, tmdb: idValue, tvdb: idValue }).nullish(),
});
type SimklTitle = z.infer<typeof simklTitle>;

const simklEpisode = z.object({
  number: z.number().int(),
  watched_at: moment,
  // With extended=full_anime_seasons: where TheTVDB has the anime's episode.
  tvdb: z.object({ season: z.number().int(), episode: z.number().int() }).nullish(),
});

const simklEntry = z.object({
  status: z.string().nullish(),
  added_to_watchlist_at: moment,
  last_watched_at: moment,
  user_rated_at: moment,
  user_rating: z.unknown().optional(),
  last_watched: z.union([z.string(), z.number()]).nullish(),
  // `{}` when there is none; read loosely, as it is never more than a note.
  memo: z.unknown().optional(),
  is_rewatch: z.boolean().nullish(),
  rewatch_id: idValue,
});
type SimklEntry = z.infer<typeof simklEntry>;

const showEntry = simklEntry.extend({
  anime_type: z.string().nullish(),
  show: simklTitle,
  seasons: z
    .array(z.object({ number: z.number().int(), episodes: z.array(simklEpisode).nullish() }))
    .nullish(),
});
type ShowEntry = z.infer<typeof showEntry>;

const movieEntry = simklEntry.extend({ movie: simklTitle });
type MovieEntry = z.infer<typeof movieEntry>;

const simklKinds = ['shows', 'anime', 'movies'] as const;
type SimklKind = (typeof simklKinds)[number];

const allItems = z.object({
  shows: z.array(z.unknown()).nullish(),
  anime: z.array(z.unknown()).nullish(),
  movies: z.array(z.unknown()).nullish(),
});

export interface SimklReadOptions {
  /** The zone the person lives in: the day of a film's watch is its day there. */
  timeZone: string;
  /** Now, for dates in the future (refused) and progress with no date at all. */
  now?: number;
  /** Titles and episodes read between two breaks for the event loop. */
  rowsPerSlice?: number;
}

/** Simkl's all-items answer, or `null`: what Simkl answers for an empty library. */
export function isSimklJson(json: unknown): boolean {
  if (json === null) return true;
  if (typeof json !== 'object' || Array.isArray(json)) return false;
  const fields = json as Record<string, unknown>;
  // Marquee's own export has `shows` too.
  if (fields.format === 'marquee-library') return false;
  return simklKinds.some((kind) => Array.isArray(fields[kind]));
}

export async function readSimklJson(
  text: string,
  file: string,
  options: SimklReadOptions,
): Promise<ParsedImport> {
  return readSimklAllItems(parseJson(text, file), file, options);
}

function checked<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
  at: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = [at, issue ? pathText(issue.path) : ''].filter((part) => part !== '').join('.');
  const message = issue?.message ?? "not Simkl's all-items export";
  throw new ImportFileError(
    file,
    undefined,
    where === '' ? `${message}.` : `${where}: ${message}.`,
  );
}

/** The first row of a title in the file, which later rows of it (its rewatches) come under. */
interface FirstRow {
  title: SourceTitle;
  /** Whether a `show` record names it, as the plays of a show need. */
  followed: boolean;
}

/** The file read so far, and how to read it. */
interface Reading {
  file: string;
  parsed: ParsedImport;
  timeZone: string;
  now: number;
  /** By Simkl's id, within one of shows, anime or movies. */
  firsts: Map<string, FirstRow>;
}

/** The parsed JSON of `readSimklJson`, for a caller that has parsed it already. */
export async function readSimklAllItems(
  json: unknown,
  file: string,
  { timeZone, now = Date.now(), rowsPerSlice = 1000 }: SimklReadOptions,
): Promise<ParsedImport> {
  if (!isSimklJson(json))
    throw new ImportFileError(
      file,
      undefined,
      "not Simkl's all-items export: no shows, movies or anime.",
    );
  const parsed = emptyImport();
  if (json === null) return parsed;
  const lists = checked(allItems, json, file, '');
  let work = 0;
  async function done(rows: number) {
    work += rows;
    if (work < rowsPerSlice) return;
    work = 0;
    await nextTask();
  }
  for (const kind of simklKinds) {
    const reading: Reading = { file, parsed, timeZone, now, firsts: new Map() };
    const rewatches: { entry: ShowEntry | MovieEntry; at: string }[] = [];
    const items = lists[kind] ?? [];
    for (let index = 0; index < items.length; index += 1) {
      const at = `${kind}[${index}]`;
      const entry = checked(kind === 'movies' ? movieEntry : showEntry, items[index], file, at);
      // Rewatches come after every first row, so each finds its title's wherever it stands.
      if (entry.is_rewatch === true) rewatches.push({ entry, at });
      else readEntry(reading, kind, entry, at, false);
      await done(1 + episodeCount(entry));
    }
    for (const { entry, at } of rewatches) {
      readEntry(reading, kind, entry, at, true);
      await done(1 + episodeCount(entry));
    }
  }
  return parsed;
}

function episodeCount(entry: ShowEntry | MovieEntry): number {
  if ('movie' in entry) return 0;
  let count = 0;
  for (const season of entry.seasons ?? []) count += season.episodes?.length ?? 0;
  return count;
}

function readEntry(
  reading: Reading,
  kind: SimklKind,
  entry: ShowEntry | MovieEntry,
  at: string,
  rewatch: boolean,
): void {
  if ('movie' in entry) {
    readFilm(reading, entry, entry.movie, at, rewatch, false);
    return;
  }
  // Simkl's anime holds its films too, named under `show`.
  if (kind === 'anime' && entry.anime_type?.toLowerCase() === 'movie')
    readFilm(reading, entry, entry.show, at, rewatch, true);
  else readShow(reading, entry, at, rewatch, kind === 'anime');
}

/**
 * The row a title's records and plays name, or none when it is skipped: anime the catalogue cannot
 * find, a title named by nothing, a repeat. A rewatch's title is its first row's.
 */
function firstRow(
  reading: Reading,
  entry: SimklEntry,
  named: SimklTitle,
  match: ImportMatchRow,
  at: string,
  rewatch: boolean,
  anime: boolean,
): FirstRow | undefined {
  const source = { file: reading.file, at };
  const label = matchLabel(match);
  if (anime && !hasCatalogueId(match)) {
    reading.parsed.skipped.push({ source, label, reason: reasons.animeWithoutId });
    return undefined;
  }
  if (!hasCatalogueId(match) && match.title === undefined) {
    reading.parsed.skipped.push({ source, label: `Simkl ${at}`, reason: reasons.noTitle });
    return undefined;
  }
  const simkl = simklNumericId(named.ids?.simkl);
  const key = simkl === undefined ? matchKey(match) : `simkl:${simkl}`;
  const rowKey = rewatch ? `${key} rewatch ${String(entry.rewatch_id ?? at)}` : key;
  const repeated = reading.firsts.get(rowKey);
  if (repeated) {
    reading.parsed.skipped.push({
      source,
      label,
      reason: reasons.already(repeated.title.source.at ?? ''),
    });
    return undefined;
  }
  const row: FirstRow = { title: { match, source }, followed: false };
  reading.firsts.set(rowKey, row);
  if (!rewatch) return row;
  const first = reading.firsts.get(key) ?? row;
  reading.firsts.set(key, first);
  return first;
}

function memoText(memo: unknown): string {
  if (typeof memo !== 'object' || memo === null) return '';
  const text = (memo as { text?: unknown }).text;
  return typeof text === 'string' ? text.trim() : '';
}

/** The latest of some instants (all ISO 8601 in UTC, so they sort as text). */
function latestOf(...instants: (string | undefined)[]): string | undefined {
  return instants.reduce<string | undefined>(
    (latest, instant) =>
      instant !== undefined && (latest === undefined || instant > latest) ? instant : latest,
    undefined,
  );
}

const noEpisode: Message = { id: 'import.simkl.noEpisode' };
const noDate: Message = { id: 'import.simkl.noEpisodeDate' };

interface PlaysRead {
  /** Episodes the row lists, played or skipped. */
  listed: number;
  played: number;
  earliest?: string;
  latest?: string;
}

/**
 * Each episode listed is one play. Without its own time (episode_watched_at was not asked, or
 * Simkl's 1970 placeholder) it is taken as watched when the show last was; anime numbered by
 * TheTVDB (full_anime_seasons) keeps TheTVDB's numbers.
 */
function readPlays(
  reading: Reading,
  entry: ShowEntry,
  show: ImportMatchRow,
  at: string,
): PlaysRead {
  const { parsed, file, now } = reading;
  const lastWatched = simklInstant(entry.last_watched_at, now);
  const read: PlaysRead = { listed: 0, played: 0 };
  // Plain loops and assignments: a library may list 100,000 episodes, read on the main thread.
  const seasons = entry.seasons ?? [];
  for (let seasonIndex = 0; seasonIndex < seasons.length; seasonIndex += 1) {
    const season = seasons[seasonIndex] as (typeof seasons)[number];
    const episodes = season.episodes ?? [];
    for (let episodeIndex = 0; episodeIndex < episodes.length; episodeIndex += 1) {
      const episode = episodes[episodeIndex] as (typeof episodes)[number];
      read.listed += 1;
      const source = { file, at: `${at}.seasons[${seasonIndex}].episodes[${episodeIndex}]` };
      const seasonNumber = episode.tvdb ? episode.tvdb.season : season.number;
      const episodeNumber = episode.tvdb ? episode.tvdb.episode : episode.number;
      const watchedAt = simklInstant(episode.watched_at, now) ?? lastWatched;
      if (seasonNumber < 0 || episodeNumber < 1) {
        skip(parsed, source, episodeLabel(show, seasonNumber, episodeNumber), noEpisode);
        continue;
      }
      if (watchedAt === undefined) {
        skip(parsed, source, episodeLabel(show, seasonNumber, episodeNumber), noDate);
        continue;
      }
      const play: EpisodePlay = {
        show,
        season_number: seasonNumber,
        episode_number: episodeNumber,
        watched_at: watchedAt,
        source,
      };
      parsed.episodePlays.push(play);
      read.played += 1;
      if (read.earliest === undefined || watchedAt < read.earliest) read.earliest = watchedAt;
      if (read.latest === undefined || watchedAt > read.latest) read.latest = watchedAt;
    }
  }
  return read;
}

/**
 * A show or an anime: its plays; then, on its first row, the watchlist or the show followed with
 * its state, its rating, and what is left out. A rewatch brings its plays only.
 */
function readShow(
  reading: Reading,
  entry: ShowEntry,
  at: string,
  rewatch: boolean,
  anime: boolean,
): void {
  const { parsed, now } = reading;
  const ids = { ...entry.show.ids, title: entry.show.title, year: entry.show.year };
  const first = firstRow(reading, entry, entry.show, simklMatchRow('tv', ids), at, rewatch, anime);
  if (!first) return;
  const { title } = first;
  const label = matchLabel(title.match);
  const plays = readPlays(reading, entry, title.match, at);
  if (rewatch) {
    if (plays.played > 0 && !first.followed) {
      parsed.records.push({ kind: 'show', title });
      first.followed = true;
    }
    return;
  }
  const list = simklList(entry.status);
  const added = simklInstant(entry.added_to_watchlist_at, now);
  const lastWatched = simklInstant(entry.last_watched_at, now);
  if (list === 'plantowatch')
    parsed.records.push({ kind: 'watchlist', title, ...(added ? { added_at: added } : {}) });
  if (list !== undefined && list !== 'plantowatch') {
    const startedAt = plays.earliest ?? added ?? lastWatched ?? new Date(now).toISOString();
    parsed.records.push({
      kind: 'show',
      title,
      progress: {
        status: showStatusOf(list),
        cycle: 1,
        started_at: startedAt,
        updated_at: latestOf(startedAt, plays.latest, lastWatched) ?? startedAt,
      },
    });
    first.followed = true;
  } else if (plays.played > 0) {
    parsed.records.push({ kind: 'show', title });
    first.followed = true;
  }
  if (list === undefined)
    skip(
      parsed,
      { file: reading.file, at: `${at}.status` },
      label,
      reasons.unknownList(entry.status ?? ''),
    );
  addRating(parsed, title, entry.user_rating, simklInstant(entry.user_rated_at, now));
  if (memoText(entry.memo) !== '')
    skip(parsed, { file: reading.file, at: `${at}.memo` }, label, reasons.memo);
  const lastEpisode = String(entry.last_watched ?? '').trim();
  if (plays.listed === 0 && lastEpisode !== '')
    skip(parsed, title.source, label, {
      id: 'import.simkl.jsonLastEpisode',
      values: { episode: lastEpisode },
    });
}

/**
 * A film: a diary entry on the day it was last watched; one Simkl marked watched with no day (or
 * the 1970 placeholder) is logged as watched on the day it was added, as Letterboxd's watched.csv
 * is. Its memo becomes the diary entry's note. A rewatch is one diary entry more.
 */
function readFilm(
  reading: Reading,
  entry: SimklEntry,
  named: SimklTitle,
  at: string,
  rewatch: boolean,
  anime: boolean,
): void {
  const { parsed, now, timeZone } = reading;
  const ids = { ...named.ids, title: named.title, year: named.year };
  const first = firstRow(reading, entry, named, simklMatchRow('movie', ids), at, rewatch, anime);
  if (!first) return;
  const title: SourceTitle = rewatch
    ? { match: first.title.match, source: { file: reading.file, at } }
    : first.title;
  const label = matchLabel(title.match);
  const lastWatched = simklInstant(entry.last_watched_at, now);
  const memo = memoText(entry.memo);
  let noted = false;
  if (rewatch) {
    if (lastWatched === undefined)
      skip(parsed, title.source, label, { id: 'import.simkl.rewatchNoDate' });
    else
      parsed.records.push({
        kind: 'diary',
        title,
        watched_on: dayInZone(lastWatched, timeZone),
        rating: null,
        note: null,
        logged_at: lastWatched,
        play: true,
      });
    return;
  }
  const list = simklList(entry.status);
  const added = simklInstant(entry.added_to_watchlist_at, now);
  if (list === 'plantowatch') {
    parsed.records.push({ kind: 'watchlist', title, ...(added ? { added_at: added } : {}) });
  } else if (list === 'completed') {
    if (lastWatched !== undefined) {
      parsed.records.push({
        kind: 'diary',
        title,
        watched_on: dayInZone(lastWatched, timeZone),
        rating: null,
        note: memo === '' ? null : memo,
        logged_at: lastWatched,
        play: true,
      });
      noted = true;
    } else if (added !== undefined) {
      parsed.records.push({ kind: 'watched', title, watched_on: dayInZone(added, timeZone) });
    } else {
      skip(parsed, title.source, label, { id: 'import.simkl.filmNoDay' });
    }
  } else if (list === undefined) {
    skip(
      parsed,
      { file: reading.file, at: `${at}.status` },
      label,
      reasons.unknownList(entry.status ?? ''),
    );
  } else {
    skip(parsed, { file: reading.file, at: `${at}.status` }, label, reasons.filmState(list));
  }
  addRating(parsed, title, entry.user_rating, simklInstant(entry.user_rated_at, now));
  if (memo !== '' && !noted)
    skip(parsed, { file: reading.file, at: `${at}.memo` }, label, reasons.memo);
}
