import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PORT } from '../../scripts/lib/auth-emulator.js';
import {
  STOP_GRACE_MS,
  requireInstalledTools,
  startAuthEmulator,
} from '../../scripts/lib/marquee-stack.js';
import { isPortFree } from '../../scripts/lib/ports.js';
import { launchPlaywrightBrowser, logIn, signUpMember } from './browser-session.js';
import { runFirstVisitBench } from './first-visit-bench.js';
import { benchPages } from './first-visit-pages.js';
import { measureHomeRows } from './home-rows-timing.js';
import { startMarquee } from './marquee-process.js';
import { runMemberPagesBench } from './member-pages-bench.js';
import type { Row } from './report-table.js';
import { formatSummary, summarise } from './stats.js';
import { timeNpmStart, timeServerAlone } from './startup-timing.js';

export interface WebBenchOptions {
  quick: boolean;
  /**
   * The first of a few ports this part uses (server, npm start, server alone, the Library and Up
   * next pages' server and Chromium). The Lighthouse runs' Chromiums pick free ports of their own.
   */
  port: number;
  /** The bench's private auth emulator, for the Library and Up next pages. */
  emulatorPort: number;
  /** Without the Library and Up next pages. */
  skipLibrary: boolean;
  catalogueDb: string;
  log: (line: string) => void;
  registerCleanup: (cleanup: () => Promise<void>) => void;
}

export interface WebBenchResult {
  rows: Row[];
  notes: string[];
  data: unknown;
}

const EMULATOR_POLL_MS = 30_000;
const EMULATOR_WAIT_MS = 10 * 60_000;

