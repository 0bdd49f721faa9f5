// `npm run test:load [-- --duration 60 --connections 100]`: a Marquee server under sustained load from
// logged-in members, with its own auth emulator. Fails on any error, time-out, non-200 answer, or a
// server whose memory keeps growing (`--skip-memory-gate`, for `npm test`'s short run, checks only
// the answers). The per-address rate limit is off for this server only: every
// connection comes from 127.0.0.1, where a real deployment would see many addresses.
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError, buildIfStale } from './lib/build-if-stale.js';
import { childServerEnv } from './lib/child-server-env.js';
import { parseLoadOptions } from './lib/load-options.js';
import { startPrivateAuthEmulator } from './lib/private-auth-emulator.js';
import {
  guardedPid,
  residentMb,
  runLoad,
  type LoadRequest,
  type LoadRunResult,
} from './lib/load-run.js';
import {
  STOP_GRACE_MS,
  StartupError,
  requireFreePort,
  startMarqueeServer,
} from './lib/marquee-stack.js';
import { repoRoot } from './lib/repo-root.js';
import type { Supervised } from './lib/supervise.js';

const SERVER_PORT = 8190;
// Not 9099 (the launcher's and end-to-end runs') nor 9399 (the bench's).
const EMULATOR_PORT = 9190;
const PROJECT = 'demo-marquee-load';
const MEMBERS = 5;
const MEMORY_TOLERANCE = 0.1;
const catalogueDb = join(repoRoot, '.data/load-test-catalogue.sqlite');
const origin = `http://127.0.0.1:${SERVER_PORT}`;

/** The server's environment: the embedded catalogue and enforcement as shipped, whatever the caller's shell holds. */
function serverEnv(): NodeJS.ProcessEnv {
  return childServerEnv({
    PORT: String(SERVER_PORT),
    HOST: '127.0.0.1',
    CATALOGUE_DB: catalogueDb,
    LOG_LEVEL: 'warn',
    AUTH_REQUIRED: 'true',
    FIREBASE_PROJECT_ID: PROJECT,
    RATE_LIMIT_PER_SECOND: '0',
  });
}

/** A catalogue written by an older server build may not match its schema; the server regenerates a missing one. */
function dropStaleCatalogue(): void {
  if (!existsSync(catalogueDb)) return;
  if (statSync(catalogueDb).mtimeMs >= statSync(join(repoRoot, 'server/dist/main.js')).mtimeMs)
    return;
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${catalogueDb}${suffix}`, { force: true });
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status} before the load started`);
  return (await response.json()) as T;
}

interface Item {
  id: number;
  title?: string;
  name?: string;
  poster_path?: string | null;
  profile_path?: string | null;
}

/**
 * What logged-in browsers ask for: 40% list pages (members only, with a token), 30% details, 20%
 * search-as-you-type prefixes, 10% images. Drawn from real ids, so every answer should be 200.
 */
async function requestMix(tokens: string[]): Promise<LoadRequest[]> {
  const token = tokens[0] as string;
  const movies = (await getJson<{ results: Item[] }>('/3/movie/popular', token)).results;
  const shows = (await getJson<{ results: Item[] }>('/3/tv/popular', token)).results;
  const people = (await getJson<{ results: Item[] }>('/3/person/popular', token)).results;
  const member = (index: number) => ({ authorization: `Bearer ${tokens[index % tokens.length]}` });
  const lists = [
    ...['all', 'movie', 'tv', 'person'].flatMap((media) =>
      ['day', 'week'].map((window) => `/3/trending/${media}/${window}`),
    ),
    '/3/movie/popular',
    '/3/movie/top_rated',
    '/3/tv/popular',
    '/3/tv/top_rated',
    '/3/person/popular',
    '/3/discover/movie?sort_by=vote_average.desc&with_genres=18',
    '/3/discover/tv?sort_by=first_air_date.desc',
  ];
  const details = [
    ...movies.flatMap((item) => [
      `/3/movie/${item.id}`,
      `/3/movie/${item.id}?append_to_response=credits,similar`,
    ]),
    ...shows.map((item) => `/3/tv/${item.id}?append_to_response=credits`),
    ...people.map((item) => `/3/person/${item.id}?append_to_response=combined_credits`),
  ];
  const searches = [...movies, ...shows, ...people].flatMap((item) => {
    const text = (item.title ?? item.name ?? '').toLowerCase();
    return [1, 2, 3, 5, 8].map(
      (length) => `/3/search/multi?query=${encodeURIComponent(text.slice(0, length))}`,
    );
  });
  const images = [...movies, ...shows]
    .flatMap((item) => [item.poster_path])
    .concat(people.map((item) => item.profile_path))
    .filter((file): file is string => typeof file === 'string')
    .flatMap((file) => [`/t/p/w342${file}`, `/t/p/w500${file}`]);
  if (images.length === 0 || searches.length === 0)
    throw new Error('the catalogue gave no images or titles to ask for');

  // 1,000 draws in the stated proportions; each list page also varies its page number.
  const mix: LoadRequest[] = [];
  const pick = <T>(items: readonly T[], index: number) => items[index % items.length] as T;
  for (let i = 0; i < 400; i += 1)
    mix.push({
      path: `${pick(lists, i)}${pick(lists, i).includes('?') ? '&' : '?'}page=${(i % 5) + 1}`,
      headers: member(i),
    });
  for (let i = 0; i < 300; i += 1) mix.push({ path: pick(details, i * 7), headers: {} });
  for (let i = 0; i < 200; i += 1) mix.push({ path: pick(searches, i * 11), headers: {} });
  for (let i = 0; i < 100; i += 1) mix.push({ path: pick(images, i * 3), headers: {} });
  return mix;
}

