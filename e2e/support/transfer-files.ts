import { zipOf } from '../../scripts/lib/tracker-exports/zip-of.js';
import type { CatalogueTitle } from './transfer-titles.js';

/** A file as setInputFiles takes it: written by the test, never read from disk. */
export interface ImportFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A cell as a CSV writer quotes it: when it holds a comma, a quote or a line break. */
function cell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number>): string {
  return cells.map(cell).join(',');
}

/** A CSV file of these lines (each already a line), with the line breaks Letterboxd writes. */
export function csvFile(name: string, lines: readonly string[]): ImportFile {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) };
}

/**
 * The files as Letterboxd hands them out: one zip, its lists in a folder of their own. The names
 * of the other files, and so the lines' sources, stay as they were.
 */
export async function letterboxdZip(files: readonly ImportFile[]): Promise<ImportFile> {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    const isList = file.buffer.toString('utf8').startsWith('Letterboxd list export');
    entries[isList ? `lists/${file.name}` : file.name] = new Uint8Array(file.buffer);
  }
  return {
    name: 'letterboxd-member-2026-11-24-utc.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(await zipOf(entries)),
  };
}

export function jsonFile(name: string, text: string): ImportFile {
  return { name, mimeType: 'application/json', buffer: Buffer.from(text) };
}

function boxd(title: CatalogueTitle): string {
  return `https://boxd.it/e2e${title.id}`;
}

/** A rating as stars on Letterboxd (0.5 to 5) and what Marquee makes of it (1 to 10). */
export interface StarRating {
  title: CatalogueTitle;
  stars: number;
}

export interface DiaryRow {
  title: CatalogueTitle;
  watchedOn: string;
  stars: number | null;
  rewatch: boolean;
}

/** Letterboxd's data export as the journey writes it, and what it should bring. */
export interface LetterboxdExport {
  files: ImportFile[];
  watchlist: CatalogueTitle[];
  /** The rows matched by name and year (the twins' row is not among them). */
  ratings: StarRating[];
  diary: DiaryRow[];
  /** Titles in watched.csv with no diary row: each gets one watch on its day. */
  watchedOnly: Array<{ title: CatalogueTitle; watchedOn: string }>;
  list: { name: string; description: string; titles: CatalogueTitle[] };
  /** The row that names two titles; the person picks `pick`. */
  ambiguous: { source: string; label: string; stars: number; pick: CatalogueTitle };
  /** The row no catalogue title fits. */
  notFound: { source: string; label: string };
}

/** A name no catalogue title has, nor any word of it: the search finds nothing. */
const nowhere = { name: 'Qwzxv Plorbnik Vantathrum', year: 2031 };

/**
 * Letterboxd's export (watchlist.csv, ratings.csv, diary.csv with a rewatch, watched.csv and a
 * list file) of seven movies named by title and year, a row for `twins` (ambiguous) and a row
 * that matches nothing. The first movie is rated and watched twice.
 */
export function writeLetterboxdExport(
  movies: readonly CatalogueTitle[],
  twins: readonly [CatalogueTitle, CatalogueTitle],
): LetterboxdExport {
  const [m3, m1, m2, m4, m5, m6, m7] = movies;
  if (!m1 || !m2 || !m3 || !m4 || !m5 || !m6 || !m7) throw new Error('seven movies needed');
  const [twin, other] = twins;
  const head = ['Date', 'Name', 'Year', 'Letterboxd URI'];
  const film = (title: CatalogueTitle) => [title.name, title.year, boxd(title)];

  const watchlist = [m1, m2];
  const ratings: StarRating[] = [
    { title: m3, stars: 4.5 },
    { title: m4, stars: 3 },
    { title: m5, stars: 0.5 },
  ];
  const ambiguousStars = 4;
  const diary: DiaryRow[] = [
    { title: m3, watchedOn: '2024-03-01', stars: 4.5, rewatch: false },
    { title: m3, watchedOn: '2024-06-10', stars: 5, rewatch: true },
    { title: m6, watchedOn: '2024-05-02', stars: null, rewatch: false },
  ];
  const watched = [
    { title: m3, watchedOn: '2024-03-01' },
    { title: m6, watchedOn: '2024-05-02' },
    { title: m7, watchedOn: '2023-11-20' },
  ];
  const list = { name: 'Transfer picks', description: 'Three to see again.', titles: [m7, m1, m4] };

  const files = [
    csvFile('watchlist.csv', [
      csvLine(head),
      ...watchlist.map((title, index) => csvLine([`2024-01-0${index + 5}`, ...film(title)])),
    ]),
    csvFile('ratings.csv', [
      csvLine([...head, 'Rating']),
      csvLine(['2024-03-02', ...film(m3), 4.5]),
      csvLine(['2024-03-03', ...film(m4), 3]),
      // Twins: Letterboxd's own URI would tell them apart; Marquee goes by name and year.
      csvLine(['2024-03-04', ...film(twin), ambiguousStars]),
      csvLine(['2024-03-05', ...film(m5), 0.5]),
    ]),
    csvFile('diary.csv', [
      csvLine([...head, 'Rating', 'Rewatch', 'Tags', 'Watched Date']),
      ...diary.map((row, index) =>
        csvLine([
          `2024-07-0${index + 1}`,
          ...film(row.title),
          row.stars ?? '',
          row.rewatch ? 'Yes' : '',
          row.rewatch ? 'again, with friends' : '',
          row.watchedOn,
        ]),
      ),
    ]),
    csvFile('watched.csv', [
      csvLine(head),
      ...watched.map((row) => csvLine([row.watchedOn, ...film(row.title)])),
      csvLine(['2023-12-01', nowhere.name, nowhere.year, 'https://boxd.it/e2e0']),
    ]),
    csvFile('transfer-picks.csv', [
      'Letterboxd list export v7',
      csvLine(['Date', 'Name', 'Tags', 'URL', 'Description']),
      csvLine([
        '2024-02-01',
        list.name,
        '',
        'https://letterboxd.com/e2e/list/picks/',
        list.description,
      ]),
      '',
      csvLine(['Position', 'Name', 'Year', 'URL', 'Description']),
      ...list.titles.map((title, index) => csvLine([index + 1, ...film(title), ''])),
    ]),
  ];
  const diaryTitles = new Set(diary.map((row) => row.title));
  return {
    files,
    watchlist,
    ratings,
    diary,
    watchedOnly: watched.filter((row) => !diaryTitles.has(row.title)),
    list,
    ambiguous: {
      source: 'ratings.csv line 4',
      label: `${twin.name} (${twin.year})`,
      stars: ambiguousStars,
      pick: other,
    },
    notFound: {
      source: `watched.csv line ${watched.length + 2}`,
      label: `${nowhere.name} (${nowhere.year})`,
    },
  };
}

