import { firstLine, inFreshBrowser, type BrowserRunsOptions } from './import-browser-runs.js';
import type { ExportFile } from './import-letterboxd-export.js';
import { timeImportPage } from './import-page-timing.js';
import { TV_TIME_PASSWORD } from './import-tracker-exports.js';
import { matchedShare, type TrackerImportFigures } from './import-tracker-table.js';

export interface TrackerRunsOptions extends Omit<BrowserRunsOptions, 'files'> {
  trakt: ExportFile;
  tvtime: ExportFile;
}

/**
 * Trakt's zip, then TV Time's zip with its password, each `runs` times, each on a fresh server in
 * a fresh Chromium as a new member: "Preview" clicked, then "Import" as soon as the preview shows.
 */
export async function runTrackerImports(
  options: TrackerRunsOptions,
): Promise<TrackerImportFigures> {
  const figures: TrackerImportFigures = { trakt: [], tvtime: [] };
  const { log, notes } = options;
  for (const source of ['trakt', 'tvtime'] as const) {
    const file = options[source];
    const password = source === 'tvtime' ? { password: TV_TIME_PASSWORD } : {};
    for (let run = 1; run <= options.runs; run += 1) {
      try {
        const timing = await inFreshBrowser(options, ({ context }, origin) =>
          timeImportPage(context, origin, [file], password),
        );
        figures[source].push(timing);
        log(
          `  ${source} import run ${run}: preview ${timing.previewMs.toFixed(0)} ms, import ${timing.importMs.toFixed(0)} ms, ` +
            `longest task ${timing.blocking.longestMs.toFixed(0)} ms; ${(matchedShare(timing) * 100).toFixed(2)}% of rows matched; ${timing.added}`,
        );
      } catch (error) {
        notes.push(`The ${source} import run ${run} in Chromium failed: ${firstLine(error)}`);
      }
    }
  }
  return figures;
}
