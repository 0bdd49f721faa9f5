import { unzipSync, type UnzipFileInfo } from 'fflate';
import { ImportFileError } from './import-file-error';
import type { SkippedRow } from './import-records';

/*
 * Letterboxd's "Export your data" downloads one zip. The files the import knows are taken by
 * their path in it; the others are listed as left out. fflate's async unzip would inflate large
 * entries in a Worker made from a blob: URL, which the CSP (script-src 'self') refuses, so each
 * file is inflated with the sync API in a task of its own, only when its turn to be read comes.
 */

const megabyte = 1024 * 1024;

/**
 * The zip as chosen, and what the files taken from it may add up to once unzipped: a real
 * export's files hold a few megabytes at 50,000 rows, a zip bomb's say gigabytes.
 */
export const zipLimits = { zipBytes: 50 * megabyte, unzippedBytes: 50 * megabyte } as const;

export interface ZipInput {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A file taken from the zip, read as a chosen file is read; named by its path in the export. */
export interface ZipEntryFile {
  name: string;
  /** What the zip says it unzips to. */
  size: number;
  text(): Promise<string>;
}

export interface ZipImportFiles {
  files: ZipEntryFile[];
  /** The export's other files, one row each. */
  skipped: SkippedRow[];
}

const takenFiles = new Set(['watched.csv', 'ratings.csv', 'watchlist.csv', 'diary.csv']);

function isTaken(path: string): boolean {
  const name = path.toLowerCase();
  return takenFiles.has(name) || /^lists\/[^/]+\.csv$/.test(name);
}

/**
 * Not the export's files: folders, hidden files (what macOS adds when it zips a folder), and the
 * deleted and orphaned entries Letterboxd keeps apart from the library.
 */
function isIgnored(path: string): boolean {
  const name = path.toLowerCase();
  return (
    name === '' ||
    name.endsWith('/') ||
    name.startsWith('deleted/') ||
    name.startsWith('orphaned/') ||
    (name.split('/').pop() ?? '').startsWith('.')
  );
}

/**
 * The folder the export's files are in: the zip's top as Letterboxd makes it, or the one folder
 * around everything when the unzipped folder was zipped again.
 */
function exportFolder(paths: readonly string[]): string {
  const [first] = paths;
  const folder = first?.includes('/') ? `${first.split('/')[0]}/` : '';
  if (folder === '' || folder.toLowerCase() === 'lists/') return '';
  return paths.every((path) => path.startsWith(folder)) ? folder : '';
}

function unreadable(zip: string): ImportFileError {
  return new ImportFileError(zip, undefined, 'the file is not a zip archive that can be read.');
}

/** The zip's directory, read without unzipping any file. */
function zipEntries(bytes: Uint8Array, zip: string): UnzipFileInfo[] {
  const entries: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        entries.push(entry);
        return false;
      },
    });
  } catch {
    throw unreadable(zip);
  }
  return entries;
}

/** Unzips the entry at this place in the zip's directory, and only it. */
function unzipEntry(bytes: Uint8Array, index: number, zip: string): Uint8Array {
  let at = 0;
  try {
    const [content] = Object.values(unzipSync(bytes, { filter: () => at++ === index }));
    if (content) return content;
  } catch {
    // Damaged data, or compressed in a way fflate does not read.
  }
  throw unreadable(zip);
}

/** Lets the page handle input between two files: unzipping one is a long task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The files the import knows in a Letterboxd export zip, each unzipped only when read. Refuses,
 * before unzipping anything, a zip that cannot be read or holds none of them, and files that
 * say they unzip to more than the limits.
 */
export async function zipImportFiles(
  zip: ZipInput,
  { fileBytes }: { fileBytes: number },
): Promise<ZipImportFiles> {
  if (zip.size > zipLimits.zipBytes)
    throw new ImportFileError(zip.name, undefined, 'the file is larger than 50 MB.');
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const entries = zipEntries(bytes, zip.name)
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !entry.name.startsWith('__MACOSX/'));
  const folder = exportFolder(entries.map(({ entry }) => entry.name));
  const files: ZipEntryFile[] = [];
  const skipped: SkippedRow[] = [];
  let unzippedBytes = 0;
  for (const { entry, index } of entries) {
    const path = entry.name.slice(folder.length);
    if (isIgnored(path)) continue;
    if (!isTaken(path)) {
      skipped.push({
        source: { file: path },
        label: 'the whole file',
        reason: 'not one of the files Marquee imports.',
      });
      continue;
    }
    // A stored file is as long as its data, whatever its header says.
    const size =
      entry.compression === 0 ? Math.max(entry.size, entry.originalSize) : entry.originalSize;
    if (size > fileBytes)
      throw new ImportFileError(path, undefined, 'the file is larger than 10 MB once unzipped.');
    unzippedBytes += size;
    files.push({
      name: path,
      size,
      text: async () => {
        await nextTask();
        return new TextDecoder().decode(unzipEntry(bytes, index, zip.name));
      },
    });
  }
  if (unzippedBytes > zipLimits.unzippedBytes)
    throw new ImportFileError(
      zip.name,
      undefined,
      'the files Marquee imports from it are larger than 50 MB in all once unzipped.',
    );
  if (files.length === 0)
    throw new ImportFileError(
      zip.name,
      undefined,
      "it holds none of the files Marquee imports from Letterboxd's export (watched.csv, ratings.csv, watchlist.csv, diary.csv and the files in lists/).",
    );
  return { files, skipped };
}
