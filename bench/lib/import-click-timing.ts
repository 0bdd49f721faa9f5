import type { BrowserContext } from '@playwright/test';
import type { ExportFile } from './import-letterboxd-export.js';
import {
  addedShownAt,
  chooseFiles,
  clickLibrary,
  IMPORT_STEP_TIMEOUT_MS,
  importSection,
  openSettingsWithProbes,
  previewShownAt,
} from './import-page-probes.js';
import type { ClickAway } from './import-page-probes.js';

export interface ClickAwayTiming {
  duringMatching: ClickAway;
  duringSaving: ClickAway;
  /** What the Import section said on coming back: the import went on while the member was away. */
  added: string;
}

/**
 * A member starts the import and opens the navbar's Library link while the titles are matched,
 * comes back by the import's status link when the preview is ready, clicks "Import" and opens
 * Library again while it saves; then finds the counts on /settings. Each click timed from its
 * event time to the first frame with the Library page's heading.
 */
export async function timeClicksAway(
  context: BrowserContext,
  origin: string,
  files: readonly ExportFile[],
): Promise<ClickAwayTiming> {
  const page = await context.newPage();
  try {
    await openSettingsWithProbes(page, origin);
    await chooseFiles(page, files);
    await importSection(page).getByRole('button', { name: 'Preview' }).click();
    // Once the first batch of titles has its answer: the matching is well under way.
    await page.waitForFunction(
      () => (document.querySelector('progress')?.value ?? 0) > 0,
      undefined,
      { polling: 'raf', timeout: IMPORT_STEP_TIMEOUT_MS },
    );
    const duringMatching = await clickLibrary(page);

    const ready = page.getByRole('link', { name: 'Import ready to review' });
    await ready.waitFor({ timeout: IMPORT_STEP_TIMEOUT_MS });
    await ready.click();
    await previewShownAt(page);
    await importSection(page).getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('button[aria-busy="true"]') !== null ||
        [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.startsWith('Added '),
        ),
      undefined,
      { polling: 'raf', timeout: IMPORT_STEP_TIMEOUT_MS },
    );
    const duringSaving = await clickLibrary(page);

    // The status link stays while the import saves, and goes once it is done.
    await page
      .getByRole('link', { name: /^Importing…/ })
      .waitFor({ state: 'detached', timeout: IMPORT_STEP_TIMEOUT_MS });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await addedShownAt(page);
    const added = await importSection(page)
      .getByRole('status')
      .filter({ hasText: /^(Added |Nothing new)/ })
      .innerText();
    return { duringMatching, duringSaving, added };
  } finally {
    await page.close();
  }
}
