import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { ImportMatchResult } from '@marquee/tmdb-types/library-transfer';
import { matchLabel, type ParsedImport, type RowSource, type SkippedRow } from './import-records';
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
}

export function previewImport(
  parsed: ParsedImport,
  results: ReadonlyMap<string, ImportMatchResult>,
): ImportPreview {
  const groups = new Map<string, TitleGroup>();
  let matchedRows = 0;
  let followedShows = 0;
  for (const record of parsed.records) {
    if (record.kind === 'show' && record.progress) followedShows += 1;
    const key = matchKey(record.title.match);
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
  };
}

/** A candidate's value in the person's choices. */
export function candidateValue(title: LibraryTitle): string {
  return `${title.media_type}-${title.id}`;
}

/** For each ambiguous title, the candidate picked (candidateValue) or 'skip'; none is a skip. */
export type ImportChoices = Readonly<Record<string, string>>;
