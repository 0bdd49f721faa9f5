import type { ImportAnswer } from '@marquee/tmdb-types/library-transfer';
import type { QueryClient } from '@tanstack/react-query';
import { importLibrary, matchImportRows } from '../transfer-api';
import { buildImportBody } from './import-body';
import { previewImport, type ImportChoices, type ImportPreview } from './import-preview';
import { matchTitles, planMatches } from './match-import';
import { readImportFiles, type ImportFileInput } from './read-import-files';

/*
 * The import's work, loaded only when a member starts one: the CSV parser and the export's
 * schema stay out of every page's scripts until then.
 */

export interface PreviewProgress {
  signal: AbortSignal;
  /** The page's query client: its catalogue client asks with the member's token. */
  client: QueryClient;
  /** The files are read; the titles are being matched. */
  onMatching(done: number, total: number): void;
}

/** Reads the files (nothing is sent if any is broken), then matches their titles. */
export async function runImportPreview(
  uid: string,
  files: readonly ImportFileInput[],
  { signal, client, onMatching }: PreviewProgress,
): Promise<ImportPreview> {
  const parsed = await readImportFiles(files);
  signal.throwIfAborted();
  const plan = planMatches(parsed.records);
  onMatching(0, plan.rows.length);
  const results = await matchTitles(
    plan,
    (rows, batchSignal) => matchImportRows(uid, rows, { signal: batchSignal, client }),
    { signal, onProgress: onMatching },
  );
  return previewImport(parsed, results);
}

/** One request: everything matched or picked, in one transaction. */
export function runImport(
  uid: string,
  preview: ImportPreview,
  choices: ImportChoices,
  client: QueryClient,
): Promise<ImportAnswer> {
  return importLibrary(uid, buildImportBody(preview, choices), client);
}