function formatStatuses(statuses: Map<number, number>): string {
  return [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

function problemsOf(run: LoadRunResult): string[] {
  const problems: string[] = [];
  if (run.requests === 0) problems.push('no request was answered');
  if (run.errors > 0) problems.push(`${run.errors} connection errors`);
  if (run.timeouts > 0) problems.push(`${run.timeouts} time-outs`);
  const unexpected = [...run.statuses].filter(([status]) => status !== 200);
  if (unexpected.length > 0)
    problems.push(`unexpected statuses: ${formatStatuses(new Map(unexpected))}`);
  return problems;
}

function memoryProblems(warmMb: number | undefined, afterMb: number | undefined): string[] {
  if (warmMb === undefined || afterMb === undefined)
    return ['could not read the server’s memory (is it still running?)'];
  if (afterMb > warmMb * (1 + MEMORY_TOLERANCE))
    return [
      `memory grew from ${warmMb.toFixed(0)} MiB to ${afterMb.toFixed(0)} MiB (over ${MEMORY_TOLERANCE * 100}%)`,
    ];
  return [];
}

async function main(): Promise<number> {
  const options = parseLoadOptions(process.argv.slice(2));
  // Long enough for the heap and the server's caches to reach their working size.
  const warmUpSec = Math.max(5, Math.min(15, Math.round(options.durationSec / 4)));
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = () => Promise.all(stops.map((stop) => stop()));
  const interrupted = () => {
    void stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await requireFreePort(
      SERVER_PORT,
      '127.0.0.1',
      '(a previous load test?). Stop that process first.',
    );
    await requireFreePort(
      EMULATOR_PORT,
      '127.0.0.1',
      '(a previous load test?). Stop that process first.',
    );
    await buildIfStale((line) => console.log(line));
    dropStaleCatalogue();

    const emulator = await startPrivateAuthEmulator(EMULATOR_PORT, PROJECT);
    stops.push(() => emulator.stop());
    const server = await startMarqueeServer({
      name: 'load-test-server',
      env: serverEnv(),
      healthUrl: `${origin}/healthz`,
      echo: false,
      onSpawn: (child: Supervised) => stops.push(() => child.stop(STOP_GRACE_MS)),
      authEmulatorHost: emulator.host,
    });
    const serverPid = guardedPid(server);
    const runId = Date.now().toString(36);
    const tokens = await Promise.all(
      Array.from({ length: MEMBERS }, (_, i) => emulator.signUp(`load-${runId}-${i}@example.com`)),
    );
    const mix = await requestMix(tokens);

    let warmUpProblems: string[] = [];
    if (options.memoryGate) {
      console.log(`Warm-up: ${options.connections} connections for ${warmUpSec} s...`);
      const warmUp = await runLoad(origin, mix, options.connections, warmUpSec);
      warmUpProblems = problemsOf(warmUp).map((problem) => `warm-up: ${problem}`);
    }
    const warmMb = residentMb(serverPid);
    console.log(
      `Load: ${options.connections} connections for ${options.durationSec} s over ${mix.length} requests (40% lists with tokens, 30% details, 20% search, 10% images)...`,
    );
    const run = await runLoad(origin, mix, options.connections, options.durationSec);
    const afterMb = residentMb(serverPid);

    const problems = [...warmUpProblems, ...problemsOf(run)];
    // `npm test`'s short run only has to answer every request; memory is `npm run test:load`'s.
    if (options.memoryGate) problems.push(...memoryProblems(warmMb, afterMb));
    if (server.hasExited()) problems.push('the server exited during the run');

    const memory =
      warmMb === undefined || afterMb === undefined
        ? 'unknown'
        : `${warmMb.toFixed(0)} → ${afterMb.toFixed(0)} MiB`;
    console.log(
      `Load test: ${run.requests} requests in ${options.durationSec} s (${run.requestsPerSec.toFixed(0)} req/s), p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms, ` +
        `statuses ${formatStatuses(run.statuses)}, errors ${run.errors}, time-outs ${run.timeouts}, server memory ${memory} ` +
        (options.memoryGate
          ? '(after warm-up → after run)'
          : '(before → after run; memory gate skipped)'),
    );
    if (problems.length === 0) {
      console.log('Load test passed.');
      return 0;
    }
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Load test FAILED.');
    return 1;
  } catch (error) {
    if (error instanceof StartupError) console.error([error.message, ...error.details].join('\n'));
    else if (error instanceof BuildError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    console.error('Load test FAILED.');
    return 1;
  } finally {
    await stopAll();
  }
}

void main().then((code) => process.exit(code));
