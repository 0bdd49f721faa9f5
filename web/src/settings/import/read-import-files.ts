import { readCsvRecords, type CsvRecord } from './csv-records';
import { imdbExportKind, readImdbExport } from './imdb-source';
import { ImportFileError } from './import-file-error';
import { emptyImport, type ParsedImport } from './import-records';
import {
  isLetterboxdList,
  letterboxdExportKind,
  readLetterboxdExport,
  readLetterboxdList,
} from './letterboxd-export-source';
import { isLetterboxdImportFormat, readLetterboxdImportFormat } from './letterboxd-import-source';
import { isMarqueeExportFile, readMarqueeExport } from './marquee-export-source';
import { zipImportFiles } from './zip-import-files';

/** What one import may hold (issue 13): the server takes no more in one transaction. */
export const importLimits = {
  fileBytes: 10 * 1024 * 1024,
  /**
   * Marquee's JSON export carries every episode watch besides the 50,000 rows: a member's
   * 200,000 take about 30 MB. As large as the server's import body (docs/library-api.md).
   */
  exportBytes: 64 * 1024 * 1024,
  rows: 50_000,
} as const;

const tooManyRows = `more than ${importLimits.rows.toLocaleString('en-US')} rows in all. Import the files in parts.`;

/** The file to read: a File from the input, or what reads like one (tests). */
export interface ImportFileInput {
  name: string;
  size: number;
  text(): Promise<string>;
  /** Read for a zip only. */
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The most bytes a chosen file may have: a JSON file may be Marquee's export. */
function fileBytesLimit(name: string): number {
  return name.toLowerCase().endsWith('.json') ? importLimits.exportBytes : importLimits.fileBytes;
}

/** Letterboxd's export as it downloads, by the name a zip has. */
function isZip(file: ImportFileInput): boolean {
  return file.name.toLowerCase().endsWith('.zip');
}

/** Reads a CSV file by its header: which export it is decides how its rows are read. */
function readCsvSource(records: readonly CsvRecord[], file: string): ParsedImport {
  const [header] = records;
  if (!header) return emptyImport();
  if (isLetterboxdList(header)) return readLetterboxdList(records, file);
  const letterboxd = letterboxdExportKind(header, file);
  if (letterboxd) return readLetterboxdExport(records, file, letterboxd);
  const imdb = imdbExportKind(header, file);
  if (imdb) return readImdbExport(records, file, imdb);
  if (isLetterboxdImportFormat(header, file)) return readLetterboxdImportFormat(records, file);
  const columns = header.cells.map((cell) => cell.trim()).join(', ');
  throw new ImportFileError(
    file,
    header.line,
    `Marquee does not know these columns (${columns}). It imports Letterboxd's export (watched.csv, ratings.csv, watchlist.csv, diary.csv and the lists), Letterboxd's import format, IMDb's ratings and watchlist, and Marquee's own JSON export.`,
  );
}

/**
 * Reads every file into one import, or fails with the first file that cannot be read: too large,
 * of a kind Marquee does not know, or with a broken row. Large files are read a slice at a time;
 * a zip's files one at a time, as if chosen one by one, and its others are listed as left out.
 */
export async function readImportFiles(
  files: readonly ImportFileInput[],
  { rowsPerSlice }: { rowsPerSlice?: number } = {},
): Promise<ParsedImport> {
  const all = emptyImport();
  let rows = 0;
  // A chosen file, or one taken from a zip.
  async function read(file: Pick<ImportFileInput, 'name' | 'text'>): Promise<void> {
    const text = await file.text();
    let parsed: ParsedImport;
    if (isMarqueeExportFile(file.name, text)) {
      parsed = readMarqueeExport(text, file.name);
      rows += parsed.records.length;
    } else {
      const records = await readCsvRecords(text, file.name, {
        maxRows: importLimits.rows - rows,
        tooManyRows,
        ...(rowsPerSlice === undefined ? {} : { rowsPerSlice }),
      });
      parsed = readCsvSource(records, file.name);
      rows += Math.max(0, records.length - 1);
    }
    if (rows > importLimits.rows) throw new ImportFileError(file.name, undefined, tooManyRows);
    // One at a time: spreading 50,000 rows into push() would pass them all as arguments.
    for (const record of parsed.records) all.records.push(record);
    all.lists.push(...parsed.lists);
    for (const skipped of parsed.skipped) all.skipped.push(skipped);
    for (const watch of parsed.episodeWatches) all.episodeWatches.push(watch);
  }
  for (const file of files) {
    if (isZip(file)) {
      const zip = await zipImportFiles(file, { fileBytes: importLimits.fileBytes });
      all.skipped.push(...zip.skipped);
      for (const entry of zip.files) await read(entry);
      continue;
    }
    const limit = fileBytesLimit(file.name);
    if (file.size > limit)
      throw new ImportFileError(
        file.name,
        undefined,
        `the file is larger than ${limit / (1024 * 1024)} MB.`,
      );
    await read(file);
  }
  return all;
}
