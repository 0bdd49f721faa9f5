import type { UpNextPage } from '@marquee/tmdb-types/episode-progress';
import { startPrivateAuthEmulator } from '../../scripts/lib/private-auth-emulator.js';
import type { BenchPartResult, BrowserPartOptions } from './bench-part.js';
import { launchBrowser, logInAs, routeAuthEmulator, signUpMember } from './browser-session.js';
import { ONE_BIG_LIBRARY, itemsIn } from './library-fill.js';
import { FIRST_TAB, measureLibraryPage } from './library-page-timing.js';
import { catalogueTitles, fillMemberLibrary, uidOfToken } from './library-workloads.js';
import { BENCH_PROJECT, benchIdentity, startMarquee } from './marquee-process.js';
import { memberPageRows } from './member-pages-table.js';
import type { MemberPageTimes, PagesMember } from './member-pages-table.js';
import { describeMember, ONE_THOUSAND_SHOWS } from './progress-fill.js';
import type { ShowWatchPlan } from './progress-fill.js';
import { checkUpNext, followPopularShows, showsToWatch, upNextPath } from './progress-workloads.js';
import { UP_NEXT_FIRST_TAB, measureUpNextPage } from './up-next-page-timing.js';

const RUNS = 3;
// The server's pages of library cards and of Up next rows.
const PAGE_SIZE = 20;

/**
 * One member with 10,000 library items and issue 22's 1,000 shows in progress opens /library and
 * /up-next in Chromium: the time until each page's first screen is there, median of 3. Its own
 * server, private emulator and browser, so it needs nothing the launcher or an end-to-end run holds.
 */
export async function runMemberPagesBench(options: BrowserPartOptions): Promise<BenchPartResult> {
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
    const account = await signUpMember(emulatorOrigin);
    const { idToken } = account;
    const headers = { authorization: `Bearer ${idToken}` };

    const titles = await catalogueTitles(
      marquee.origin,
      headers,
      Math.max(...Object.values(ONE_BIG_LIBRARY)),
    );
    await fillMemberLibrary(marquee, idToken, titles, ONE_BIG_LIBRARY);
    const uid = uidOfToken(idToken);
    const plans = await followPopularShows(marquee, uid, headers, ONE_THOUSAND_SHOWS, new Date());
    await checkUpNextSees(marquee.origin, headers, uid, plans);
    // Only now: the login's pages ask for Up next, and the server keeps what it answers then.
    await logInAs(browser.context, marquee.origin, account);
    log(
      `  member pages: the member has ${itemsIn(ONE_BIG_LIBRARY).toLocaleString('en')} library ` +
        `items and follows ${describeMember(plans)}`,
    );

    const member: PagesMember = {
      libraryItems: itemsIn(ONE_BIG_LIBRARY),
      shows: plans.length,
      watches: plans.reduce((sum, plan) => sum + plan.watches.length, 0),
      libraryTab: FIRST_TAB,
      cards: PAGE_SIZE,
      upNextTab: UP_NEXT_FIRST_TAB,
      rows: Math.min(PAGE_SIZE, showsToWatch(plans)),
    };
    const times: MemberPageTimes = {
      library: await timedVisits(() =>
        measureLibraryPage(browser.context, `${marquee.origin}/library`, member.cards),
      ),
      upNext: await timedVisits(() =>
        measureUpNextPage(browser.context, `${marquee.origin}/up-next`, member.rows),
      ),
    };
    log(`  /library first tab: ${times.library.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    log(`  /up-next first screen: ${times.upNext.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    return {
      rows: memberPageRows(times, member),
      notes: [
        'Library and Up next pages: their own server, private auth emulator and Chromium (a ' +
          '1280×800 window); the member logged in through the app, and their library and episode ' +
          'progress (the same plan as the episode progress section’s member) were written in the ' +
          'server’s library file, real titles and shows of the catalogue. Each page had one ' +
          'unmeasured visit first, so the timed visits get the answers the server keeps for the ' +
          'member (their first, uncached, Up next is in the episode progress section).',
      ],
      data: { memberPagesMs: times },
    };
  } finally {
    await stopAll();
  }
}

/** One unmeasured visit (the server's first read opens its statements, Chromium its profile), then the timed ones. */
async function timedVisits(visit: () => Promise<number>): Promise<number[]> {
  await visit();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await visit());
  return times;
}

/** Throws unless the server's Up next lists what the fill left to watch. */
async function checkUpNextSees(
  origin: string,
  headers: Record<string, string>,
  uid: string,
  plans: readonly ShowWatchPlan[],
): Promise<void> {
  const response = await fetch(`${origin}${upNextPath(uid)}`, { headers });
  if (!response.ok) throw new Error(`Up next answered ${response.status}`);
  checkUpNext((await response.json()) as UpNextPage, plans);
}
