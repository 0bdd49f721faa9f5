import Papa from 'papaparse';
import { ImportFileError } from './import-file-error';

/** One row of a CSV file, with the file's own number of the line it starts on (1 = first). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface ReadCsvOptions {
  /** More rows than this (the header not counted) fail with the line that went over. */
  maxRows?: number;
  /** What to say then. */
  tooManyRows?: string;
  /** Rows parsed between two breaks for the event loop, so a large file never freezes the page. */
  rowsPerSlice?: number;
}

const defaultRowsPerSlice = 2000;
const lineBreaks = /\r\n|\r|\n/g;

function lineBreaksIn(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) count += cell.match(lineBreaks)?.length ?? 0;
  return count;
}

function quoteProblem(code: string): string {
  return code === 'MissingQuotes'
    ? 'a quoted value has no closing quote (").'
    : 'a quoted value has text after its closing quote (").';
}

/**
 * The rows of a CSV file, blank lines left out, parsed by Papa Parse a slice at a time with a
 * break for the event loop in between. A value in quotes may span lines, so each row's line is
 * counted from the line breaks inside the rows before it.
 */
export function readCsvRecords(
  text: string,
  file: string,
  {
    maxRows = Infinity,
    tooManyRows = 'too many rows.',
    rowsPerSlice = defaultRowsPerSlice,
  }: ReadCsvOptions = {},
): Promise<CsvRecord[]> {
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = [];
    let line = 1;
    let inSlice = 0;
    let failed = false;
    function fail(parser: Papa.Parser, error: ImportFileError) {
      failed = true;
      parser.abort();
      reject(error);
    }
    Papa.parse<string[]>(text, {
      delimiter: ',',
      skipEmptyLines: false,
      step(results, parser) {
        const cells = results.data;
        const start = line;
        line += 1 + lineBreaksIn(cells);
        const quotes = results.errors.find((error) => error.type === 'Quotes');
        if (quotes) {
          fail(parser, new ImportFileError(file, start, quoteProblem(quotes.code)));
          return;
        }
        if (cells.every((cell) => cell.trim() === '')) return;
        if (records.length > maxRows) {
          fail(parser, new ImportFileError(file, start, tooManyRows));
          return;
        }
        records.push({ line: start, cells });
        inSlice += 1;
        if (inSlice >= rowsPerSlice) {
          inSlice = 0;
          parser.pause();
          setTimeout(() => parser.resume(), 0);
        }
      },
      complete() {
        if (!failed) resolve(records);
      },
    });
  });
}