export async function runWebBench(options: WebBenchOptions): Promise<WebBenchResult> {
  const { log } = options;
  const notes: string[] = [];
  const rows: Row[] = [];
  const chromePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  // Lighthouse runs one at a time: 7 pages × (3 first + 3 returning + 1 desktop) at ~10 s each.
  const runs = options.quick
    ? { lighthouse: 1, start: 1, server: 3, rows: 5 }
    : { lighthouse: 3, start: 3, server: 5, rows: 10 };
  const data: Record<string, unknown> = { chromePath };
  // Shown beside the home rows' timing, whatever happens to the parts in between.
  const memberPagesRows: Row[] = [];

  if (!options.skipLibrary) {
    // First, and on a private emulator: it needs neither 9099 nor anything the parts below start.
    log('\n== Library and Up next pages ==');
    try {
      const memberPages = await runMemberPagesBench({
        port: options.port + 3,
        emulatorPort: options.emulatorPort,
        catalogueDb: options.catalogueDb,
        chromePath,
        log,
        registerCleanup: options.registerCleanup,
      });
      memberPagesRows.push(...memberPages.rows);
      notes.push(...memberPages.notes);
      data.memberPages = memberPages.data;
    } catch (error) {
      notes.push(
        `Library and Up next pages timing failed: ${(error as Error).message.split('\n')[0]}`,
      );
    }
  }

  const startedAt = Date.now();
  log('\n== Start-up ==');
  const npmStart: number[] = [];
  const serverAlone: number[] = [];
  for (let run = 0; run < runs.server; run += 1) {
    serverAlone.push(await timeServerAlone(options.port + 2, options.catalogueDb));
  }
  log(`  server alone: ${serverAlone.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  if (await waitForEmulatorPort(log)) {
    for (let run = 0; run < runs.start; run += 1) {
      try {
        npmStart.push(await timeNpmStart(options.port + 1, options.catalogueDb));
        await waitForEmulatorPort(log);
      } catch (error) {
        notes.push(`npm start timing failed: ${(error as Error).message}`);
        break;
      }
    }
    log(`  npm start: ${npmStart.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  } else {
    notes.push(
      `npm start timing skipped: port ${AUTH_EMULATOR_PORT} stayed busy (another emulator).`,
    );
  }
  rows.push(
    {
      section: 'Start-up',
      figure: '`npm start` to "ready" (built, catalogue present), ms',
      marquee: formatSummary(summarise(npmStart), 0),
      peers: '',
      ratio: '',
      goal: '',
      met: undefined,
    },
    {
      section: 'Start-up',
      figure: 'server alone (node server/dist/main.js) to /healthz 200, ms',
      marquee: formatSummary(summarise(serverAlone), 0),
      peers: '',
      ratio: '',
      goal: '',
      met: undefined,
    },
  );
  data.startup = { npmStartMs: npmStart, serverAloneMs: serverAlone };

  log('\n== Web ==');
  if (!(await waitForEmulatorPort(log))) {
    notes.push(
      `Web part skipped: port ${AUTH_EMULATOR_PORT} stayed busy for 10 minutes (another auth emulator).`,
    );
    return { rows: [...rows, ...memberPagesRows], notes, data };
  }
  const emulator = await startAuthEmulator({
    cli: requireInstalledTools(),
    dataDir: undefined,
    echo: false,
  });
  options.registerCleanup(async () => void (await emulator.stop(STOP_GRACE_MS)));
  const marquee = await startMarquee(options.port, options.catalogueDb);
  options.registerCleanup(() => marquee.stop());
  const origin = marquee.origin;

  // The API's ids, found with a member's token (trending is members-only).
  const member = await signUpMember();
  const pages = await benchPages(origin, member.idToken);
  const visits = await runFirstVisitBench({
    pages,
    chromePath,
    origin,
    runs: { lighthouse: runs.lighthouse, desktop: 1, firstPaintJs: runs.lighthouse },
    log,
  });
  rows.push(...visits.rows);
  notes.push(
    'Web, Lighthouse: a first visit is a new Chromium profile per run under Lighthouse’s default ' +
      'mobile settings, which empty the cache (and service workers, Cache Storage) first. /home’s ' +
      'visitor logs in through the form first, then the HTTP cache is emptied and Lighthouse is ' +
      'told to keep the storage, where the login lives. A returning ' +
      'visit is one logged-in profile for all pages, each loaded once before its runs, storage ' +
      'and cache kept. Desktop: returning visits only, one run each. A run that ends on another ' +
      'page than the one asked for (a /home sent to /login) is counted as failed.',
    ...visits.notes,
  );
  data.visits = visits.data;

  const browser = await launchPlaywrightBrowser(chromePath);
  options.registerCleanup(() => browser.close());
  const homeContext = await browser.newContext();
  await logIn(homeContext, origin);
  const homeRows: number[] = [];
  for (let run = 0; run < runs.rows; run += 1) {
    try {
      homeRows.push(await measureHomeRows(homeContext, `${origin}/home`));
    } catch (error) {
      notes.push(
        `Home rows timing run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`,
      );
    }
  }
  log(`  home rows: ${homeRows.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  rows.push({
    section: 'Web: time to content',
    figure: `/home: navigation → all three rows show their images, ms (cache off, ${homeRows.length} runs)`,
    marquee: formatSummary(summarise(homeRows), 0),
    peers: '',
    ratio: '',
    goal: '',
    met: undefined,
  });
  data.homeRowsMs = homeRows;
  rows.push(...memberPagesRows);

  await browser.close();
  await marquee.stop();
  await emulator.stop(STOP_GRACE_MS);
  const minutes = (Date.now() - startedAt) / 60_000;
  notes.push(
    `The web part (start-up, Lighthouse, JavaScript, home rows) took ${minutes.toFixed(1)} min.`,
  );
  data.minutes = minutes;
  return { rows, notes, data };
}

/** True once the launcher's emulator port is free; end-to-end runs use it too, so wait rather than fight. */
async function waitForEmulatorPort(log: (line: string) => void): Promise<boolean> {
  const deadline = Date.now() + EMULATOR_WAIT_MS;
  for (;;) {
    if (await isPortFree(AUTH_EMULATOR_PORT, AUTH_EMULATOR_HOST)) return true;
    if (Date.now() >= deadline) return false;
    log(`  port ${AUTH_EMULATOR_PORT} is busy (another auth emulator); retrying in 30 s...`);
    await sleep(EMULATOR_POLL_MS);
  }
}
