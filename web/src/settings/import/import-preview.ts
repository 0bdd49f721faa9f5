import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { ImportEpisodeWatch, ImportMatchResult } from '@marquee/tmdb-types/library-transfer';
import { watchesOfPlaysInSlices } from './episode-plays';
import { numberedEpisodes, type EpisodeNumbers, type ShowEpisode } from './episode-numbers';
import {
  matchLabel,
  type EpisodePlay,
  type FileEpisode,
  type ImportRecord,
  type ParsedImport,
  type RowSource,
  type SkippedRow,
} from './import-records';
import type { ImportKind, KindCounts } from './import-kinds';
import { matchKey } from './match-import';

/** One title of the files, with every row that names it. */
export interface TitleGroup {
  key: string;
  label: string;
  sources: RowSource[];
}

export interface AmbiguousTitle extends TitleGroup {
  candidates: LibraryTitle[];
}

/** What became of the episode plays whose show was matched. */
export interface PlayOutcome {
  /** Plays of an episode the catalogue does not list for the show. */
  missing: EpisodePlay[];
  /** The same episode logged again within a minute: one watch with the play before it. */
  repeats: EpisodePlay[];
  /** The watches of matched shows' plays, worked out once: the import sends them as they are. */
  watches: ImportEpisodeWatch[];
}

/** What an import would bring, before anything is written. */
export interface ImportPreview {
  parsed: ParsedImport;
  results: ReadonlyMap<string, ImportMatchResult>;
  matchedRows: number;
  matchedTitles: number;
  ambiguous: AmbiguousTitle[];
  notFound: TitleGroup[];
  skipped: SkippedRow[];
  /** Shows followed in the files, and their episode watches, matched or not. */
  followedShows: number;
  episodeWatches: number;
  /** Each kind the files hold, counted by row. */
  kinds: Partial<Record<ImportKind, KindCounts>>;
  /** The catalogue's numbers of the episodes the plays of matched shows name. */
  episodeNumbers: EpisodeNumbers;
  plays: PlayOutcome;
  /** The zone wall-clock times were read in, and days of watches taken in. */
  timeZone: string;
}

function kindOf(record: ImportRecord): ImportKind | undefined {
  switch (record.kind) {
    case 'watched':
    case 'diary':
      return 'diary';
    case 'list-item':
      return 'lists';
    case 'show':
      // A show no more than its plays name is not a row of its own.
      return record.progress ? 'shows' : undefined;
    default:
      return record.kind;
  }
}

function countInto(
  kinds: Partial<Record<ImportKind, KindCounts>>,
  kind: ImportKind,
  status: ImportMatchResult['status'] | undefined,
): void {
  const counts = (kinds[kind] ??= { rows: 0, matched: 0, ambiguous: 0, notFound: 0 });
  counts.rows += 1;
  if (status === 'matched') counts.matched += 1;
  else if (status === 'ambiguous') counts.ambiguous += 1;
  else counts.notFound += 1;
}

/** The episodes whose show was matched at the preview, with the show's catalogue id. */
function ofMatchedShows<Episode extends FileEpisode>(
  episodes: readonly Episode[],
  results: ReadonlyMap<string, ImportMatchResult>,
): Array<ShowEpisode<Episode>> {
  const known: Array<ShowEpisode<Episode>> = [];
  for (const episode of episodes) {
    const result = results.get(matchKey(episode.show));
    if (result?.status === 'matched') known.push({ episode, showId: result.title.id });
  }
  return known;
}

/**
 * The plays of matched shows with the catalogue's numbers, as watches, and what did not come of
 * the rest. Plays of an ambiguous show are worked out once the person picks it, at import.
 */
async function playsOfMatchedShows(
  parsed: ParsedImport,
  results: ReadonlyMap<string, ImportMatchResult>,
  numbers: EpisodeNumbers,
  timeZone: string,
): Promise<PlayOutcome> {
  const { numbered, missing } = numberedEpisodes(
    ofMatchedShows(parsed.episodePlays, results),
    numbers,
  );
  return { missing, ...(await watchesOfPlaysInSlices(numbered, timeZone)) };
}

/** Each episode as a row of its kind: not found when the catalogue does not list it. */
function countEpisodes(
  kinds: Partial<Record<ImportKind, KindCounts>>,
  kind: ImportKind,
  episodes: readonly FileEpisode[],
  missing: ReadonlySet<FileEpisode>,
  results: ReadonlyMap<string, ImportMatchResult>,
): void {
  for (const episode of episodes) {
    const status = results.get(matchKey(episode.show))?.status;
    countInto(kinds, kind, missing.has(episode) ? 'not_found' : status);
  }
}

export async function previewImport(
  parsed: ParsedImport,
  results: ReadonlyMap<string, ImportMatchResult>,
  {
    episodeNumbers = new Map(),
    timeZone = 'UTC',
  }: { episodeNumbers?: EpisodeNumbers; timeZone?: string } = {},
): Promise<ImportPreview> {
  const groups = new Map<string, TitleGroup>();
  const kinds: Partial<Record<ImportKind, KindCounts>> = {};
  let matchedRows = 0;
  let followedShows = 0;
  for (const record of parsed.records) {
    if (record.kind === 'show' && record.progress) followedShows += 1;
    const key = matchKey(record.title.match);
    const kind = kindOf(record);
    if (kind) countInto(kinds, kind, results.get(key)?.status);
    if (results.get(key)?.status === 'matched') {
      matchedRows += 1;
      continue;
    }
    const group = groups.get(key);
    if (group) group.sources.push(record.title.source);
    else
      groups.set(key, {
        key,
        label: matchLabel(record.title.match),
        sources: [record.title.source],
      });
  }
  const ambiguous: AmbiguousTitle[] = [];
  const notFound: TitleGroup[] = [];
  for (const group of groups.values()) {
    const result = results.get(group.key);
    if (result?.status === 'ambiguous') ambiguous.push({ ...group, candidates: result.candidates });
    else notFound.push(group);
  }
  const matchedTitles = [...results.values()].filter(({ status }) => status === 'matched').length;
  const plays = await playsOfMatchedShows(parsed, results, episodeNumbers, timeZone);
  countEpisodes(kinds, 'episodes', parsed.episodePlays, new Set(plays.missing), results);
  const ratings = numberedEpisodes(ofMatchedShows(parsed.episodeRatings, results), episodeNumbers);
  countEpisodes(kinds, 'ratings', parsed.episodeRatings, new Set(ratings.missing), results);
  // Marquee's export numbers its watches as the catalogue does: its show decides.
  for (const watch of parsed.episodeWatches) {
    const show = results.get(matchKey({ tmdb_id: watch.show_id, media_type: 'tv' }));
    countInto(kinds, 'episodes', show?.status);
  }
  return {
    parsed,
    results,
    matchedRows,
    matchedTitles,
    ambiguous,
    notFound,
    skipped: parsed.skipped,
    followedShows,
    episodeWatches: parsed.episodeWatches.length,
    kinds,
    episodeNumbers,
    plays,
    timeZone,
  };
}
