import { CsvColumns } from './csv-columns';
import type { CsvRecord } from './csv-records';
import { emptyImport, type ParsedImport } from './import-records';

/**
 * A file of one header and rows under it: `readRow` reads each row, by its column names, into
 * what the file brings. A file without even a header brings nothing.
 */
export function readCsvRows(
  records: readonly CsvRecord[],
  file: string,
  readRow: (row: CsvRecord, columns: CsvColumns, parsed: ParsedImport) => void,
  options: { ignoreCase?: boolean } = {},
): ParsedImport {
  const [header, ...rows] = records;
  const parsed = emptyImport();
  if (!header) return parsed;
  const columns = new CsvColumns(file, header, options);
  for (const row of rows) readRow(row, columns, parsed);
  return parsed;
}
