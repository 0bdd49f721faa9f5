import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import { matchLabel, type ParsedImport, type SourceTitle } from './import-records';
import { readCsvRows } from './read-csv-rows';

/*
 * Letterboxd's import format (letterboxd.com/about/importing-data), which Marquee's "Export for
 * Letterboxd (CSV)" writes: a film by tmdbID, imdbID or Title and Year; Rating (0.5 to 5 stars)
 * or Rating10; WatchedDate, Rewatch and Review for a watch. Letterboxd reads the names in any
 * case, so this does too.
 */

const filmColumns = ['tmdbID', 'imdbID', 'Title'];

export function isLetterboxdImportFormat(header: CsvRecord, file: string): boolean {
  const columns = new CsvColumns(file, header, { ignoreCase: true });
  return filmColumns.some((name) => columns.has(name));
}

function film(columns: CsvColumns, record: CsvRecord): SourceTitle {
  const tmdbId = columns.tmdbId(record, 'tmdbID');
  const imdbId =
    columns.text(record, 'imdbID') === '' ? undefined : columns.imdbId(record, 'imdbID');
  const title = columns.text(record, 'Title');
  const year = columns.year(record, 'Year');
  if (tmdbId === undefined && imdbId === undefined && title === '')
    throw columns.error(record, 'the row names no film (tmdbID, imdbID or Title).');
  return {
    match: {
      media_type: 'movie',
      ...(tmdbId === undefined ? {} : { tmdb_id: tmdbId }),
      ...(imdbId === undefined ? {} : { imdb_id: imdbId }),
      ...(title === '' ? {} : { title }),
      ...(year === undefined ? {} : { year }),
    },
    source: { file: columns.file, line: record.line },
  };
}

/**
 * A row with a WatchedDate is a watch (a diary entry with its rating and review); a row with a
 * rating also rates the film, the last such row being the film's rating.
 */
export function readLetterboxdImportFormat(
  records: readonly CsvRecord[],
  file: string,
): ParsedImport {
  return readCsvRows(
    records,
    file,
    (row, columns, parsed) => {
      const title = film(columns, row);
      const rating = columns.has('Rating10')
        ? (columns.tenScale(row, 'Rating10') ?? columns.stars(row, 'Rating'))
        : columns.stars(row, 'Rating');
      const watchedOn = columns.optionalDay(row, 'WatchedDate');
      const review = columns.text(row, 'Review');
      if (watchedOn !== undefined) {
        parsed.records.push({
          kind: 'diary',
          title,
          watched_on: watchedOn,
          rating: rating ?? null,
          note: review === '' ? null : review,
        });
      }
      if (rating !== undefined) {
        parsed.records.push({
          kind: 'ratings',
          title,
          rating,
          ...(watchedOn === undefined ? {} : { rated_at: watchedOn }),
        });
      }
      if (watchedOn === undefined && rating === undefined) {
        parsed.skipped.push({
          source: title.source,
          label: matchLabel(title.match),
          reason: { id: 'import.letterboxd.nothingToImport' },
        });
      }
    },
    { ignoreCase: true },
  );
}
