import { expect, type Page } from '@playwright/test';
import { cardNames, expectWrite } from './library-ui.js';
import type { CatalogueTitle } from './transfer-titles.js';

interface DiscoverAnswer {
  results: Array<{ id: number; title?: string }>;
}

/**
 * Step 7: on /movies, most popular first, "Hide watched" takes the titles the member watched off
 * the page at once, and the page remembers it after a reload (the server keeps the setting).
 */
export async function hideWatchedOnMovies(
  page: Page,
  watched: readonly CatalogueTitle[],
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Movies', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/3/discover/movie') && response.ok(),
  );
  await page.getByLabel('Sort by').selectOption({ label: 'Most popular' });
  const { results } = (await (await answered).json()) as DiscoverAnswer;
  const shownIds = new Set(results.map(({ id }) => id));
  const hidden = watched.filter((title) => shownIds.has(title.id));
  if (hidden.length === 0) throw new Error('none of the watched titles is on the first page');
  const everyName = results.map(({ title }) => title ?? '');
  const grid = page.getByRole('list', { name: 'Movies, page 1' });
  await expect.poll(() => cardNames(grid)).toEqual(everyName);

  const toggle = page.getByRole('checkbox', { name: 'Hide watched' });
  await expect(toggle).not.toBeChecked();
  // click(), not check(): the box shows its new state a moment after the click (see sharing).
  await expectWrite(page, 'PUT', /\/settings$/, () => toggle.click());
  await expect(toggle).toBeChecked();
  const hiddenIds = new Set(hidden.map(({ id }) => id));
  const left = results.filter(({ id }) => !hiddenIds.has(id)).map(({ title }) => title ?? '');
  await expect.poll(() => cardNames(grid)).toEqual(left);
  const says = `${hidden.length} watched ${hidden.length === 1 ? 'title' : 'titles'} hidden`;
  await expect(page.getByText(says, { exact: true })).toBeVisible();

  await page.reload();
  await expect(toggle).toBeChecked();
  await expect.poll(() => cardNames(grid)).toEqual(left);
  await expect(page.getByText(says, { exact: true })).toBeVisible();
}
