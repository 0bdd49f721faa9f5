// `npm run bench`: Marquee against real alternatives (nginx, json-server), measured in the same run.
//   npm run bench                   API (with peers), scale (1,000,000 titles), library, web
//   npm run bench -- --quick        the same, shorter and fewer runs
//   npm run bench -- --skip-scale   without the 1,000,000-title catalogue
//   npm run bench -- --skip-library without the library (its reads under load, episode
//                                   progress, its 1,000,000-row section, the import, the
//                                   Library and Up next pages)
//   npm run bench -- --skip-web     without the browser part (the import's runs in Chromium too)
//   npm run bench -- --smoke        API only, Marquee and json-server, 1 s runs; fails without numbers
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../scripts/lib/repo-root.js';
import { BuildError, buildIfStale } from '../scripts/lib/build-if-stale.js';
import { runApiRounds } from './lib/api-rounds.js';
import type { MemoryByTarget, ResultsByTarget, Target } from './lib/api-rounds.js';
import {
  discoverCalendarWorkloads,
  discoverLastLetterSearches,
  discoverWorkloads,
  SEASON_WORKLOADS,
  snapshotWorkloads,
  warmUp,
} from './lib/api-workloads.js';
import { parseMode } from './lib/bench-mode.js';
import type { Mode } from './lib/bench-mode.js';
import type { BenchPartResult } from './lib/bench-part.js';
import type { ColdTimes, Workload } from './lib/api-workloads.js';
import { apiRows, coldRows, scaleRows } from './lib/api-table.js';
import { ensureCatalogue } from './lib/catalogue-files.js';
import { discoverFilterRow } from './lib/discover-filter-table.js';
import { i18nSizeRows, measureI18nSizes } from './lib/i18n-size-table.js';
import { discoverFilterWorkload } from './lib/discover-filter-workload.js';
import { myServicesRow } from './lib/my-services-table.js';
import { myServicesWorkload } from './lib/my-services-workload.js';
import { JSON_SERVER_ADDED_FIELDS, startJsonServerPeer } from './lib/json-server-peer.js';
import { machineSummary } from './lib/machine.js';
import { libraryApiRows } from './lib/library-api-table.js';
import { ONE_BIG_LIBRARY, itemsIn } from './lib/library-fill.js';
import { BENCH_PROJECT, benchIdentity, startMarquee } from './lib/marquee-process.js';
import type { MarqueeProcess } from './lib/marquee-process.js';
import { ensureNginx, startNginxPeer } from './lib/nginx-peer.js';
import { startPrivateAuthEmulator } from '../scripts/lib/private-auth-emulator.js';
import { formatMarkdownTable, formatTextTable } from './lib/report-table.js';
import type { Row } from './lib/report-table.js';
import { cachedSeasonRows } from './lib/season-scale-table.js';
import { verifyPeer } from './lib/verify-peer.js';

const SCALE_TITLES = 1_000_000;
// States of these many titles in all (pages of 20); the library holds the first few thousand.
const STATES_TITLES = 3_600;

