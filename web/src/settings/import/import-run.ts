import type { ImportAnswer } from '@marquee/tmdb-types/library-transfer';
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
  /** The files are read; the titles are being matched. */
  onMatching(done: number, total: number): void;
}

/** Reads the files (nothing is sent if any is broken), then matches their titles. */
export async function runImportPreview(
  uid: string,
  files: readonly ImportFileInput[],
  { signal, onMatching }: PreviewProgress,
): Promise<ImportPreview> {
  const parsed = await readImportFiles(files);
  signal.throwIfAborted();
  const plan = planMatches(parsed.records);
  onMatching(0, plan.rows.length);
  const results = await matchTitles(
    plan,
    (rows, batchSignal) =>
      matchImportRows(uid, rows, batchSignal === undefined ? {} : { signal: batchSignal }),
    { signal, onProgress: onMatching },
  );
  return previewImport(parsed, results);
}

/** One request: everything matched or picked, in one transaction. */
export function runImport(
  uid: string,
  preview: ImportPreview,
  choices: ImportChoices,
): Promise<ImportAnswer> {
  return importLibrary(uid, buildImportBody(preview, choices));
}
