import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, registerNewMemberViaUi } from './accounts.js';
import {
  checkCardsAfterReload,
  goHome,
  markTitlesFromCards,
  useDetailsPage,
} from './library-journey-titles.js';
import { visitEmptyLibrary, visitLibraryTabs } from './library-journey-shelves.js';
import { deleteList, editLists } from './library-journey-lists.js';
import { checkAfterRestart, failWriteOnce, syncTwoTabs } from './library-journey-sync.js';
import { watchConsoleErrors } from './console-errors.js';
import { saveScreenshot } from './screenshots.js';
import type { Journey } from './library-journey-state.js';
import type { LibraryServer } from './library-server.js';

/**
 * A new member does everything issue 12 names, in Chromium against `server` (the page's base URL):
 * register, log in, use the controls on cards and a details page, every tab of /library, lists, a
 * write that fails, two tabs, and a restart of the server that keeps it all.
 */
export async function runLibraryJourney(page: Page, server: LibraryServer): Promise<void> {
  const consoleErrors = watchConsoleErrors(page);
  await test.step('register and log in', async () => {
    await loginViaUi(page, await registerNewMemberViaUi(page));
  });

  await test.step('a fresh library: every tab says what to do next', () => visitEmptyLibrary(page));

  const partial = await test.step('cards on home: keyboard and hover', () =>
    markTitlesFromCards(page));
  const journey: Journey = { ...partial, page, server, listName: 'Weekend picks' };
  await test.step('the details page: toggles, rating, watches, a new list', () =>
    useDetailsPage(journey));
  await test.step('after a reload the cards on home show the state', async () => {
    await goHome(page);
    await checkCardsAfterReload(journey);
  });
  await test.step('/library: tabs, counts, sort and filters in the URL', () =>
    visitLibraryTabs(journey));
  await test.step('lists: reorder, remove and undo, rename, create', () => editLists(journey));
  await saveScreenshot(page, `library-${server.engine}-list-tab`);
  await test.step('a failed write shows, rolls back and says so', () => failWriteOnce(journey));
  await test.step('two tabs agree once either regains focus', () => syncTwoTabs(journey));
  await test.step('the library survives a server restart', () => checkAfterRestart(journey));
  await test.step('delete a list after a confirmation', () => deleteList(journey));

  // The browser reports the one write answered 503 on purpose; nothing else may go wrong.
  const expected = /^console: Failed to load resource: the server responded with a status of 503/;
  expect(consoleErrors().filter((error) => !expected.test(error))).toEqual([]);
}
