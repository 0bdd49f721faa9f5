import { startPrivateAuthEmulator } from '../../scripts/lib/private-auth-emulator.js';
import type { BenchPartResult, BrowserPartOptions } from './bench-part.js';
import { launchBrowser, logIn, routeAuthEmulator } from './browser-session.js';
import { ONE_BIG_LIBRARY, itemsIn } from './library-fill.js';
import { FIRST_TAB, measureLibraryPage } from './library-page-timing.js';
import { catalogueTitles, fillMemberLibrary } from './library-workloads.js';
import { BENCH_PROJECT, benchIdentity, startMarquee } from './marquee-process.js';
import { formatSummary, summarise } from './stats.js';

/** The Library page must show its first tab this soon after navigation. */
export const LIBRARY_PAGE_GOAL_MS = 1_000;
const RUNS = 3;
const CARDS_PER_PAGE = 20;

/**
 * A member with 10,000 library items opens /library in Chromium: the time until the first tab
 * (the watchlist) shows its cards, median of 3. Its own server, private emulator and browser,
 * so it needs nothing the launcher or an end-to-end run holds.
 */
export async function runLibraryPageBench(options: BrowserPartOptions): Promise<BenchPartResult> {
  const { log } = options;
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  options.registerCleanup(stopAll);
  try {
    const emulator = await startPrivateAuthEmulator(options.emulatorPort, BENCH_PROJECT);
    stops.push(() => emulator.stop());
    const marquee = await startMarquee(
      options.port,
      options.catalogueDb,
      benchIdentity(options.emulatorPort),
    );
    stops.push(() => marquee.stop());
    const browser = await launchBrowser(options.chromePath, options.port + 1, {
      bypassCsp: true,
    });
    stops.push(() => browser.close());
    const emulatorOrigin = `http://${emulator.host}`;
    await routeAuthEmulator(browser.context, emulatorOrigin);
    const idToken = await logIn(browser.context, marquee.origin, emulatorOrigin);

    const titles = await catalogueTitles(
      marquee.origin,
      { authorization: `Bearer ${idToken}` },
      Math.max(...Object.values(ONE_BIG_LIBRARY)),
    );
    await fillMemberLibrary(marquee, idToken, titles, ONE_BIG_LIBRARY);
    log(`  library page: the member has ${itemsIn(ONE_BIG_LIBRARY).toLocaleString('en')} items`);

    const url = `${marquee.origin}/library`;
    // Once unmeasured: the server's first library read opens its statements, Chromium its profile.
    await measureLibraryPage(browser.context, url, CARDS_PER_PAGE);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1)
      times.push(await measureLibraryPage(browser.context, url, CARDS_PER_PAGE));
    log(`  /library first tab: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    const summary = summarise(times);
    return {
      rows: [
        {
          section: 'Web: time to content',
          figure:
            `/library, member with ${itemsIn(ONE_BIG_LIBRARY).toLocaleString('en')} items: navigation → ` +
            `"${FIRST_TAB}" tab shows its ${CARDS_PER_PAGE} cards, ms (cache off, ${times.length} runs)`,
          marquee: formatSummary(summary, 0),
          peers: '',
          ratio: '',
          goal: `≤ ${LIBRARY_PAGE_GOAL_MS} ms`,
          met: summary ? summary.median <= LIBRARY_PAGE_GOAL_MS : undefined,
        },
      ],
      notes: [
        'Library page: its own server, private auth emulator and Chromium; the member logged in ' +
          'through the app, and the library was filled in the server’s library file (real titles ' +
          'of the catalogue); one unmeasured visit came first.',
      ],
      data: { libraryPageMs: times },
    };
  } finally {
    await stopAll();
  }
}
