import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { DiaryEntry, LibraryContents, RatedTitle } from '../store/library-store.js';
import { DEFAULT_SETTINGS } from '../store/member-settings-queries.js';
import { movieDetails, showDetails } from '../../test/test-library.js';
import { LETTERBOXD_COLUMNS, letterboxdCsv } from './letterboxd-csv.js';

const HEAT = movieDetails(949, { title: 'Heat, "the" film', release_date: '1995-12-15' });
const ALIEN = movieDetails(348, { title: 'Alien', release_date: '1979-05-25' });
const DARK = showDetails(70523, { name: 'Dark' });

function entry(
  details: typeof HEAT,
  watchedOn: string,
  fields: Partial<DiaryEntry> = {},
): DiaryEntry {
  return {
    id: 0,
    mediaType: details.media_type,
    mediaId: details.id,
    details,
    watchedOn,
    note: null,
    rating: null,
    createdAt: 0,
    ...fields,
  };
}

function rated(details: typeof HEAT, rating: number): RatedTitle {
  return { mediaType: details.media_type, mediaId: details.id, details, rating, ratedAt: 0 };
}

const CONTENTS: LibraryContents = {
  settings: DEFAULT_SETTINGS,
  watchlist: [],
  favourites: [],
  ratings: [
    rated(HEAT, 8),
    rated(ALIEN, 7.5),
    rated(DARK, 9),
    rated(movieDetails(1, { title: 'Never seen' }), 0.5),
  ],
  diary: [
    entry(HEAT, '2024-01-01', { note: 'Line one,\nline "two"' }),
    entry(DARK, '2024-01-02'),
    entry(HEAT, '2024-02-01', { rating: 6 }),
  ],
  lists: [],
  shows: [],
  episodeWatches: [],
  episodeRatings: [],
  savedFilters: [],
};

describe("Letterboxd's import CSV", () => {
  it('has one row per watch of a film, then one per rated film never watched, and no shows', () => {
    const parsed = Papa.parse<Record<string, string>>(letterboxdCsv(CONTENTS), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...LETTERBOXD_COLUMNS]);
    expect(parsed.data).toEqual([
      {
        tmdbID: '949',
        Title: 'Heat, "the" film',
        Year: '1995',
        Rating10: '8',
        WatchedDate: '2024-01-01',
        Rewatch: 'false',
        Review: 'Line one,\nline "two"',
      },
      {
        tmdbID: '949',
        Title: 'Heat, "the" film',
        Year: '1995',
        Rating10: '6',
        WatchedDate: '2024-02-01',
        Rewatch: 'true',
        Review: '',
      },
      {
        tmdbID: '348',
        Title: 'Alien',
        Year: '1979',
        Rating10: '8',
        WatchedDate: '',
        Rewatch: 'false',
        Review: '',
      },
      {
        tmdbID: '1',
        Title: 'Never seen',
        Year: '2000',
        Rating10: '1',
        WatchedDate: '',
        Rewatch: 'false',
        Review: '',
      },
    ]);
  });

  it('is the header alone for a library without films', () => {
    expect(letterboxdCsv({ ...CONTENTS, ratings: [], diary: [] })).toBe(
      `${LETTERBOXD_COLUMNS.join(',')}\r\n`,
    );
  });
  describe('cells a spreadsheet would run as formulas (OWASP, CSV injection)', () => {
    function rowOf(contents: LibraryContents): Record<string, string> {
      const parsed = Papa.parse<Record<string, string>>(letterboxdCsv(contents), { header: true });
      expect(parsed.errors).toEqual([]);
      return parsed.data[0]!;
    }

    it.each(['=', '+', '-', '@', '\t', '\r'])(
      'puts a quote before a title or review beginning with %j',
      (lead) => {
        const film = movieDetails(500, { title: `${lead}1+1`, release_date: '1999-01-01' });
        const row = rowOf({
          ...CONTENTS,
          ratings: [],
          diary: [entry(film, '2024-03-01', { note: `${lead}HYPERLINK("https://x.test")` })],
        });
        expect(row.Title).toBe(`'${lead}1+1`);
        expect(row.Review).toBe(`'${lead}HYPERLINK("https://x.test")`);
      },
    );

    it('escapes a review of several lines whose first begins with a formula', () => {
      const row = rowOf({
        ...CONTENTS,
        ratings: [],
        diary: [entry(ALIEN, '2024-03-01', { note: '=1+1\nsecond line' })],
      });
      expect(row.Review).toBe("'=1+1\nsecond line");
    });

    it('keeps text with a formula character further in, and numbers, as they are', () => {
      const film = movieDetails(501, { title: 'Alien: Covenant', release_date: '2017-05-09' });
      const row = rowOf({
        ...CONTENTS,
        ratings: [],
        diary: [entry(film, '2024-03-01', { note: 'Fine -ish, 2+2', rating: 7 })],
      });
      expect(row).toMatchObject({
        tmdbID: '501',
        Title: 'Alien: Covenant',
        Year: '2017',
        Rating10: '7',
        WatchedDate: '2024-03-01',
        Review: 'Fine -ish, 2+2',
      });
    });
  });
});
