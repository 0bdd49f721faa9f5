import { expect, type Locator, type Page } from '@playwright/test';
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

/*
 * The sentences a test waits for are written out by the test, as a person reads them on the page
 * ("Matched: 14 rows (7 titles)."), worked out from the files it imports: never computed here
 * with a copy of the page's own formatting, which would agree with the page whatever it printed.
 */

/** Waits for the preview's first line, e.g. "Matched: 14 rows (7 titles).", exactly. */
export async function expectPreview(section: Locator, matched: string): Promise<void> {
  await expect(section.getByText(matched, { exact: true })).toBeVisible({
    timeout: importTimeout,
  });
}

/** Presses Import and waits for the page's sentence on what it added, exactly. */
export async function importAndExpect(section: Locator, added: string): Promise<void> {
  await section.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(section.getByRole('status')).toHaveText(added, { timeout: importTimeout });
}
