import type { BrowserContext, Page } from '@playwright/test';
import type { ExportFile } from './import-letterboxd-export.js';
import { blockingWithin } from './import-long-tasks.js';
import type { Blocking } from './import-long-tasks.js';
import {
  addedShownAt,
  chooseFiles,
  clickLibrary,
  importSection,
  lastClick,
  openSettingsWithProbes,
  previewShownAt,
  recordedLongTasks,
} from './import-page-probes.js';
import type { ClickAway } from './import-page-probes.js';

/** What the preview said. */
export interface PreviewSummary {
  /** "Matched: 9,400 rows (4,690 titles)." */
  matched: string;
  ambiguous: number;
  notFound: number;
  /** "What the files hold", by kind: rows, matched, to pick, not found. */
  kinds: Record<string, [number, number, number, number]>;
}

export interface ImportPageTiming {
  /** "Preview" clicked → the preview's summary on screen. */
  previewMs: number;
  /** "Import" clicked → the counts added on screen. */
  importMs: number;
  /** From the "Preview" click to the counts, the bench's own steps in between included. */
  wholeMs: number;
  /** Main-thread long tasks over that whole time. */
  blocking: Blocking;
  preview: PreviewSummary;
  /** "Added 3,000 ratings, …" */
  added: string;
  /** After it all, no import under way: the navbar's Library link, the page's first visit. */
  idleClick: ClickAway;
}

async function previewSummary(page: Page): Promise<PreviewSummary> {
  // No named functions inside: the bench's TypeScript runner would wrap them in a helper the
  // page does not have.
  const { paragraphs, headings, kindRows } = await page.evaluate(() => ({
    paragraphs: [...document.querySelectorAll('p')].map((element) => element.textContent ?? ''),
    headings: [...document.querySelectorAll('h4')].map((element) => element.textContent ?? ''),
    kindRows: [...document.querySelectorAll('table tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent ?? ''),
    ),
  }));
  const counted = (name: string) => {
    const heading = headings.find((text) => text.startsWith(`${name} (`));
    return heading === undefined ? 0 : Number(heading.replace(/\D/g, ''));
  };
  return {
    matched: paragraphs.find((text) => text.startsWith('Matched: ')) ?? '',
    ambiguous: counted('Ambiguous'),
    notFound: counted('Not found'),
    kinds: Object.fromEntries(
      kindRows.map(([kind = '', ...cells]) => [
        kind,
        cells.map((cell) => Number(cell.replace(/\D/g, ''))) as [number, number, number, number],
      ]),
    ),
  };
}

/**
 * On /settings, a member chooses the export's files, clicks "Preview", then "Import" as soon as
 * the preview shows (no ambiguous title picked): each step timed from the click's own event time
 * to the first frame that shows its outcome, and every long task in between recorded. Then, for
 * comparison with the clicks during an import, opens the Library page by the navbar.
 */
export async function timeImportPage(
  context: BrowserContext,
  origin: string,
  files: readonly ExportFile[],
  { password }: { password?: string } = {},
): Promise<ImportPageTiming> {
  const page = await context.newPage();
  try {
    await openSettingsWithProbes(page, origin);
    await chooseFiles(page, files);
    const section = importSection(page);
    if (password !== undefined)
      await section.getByLabel('Zip password (if it has one)').fill(password);
    await section.getByRole('button', { name: 'Preview' }).click();
    const previewAt = await previewShownAt(page);
    const preview = await previewSummary(page);
    await section.getByRole('button', { name: 'Import', exact: true }).click();
    const addedAt = await addedShownAt(page);
    const previewClick = await lastClick(page, 'Preview');
    const importClick = await lastClick(page, 'Import');
    const added = await section
      .getByRole('status')
      .filter({ hasText: /^(Added |Nothing new)/ })
      .innerText();
    const blocking = blockingWithin(await recordedLongTasks(page), previewClick.at, addedAt);
    return {
      previewMs: previewAt - previewClick.at,
      importMs: addedAt - importClick.at,
      wholeMs: addedAt - previewClick.at,
      blocking,
      preview,
      added,
      idleClick: await clickLibrary(page),
    };
  } finally {
    await page.close();
  }
}