/** IMDb's ratings and watchlist exports as the journey writes them, and what they bring. */
export interface ImdbExport {
  files: ImportFile[];
  ratings: Array<{ title: CatalogueTitle; rating: number }>;
  watchlist: CatalogueTitle[];
}

const imdbType = (title: CatalogueTitle) => (title.mediaType === 'movie' ? 'movie' : 'tvSeries');

/**
 * IMDb's ratings.csv and watchlist.csv with their current columns, titles by their IMDb id
 * (Const): `rated` rated, `listed` on the watchlist; `imdbIds` by title id.
 */
export function writeImdbExport(
  rated: ReadonlyArray<{ title: CatalogueTitle; rating: number }>,
  listed: readonly CatalogueTitle[],
  imdbIds: ReadonlyMap<CatalogueTitle, string>,
): ImdbExport {
  const idOf = (title: CatalogueTitle) => {
    const id = imdbIds.get(title);
    if (!id) throw new Error(`no IMDb id for ${title.name}`);
    return id;
  };
  const url = (title: CatalogueTitle) => `https://www.imdb.com/title/${idOf(title)}/`;
  const ratingsHead = [
    'Const',
    'Your Rating',
    'Date Rated',
    'Title',
    'Original Title',
    'URL',
    'Title Type',
    'IMDb Rating',
    'Runtime (mins)',
    'Year',
    'Genres',
    'Num Votes',
    'Release Date',
    'Directors',
  ];
  const watchlistHead = [
    'Position',
    'Const',
    'Created',
    'Modified',
    'Description',
    'Title',
    'Original Title',
    'URL',
    'Title Type',
    'IMDb Rating',
    'Runtime (mins)',
    'Year',
    'Genres',
    'Num Votes',
    'Release Date',
    'Directors',
    'Your Rating',
    'Date Rated',
  ];
  const files = [
    csvFile('imdb-ratings.csv', [
      csvLine(ratingsHead),
      ...rated.map(({ title, rating }) =>
        csvLine([
          idOf(title),
          rating,
          '2024-08-01',
          title.name,
          title.name,
          url(title),
          imdbType(title),
          7.1,
          104,
          title.year,
          'Drama',
          12345,
          `${title.year}-01-01`,
          '',
        ]),
      ),
    ]),
    csvFile('imdb-watchlist.csv', [
      csvLine(watchlistHead),
      ...listed.map((title, index) =>
        csvLine([
          index + 1,
          idOf(title),
          '2024-08-02',
          '2024-08-02',
          '',
          title.name,
          title.name,
          url(title),
          imdbType(title),
          6.8,
          98,
          title.year,
          'Comedy',
          2345,
          `${title.year}-01-01`,
          '',
          '',
          '',
        ]),
      ),
    ]),
  ];
  return { files, ratings: [...rated], watchlist: [...listed] };
}

/** Two broken files: a rating of 7 stars, and a quote never closed. Each names its line. */
export function writeBrokenFiles(title: CatalogueTitle): Array<{ file: ImportFile; says: string }> {
  return [
    {
      file: csvFile('ratings.csv', [
        csvLine(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating']),
        csvLine(['2024-03-02', title.name, title.year, boxd(title), 4]),
        csvLine(['2024-03-03', title.name, title.year, boxd(title), 7]),
      ]),
      says: 'Nothing was sent. ratings.csv line 3: Rating "7" is not a rating from 0.5 to 5 stars.',
    },
    {
      file: csvFile('watchlist.csv', [
        csvLine(['Date', 'Name', 'Year', 'Letterboxd URI']),
        `2024-01-05,"${title.name},${title.year},${boxd(title)}`,
        csvLine(['2024-01-06', title.name, title.year, boxd(title)]),
      ]),
      says: 'Nothing was sent. watchlist.csv line 2: a quoted value has no closing quote (").',
    },
  ];
}
