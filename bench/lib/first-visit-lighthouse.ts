import { launchChromium, logIn, withPlaywright } from './browser-session.js';
import type { BenchPage } from './first-visit-pages.js';
import { landedOn } from './first-visit-rows.js';
import type { VisitKind } from './first-visit-rows.js';
import { runLighthouse } from './lighthouse-runner.js';
import type { LighthouseScores } from './lighthouse-runner.js';

export interface VisitRuns {
  /** Runs that ended on the page asked for. */
  runs: LighthouseScores[];
  /** Why the others do not count: a Lighthouse error twice, or a page that went elsewhere. */
  failures: string[];
  /** Lighthouse errors that a second try of the same run got past. */
  retried: string[];
}

export interface VisitOptions {
  chromePath: string;
  origin: string;
  log: (line: string) => void;
}

/**
 * A first visit, `runs` times, each in a Chromium of its own on a new, empty profile, under
 * Lighthouse's default mobile settings (which empty the cache, service workers and Cache Storage
 * first). A members' page: its visitor logs in through the form, then the HTTP cache is emptied
 * and Lighthouse is told to keep the storage, so the run never depends on which storage types
 * Lighthouse's reset happens to spare (today it spares localStorage and IndexedDB, where the
 * login lives; the app has no service worker).
 */
export async function firstVisits(
  page: BenchPage,
  runs: number,
  { chromePath, origin, log }: VisitOptions,
): Promise<VisitRuns> {
  const result: VisitRuns = { runs: [], failures: [], retried: [] };
  for (let run = 0; run < runs; run += 1) {
    const scores = await withOneRetry(result, async () => {
      const chrome = await launchChromium(chromePath);
      try {
        if (page.loggedIn) {
          await withPlaywright(chrome.debuggingPort, async (context) => {
            await logIn(context, origin);
            const tab = await context.newPage();
            const cdp = await context.newCDPSession(tab);
            await cdp.send('Network.clearBrowserCache');
            await tab.close();
          });
        }
        return await runLighthouse(`${origin}${page.path}`, chrome.debuggingPort, {
          preset: 'mobile',
          resetStorage: !page.loggedIn,
        });
      } finally {
        await chrome.close();
      }
    });
    if (scores) keep(result, page, 'first', scores, log);
  }
  return result;
}

/**
 * Returning visits: one Chromium and profile for every page, logged in, each page loaded once
 * before its runs; Lighthouse keeps storage and cache. Mobile `runs.mobile` times per page, then
 * desktop `runs.desktop` times.
 */
export async function returningVisits(
  pages: readonly BenchPage[],
  runs: { mobile: number; desktop: number },
  { chromePath, origin, log }: VisitOptions,
): Promise<Record<'returning' | 'desktop', Map<BenchPage, VisitRuns>>> {
  const results = { returning: new Map<BenchPage, VisitRuns>(), desktop: new Map() };
  const chrome = await launchChromium(chromePath);
  try {
    await withPlaywright(chrome.debuggingPort, async (context) => {
      await logIn(context, origin);
      const tab = await context.newPage();
      for (const page of pages)
        await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' });
      await tab.close();
    });
    for (const [kind, count] of [
      ['returning', runs.mobile],
      ['desktop', runs.desktop],
    ] as const) {
      for (const page of pages) {
        const result: VisitRuns = { runs: [], failures: [], retried: [] };
        for (let run = 0; run < count; run += 1) {
          const scores = await withOneRetry(result, () =>
            runLighthouse(`${origin}${page.path}`, chrome.debuggingPort, {
              preset: kind === 'desktop' ? 'desktop' : 'mobile',
              resetStorage: false,
            }),
          );
          if (scores) keep(result, page, kind, scores, log);
        }
        results[kind].set(page, result);
      }
    }
  } finally {
    await chrome.close();
  }
  return results;
}

/**
 * Lighthouse now and then fails a run of a loaded machine ("NO_NAVSTART: please run Lighthouse
 * again"); a second try keeps that from costing a page its only quick-mode run.
 */
async function withOneRetry(
  result: VisitRuns,
  attempt: () => Promise<LighthouseScores>,
): Promise<LighthouseScores | undefined> {
  try {
    return await attempt();
  } catch (error) {
    result.retried.push(firstLine(error));
  }
  try {
    return await attempt();
  } catch (error) {
    result.failures.push(firstLine(error));
    return undefined;
  }
}

/** Counts the run only if it ended on the page asked for. */
function keep(
  result: VisitRuns,
  page: BenchPage,
  kind: VisitKind,
  scores: LighthouseScores,
  log: (line: string) => void,
): void {
  const s = scores;
  log(
    `  Lighthouse ${kind} ${page.path}: ${s.performance} / ${s.accessibility} / ` +
      `${s.bestPractices} / ${s.seo}, FCP ${s.fcpMs.toFixed(0)} ms, LCP ${s.lcpMs.toFixed(0)} ms, ` +
      `TBT ${s.tbtMs.toFixed(0)} ms, CLS ${s.cls.toFixed(3)}`,
  );
  if (landedOn(page.path, scores.finalUrl)) result.runs.push(scores);
  else result.failures.push(`ended on ${scores.finalUrl}`);
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
