import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.js';
import type { UpstreamConfig } from '../config.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import {
  openUpstream,
  type OpenUpstreamOptions,
  type Upstream,
} from '../upstream/open-upstream.js';
import { testConfig } from './test-catalogue.js';

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

export interface UpstreamTestAppOptions extends OpenUpstreamOptions {
  upstreamUrl: string;
  cacheDb: string;
  env?: NodeJS.ProcessEnv;
  settings?: Partial<UpstreamConfig>;
  logStream?: { write(line: string): void };
  verifier?: TokenVerifier;
}

/** createApp in upstream mode against a fake TMDB, with a short time-out so fault tests stay fast. */
export async function startUpstreamTestApp({
  upstreamUrl,
  cacheDb,
  env = {},
  settings = {},
  logStream,
  verifier,
  ...options
}: UpstreamTestAppOptions): Promise<UpstreamTestApp> {
  const config = testConfig({
    TMDB_API_KEY: TEST_TMDB_KEY,
    TMDB_API_URL: upstreamUrl,
    TMDB_IMAGE_URL: upstreamUrl,
    TMDB_CACHE_DB: cacheDb,
    TMDB_TIMEOUT_MS: '250',
    ...env,
  });
  if (config.upstream === undefined) throw new Error('upstream mode expected');
  const upstream = openUpstream({ ...config.upstream, ...settings }, options);
  const app = await createApp({
    config,
    upstream,
    verifier,
    logger: logStream === undefined ? false : { level: 'info', stream: logStream },
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
