import type { BenchPartResult } from './bench-part.js';
import { launchPlaywrightBrowser } from './browser-session.js';
import { measureFirstVisitJs } from './first-paint-js.js';
import type { FirstPaintJs } from './first-paint-js.js';
import { firstVisits, returningVisits } from './first-visit-lighthouse.js';
import type { VisitRuns } from './first-visit-lighthouse.js';
import type { BenchPage } from './first-visit-pages.js';
import {
  firstPaintJsRow,
  landedOn,
  lostPointsSummary,
  visitLabel,
  visitRows,
} from './first-visit-rows.js';
import type { VisitKind } from './first-visit-rows.js';
import type { Row } from './report-table.js';

export interface FirstVisitBenchOptions {
  pages: readonly BenchPage[];
  chromePath: string;
  /** A running Marquee whose members log in with the launcher's emulator. */
  origin: string;
  runs: { lighthouse: number; desktop: number; firstPaintJs: number };
  log: (line: string) => void;
}

export interface FirstVisitData {
  pages: readonly BenchPage[];
  lighthouse: Record<VisitKind, Record<string, VisitRuns>>;
  firstPaintJs: Record<string, FirstPaintJs[]>;
}

/**
 * Lighthouse on every page as a first and as a returning visitor (mobile; desktop returning
 * too), then the JavaScript each page loads before its first paint. One Lighthouse at a time.
 */
export async function runFirstVisitBench(
  options: FirstVisitBenchOptions,
): Promise<BenchPartResult<FirstVisitData>> {
  const { pages, runs, log } = options;
  const rowsByKind: Record<VisitKind, Row[]> = { first: [], returning: [], desktop: [] };
  const notes: string[] = [];
  const data: FirstVisitData = {
    pages,
    lighthouse: { first: {}, returning: {}, desktop: {} },
    firstPaintJs: {},
  };
  const planned: Record<VisitKind, number> = {
    first: runs.lighthouse,
    returning: runs.lighthouse,
    desktop: runs.desktop,
  };
  const record = (kind: VisitKind, page: BenchPage, result: VisitRuns) => {
    data.lighthouse[kind][page.path] = result;
    rowsByKind[kind].push(...visitRows(page, kind, result.runs, planned[kind]));
    notes.push(...visitNotes(page, kind, result));
  };

  for (const page of pages)
    record('first', page, await firstVisits(page, runs.lighthouse, options));
  const returning = await returningVisits(
    pages,
    { mobile: runs.lighthouse, desktop: runs.desktop },
    options,
  );
  for (const kind of ['returning', 'desktop'] as const) {
    for (const [page, result] of returning[kind]) record(kind, page, result);
  }

  const jsRows: Row[] = [];
  const browser = await launchPlaywrightBrowser(options.chromePath);
  try {
    for (const page of pages) {
      const results: FirstPaintJs[] = [];
      for (let run = 0; run < runs.firstPaintJs; run += 1) {
        try {
          const result = await measureFirstVisitJs(browser, options.origin, page);
          if (landedOn(page.path, result.finalUrl)) results.push(result);
          else notes.push(`First-paint JavaScript ${page.path} ended on ${result.finalUrl}.`);
        } catch (error) {
          notes.push(
            `First-paint JavaScript ${page.path} failed: ${(error as Error).message.split('\n')[0]}`,
          );
        }
      }
      log(`  first-paint JS ${page.path}: ${JSON.stringify(results)}`);
      data.firstPaintJs[page.path] = results;
      jsRows.push(firstPaintJsRow(page, results));
    }
  } finally {
    await browser.close();
  }

  return {
    rows: [...rowsByKind.first, ...jsRows, ...rowsByKind.returning, ...rowsByKind.desktop],
    notes,
    data,
  };
}

function visitNotes(page: BenchPage, kind: VisitKind, result: VisitRuns): string[] {
  const name = `Lighthouse ${kind === 'desktop' ? 'desktop returning' : kind} visit, ${visitLabel(page, kind)}`;
  const notes: string[] = [];
  if (result.failures.length > 0) {
    notes.push(`${name}: ${result.failures.length} failed run(s): ${result.failures.join('; ')}.`);
  }
  if (result.retried.length > 0) {
    notes.push(`${name}: tried again after: ${result.retried.join('; ')}.`);
  }
  const lost = lostPointsSummary(result.runs);
  if (lost.length > 0) notes.push(`${name} lost points on: ${lost.join(', ')}.`);
  return notes;
}
