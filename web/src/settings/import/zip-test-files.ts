import { zipOf } from '../../../../scripts/lib/tracker-exports/zip-of';
import {
  letterboxdDiary,
  letterboxdList,
  letterboxdRatings,
  letterboxdWatched,
  letterboxdWatchlist,
} from './import-test-files';

/*
 * Zips as Letterboxd's "Export your data" downloads them, for the import's tests: the same CSV
 * lines as the loose files, at their paths in the zip.
 */

/** An entry's content: CSV lines (joined with CRLF as csvFile joins them) or raw bytes. */
export type ZipEntryContent = readonly string[] | Uint8Array;

export function zipBytes(
  entries: Readonly<Record<string, ZipEntryContent>>,
): Promise<Uint8Array<ArrayBuffer>> {
  return zipOf(
    Object.fromEntries(
      Object.entries(entries).map(([path, content]) => [
        path,
        content instanceof Uint8Array ? content : `${content.join('\r\n')}\r\n`,
      ]),
    ),
  );
}

export async function zipFile(
  name: string,
  entries: Readonly<Record<string, ZipEntryContent>>,
): Promise<File> {
  return new File([await zipBytes(entries)], name, { type: 'application/zip' });
}

export const letterboxdGhibliList = [
  'Letterboxd list export v7',
  'Date,Name,Tags,URL,Description',
  '2024-02-02,ジブリの映画,,https://letterboxd.com/ada/list/ghibli/,',
  '',
  'Position,Name,Year,URL,Description',
  '1,千と千尋の神隠し,2001,https://boxd.it/2b4Q,',
  '2,となりのトトロ,1988,https://boxd.it/2b4R,Über alles',
] as const;

/** The files the import takes from Letterboxd's zip, by their path in it. */
export const letterboxdTakenEntries = {
  'watched.csv': letterboxdWatched,
  'ratings.csv': letterboxdRatings,
  'watchlist.csv': letterboxdWatchlist,
  'diary.csv': letterboxdDiary,
  'lists/heists-ranked.csv': letterboxdList,
  'lists/ジブリの映画.csv': letterboxdGhibliList,
} as const;

/** The files of Letterboxd's zip the import does not take, in the order of the zip below. */
export const letterboxdLeftOutPaths = [
  'profile.csv',
  'comments.csv',
  'reviews.csv',
  'likes/films.csv',
  'likes/lists.csv',
];

const deletedDiary = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2022-01-01,Cats,2019,https://boxd.it/kP6y,0.5,,,2021-12-31',
];

/** Letterboxd's export zip whole: what the import takes, what it leaves out, what it ignores. */
export const letterboxdExportEntries: Readonly<Record<string, ZipEntryContent>> = {
  'profile.csv': [
    'Date Joined,Username,Given Name,Family Name,Email Address,Location,Website,Bio,Pronoun,Favorite Films',
    '2019-05-01,ada,Ada,,ada@example.com,Zürich,,,She / her,',
  ],
  'watched.csv': letterboxdWatched,
  'comments.csv': ['Date,Content,Comment'],
  'reviews.csv': [
    'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date',
    '2024-03-02,Heat,1995,https://boxd.it/5aXq1,5,Yes,"The bank, the street.",,2024-03-01',
  ],
  'ratings.csv': letterboxdRatings,
  'watchlist.csv': letterboxdWatchlist,
  'diary.csv': letterboxdDiary,
  'likes/': new Uint8Array(0),
  'likes/films.csv': ['Date,Name,Year,Letterboxd URI', '2024-01-01,Heat,1995,https://boxd.it/2bg'],
  'likes/lists.csv': ['Date,Name,Owner,Letterboxd URI'],
  'lists/': new Uint8Array(0),
  'lists/heists-ranked.csv': letterboxdList,
  'lists/ジブリの映画.csv': letterboxdGhibliList,
  'deleted/diary.csv': deletedDiary,
  'deleted/lists/old-list.csv': letterboxdList,
  'orphaned/diary.csv': deletedDiary,
};
