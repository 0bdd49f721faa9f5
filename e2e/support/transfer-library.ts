import { expect, type Locator, type Page } from '@playwright/test';
import { cardNames, dayOf, monthOf } from './library-ui.js';

/** What a member's /library should show, tab by tab. */
export interface ExpectedLibrary {
  /** Watchlist titles, in any order. */
  watchlist: string[];
  /** Rated titles and their ratings out of 10, in any order. */
  ratings: Array<{ name: string; rating: number }>;
  /** Each watch: the title and the day. */
  watches: Array<{ name: string; day: string }>;
  /** The one list, its items in order. */
  list: { name: string; description: string; items: string[] };
}

function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

function count(page: Page, text: string): Locator {
  return panel(page).getByText(text, { exact: true });
}

function plural(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

async function openTab(page: Page, tab: string, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function sortedNames(scope: Locator): Promise<string[]> {
  return (await cardNames(scope)).sort();
}

/** Opens the list from the Lists tab; its items show in the list's order. */
export async function openList(page: Page, name: string): Promise<void> {
  await openTab(page, 'Lists', 'library/lists');
  await panel(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/library\/lists\/\d+$/);
  await expect(panel(page).getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Every tab of /library shows what `expected` says, with its count. */
export async function expectLibrary(page: Page, expected: ExpectedLibrary): Promise<void> {
  await openTab(page, 'Watchlist', 'library');
  await expect(count(page, plural(expected.watchlist.length, 'title', 'titles'))).toBeVisible();
  await expect.poll(() => sortedNames(panel(page))).toEqual([...expected.watchlist].sort());

  await openTab(page, 'Ratings', 'library/ratings');
  await expect(count(page, plural(expected.ratings.length, 'title', 'titles'))).toBeVisible();
  await expect
    .poll(() => sortedNames(panel(page)))
    .toEqual(expected.ratings.map(({ name }) => name).sort());
  for (const { name, rating } of expected.ratings) {
    await expect(panel(page).getByRole('listitem', { name })).toContainText(
      `Your rating: ${rating} out of 10`,
    );
  }

  await openTab(page, 'Watched', 'library/watched');
  await expect(count(page, plural(expected.watches.length, 'watch', 'watches'))).toBeVisible();
  for (const { name, day } of expected.watches) {
    await expect(
      panel(page)
        .getByRole('region', { name: monthOf(day) })
        .getByRole('article', { name: `${name}, watched ${dayOf(day)}` }),
    ).toBeVisible();
  }

  await openTab(page, 'Lists', 'library/lists');
  await expect(count(page, '1 list')).toBeVisible();
  const summary = panel(page).getByRole('article', { name: expected.list.name });
  await expect(summary).toContainText(expected.list.description);
  await expect(summary).toContainText(plural(expected.list.items.length, 'title', 'titles'));
  await openList(page, expected.list.name);
  const items = panel(page).getByRole('list', { name: `Titles in ${expected.list.name}` });
  await expect.poll(() => cardNames(items)).toEqual(expected.list.items);
}

/** Only the counts of each tab: quick, for "nothing changed". */
export async function expectLibraryCounts(page: Page, expected: ExpectedLibrary): Promise<void> {
  await openTab(page, 'Watchlist', 'library');
  await expect(count(page, plural(expected.watchlist.length, 'title', 'titles'))).toBeVisible();
  await openTab(page, 'Ratings', 'library/ratings');
  await expect(count(page, plural(expected.ratings.length, 'title', 'titles'))).toBeVisible();
  await openTab(page, 'Watched', 'library/watched');
  await expect(count(page, plural(expected.watches.length, 'watch', 'watches'))).toBeVisible();
  await openTab(page, 'Lists', 'library/lists');
  await expect(panel(page).getByRole('article', { name: expected.list.name })).toContainText(
    plural(expected.list.items.length, 'title', 'titles'),
  );
}
