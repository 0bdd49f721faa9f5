import { expect, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './screenshots.js';
import {
  letterboxdZip,
  type ImdbExport,
  type ImportFile,
  type LetterboxdExport,
} from './transfer-files.js';
import { expectPreview, importAndExpect, openSettings, previewImport } from './transfer-import.js';
import { expectLibrary, expectLibraryCounts, type ExpectedLibrary } from './transfer-library.js';

/** The library a Letterboxd export brings: ratings at twice the stars, a watch per diary row. */
export function libraryFromLetterboxd(letterboxd: LetterboxdExport): ExpectedLibrary {
  return {
    watchlist: letterboxd.watchlist.map(({ name }) => name),
    ratings: [
      ...letterboxd.ratings.map(({ title, stars }) => ({ name: title.name, rating: stars * 2 })),
      { name: letterboxd.ambiguous.pick.name, rating: letterboxd.ambiguous.stars * 2 },
    ],
    watches: [
      ...letterboxd.diary.map(({ title, watchedOn }) => ({ name: title.name, day: watchedOn })),
      ...letterboxd.watchedOnly.map(({ title, watchedOn }) => ({
        name: title.name,
        day: watchedOn,
      })),
    ],
    list: {
      name: letterboxd.list.name,
      description: letterboxd.list.description,
      items: letterboxd.list.titles.map(({ name }) => name),
    },
  };
}

export function withImdb(library: ExpectedLibrary, imdb: ImdbExport): ExpectedLibrary {
  return {
    ...library,
    watchlist: [...library.watchlist, ...imdb.watchlist.map(({ name }) => name)],
    ratings: [
      ...library.ratings,
      ...imdb.ratings.map(({ title, rating }) => ({ name: title.name, rating })),
    ],
  };
}

/** The ambiguous row's choices: each candidate (alike to read: same name, same year) and Skip. */
async function pickAmbiguous(section: Locator, letterboxd: LetterboxdExport): Promise<void> {
  const { source, label, pick } = letterboxd.ambiguous;
  const group = section.getByRole('group', { name: `${source}: ${label}` });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.getByRole('radio', { name: 'Skip' })).toBeChecked();
  // Both are named by the row's title and year first, then by what sets them apart.
  const candidates = group.getByRole('radio', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  await expect(candidates).toHaveCount(2);
  // A person tells them apart by their details pages: each candidate links to its own.
  const row = group.locator('div').filter({
    has: section.page().locator(`a[href$="details/movie/${pick.id}"]`),
  });
  const chosen = row.getByRole('radio');
  await chosen.check();
  await expect(chosen).toBeChecked();
}

/** Preview of the Letterboxd files: counts, the row to pick for, the row not found. */
async function previewLetterboxd(page: Page, letterboxd: LetterboxdExport): Promise<Locator> {
  const section = await previewImport(page, letterboxd.files);
  // writeLetterboxdExport's rows: 2 on the watchlist, 3 ratings (the twins' row waits for a pick),
  // 3 diary rows, 3 watched (the made-up name matches nothing) and the list's 3; seven films.
  await expectPreview(section, 'Matched: 14 rows (7 titles).');
  await expect(section.getByRole('list', { name: 'Not found' }).getByRole('listitem')).toHaveText([
    `${letterboxd.notFound.source}: ${letterboxd.notFound.label}`,
  ]);
  await pickAmbiguous(section, letterboxd);
  return section;
}

/** Step 1: the Letterboxd export previewed, picked, imported; again, and nothing is added. */
export async function importLetterboxd(
  page: Page,
  letterboxd: LetterboxdExport,
  engine: string,
): Promise<ExpectedLibrary> {
  await openSettings(page);
  const section = await previewLetterboxd(page, letterboxd);
  await saveScreenshot(page, `transfer-${engine}-settings-preview`);
  const expected = libraryFromLetterboxd(letterboxd);
  // Ratings: the 3 matched and the twin picked. Diary: its 3 rows (a rewatch among them) and the
  // one film only in watched.csv. The list: one, of 3 titles.
  await importAndExpect(
    section,
    'Added 4 ratings, 4 diary entries, 2 titles to the watchlist, 1 list, and 3 titles to lists.',
  );
  await expectLibrary(page, expected);

  // The same export again, as the zip Letterboxd downloads: nothing new.
  await openSettings(page);
  const zipped = { ...letterboxd, files: [await letterboxdZip(letterboxd.files)] };
  await importAndExpect(
    await previewLetterboxd(page, zipped),
    'Nothing new to add: your library already has all of it.',
  );
  await expectLibraryCounts(page, expected);
  return expected;
}

/** The page's next request to match titles waits until the test lets it go. */
async function holdMatching(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\/import\/match$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}

/**
 * Step 2: IMDb's ratings and watchlist, titles by IMDb id; a TV show's rating shows too. While
 * the titles are matched the page shows a progress bar, and the import goes on while the member
 * is elsewhere in the app, which says where it is. The journey's files: 2 ratings (a movie and a
 * show) and 2 on the watchlist, 4 titles none of the Letterboxd files named.
 */
export async function importImdb(
  page: Page,
  imdb: ImdbExport,
  before: ExpectedLibrary,
): Promise<ExpectedLibrary> {
  await openSettings(page);
  const release = await holdMatching(page);
  const section = await previewImport(page, imdb.files);
  await expect(section.getByRole('progressbar', { name: 'Matching titles' })).toBeVisible();
  await expect(section.getByText('0% (0 of 4 titles)', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('link', { name: 'Importing… 0%' })).toBeVisible();
  release();
  await page.getByRole('link', { name: 'Import ready to review' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expectPreview(section, 'Matched: 4 rows (4 titles).');
  await expect(section.getByRole('list', { name: 'Not found' })).toHaveCount(0);
  await importAndExpect(section, 'Added 2 ratings and 2 titles to the watchlist.');
  const expected = withImdb(before, imdb);
  await expectLibrary(page, expected);
  return expected;
}

/** Step 3: each broken file is refused with its line named; nothing is sent or written. */
export async function refuseBrokenFiles(
  page: Page,
  broken: ReadonlyArray<{ file: ImportFile; says: string }>,
  library: ExpectedLibrary,
): Promise<void> {
  const sent: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const path = new URL(request.url()).pathname;
    if (/\/import(\/match)?$/.test(path)) sent.push(path);
  };
  page.on('request', onRequest);
  await openSettings(page);
  for (const { file, says } of broken) {
    const section = await previewImport(page, [file]);
    await expect(section.getByRole('alert')).toHaveText(says);
    await expect(section.getByRole('button', { name: 'Preview' })).toBeEnabled();
    await expect(section.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  }
  page.off('request', onRequest);
  expect(sent).toEqual([]);
  await expectLibraryCounts(page, library);
}
