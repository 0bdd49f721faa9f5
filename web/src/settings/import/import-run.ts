import type { ImportAnswer } from '@marquee/tmdb-types/library-transfer';
import type { QueryClient } from '@tanstack/react-query';
import { importLibrary, matchImportEpisodes, matchImportRows } from '../transfer-api';
import { buildImportBody, episodesToNumber } from './import-body';
import { episodeRowOf, numberEpisodes, type AskEpisodes } from './episode-numbers';
import { browserTimeZone } from './import-times';
import type { ImportChoices } from './import-choices';
import { previewImport, type ImportPreview } from './import-preview';
import { matchKey, matchTitles, planMatches } from './match-import';
import { readImportFiles, type ImportFileInput } from './read-import-files';

/*
 * The import's work, loaded only when a member starts one: the CSV parser, the zip reader and the
 * export's schema stay out of every page's scripts until then.
 */

export interface PreviewProgress {
  signal: AbortSignal;
  /** The page's query client: its catalogue client asks with the member's token. */
  client: QueryClient;
  /**
   * The zone the files' wall-clock times are read in (TV Time's), and days of watches taken in;
   * '' for the browser's.
   */
  timeZone: string;
  /** The zip's password, when it has one (TV Time's export). */
  password?: string;
  /** The files are read; the titles are being matched. */
  onMatching(done: number, total: number): void;
  /** The titles are matched; the episodes of matched shows are being numbered. */
  onNumbering(done: number, total: number): void;
}

function askEpisodes(uid: string, client: QueryClient): AskEpisodes {
  return (rows, signal) => matchImportEpisodes(uid, rows, { signal, client });
}

/**
 * Reads the files (nothing is sent if any is broken), matches their titles, numbers the episodes
 * their plays and ratings name.
 */
export async function runImportPreview(
  uid: string,
  files: readonly ImportFileInput[],
  { signal, client, password, onMatching, onNumbering, ...given }: PreviewProgress,
): Promise<ImportPreview> {
  const timeZone = given.timeZone === '' ? browserTimeZone() : given.timeZone;
  const parsed = await readImportFiles(files, {
    timeZone,
    ...(password === undefined ? {} : { password }),
  });
  signal.throwIfAborted();
  const plan = planMatches(parsed.records);
  onMatching(0, plan.rows.length);
  const results = await matchTitles(
    plan,
    (rows, batchSignal) => matchImportRows(uid, rows, { signal: batchSignal, client }),
    { signal, onProgress: onMatching },
  );
  const rows = [];
  // Each list walked as it is: a file may hold 200,000 plays, not worth a copy.
  for (const episodes of [parsed.episodePlays, parsed.episodeRatings])
    for (const episode of episodes) {
      const show = results.get(matchKey(episode.show));
      if (show?.status === 'matched') rows.push(episodeRowOf(episode, show.title.id));
    }
  const episodeNumbers = await numberEpisodes(rows, new Map(), askEpisodes(uid, client), {
    signal,
    onProgress: onNumbering,
  });
  return previewImport(parsed, results, { episodeNumbers, timeZone });
}

/**
 * One request: everything matched or picked, in one transaction. The episodes of shows picked
 * among candidates are numbered first; the preview comes back with their numbers, for the report
 * of what did not match.
 */
export async function runImport(
  uid: string,
  preview: ImportPreview,
  choices: ImportChoices,
  client: QueryClient,
): Promise<{ answer: ImportAnswer; preview: ImportPreview }> {
  const episodeNumbers = await numberEpisodes(
    episodesToNumber(preview, choices),
    preview.episodeNumbers,
    askEpisodes(uid, client),
  );
  const numbered = { ...preview, episodeNumbers };
  return {
    answer: await importLibrary(uid, buildImportBody(numbered, choices), client),
    preview: numbered,
  };
}

export { unmatchedCsv, unmatchedRows } from './unmatched-report';
