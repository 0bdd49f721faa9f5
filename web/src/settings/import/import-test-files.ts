import { createIntl, type IntlShape } from 'react-intl';
import { englishMessages } from '../../test/english-intl';
import { wordsIn, type SkippedRow } from './import-records';

/*
 * Files as a person would pick them, for the import's tests: CSV written the way the exporting
 * sites write it (CRLF, a BOM where they put one), and Marquee's JSON export.
 */

/** A CSV file from its lines, joined with CRLF as Letterboxd and IMDb write them. */
export function csvFile(name: string, lines: readonly string[], { bom = false } = {}): File {
  return new File([`${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
}

export function jsonFile(name: string, value: unknown): File {
  return new File([JSON.stringify(value, null, 2)], name, { type: 'application/json' });
}

export const letterboxdWatched = [
  'Date,Name,Year,Letterboxd URI',
  '2023-01-04,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Y4k',
  '2023-02-11,Amélie,2001,https://boxd.it/2as',
  '2023-02-12,"The ""Burbs""",1989,https://boxd.it/1Bq8',
] as const;

export const letterboxdRatings = [
  'Date,Name,Year,Letterboxd URI,Rating',
  '2023-01-04,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Y4k,4.5',
  '2023-03-01,Heat,1995,https://boxd.it/2bg,5',
] as const;

export const letterboxdWatchlist = [
  'Date,Name,Year,Letterboxd URI',
  '2024-05-06,千と千尋の神隠し,2001,https://boxd.it/2b4Q',
  '2024-05-07,Rififi,1955,https://boxd.it/1abc',
] as const;

export const letterboxdDiary = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-03-02,Heat,1995,https://boxd.it/5aXq1,5,Yes,"crime, los angeles",2024-03-01',
  '2024-03-05,Amélie,2001,https://boxd.it/5aXq2,,,,2024-03-04',
] as const;

export const letterboxdList = [
  'Letterboxd list export v7',
  'Date,Name,Tags,URL,Description',
  '2024-01-01,"Heists, ranked",,https://letterboxd.com/ada/list/heists/,"Crews and vaults.',
  'Two lines."',
  '',
  'Position,Name,Year,URL,Description',
  '1,Heat,1995,https://boxd.it/2bg,',
  '2,Rififi,1955,https://boxd.it/1abc,"A 30-minute heist, in silence."',
] as const;

const english: IntlShape = createIntl({ locale: 'en', messages: englishMessages });

/** Rows left out as the preview shows them in English, to compare with the words a test expects. */
export function skippedInEnglish(rows: readonly SkippedRow[]) {
  return rows.map(({ source, label, reason }) => ({
    source,
    label: wordsIn(english, label),
    reason: wordsIn(english, reason),
  }));
}

/** Marquee's words in English, for what takes them to say (the report of what did not match). */
export const englishIntl = english;
