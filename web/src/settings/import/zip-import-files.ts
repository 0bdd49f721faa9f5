import { ImportFileError } from './import-file-error';
import type { SkippedRow } from './import-records';
import { traktFileRole } from './trakt-export-source';
import { tvTimeFileRole } from './tvtime-files';
import { unopenedFile, type UnopenedKind } from './unopened-files';
import type { ZipEntryFile } from './zip-archive';

/*
 * The exports that download as one zip: Letterboxd's, Trakt's and TV Time's (with a password).
 * Which it is shows in its files' names; the files the import knows are taken by their path, the
 * others are listed as left out, and files that hold passwords or tokens are never opened.
 */

const megabyte = 1024 * 1024;

/**
 * The zip as chosen, and what the files taken from it may add up to once unzipped: a real
 * export's files hold tens of megabytes at most, a zip bomb's say gigabytes.
 */
export const zipLimits = { zipBytes: 50 * megabyte, unzippedBytes: 128 * megabyte } as const;

export interface ZipInput {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Whose export a zip is. */
export type ZipSource = 'letterboxd' | 'trakt' | 'tvtime';

/** A file taken from the zip, read as a chosen file is read; named by its path in the export. */
export interface ZipSourceFile {
  name: string;
  /** What the zip says it unzips to. */
  size: number;
  text(): Promise<string>;
}

export interface ZipImportFiles {
  source: ZipSource;
  files: ZipSourceFile[];
  /** The export's other files, one row each. */
  skipped: SkippedRow[];
}

/** The files the import takes or leaves unopened, by their path in a zip of `source`. */
function roleIn(source: ZipSource, path: string): 'read' | UnopenedKind {
  if (source === 'trakt') return traktFileRole(path) ?? 'ignored';
  if (source === 'tvtime') return tvTimeFileRole(path) ?? 'ignored';
  const name = path.toLowerCase();
  return ['watched.csv', 'ratings.csv', 'watchlist.csv', 'diary.csv'].includes(name) ||
    /^lists\/[^/]+\.csv$/.test(name)
    ? 'read'
    : 'ignored';
}

function sourceOf(paths: readonly string[]): ZipSource {
  if (paths.some((path) => traktFileRole(path) === 'read')) return 'trakt';
  if (paths.some((path) => tvTimeFileRole(path) === 'read')) return 'tvtime';
  return 'letterboxd';
}

const sourceFiles: Record<ZipSource, string> = {
  letterboxd:
    "Letterboxd's export (watched.csv, ratings.csv, watchlist.csv, diary.csv and the files in lists/)",
  trakt: "Trakt's export (watched-history, ratings, lists)",
  tvtime: "TV Time's export (tracking-prod-records and the files beside it)",
};

/**
 * Not the export's files: folders, hidden files (what macOS adds when it zips a folder), and the
 * deleted and orphaned entries Letterboxd keeps apart from the library.
 */
const listFormat = new Intl.ListFormat('en-US', { type: 'disjunction' });

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
 * The folder the export's files are in: the zip's top as it was made, or the one folder around
 * everything when the unzipped folder was zipped again.
 */
function exportFolder(paths: readonly string[]): string {
  const [first] = paths;
  const folder = first?.includes('/') ? `${first.split('/')[0]}/` : '';
  if (folder === '' || folder.toLowerCase() === 'lists/') return '';
  return paths.every((path) => path.startsWith(folder)) ? folder : '';
}

/**
 * The files the import knows in an export's zip, each unzipped only when read, and stopped there
 * if it unzips to more than its limit whatever the zip says. Refuses, before unzipping anything,
 * a zip that cannot be read or holds none of them, and files that say they unzip to more than
 * the limits.
 */
export async function zipImportFiles(
  zip: ZipInput,
  { fileBytes, password }: { fileBytes(source: ZipSource): number; password?: string },
): Promise<ZipImportFiles> {
  if (zip.size > zipLimits.zipBytes)
    throw new ImportFileError(zip.name, undefined, 'the file is larger than 50 MB.');
  const blob = zip instanceof Blob ? zip : new Blob([await zip.arrayBuffer()]);
  // zip.js is most of the import's code: loaded only when a zip is chosen.
  const { openZipArchive } = await import('./zip-archive');
  const archive = await openZipArchive(
    { name: zip.name, size: zip.size, blob },
    password === undefined ? {} : { password },
  );
  const entries = archive.entries.filter((entry) => !entry.name.startsWith('__MACOSX/'));
  const folder = exportFolder(entries.map((entry) => entry.name));
  const paths = entries.map((entry) => entry.name.slice(folder.length));
  const source = sourceOf(paths);
  const limit = fileBytes(source);
  const files: ZipSourceFile[] = [];
  const skipped: SkippedRow[] = [];
  let unzippedBytes = 0;
  entries.forEach((entry: ZipEntryFile, index) => {
    const path = paths[index] as string;
    if (isIgnored(path)) return;
    const role = roleIn(source, path);
    if (role !== 'read') {
      skipped.push(unopenedFile(path, role));
      return;
    }
    if (entry.size > limit)
      throw new ImportFileError(
        path,
        undefined,
        `the file is larger than ${limit / megabyte} MB once unzipped.`,
      );
    unzippedBytes += entry.size;
    files.push({
      name: path,
      size: entry.size,
      text: async () => {
        try {
          return await entry.text(limit);
        } catch (error) {
          // The entry is named by its path in the export, as the person knows it.
          if (error instanceof ImportFileError && error.file === entry.name && folder !== '')
            throw new ImportFileError(path, error.line, error.problem);
          throw error;
        }
      },
    });
  });
  if (unzippedBytes > zipLimits.unzippedBytes)
    throw new ImportFileError(
      zip.name,
      undefined,
      `the files Marquee imports from it are larger than ${zipLimits.unzippedBytes / megabyte} MB in all once unzipped.`,
    );
  if (files.length === 0)
    throw new ImportFileError(
      zip.name,
      undefined,
      `it holds none of the files Marquee imports from ${
        // Nothing in it said whose it is: every export Marquee knows as a zip is named.
        source === 'letterboxd'
          ? listFormat.format(Object.values(sourceFiles))
          : sourceFiles[source]
      }.`,
    );
  return { source, files, skipped };
}
