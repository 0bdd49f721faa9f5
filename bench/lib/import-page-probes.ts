import type { Page } from '@playwright/test';
import type { ExportFile } from './import-letterboxd-export.js';
import type { LongTask } from './import-long-tasks.js';

/** What the import was doing when a click came: its progress bar, its busy Import button. */
export type ImportActivity = 'matching' | 'saving' | 'idle';

/** A click as the page received it: its event time (when the input arrived) and its target. */
export interface RecordedClick {
  label: string;
  at: number;
  activity: ImportActivity;
}

interface ProbedWindow {
  benchLongTasks: LongTask[];
  benchClicks: RecordedClick[];
}

/** Generous: the goal is 10 s, and a slow run must still give its figure. */
export const IMPORT_STEP_TIMEOUT_MS = 180_000;

/**
 * Before the app's own scripts: records every long task and every click (captured before the
 * app's handlers, with the event's own time, so a busy main thread's delay counts).
 */
function installProbes(): void {
  const probed = window as unknown as ProbedWindow;
  probed.benchLongTasks = [];
  probed.benchClicks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probed.benchLongTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('a, button') : null;
      const activity = document.querySelector('progress')
        ? 'matching'
        : document.querySelector('button[aria-busy="true"]')
          ? 'saving'
          : 'idle';
      probed.benchClicks.push({
        label: target?.textContent?.trim() ?? '',
        at: event.timeStamp,
        activity,
      });
    },
    true,
  );
}

/** A new tab with the probes, on /settings, the Import section ready. */
export async function openSettingsWithProbes(page: Page, origin: string): Promise<void> {
  await page.addInitScript(installProbes);
  await page.goto(`${origin}/settings`);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await importSection(page).getByLabel('Import file').waitFor();
  // Files chosen before hydration reaches the input would be lost to React: wait for it to own it.
  // (No named functions inside: the bench's TypeScript runner would wrap them in a helper.)
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('input[type="file"]') ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    undefined,
    { polling: 'raf' },
  );
}

export function importSection(page: Page) {
  return page.getByRole('region', { name: 'Import' });
}

export async function chooseFiles(page: Page, files: readonly ExportFile[]): Promise<void> {
  const section = importSection(page);
  await section.getByLabel('Import file').setInputFiles([...files]);
  await section.getByText(`Chosen: ${files.map(({ name }) => name).join(', ')}`).waitFor();
}

/** performance.now() at the first frame where the page function answers it (not false). */
async function frameTime(page: Page, when: () => number | false): Promise<number> {
  const handle = await page.waitForFunction(when, undefined, {
    polling: 'raf',
    timeout: IMPORT_STEP_TIMEOUT_MS,
  });
  return (await handle.jsonValue()) as number;
}

/** The preview's summary line is on screen: "Matched: 9,000 rows (4,700 titles)." */
export function previewShownAt(page: Page): Promise<number> {
  return frameTime(page, () =>
    [...document.querySelectorAll('p')].some((p) => p.textContent?.startsWith('Matched: '))
      ? performance.now()
      : false,
  );
}

/** The Import section says what the import added. */
export function addedShownAt(page: Page): Promise<number> {
  return frameTime(page, () =>
    [...document.querySelectorAll('[role="status"]')].some((status) =>
      /^(Added |Nothing new to add)/.test(status.textContent ?? ''),
    )
      ? performance.now()
      : false,
  );
}

/** The Library page's heading is on screen. */
export function libraryHeadingAt(page: Page): Promise<number> {
  return frameTime(page, () =>
    document.querySelector('h1')?.textContent?.trim() === 'Library' ? performance.now() : false,
  );
}

export function recordedClicks(page: Page): Promise<RecordedClick[]> {
  return page.evaluate(() => (window as unknown as ProbedWindow).benchClicks);
}

export function recordedLongTasks(page: Page): Promise<LongTask[]> {
  return page.evaluate(() => (window as unknown as ProbedWindow).benchLongTasks);
}

export interface ClickAway {
  /** The navbar's "Library" clicked → the Library page's heading on screen. */
  ms: number;
  /** What the import was doing on /settings as the click came. */
  activity: ImportActivity;
}

/** Opens the Library page by the navbar, as a person leaves /settings. */
export async function clickLibrary(page: Page): Promise<ClickAway> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Library' })
    .click();
  const headingAt = await libraryHeadingAt(page);
  const click = await lastClick(page, 'Library');
  return { ms: headingAt - click.at, activity: click.activity };
}

/** The last click on a link or button named `label`. */
export async function lastClick(page: Page, label: string): Promise<RecordedClick> {
  const click = (await recordedClicks(page)).filter((entry) => entry.label === label).at(-1);
  if (!click) throw new Error(`The page recorded no click on "${label}"`);
  return click;
}
