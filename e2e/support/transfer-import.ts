import { expect, type Locator, type Page } from '@playwright/test';
import type { ImportCounts } from '@marquee/tmdb-types/library-transfer';
import type { ImportFile } from './transfer-files.js';

/** Matching and writing a few dozen rows is quick, but the machine is shared: room to spare. */
const importTimeout = 30_000;

export function settingsSection(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

export async function openSettings(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Chooses the files in "Import file" and asks for the preview; answers the Import section. */
export async function previewImport(page: Page, files: readonly ImportFile[]): Promise<Locator> {
  const section = settingsSection(page, 'Import');
  await section.getByLabel('Import file').setInputFiles([...files]);
  await expect(
    section.getByText(`Chosen: ${files.map(({ name }) => name).join(', ')}`),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Preview' }).click();
  return section;
}

/** The preview's first line: "Matched: 14 rows (7 titles)." */
export function matchedText(rows: number, titles: number): string {
  const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;
  return `Matched: ${count(rows, 'row')} (${count(titles, 'title')}).`;
}

export async function expectPreview(section: Locator, rows: number, titles: number): Promise<void> {
  await expect(section.getByText(matchedText(rows, titles), { exact: true })).toBeVisible({
    timeout: importTimeout,
  });
}

const listFormat = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** What the page says an import added, as a person reads it. */
export function addedText(added: ImportCounts): string {
  const nouns: Array<[keyof ImportCounts, string, string]> = [
    ['ratings', 'rating', 'ratings'],
    ['diary', 'diary entry', 'diary entries'],
    ['watchlist', 'title to the watchlist', 'titles to the watchlist'],
    ['favorites', 'favourite', 'favourites'],
    ['lists', 'list', 'lists'],
    ['list_items', 'title to lists', 'titles to lists'],
  ];
  const parts = nouns
    .filter(([kind]) => added[kind] > 0)
    .map(([kind, one, many]) => `${added[kind]} ${added[kind] === 1 ? one : many}`);
  return parts.length === 0
    ? 'Nothing new to add: your library already has all of it.'
    : `Added ${listFormat.format(parts)}.`;
}

export const nothingAdded: ImportCounts = {
  watchlist: 0,
  favorites: 0,
  ratings: 0,
  diary: 0,
  lists: 0,
  list_items: 0,
};

/** Presses Import and waits for the counts the page reports. */
export async function importAndExpect(section: Locator, added: ImportCounts): Promise<void> {
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(section.getByRole('status')).toHaveText(addedText(added), {
    timeout: importTimeout,
  });
}
