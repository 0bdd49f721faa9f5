import { expect, type Page } from '@playwright/test';
import type { MarqueeExport } from '@marquee/tmdb-types/library-transfer';
import { loginViaUi, registerNewMemberViaUi } from './accounts.js';
import { csvLine, jsonFile, type LetterboxdExport } from './transfer-files.js';
import { downloadExport, libraryOf, type DownloadedFile } from './transfer-export.js';
import { expectPreview, importAndExpect, openSettings, previewImport } from './transfer-import.js';
import { expectLibrary, type ExpectedLibrary } from './transfer-library.js';

export async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The JSON export holds the library the screens showed. */
function expectExportOf(exported: MarqueeExport, library: ExpectedLibrary): void {
  expect(exported.format).toBe('marquee-library');
  expect(exported.watchlist.map(({ title }) => title).sort()).toEqual(
    [...library.watchlist].sort(),
  );
  expect(
    exported.ratings
      .map(({ title, rating }) => ({ name: title, rating }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ).toEqual([...library.ratings].sort((a, b) => a.name.localeCompare(b.name)));
  expect(exported.diary).toHaveLength(library.watches.length);
  expect(exported.lists.map((list) => [list.name, list.items.map(({ title }) => title)])).toEqual([
    [library.list.name, library.list.items],
  ]);
}

/**
 * Letterboxd's CSV: a row per watch of a film with that watch's rating (a rewatch after the
 * first), then a row per film rated and never watched; no TV.
 */
function expectLetterboxdCsv(file: DownloadedFile, letterboxd: LetterboxdExport, rows: number) {
  expect(file.name).toMatch(/^marquee-letterboxd-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = file.text.split(/\r?\n/).filter((line) => line !== '');
  expect(lines[0]).toBe('tmdbID,Title,Year,Rating10,WatchedDate,Rewatch,Review');
  expect(lines).toHaveLength(rows + 1);
  const [first, again] = letterboxd.diary;
  if (!first || !again) throw new Error('two diary rows expected');
  const film = first.title;
  for (const [row, rewatch] of [
    [first, 'false'],
    [again, 'true'],
  ] as const) {
    expect(lines).toContain(
      csvLine([film.id, film.name, film.year, (row.stars ?? 0) * 2, row.watchedOn, rewatch, '']),
    );
  }
}

/**
 * Step 4: A exports JSON and Letterboxd CSV; B, a new member, imports A's JSON and has the same
 * library, by B's own export and by the screens. Ends with B logged out.
 */
export async function exportAndReimport(
  page: Page,
  library: ExpectedLibrary,
  letterboxd: LetterboxdExport,
): Promise<void> {
  await openSettings(page);
  const fromA = await downloadExport(page, 'Export (JSON)');
  expect(fromA.name).toMatch(/^marquee-library-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fromA.text) as MarqueeExport;
  expectExportOf(exported, library);
  const watchedFilms = exported.diary.filter((entry) => entry.media_type === 'movie');
  const filmsWatched = new Set(watchedFilms.map((entry) => entry.media_id));
  const ratedOnly = exported.ratings.filter(
    (rated) => rated.media_type === 'movie' && !filmsWatched.has(rated.media_id),
  );
  expectLetterboxdCsv(
    await downloadExport(page, 'Export for Letterboxd (CSV)'),
    letterboxd,
    watchedFilms.length + ratedOnly.length,
  );
  await logOut(page);

  await loginViaUi(page, await registerNewMemberViaUi(page));
  await openSettings(page);
  const section = await previewImport(page, [jsonFile(fromA.name, fromA.text)]);
  // A's library, as the export above holds it: from Letterboxd 4 ratings, 4 watches, 2 on the
  // watchlist and a list of 3; from IMDb 2 ratings and 2 on the watchlist; no favourites. A row
  // each: 6 ratings, 4 watches, 4 on the watchlist and the list's 3, of 12 titles (the seven
  // Letterboxd films, the twin picked, and IMDb's two movies and two shows).
  await expectPreview(section, 'Matched: 17 rows (12 titles).');
  await importAndExpect(
    section,
    'Added 6 ratings, 4 diary entries, 4 titles to the watchlist, 1 list, and 3 titles to lists.',
  );
  const fromB = await downloadExport(page, 'Export (JSON)');
  expect(libraryOf(fromB)).toEqual(libraryOf(fromA));
  await expectLibrary(page, library);
  await logOut(page);
}
