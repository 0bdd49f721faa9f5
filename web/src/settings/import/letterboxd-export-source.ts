import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import { ImportFileError } from './import-file-error';
import {
  emptyImport,
  type ImportListHead,
  type ParsedImport,
  type SourceTitle,
} from './import-records';
import { readCsvRows } from './read-csv-rows';

/*
 * Letterboxd's data export (Settings → Data → Export): watched.csv, watchlist.csv (Date, Name,
 * Year, Letterboxd URI), ratings.csv (+ Rating, 0.5 to 5 stars), diary.csv (+ Rating, Rewatch,
 * Tags, Watched Date), and one file per list under lists/. Films only, named by title and year.
 */

export type LetterboxdExportKind = 'watched' | 'watchlist' | 'ratings' | 'diary';

const filmColumns = ['Date', 'Name', 'Year', 'Letterboxd URI'];

/** The kind of a Letterboxd export file from its header (and, for two alike, its name). */
export function letterboxdExportKind(
  header: CsvRecord,
  file: string,
): LetterboxdExportKind | undefined {
  const columns = new CsvColumns(file, header);
  if (!filmColumns.every((name) => columns.has(name)) || columns.has('Review')) return undefined;
  if (columns.has('Watched Date')) return 'diary';
  if (columns.has('Rating')) return 'ratings';
  // watched.csv and watchlist.csv have the same columns: only the name tells them apart.
  const name = file.toLowerCase();
  if (name.includes('watchlist')) return 'watchlist';
  if (name.includes('watched')) return 'watched';
  throw new ImportFileError(
    file,
    header.line,
    "these are the columns of Letterboxd's watched.csv and watchlist.csv; name the file watched.csv or watchlist.csv to say which it is.",
  );
}

export function isLetterboxdList(header: CsvRecord): boolean {
  return /^Letterboxd list export\b/.test(header.cells[0]?.trim() ?? '');
}

function film(columns: CsvColumns, record: CsvRecord): SourceTitle {
  const year = columns.year(record, 'Year');
  return {
    match: {
      media_type: 'movie',
      title: columns.required(record, 'Name'),
      ...(year === undefined ? {} : { year }),
    },
    source: { file: columns.file, line: record.line },
  };
}

export function readLetterboxdExport(
  records: readonly CsvRecord[],
  file: string,
  kind: LetterboxdExportKind,
): ParsedImport {
  return readCsvRows(records, file, (row, columns, parsed) => {
    const title = film(columns, row);
    switch (kind) {
      case 'watched':
        parsed.records.push({ kind, title, watched_on: columns.day(row, 'Date') });
        break;
      case 'watchlist':
        parsed.records.push({ kind, title, added_at: columns.day(row, 'Date') });
        break;
      case 'ratings': {
        const rating = columns.stars(row, 'Rating');
        if (rating === undefined) throw columns.error(row, 'Rating is empty.');
        parsed.records.push({ kind, title, rating, rated_at: columns.day(row, 'Date') });
        break;
      }
      case 'diary':
        parsed.records.push({
          kind,
          title,
          watched_on: columns.day(row, 'Watched Date'),
          rating: columns.stars(row, 'Rating') ?? null,
          note: null,
          logged_at: columns.day(row, 'Date'),
        });
        break;
    }
  });
}

/**
 * A list file: a banner line ("Letterboxd list export v7"), the list's own header and row
 * (Date, Name, Tags, URL, Description), a blank line, then its films (Position, Name, Year, URL,
 * Description) in the list's order.
 */
export function readLetterboxdList(records: readonly CsvRecord[], file: string): ParsedImport {
  const [banner, listHeader, listRow] = records;
  if (!banner || !listHeader || !listRow || listRow.cells[0]?.trim() === 'Position')
    throw new ImportFileError(file, banner?.line, "the list's name and description are missing.");
  const listColumns = new CsvColumns(file, listHeader);
  const list: ImportListHead = {
    name: listColumns.required(listRow, 'Name'),
    description: listColumns.text(listRow, 'Description'),
  };
  const created = listColumns.optionalDay(listRow, 'Date');
  if (created !== undefined) list.created_at = created;
  const parsed = emptyImport();
  parsed.lists.push(list);
  const itemsAt = records.findIndex(
    (record, index) => index > 2 && record.cells[0]?.trim() === 'Position',
  );
  if (itemsAt === -1) {
    if (records.length > 3)
      throw new ImportFileError(
        file,
        records[3]?.line,
        "expected the films' header (Position, Name, Year, URL).",
      );
    return parsed;
  }
  const itemHeader = records[itemsAt] as CsvRecord;
  const columns = new CsvColumns(file, itemHeader);
  for (const row of records.slice(itemsAt + 1)) {
    parsed.records.push({ kind: 'list-item', title: film(columns, row), list });
  }
  return parsed;
}
