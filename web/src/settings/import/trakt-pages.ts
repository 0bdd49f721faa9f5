import { ImportFileError } from './import-file-error';
import { parseJson } from './json-file';
import { nextTask } from './next-task';
import type { RowSource } from './import-records';
import { objectOf, type JsonObject } from './trakt-titles';

/*
 * The pages of one of Trakt's files, read in order as one list: each a JSON array, with a break
 * for the event loop before each page and every few hundred entries, so 20,000 plays never hold
 * the page's main thread for long.
 */

/** A file of the export: taken out of the zip, or chosen. */
export interface TraktFile {
  name: string;
  text(): Promise<string>;
}

const entriesPerSlice = 500;

async function readPage(file: TraktFile, what: string): Promise<unknown[]> {
  const text = await file.text();
  // The exporter writes nothing at all for an endpoint that answered nothing.
  if (text.trim() === '') return [];
  const json = parseJson(text, file.name);
  if (!Array.isArray(json))
    throw new ImportFileError(
      file.name,
      undefined,
      `not a list of ${what}, as Trakt's export writes it.`,
    );
  return json;
}

/**
 * Calls `read` with each entry of the pages, in order, and where it is ("[14]" of its page). An
 * entry whose key (`keyOf`) an earlier one had is left out: pages fetched while the member used
 * Trakt overlap, and the same play or rating must count once.
 */
export async function eachTraktEntry(
  pages: readonly TraktFile[],
  what: string,
  keyOf: (entry: JsonObject) => string | undefined,
  read: (entry: unknown, source: RowSource) => void,
): Promise<void> {
  const seen = new Set<string>();
  let inSlice = 0;
  for (const page of pages) {
    await nextTask();
    const entries = await readPage(page, what);
    for (const [index, entry] of entries.entries()) {
      inSlice += 1;
      if (inSlice >= entriesPerSlice) {
        inSlice = 0;
        await nextTask();
      }
      const object = objectOf(entry);
      const key = object && keyOf(object);
      if (key !== undefined) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      read(entry, { file: page.name, at: `[${index}]` });
    }
  }
}
