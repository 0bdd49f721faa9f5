import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PORT } from '../../scripts/lib/auth-emulator.js';
import {
  STOP_GRACE_MS,
  requireInstalledTools,
  startAuthEmulator,
} from '../../scripts/lib/marquee-stack.js';
import { isPortFree } from '../../scripts/lib/ports.js';
import { launchBrowser, logIn } from './browser-session.js';
import { measureFirstPaintJs } from './first-paint-js.js';
import type { FirstPaintJs } from './first-paint-js.js';
import { measureHomeRows } from './home-rows-timing.js';
import { runLibraryPageBench } from './library-page-bench.js';
import { runLighthouse } from './lighthouse-runner.js';
import type { LighthouseScores, Preset } from './lighthouse-runner.js';
import { startMarquee } from './marquee-process.js';
import type { Row } from './report-table.js';
import { formatSummary, median, summarise } from './stats.js';
import { timeNpmStart, timeServerAlone } from './startup-timing.js';

export interface WebBenchOptions {
  quick: boolean;
  /**
   * The first of a few ports this part uses (server, npm start, server alone, the Library page's
   * server and Chromium, Chromium).
   */
  port: number;
  /** The bench's private auth emulator, for the Library page. */
  emulatorPort: number;
  /** Without the Library page. */
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
const JS_BUDGET_KB: Record<string, number> = { '/login': 100, '/home': 130 };

interface PageTarget {
  label: string;
  path: string;
  public: boolean;
}

export async function runWebBench(options: WebBenchOptions): Promise<WebBenchResult> {
  const { log } = options;
  const notes: string[] = [];
  const rows: Row[] = [];
  const chromePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  const runs = options.quick
    ? { lighthouse: 1, start: 1, server: 3, rows: 5 }
    : { lighthouse: 3, start: 3, server: 5, rows: 10 };
  const data: Record<string, unknown> = { chromePath };
  // Shown beside the home rows' timing, whatever happens to the parts in between.
  const libraryRows: Row[] = [];

  if (!options.skipLibrary) {
    // First, and on a private emulator: it needs neither 9099 nor anything the parts below start.
    log('\n== Library page ==');
    try {
      const library = await runLibraryPageBench({
        port: options.port + 3,
        emulatorPort: options.emulatorPort,
        catalogueDb: options.catalogueDb,
        chromePath,
        log,
        registerCleanup: options.registerCleanup,
      });
      libraryRows.push(...library.rows);
      notes.push(...library.notes);
      data.libraryPage = library.data;
    } catch (error) {
      notes.push(`Library page timing failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }

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
    return { rows: [...rows, ...libraryRows], notes, data };
  }
  const emulator = await startAuthEmulator({
    cli: requireInstalledTools(),
    dataDir: undefined,
    echo: false,
  });
  options.registerCleanup(async () => void (await emulator.stop(STOP_GRACE_MS)));
  const marquee = await startMarquee(options.port, options.catalogueDb);
  options.registerCleanup(() => marquee.stop());
  const browser = await launchBrowser(chromePath, options.port + 9);
  options.registerCleanup(() => browser.close());
  const origin = marquee.origin;

  const idToken = await logIn(browser.context, origin);
  const detailsPath = await aMovieDetailsPath(origin, idToken);
  const pages: PageTarget[] = [
    { label: '/login', path: '/login', public: true },
    { label: '/home (logged in)', path: '/home', public: false },
    { label: `movie details (${detailsPath})`, path: detailsPath, public: true },
  ];

  const lighthouse: Record<string, LighthouseScores[]> = {};
  const lighthouseByPreset: Record<Preset, Row[]> = { mobile: [], desktop: [] };
  for (const page of pages) {
    for (const preset of ['mobile', 'desktop'] as const) {
      const key = `${preset} ${page.path}`;
      for (let run = 0; run < runs.lighthouse; run += 1) {
        try {
          const scores = await runLighthouse(
            `${origin}${page.path}`,
            browser.debuggingPort,
            preset,
          );
          if (new URL(scores.finalUrl).pathname !== page.path) {
            notes.push(`Lighthouse ${key} ended on ${scores.finalUrl}, not ${page.path}.`);
          }
          (lighthouse[key] ??= []).push(scores);
          log(`  Lighthouse ${key}: ${JSON.stringify(scores)}`);
        } catch (error) {
          notes.push(`Lighthouse ${key} failed: ${(error as Error).message}`);
        }
      }
      lighthouseByPreset[preset].push(...lighthouseRows(page, preset, lighthouse[key] ?? []));
      const failing = new Set((lighthouse[key] ?? []).flatMap((scores) => scores.failing));
      if (failing.size > 0)
        notes.push(`Lighthouse ${key} lost points on: ${[...failing].join(', ')}.`);
    }
  }
  rows.push(...lighthouseByPreset.mobile, ...lighthouseByPreset.desktop);
  data.lighthouse = lighthouse;

  const firstPaint: Record<string, FirstPaintJs[]> = {};
  for (const path of ['/login', '/home']) {
    for (let run = 0; run < 3; run += 1) {
      (firstPaint[path] ??= []).push(
        await measureFirstPaintJs(browser.context, `${origin}${path}`),
      );
    }
    const results = firstPaint[path] ?? [];
    const beforeKb = summarise(results.map((r) => r.beforePaintBytes / 1024));
    const totalKb = summarise(results.map((r) => r.totalBytes / 1024));
    const budget = JS_BUDGET_KB[path] ?? 0;
    log(`  first-paint JS ${path}: ${JSON.stringify(results)}`);
    rows.push({
      section: 'Web: JavaScript (gzip, measured by the bench)',
      figure: `${path}: KB before first paint (total KB for the route)`,
      marquee: `${formatSummary(beforeKb, 1)} (total ${formatSummary(totalKb, 1)})`,
      peers: '',
      ratio: '',
      goal: `≤ ${budget} KB before first paint`,
      met: beforeKb ? beforeKb.median <= budget : undefined,
    });
  }
  data.firstPaintJs = firstPaint;

  const homeRows: number[] = [];
  for (let run = 0; run < runs.rows; run += 1) {
    try {
      homeRows.push(await measureHomeRows(browser.context, `${origin}/home`));
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
  rows.push(...libraryRows);

  await browser.close();
  await marquee.stop();
  await emulator.stop(STOP_GRACE_MS);
  return { rows, notes, data };
}

function lighthouseRows(page: PageTarget, preset: Preset, results: LighthouseScores[]): Row[] {
  const pick = (field: Exclude<keyof LighthouseScores, 'finalUrl' | 'failing'>) =>
    median(results.map((r) => r[field]));
  const section = `Web: Lighthouse 12 (${preset}, median of ${results.length})`;
  if (results.length === 0) {
    return [
      {
        section,
        figure: `${page.label}: scores`,
        marquee: 'n/a',
        peers: '',
        ratio: '',
        goal: '',
        met: undefined,
      },
    ];
  }
  const perfGoal = preset === 'mobile' ? 95 : 100;
  const scores = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
  };
  const scoresMet =
    scores.performance >= perfGoal &&
    scores.accessibility === 100 &&
    scores.bestPractices === 100 &&
    (!page.public || scores.seo >= 90);
  const cls = pick('cls');
  return [
    {
      section,
      figure: `${page.label}: performance / accessibility / best practices / SEO`,
      marquee: `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`,
      peers: '',
      ratio: '',
      goal: `≥${perfGoal} / 100 / 100 / ${page.public ? '≥90' : '(not public)'}`,
      met: scoresMet,
    },
    {
      section,
      figure: `${page.label}: LCP ms / TBT ms / CLS`,
      marquee: `${pick('lcpMs').toFixed(0)} / ${pick('tbtMs').toFixed(0)} / ${cls.toFixed(3)}`,
      peers: '',
      ratio: '',
      goal: 'CLS 0',
      met: cls === 0,
    },
  ];
}

async function aMovieDetailsPath(origin: string, idToken: string): Promise<string> {
  const response = await fetch(`${origin}/3/trending/movie/day`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (!response.ok) throw new Error(`/3/trending/movie/day answered ${response.status}`);
  const page = (await response.json()) as { results: Array<{ id: number }> };
  const first = page.results[0];
  if (!first) throw new Error('No trending movie for the details page');
  return `/details/movie/${first.id}`;
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
