import { readCsvRecords, type CsvRecord } from './csv-records';
import { imdbExportKind, readImdbExport } from './imdb-source';
import { ImportFileError } from './import-file-error';
import { parseJson } from './json-file';
import { emptyImport, type ParsedImport } from './import-records';
import { browserTimeZone } from './import-times';
import {
  isLetterboxdList,
  letterboxdExportKind,
  readLetterboxdExport,
  readLetterboxdList,
} from './letterboxd-export-source';
import { isLetterboxdImportFormat, readLetterboxdImportFormat } from './letterboxd-import-source';
import { isMarqueeExportFile, readMarqueeExport } from './marquee-export-source';
import { isSimklCsv, readSimklCsv } from './simkl-csv-source';
import { isSimklJson, readSimklAllItems } from './simkl-json-source';
import { readTraktExport, traktFileRole } from './trakt-export-source';
import { readTvTimeExport } from './tvtime-export-source';
import { tvTimeFileKind, tvTimeFileRole } from './tvtime-files';
import { unopenedFile } from './unopened-files';
import { zipImportFiles, type ZipSource } from './zip-import-files';

/** What one import may hold (issue 13): the server takes no more in one transaction. */
export const importLimits = {
  /** Letterboxd's and IMDb's files: a few megabytes at 50,000 rows. */
  fileBytes: 10 * 1024 * 1024,
  /**
   * Marquee's JSON export carries every episode watch besides the 50,000 rows (a member's 200,000
   * take about 30 MB), as other trackers' exports carry every play: as large as the server's
   * import body (docs/library-api.md).
   */
  exportBytes: 64 * 1024 * 1024,
  rows: 50_000,
  /** Plays of episodes, as many as a member may keep watches (MAX_EPISODE_WATCHES_PER_USER). */
  episodePlays: 200_000,
} as const;

const tooManyRows = `more than ${importLimits.rows.toLocaleString('en-US')} rows in all. Import the files in parts.`;
const tooManyPlays = `more than ${importLimits.episodePlays.toLocaleString('en-US')} episode plays in all. Import the files in parts.`;

/** The file to read: a File from the input, or what reads like one (tests). */
export interface ImportFileInput {
  name: string;
  size: number;
  text(): Promise<string>;
  /** Read for a zip only. */
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface ReadImportOptions {
  /** The zone of wall-clock times (TV Time's), and of every watch's day; the browser's if absent. */
  timeZone?: string;
  /** The zip's password (TV Time's export). */
  password?: string;
  rowsPerSlice?: number;
}

/** A file to read, chosen or taken from a zip, by its name or path. */
interface SourceFile {
  name: string;
  text(): Promise<string>;
}

function isZip(file: ImportFileInput): boolean {
  return file.name.toLowerCase().endsWith('.zip');
}

/** The most bytes a file may have: Letterboxd's and IMDb's CSV files are small. */
function fileBytesLimit(name: string): number {
  const lower = name.toLowerCase();
  return lower.endsWith('.json') || tvTimeFileRole(name) !== undefined
    ? importLimits.exportBytes
    : importLimits.fileBytes;
}

const zipFileBytes = (source: ZipSource) =>
  source === 'letterboxd' ? importLimits.fileBytes : importLimits.exportBytes;

const knownFormats =
  "Trakt's export, TV Time's data export, Simkl's backup (JSON or CSV), Letterboxd's export and import format, IMDb's ratings and watchlist, and Marquee's own JSON export";

/** The text up to the first line break outside quotes: the header of a CSV file. */
function headerText(text: string): string {
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return text.slice(0, at);
  }
  return text;
}

/**
 * Reads every file into one import, or fails with the first file that cannot be read: too large,
 * of a kind Marquee does not know, or broken. A file is known by its name where the export names
 * its files (Trakt's, TV Time's), else by what it holds: a CSV file by its header, a JSON file by
 * its fields. Trakt's pages and TV Time's files are read together, as each export is one whole.
 */
