import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import type { MarqueeExport } from '@marquee/tmdb-types/library-transfer';
import { settingsSection } from './transfer-import.js';

export interface DownloadedFile {
  name: string;
  text: string;
}

type ExportButton = 'Export (JSON)' | 'Export for Letterboxd (CSV)';

/** Presses an export button on /settings and reads the file the browser saves. */
export async function downloadExport(page: Page, button: ExportButton): Promise<DownloadedFile> {
  const section = settingsSection(page, 'Export');
  const saved = page.waitForEvent('download');
  await section.getByRole('button', { name: button }).click();
  const download = await saved;
  const path = await download.path();
  const name = download.suggestedFilename();
  await expect(section.getByRole('status')).toHaveText(`Saved ${name}.`);
  return { name, text: await readFile(path, 'utf8') };
}

/** The export without the moment it was made: what two members' identical libraries share. */
export function libraryOf(file: DownloadedFile): Omit<MarqueeExport, 'exported_at'> {
  const library: Partial<MarqueeExport> = JSON.parse(file.text) as MarqueeExport;
  delete library.exported_at;
  return library as Omit<MarqueeExport, 'exported_at'>;
}
