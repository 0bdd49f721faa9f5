import type { CsvRecord } from './csv-records';
import { ImportFileError } from './import-file-error';
import { isImdbId, numericIdOf } from './import-ids';

/*
 * Reading a CSV row by its column names, and turning its text into the values an import sends:
 * each check fails with the file, the line and what is wrong with which column.
 */

/** A header's columns by name (trimmed; case ignored when asked), to read rows by name. */
export class CsvColumns {
  readonly file: string;
  private readonly indexes = new Map<string, number>();
  private readonly ignoreCase: boolean;

  constructor(file: string, header: CsvRecord, { ignoreCase = false } = {}) {
    this.file = file;
    this.ignoreCase = ignoreCase;
    header.cells.forEach((name, index) => {
      const key = this.key(name);
      if (!this.indexes.has(key)) this.indexes.set(key, index);
    });
  }

  private key(name: string): string {
    const trimmed = name.trim();
    return this.ignoreCase ? trimmed.toLowerCase() : trimmed;
  }

  has(name: string): boolean {
    return this.indexes.has(this.key(name));
  }

  /** The column's text in this row, trimmed; '' when the row or the header lacks it. */
  text(record: CsvRecord, name: string): string {
    const index = this.indexes.get(this.key(name));
    return index === undefined ? '' : (record.cells[index] ?? '').trim();
  }

  error(record: CsvRecord, problem: string): ImportFileError {
    return new ImportFileError(this.file, record.line, problem);
  }

  required(record: CsvRecord, name: string): string {
    const value = this.text(record, name);
    if (value === '') throw this.error(record, `${name} is empty.`);
    return value;
  }

  /** YYYY-MM-DD, a day that exists. */
  day(record: CsvRecord, name: string): string {
    const value = this.required(record, name);
    if (!isDay(value)) throw this.error(record, `${name} "${value}" is not a date (YYYY-MM-DD).`);
    return value;
  }

  /** Like `day`, but an empty cell gives undefined. */
  optionalDay(record: CsvRecord, name: string): string | undefined {
    return this.text(record, name) === '' ? undefined : this.day(record, name);
  }

  /** A year of release; undefined when empty. */
  year(record: CsvRecord, name: string): number | undefined {
    const value = this.text(record, name);
    if (value === '') return undefined;
    if (!/^\d{4}$/.test(value)) throw this.error(record, `${name} "${value}" is not a year.`);
    return Number(value);
  }

  /** Letterboxd's stars, 0.5 to 5 in halves, as Marquee's 1 to 10; undefined when empty. */
  stars(record: CsvRecord, name: string): number | undefined {
    const value = this.text(record, name);
    if (value === '') return undefined;
    const stars = Number(value);
    if (!isHalfStep(stars) || stars < 0.5 || stars > 5)
      throw this.error(record, `${name} "${value}" is not a rating from 0.5 to 5 stars.`);
    return stars * 2;
  }

  /** A rating out of ten (0.5 to 10 in halves); undefined when empty. */
  tenScale(record: CsvRecord, name: string): number | undefined {
    const value = this.text(record, name);
    if (value === '') return undefined;
    const rating = Number(value);
    if (!isHalfStep(rating) || rating < 0.5 || rating > 10)
      throw this.error(record, `${name} "${value}" is not a rating from 1 to 10.`);
    return rating;
  }

  /** IMDb's id, tt and at least seven digits. */
  imdbId(record: CsvRecord, name: string): string {
    const value = this.required(record, name);
    if (!isImdbId(value))
      throw this.error(
        record,
        `${name} "${value}" is not an IMDb id (tt and seven or more digits).`,
      );
    return value;
  }

  /** A TMDB id; undefined when empty. */
  tmdbId(record: CsvRecord, name: string): number | undefined {
    const value = this.text(record, name);
    if (value === '') return undefined;
    const id = numericIdOf(value);
    if (id === undefined) throw this.error(record, `${name} "${value}" is not a TMDB id.`);
    return id;
  }
}

function isHalfStep(value: number): boolean {
  return Number.isFinite(value) && Number.isInteger(value * 2);
}

export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