export async function readImportFiles(
  files: readonly ImportFileInput[],
  { timeZone = browserTimeZone(), password, rowsPerSlice }: ReadImportOptions = {},
): Promise<ParsedImport> {
  const all = emptyImport();
  const sliced = rowsPerSlice === undefined ? {} : { rowsPerSlice };
  const trakt: SourceFile[] = [];
  const tvTime: SourceFile[] = [];
  let rows = 0;

  function add(parsed: ParsedImport, file: string): void {
    // Episode ratings are rows of the server's 50,000 too; episode plays have their own limit.
    rows += parsed.records.length + parsed.episodeRatings.length;
    if (rows > importLimits.rows) throw new ImportFileError(file, undefined, tooManyRows);
    // One at a time: spreading 50,000 rows into push() would pass them all as arguments.
    for (const record of parsed.records) all.records.push(record);
    for (const list of parsed.lists) all.lists.push(list);
    for (const skipped of parsed.skipped) all.skipped.push(skipped);
    for (const watch of parsed.episodeWatches) all.episodeWatches.push(watch);
    for (const play of parsed.episodePlays) all.episodePlays.push(play);
    for (const rating of parsed.episodeRatings) all.episodeRatings.push(rating);
    if (all.episodePlays.length > importLimits.episodePlays)
      throw new ImportFileError(file, undefined, tooManyPlays);
  }

  /** A CSV file by its header: which export it is decides how its rows are read. */
  async function readCsv(file: SourceFile, text: string): Promise<void> {
    // TV Time's files are read together, once all are known: its header is enough here.
    const [firstLine] = await readCsvRecords(headerText(text), file.name);
    if (firstLine && tvTimeFileKind(file.name, firstLine) !== undefined) {
      tvTime.push({ name: file.name, text: () => Promise.resolve(text) });
      return;
    }
    const records: CsvRecord[] = await readCsvRecords(text, file.name, {
      maxRows: importLimits.rows - rows,
      tooManyRows,
      ...sliced,
    });
    const [header] = records;
    if (!header) return;
    const cells = header.cells.map((cell) => cell.trim());
    if (isLetterboxdList(header)) return add(readLetterboxdList(records, file.name), file.name);
    const letterboxd = letterboxdExportKind(header, file.name);
    if (letterboxd) return add(readLetterboxdExport(records, file.name, letterboxd), file.name);
    const imdb = imdbExportKind(header, file.name);
    if (imdb) return add(readImdbExport(records, file.name, imdb), file.name);
    if (isSimklCsv(cells)) return add(readSimklCsv(records, file.name, { timeZone }), file.name);
    if (isLetterboxdImportFormat(header, file.name))
      return add(readLetterboxdImportFormat(records, file.name), file.name);
    throw new ImportFileError(
      file.name,
      header.line,
      `Marquee does not know these columns (${cells.join(', ')}). It imports ${knownFormats}.`,
    );
  }

  /** A JSON file by its fields: Marquee's export, or Simkl's. */
  async function readJson(file: SourceFile, text: string): Promise<void> {
    const json = parseJson(text, file.name);
    if (typeof json === 'object' && json !== null && 'format' in json)
      return add(readMarqueeExport(text, file.name), file.name);
    if (isSimklJson(json))
      return add(await readSimklAllItems(json, file.name, { timeZone, ...sliced }), file.name);
    throw new ImportFileError(
      file.name,
      undefined,
      Array.isArray(json)
        ? `a list Marquee does not know. Trakt's export names its files (watched-history.json, ratings-movies.json, lists-watchlist.json…): keep their names. Marquee imports ${knownFormats}.`
        : `not a file Marquee knows: neither Marquee's export (no format 'marquee-library') nor Simkl's backup (no shows, movies or anime). It imports ${knownFormats}.`,
    );
  }

  /** A file chosen or taken from Letterboxd's zip, read on its own. */
  async function readOne(file: SourceFile): Promise<void> {
    const text = await file.text();
    if (isMarqueeExportFile(file.name, text)) await readJson(file, text);
    else await readCsv(file, text);
  }

  for (const file of files) {
    if (isZip(file)) {
      const zip = await zipImportFiles(file, {
        fileBytes: zipFileBytes,
        ...(password === undefined ? {} : { password }),
      });
      for (const skipped of zip.skipped) all.skipped.push(skipped);
      if (zip.source === 'trakt') for (const entry of zip.files) trakt.push(entry);
      else if (zip.source === 'tvtime') for (const entry of zip.files) tvTime.push(entry);
      else for (const entry of zip.files) await readOne(entry);
      continue;
    }
    const traktRole = traktFileRole(file.name);
    const tvTimeRole = tvTimeFileRole(file.name);
    // A file of Trakt's or TV Time's export that the import does not read is never opened.
    const unopened = [traktRole, tvTimeRole].find((role) => role !== undefined && role !== 'read');
    if (unopened !== undefined) {
      all.skipped.push(unopenedFile(file.name, unopened));
      continue;
    }
    const limit = fileBytesLimit(file.name);
    if (file.size > limit)
      throw new ImportFileError(
        file.name,
        undefined,
        `the file is larger than ${limit / (1024 * 1024)} MB.`,
      );
    if (traktRole === 'read') trakt.push(file);
    else await readOne(file);
  }
  if (trakt.length > 0) add(await readTraktExport(trakt, { timeZone }), trakt[0]?.name ?? '');
  if (tvTime.length > 0) add(await readTvTimeExport(tvTime, { timeZone }), tvTime[0]?.name ?? '');
  return all;
}