function modeOrExit(args: string[]): Mode {
  try {
    return parseMode(args);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

const chromePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
const cleanups: Array<() => Promise<void>> = [];
const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const mode = modeOrExit(process.argv.slice(2));
  process.on('SIGINT', () => void abort('SIGINT'));
  process.on('SIGTERM', () => void abort('SIGTERM'));
  const notes: string[] = [];
  const startedAt = new Date();

  if (!mode.smoke) {
    // `npm test` builds before its smoke step; a full bench must measure the current code.
    try {
      await buildIfStale(log);
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      notes.push(
        `Build failed (${error.message}); measured the existing server/dist and web/dist.`,
      );
    }
  }

  log('== API ==');
  const defaultDb = ensureCatalogue('default', undefined, log);
  // Side by side: the server asks the emulator nothing until it sees its first token.
  const [emulator, marquee] = await bothStarted(
    startPrivateAuthEmulator(mode.ports.authEmulator, BENCH_PROJECT),
    startMarquee(mode.ports.marquee, defaultDb, benchIdentity(mode.ports.authEmulator)),
  );
  // Every request carries a member's ID token, as the logged-in web app's do; peers ignore it.
  const idToken = await emulator.signUp(`bench-${Date.now()}@example.com`);
  const headers = { authorization: `Bearer ${idToken}` };
  notes.push(
    `Marquee ran as shipped (members-only routes check a Firebase ID token, sent on every request; ` +
      `auth emulator on ${emulator.host}), except the per-address rate limit, which was off ` +
      `(RATE_LIMIT_PER_SECOND=0): all ${mode.connections} connections come from 127.0.0.1.`,
  );
  log(`Marquee (default catalogue) on ${marquee.origin}, pid ${marquee.pid}`);
  const workloads = await discoverWorkloads(marquee.origin, headers);
  // The smoke test only checks the harness; the snapshots below warm the server anyway.
  // Timed once each, before the rounds; the last-letter searches and the calendar's answers
  // (seasons, episodes, airing lists) are timed only so.
  const coldOnly = mode.smoke
    ? []
    : [
        await discoverLastLetterSearches(marquee.origin, headers),
        ...(await discoverCalendarWorkloads(marquee.origin, headers)),
        await discoverFilterWorkload(marquee.origin, headers),
        myServicesWorkload(),
      ];
  const cold = mode.smoke ? {} : await warmUp(marquee.origin, [...workloads, ...coldOnly], headers);
  const snapshots = await snapshotWorkloads(marquee.origin, workloads, headers);
  log(`Workloads: ${workloads.map((w) => `${w.name} (${w.paths.length} paths)`).join(', ')}`);

  // Marquee's alone: the peers have no library.
  const library = mode.skipLibrary
    ? undefined
    : await benchLibrary(marquee, idToken, headers, mode.quick);
  const libraryLoads = library?.loads ?? [];
  const targets: Target[] = [
    {
      name: 'marquee',
      origin: marquee.origin,
      workloads: [...workloads, ...libraryLoads],
      headers,
      residentMb: marquee.residentMb,
    },
  ];
  const jsonServer = await started(startJsonServerPeer(mode.ports.jsonServer, snapshots));
  await verifyPeer(jsonServer.origin, workloads, snapshots, JSON_SERVER_ADDED_FIELDS);
  targets.push({ name: 'json-server', origin: jsonServer.origin, workloads, headers });

  if (!mode.smoke) {
    const nginx = ensureNginx(log);
    if (nginx.binary) {
      const peer = await started(startNginxPeer(nginx.binary, mode.ports.nginx, snapshots));
      await verifyPeer(peer.origin, workloads, snapshots);
      targets.push({ name: 'nginx', origin: peer.origin, workloads, headers });
    } else {
      notes.push(`nginx peer skipped: ${nginx.note ?? 'not available'}.`);
    }
  }

  let scaleWorkloads: Workload[] | undefined;
  let scaleSeasonLoads: Workload[] = [];
  let scaleMarquee: MarqueeProcess | undefined;
  let coldScale: ColdTimes | undefined;
  if (!mode.skipScale) {
    const scaleDb = ensureCatalogue(`${SCALE_TITLES}-titles`, SCALE_TITLES, log);
    scaleMarquee = await started(
      startMarquee(mode.ports.marqueeScale, scaleDb, benchIdentity(mode.ports.authEmulator)),
    );
    scaleWorkloads = await discoverWorkloads(scaleMarquee.origin, headers);
    const scaleColdOnly = [
      await discoverLastLetterSearches(scaleMarquee.origin, headers),
      ...(await discoverCalendarWorkloads(scaleMarquee.origin, headers)),
      await discoverFilterWorkload(scaleMarquee.origin, headers),
      myServicesWorkload(),
    ];
    coldScale = await warmUp(scaleMarquee.origin, [...scaleWorkloads, ...scaleColdOnly], headers);
    // Timed cold just above; under load at 1M alone, where issue 22 sets their cached pace.
    scaleSeasonLoads = scaleColdOnly.filter((load) => SEASON_WORKLOADS.includes(load.name));
    log(`Marquee (${SCALE_TITLES.toLocaleString('en')} titles) on ${scaleMarquee.origin}`);
    targets.push({
      name: 'marquee-1m',
      origin: scaleMarquee.origin,
      workloads: [...scaleWorkloads, ...scaleSeasonLoads],
      headers,
      residentMb: scaleMarquee.residentMb,
    });
  }

  log(
    `Running ${mode.rounds} round(s) × ${workloads.length} workloads × ${targets.length} targets, ` +
      `${mode.durationSec} s each at ${mode.connections} connections...`,
  );
  const { results, memory } = await runApiRounds(targets, {
    rounds: mode.rounds,
    durationSec: mode.durationSec,
    connections: mode.connections,
    log,
  });
  await stopAll();

  if (mode.smoke) {
    const failures = smokeFailures(results, targets);
    for (const failure of failures) console.error(`FAIL ${failure}`);
    writeResults({ mode: 'smoke', startedAt, notes, workloads, results, memory }, []);
    // Not a test count: the smoke run is an environment check, and `npm test`'s last line is the only count.
    console.log(failures.length === 0 ? 'Bench smoke: ok' : 'Bench smoke: FAILED');
    process.exit(failures.length === 0 ? 0 : 1);
  }

  const rows: Row[] = [
    ...apiRows(
      workloads,
      results,
      targets.map((t) => t.name),
    ),
  ];
  if (library) {
    rows.push(...libraryApiRows(libraryLoads, results), ...library.progress.rows);
    notes.push(
      `Library under load: a member with ${itemsIn(ONE_BIG_LIBRARY).toLocaleString('en')} items ` +
        '(real titles of the catalogue, written into the server’s own temporary library file), ' +
        'read with that member’s ID token; the bench writes nothing during its rounds, so these are answers the server keeps per member (on SQLite) until that member writes. ' +
        'Its p99 is compared with the random details workload’s, round by round.',
      ...library.progress.notes,
    );
  }
  if (scaleWorkloads)
    rows.push(
      ...scaleRows(scaleWorkloads, results, memory),
      ...cachedSeasonRows(scaleSeasonLoads, results),
    );
  else notes.push('Scale part skipped (--skip-scale).');
  // Issue 23's two discover figures have rows of their own, with their goals.
  const discoverLoad = coldOnly.find((load) => load.name === 'discover-filters');
  const servicesLoad = coldOnly.find((load) => load.name === 'my-services');
  rows.push(
    ...coldRows(
      [...workloads, ...coldOnly].filter((load) => load !== discoverLoad && load !== servicesLoad),
      cold,
      coldScale,
    ),
  );
  if (discoverLoad) rows.push(discoverFilterRow(discoverLoad, cold, coldScale));
  if (servicesLoad) rows.push(myServicesRow(servicesLoad, cold, coldScale));
  notes.push(
    'Before the rounds every path was asked for once (the cold answers above), so the rounds ' +
      "measure the steady state: answers from the server's in-memory cache.",
  );

  let libraryScale: unknown;
  let libraryImport: unknown;
  if (mode.skipLibrary) notes.push('Library parts skipped (--skip-library).');
  else {
    log('\n== Library scale ==');
    const { runLibraryScale } = await import('./lib/library-scale.js');
    const scale = await runLibraryScale({
      quick: mode.quick,
      log,
      registerCleanup: (cleanup) => cleanups.push(cleanup),
    });
    rows.push(...scale.rows);
    notes.push(...scale.notes);
    libraryScale = scale.data;

    log('\n== Import ==');
    const { runImportBench } = await import('./lib/import-bench.js');
    try {
      const imported = await runImportBench({
        quick: mode.quick,
        skipBrowser: mode.skipWeb,
        // Above the web part's ports (its servers, npm start, the Library page and Chromium).
        port: mode.ports.web + 5,
        emulatorPort: mode.ports.authEmulator,
        catalogueDb: defaultDb,
        chromePath,
        log,
        registerCleanup: (cleanup) => cleanups.push(cleanup),
      });
      rows.push(...imported.rows);
      notes.push(...imported.notes);
      libraryImport = imported.data;
    } catch (error) {
      notes.push(`Import timing failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  if (!mode.smoke) {
    try {
      rows.push(...i18nSizeRows(measureI18nSizes(join(repoRoot, 'web', 'dist'))));
    } catch (error) {
      notes.push(`Language sizes not measured: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  let web: unknown;
  if (mode.skipWeb) notes.push('Web part skipped (--skip-web).');
  else {
    // Loaded only here: Lighthouse and Playwright take seconds to import, which the smoke test skips.
    const { runWebBench } = await import('./lib/web-bench.js');
    const webResult = await runWebBench({
      quick: mode.quick,
      port: mode.ports.web,
      emulatorPort: mode.ports.authEmulator,
      skipLibrary: mode.skipLibrary,
      catalogueDb: defaultDb,
      log,
      registerCleanup: (cleanup) => cleanups.push(cleanup),
    });
    rows.push(...webResult.rows);
    notes.push(...webResult.notes);
    web = webResult.data;
  }

  const table = formatTextTable(rows);
  console.log(`\n${table}\n`);
  for (const note of notes) console.log(`Note: ${note}`);
  writeResults(
    {
      mode: mode.quick ? 'quick' : 'full',
      startedAt,
      notes,
      workloads: [...workloads, ...libraryLoads, ...scaleSeasonLoads],
      results,
      memory,
      library: libraryScale,
      progress: library?.progress.data,
      libraryImport,
      web,
    },
    rows,
  );
}

interface Outcome {
  mode: string;
  startedAt: Date;
  notes: string[];
  workloads: Workload[];
  results: ResultsByTarget;
  memory: MemoryByTarget;
  library?: unknown;
  progress?: unknown;
  libraryImport?: unknown;
  web?: unknown;
}

function writeResults(outcome: Outcome, rows: Row[]): void {
  const dir = join(repoRoot, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const machine = machineSummary(outcome.startedAt);
  const json = {
    ...outcome,
    startedAt: outcome.startedAt.toISOString(),
    machine,
    workloads: outcome.workloads.map((w) => ({
      name: w.name,
      label: w.label,
      paths: w.paths.length,
    })),
    table: rows,
  };
  // The smoke run inside `npm test` must not replace the last real measurement.
  const base = outcome.mode === 'smoke' ? 'smoke' : 'latest';
  writeFileSync(join(dir, `${base}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const markdown = [
    `# Marquee benchmark (${outcome.mode})`,
    '',
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB memory, Node ${machine.node}, ${machine.date}; ` +
      `load average at the end ${machine.loadAverage.join(' / ')} (1 / 5 / 15 min).`,
    '',
    'Each figure: median of the runs, (min–max) in brackets. Ratios are taken within each round, then the median.',
    '',
    formatMarkdownTable(rows),
    '',
    ...outcome.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  writeFileSync(join(dir, `${base}.md`), markdown);
  console.log(`Wrote bench/results/${base}.json and bench/results/${base}.md`);
}

/**
 * Fills the bench member's library (10,000 items) and episode progress (1,000 shows) in the
 * server's own library file, times the progress answers nothing kept serves, and gives the
 * library workloads, each path checked once.
 */
async function benchLibrary(
  marquee: MarqueeProcess,
  idToken: string,
  headers: Record<string, string>,
  quick: boolean,
): Promise<{ loads: Workload[]; progress: BenchPartResult }> {
  // Loaded only here: the library's database code is no part of the smoke test.
  const { catalogueTitles, fillMemberLibrary, libraryWorkloads, refOf, uidOfToken } =
    await import('./lib/library-workloads.js');
  const { benchEpisodeProgress } = await import('./lib/progress-bench.js');
  const titles = await catalogueTitles(marquee.origin, headers, STATES_TITLES);
  await fillMemberLibrary(marquee, idToken, titles, ONE_BIG_LIBRARY);
  const uid = uidOfToken(idToken);
  const { workloads: progressLoads, ...progress } = await benchEpisodeProgress({
    server: marquee,
    uid,
    headers,
    quick,
    log,
  });
  const loads = [...libraryWorkloads(uid, titles.map(refOf)), ...progressLoads];
  for (const path of loads.flatMap((load) => load.paths)) {
    const response = await fetch(`${marquee.origin}${path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  log(`Library: ${loads.map((w) => `${w.name} (${w.paths.length} paths)`).join(', ')}`);
  return { loads, progress };
}

function smokeFailures(results: ResultsByTarget, targets: readonly Target[]): string[] {
  const failures: string[] = [];
  for (const target of targets) {
    for (const workload of target.workloads) {
      const runs = results[target.name]?.[workload.name] ?? [];
      if (runs.length === 0) failures.push(`${target.name} ${workload.name}: no run`);
      for (const run of runs) {
        if (run.requests <= 0) failures.push(`${target.name} ${workload.name}: no requests`);
        if (run.errors > 0) failures.push(`${target.name} ${workload.name}: ${run.errors} errors`);
        if (run.non2xx > 0) failures.push(`${target.name} ${workload.name}: ${run.non2xx} non-2xx`);
        if (!Number.isFinite(run.p99Ms))
          failures.push(`${target.name} ${workload.name}: no latency`);
      }
    }
  }
  return failures;
}

async function started<T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> {
  const value = await starting;
  cleanups.push(() => value.stop());
  return value;
}

/** Both, or neither: whichever started is stopped with the rest if the other failed. */
async function bothStarted<
  A extends { stop(): Promise<void> },
  B extends { stop(): Promise<void> },
>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [first, second] = await Promise.allSettled([started(a), started(b)]);
  if (first.status === 'rejected') throw first.reason;
  if (second.status === 'rejected') throw second.reason;
  return [first.value, second.value];
}

async function stopAll(): Promise<void> {
  const pending = cleanups.splice(0).reverse();
  for (const cleanup of pending) {
    await cleanup().catch((error: Error) => console.error(`Cleanup failed: ${error.message}`));
  }
}

async function abort(signal: string): Promise<void> {
  console.error(`\nReceived ${signal}, stopping...`);
  await stopAll();
  process.exit(130);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await stopAll();
  process.exit(1);
});
