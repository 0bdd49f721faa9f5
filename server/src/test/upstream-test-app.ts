import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { UpstreamConfig } from '../config.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { LibraryStore } from '../library/store/library-store.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import {
  openUpstream,
  type OpenUpstreamOptions,
  type Upstream,
} from '../upstream/open-upstream.js';
import { testConfig } from './test-catalogue.js';
import { testApp } from './test-app.js';

export const TEST_TMDB_KEY = 'secret-tmdb-key-1234';

export interface UpstreamTestApp {
  app: FastifyInstance;
  upstream: Upstream;
  close(): Promise<void>;
}

/** A temp folder for cache files; remove() when the test file is done. */
export function tempCacheDir(): { file(name?: string): string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-upstream-'));
  return {
    file: (name = 'tmdb-cache.sqlite') => path.join(dir, name),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** For a test of TMDB timing out: give up after 250 ms, against a fake that waits a second. */
export const UPSTREAM_TIME_OUT_ENV = { TMDB_TIMEOUT_MS: '250' } as const;

export interface TestUpstreamOptions extends OpenUpstreamOptions {
  upstreamUrl: string;
  cacheDb: string;
  env?: NodeJS.ProcessEnv;
  settings?: Partial<UpstreamConfig>;
}

/**
 * The settings of upstream mode against a fake TMDB. The time-out is long enough that a loaded
 * machine never trips it by accident; a test of time-outs sets a short one (UPSTREAM_TIME_OUT_ENV)
 * against a fake that answers later still.
 */
function upstreamTestEnv({
  upstreamUrl,
  cacheDb,
  env = {},
}: Pick<TestUpstreamOptions, 'upstreamUrl' | 'cacheDb' | 'env'>) {
  return {
    TMDB_API_KEY: TEST_TMDB_KEY,
    TMDB_API_URL: upstreamUrl,
    TMDB_IMAGE_URL: upstreamUrl,
    TMDB_CACHE_DB: cacheDb,
    TMDB_TIMEOUT_MS: '5000',
    ...env,
  };
}

/** Upstream mode's client, breaker and cache against a fake TMDB, for what is built on them. */
export function openTestUpstream({
  upstreamUrl,
  cacheDb,
  env,
  settings = {},
  ...opening
}: TestUpstreamOptions): Upstream {
  const { upstream: settingsFromEnv } = testConfig(upstreamTestEnv({ upstreamUrl, cacheDb, env }));
  if (settingsFromEnv === undefined) throw new Error('upstream mode expected');
  return openUpstream({ ...settingsFromEnv, ...settings }, opening);
}

export interface UpstreamTestAppOptions extends TestUpstreamOptions {
  logStream?: { write(line: string): void };
  verifier?: TokenVerifier;
  library?: LibraryStore;
  /** Given with its `observer: metrics.upstream` and env METRICS_TOKEN, TMDB's calls count too. */
  metrics?: AppMetrics;
}

/** testApp in upstream mode against a fake TMDB (openTestUpstream). */
export async function startUpstreamTestApp({
  logStream,
  verifier,
  library,
  metrics,
  ...options
}: UpstreamTestAppOptions): Promise<UpstreamTestApp> {
  const upstreamOptions = {
    ...options,
    env: { ...(logStream === undefined ? {} : { LOG_LEVEL: 'info' }), ...options.env },
  };
  const upstream = openTestUpstream(upstreamOptions);
  const app = await testApp({
    source: { kind: 'upstream', upstream },
    env: upstreamTestEnv(upstreamOptions),
    verifier,
    logStream,
    library,
    metrics,
  });
  return {
    app,
    upstream,
    async close() {
      await app.close();
      upstream.close();
    },
  };
}
