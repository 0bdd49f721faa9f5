import { launchBrowser, logIn, routeAuthEmulator } from './browser-session.js';
import type { BrowserSession } from './browser-session.js';
import type { Stoppable, RunningSet } from './import-bench-stack.js';
import type { ImportBenchFigures } from './import-bench-table.js';
import { timeClicksAway } from './import-click-timing.js';
import type { ExportFile } from './import-letterboxd-export.js';
import { timeImportPage } from './import-page-timing.js';

export interface BrowserRunsOptions {
  runs: number;
  running: RunningSet;
  /** A server with an empty library, on the port below Chromium's. */
  freshMarquee(): Promise<Stoppable & { origin: string }>;
  chromePath: string;
  debuggingPort: number;
  /** The private emulator, which the browser is sent to instead of the launcher's. */
  emulatorOrigin: string;
  files: readonly ExportFile[];
  log: (line: string) => void;
  notes: string[];
}

/** Chromium as the other bench parts run it; the server's CSP allows only the private emulator. */
async function startBrowser(
  chromePath: string,
  debuggingPort: number,
): Promise<BrowserSession & Stoppable> {
  const browser = await launchBrowser(chromePath, debuggingPort, { bypassCsp: true });
  return { ...browser, stop: () => browser.close() };
}

/** A fresh server and a fresh Chromium, a new member logged in through the app; then `use`. */
export function inFreshBrowser<R>(
  options: Omit<BrowserRunsOptions, 'runs' | 'files' | 'log' | 'notes'>,
  use: (session: BrowserSession, origin: string) => Promise<R>,
): Promise<R> {
  const { running } = options;
  return running.using(options.freshMarquee(), (marquee) =>
    running.using(startBrowser(options.chromePath, options.debuggingPort), async (session) => {
      await routeAuthEmulator(session.context, options.emulatorOrigin);
      await logIn(session.context, marquee.origin, options.emulatorOrigin);
      return use(session, marquee.origin);
    }),
  );
}

export const firstLine = (error: unknown) => (error as Error).message.split('\n')[0];

/**
 * Each run twice over, each time on a fresh server, in a fresh Chromium, as a new member logged
 * in through the app: once timed whole, once with clicks on the navbar's Library link meanwhile.
 * A run that fails is noted and the rest go on.
 */
export async function runImportInBrowser(
  options: BrowserRunsOptions,
): Promise<NonNullable<ImportBenchFigures['browser']>> {
  const { log, notes } = options;
  const inBrowser = <R>(use: (session: BrowserSession, origin: string) => Promise<R>) =>
    inFreshBrowser(options, use);
  const figures: NonNullable<ImportBenchFigures['browser']> = { page: [], clicks: [] };
  for (let run = 1; run <= options.runs; run += 1) {
    try {
      const timing = await inBrowser(({ context }, origin) =>
        timeImportPage(context, origin, options.files),
      );
      figures.page.push(timing);
      const { blocking, preview } = timing;
      log(
        `  import run ${run}: preview ${timing.previewMs.toFixed(0)} ms, import ${timing.importMs.toFixed(0)} ms, ` +
          `longest task ${blocking.longestMs.toFixed(0)} ms, blocking ${blocking.totalBlockingMs.toFixed(0)} ms ` +
          `(${blocking.tasks} long tasks); ${preview.matched} ambiguous ${preview.ambiguous}, ` +
          `not found ${preview.notFound}; ${timing.added} Then Library clicked: ${timing.idleClick.ms.toFixed(0)} ms`,
      );
    } catch (error) {
      notes.push(`Import run ${run} in Chromium failed: ${firstLine(error)}`);
    }
    try {
      const clicks = await inBrowser(({ context }, origin) =>
        timeClicksAway(context, origin, options.files),
      );
      figures.clicks.push(clicks);
      const { duringMatching, duringSaving } = clicks;
      log(
        `  import run ${run}, Library clicked: while ${duringMatching.activity} ${duringMatching.ms.toFixed(0)} ms, ` +
          `while ${duringSaving.activity} ${duringSaving.ms.toFixed(0)} ms; back on /settings: ${clicks.added}`,
      );
    } catch (error) {
      notes.push(`Import run ${run} with clicks elsewhere failed: ${firstLine(error)}`);
    }
  }
  return figures;
}
