import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loginViaUi, registerNewMemberViaUi } from './accounts.js';
import { watchConsoleErrors } from './console-errors.js';
import type { LibraryServer } from './library-server.js';
import { writeBrokenFiles, writeImdbExport, writeLetterboxdExport } from './transfer-files.js';
import { seeForYouChange } from './transfer-for-you.js';
import { hideWatchedOnMovies } from './transfer-hide-watched.js';
import { exportAndReimport, logOut } from './transfer-journey-export.js';
import { importImdb, importLetterboxd, refuseBrokenFiles } from './transfer-journey-import.js';
import { shareListPublicly } from './transfer-sharing.js';
import {
  hasRecommendations,
  imdbIdOf,
  pickTransferTitles,
  type CatalogueTitle,
} from './transfer-titles.js';

export interface TransferFixtures {
  page: Page;
  browser: Browser;
  request: APIRequestContext;
}

/** The first of `titles` the catalogue recommends anything for. */
async function likeable(origin: string, titles: readonly CatalogueTitle[]) {
  for (const title of titles) if (await hasRecommendations(origin, title)) return title;
  throw new Error('the catalogue recommends nothing for any of these titles');
}

/**
 * Everything issue 13 names, in Chromium against `server`: a Letterboxd and an IMDb export written
 * here imported, broken files refused, the library exported and imported back by a second member,
 * a list shared with a logged-out visitor, "Hide watched", and "For you" for a third member.
 */
export async function runTransferJourney(
  { page, browser, request }: TransferFixtures,
  server: LibraryServer,
): Promise<void> {
  const consoleErrors = watchConsoleErrors(page);
  const { origin, engine } = server;
  const titles = await test.step('read the titles to write files of', () =>
    pickTransferTitles(origin, 9, 2));
  const [, , , , , , , m8, m9] = titles.movies;
  const [t1, t2] = titles.shows;
  if (!m8 || !m9 || !t1 || !t2) throw new Error('too few titles');
  const imdbIds = new Map<CatalogueTitle, string>();
  for (const title of [m8, m9, t1, t2]) imdbIds.set(title, await imdbIdOf(origin, title));
  const letterboxd = writeLetterboxdExport(titles.movies.slice(0, 7), titles.twins);
  const imdb = writeImdbExport(
    [
      { title: m8, rating: 7 },
      { title: t1, rating: 9 },
    ],
    [t2, m9],
    imdbIds,
  );

  const member = await test.step('member A registers and logs in', async () => {
    const email = await registerNewMemberViaUi(page);
    await loginViaUi(page, email);
    return email;
  });
  let library = await test.step('import a Letterboxd export, then the same again', () =>
    importLetterboxd(page, letterboxd, engine));
  library = await test.step('import an IMDb ratings and watchlist export', () =>
    importImdb(page, imdb, library));
  await test.step('a broken file names its line, and nothing is written', () =>
    refuseBrokenFiles(page, writeBrokenFiles(m8), library));
  await test.step('export, and member B imports it into the same library', () =>
    exportAndReimport(page, library, letterboxd));

  await loginViaUi(page, member);
  const visitorErrors = await test.step('a public list, seen logged out, then private', () =>
    shareListPublicly(
      page,
      browser,
      request,
      { ...library.list, ownerName: `Transfer tester ${engine}` },
      engine,
    ));
  const watched = [
    ...new Set([...letterboxd.diary, ...letterboxd.watchedOnly].map(({ title }) => title)),
  ];
  await test.step('Hide watched on /movies, kept after a reload', () =>
    hideWatchedOnMovies(page, watched));
  await logOut(page);

  await test.step('For you: none, then after a rating, then another', async () => {
    await loginViaUi(page, await registerNewMemberViaUi(page));
    await seeForYouChange(page, await likeable(origin, titles.movies), engine);
  });

  expect(visitorErrors).toEqual([]);
  expect(consoleErrors()).toEqual([]);
}
