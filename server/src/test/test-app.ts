import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, onTestFinished } from 'vitest';
import { createApp } from '../app.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { CatalogueSource } from '../catalogue-source.js';
import type { LibraryStore } from '../library/store/library-store.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { buildTestCatalogue, testConfig, type TestCatalogue } from './test-catalogue.js';

export interface TestAppOptions {
  /** Where answers come from; defaults to a small generated catalogue, built once per test file. */
  source?: CatalogueSource;
  /** Settings on top of testConfig's (no member guard, no rate limit, silent log). */
  env?: NodeJS.ProcessEnv;
  verifier?: TokenVerifier;
  now?: () => Date;
  /** Receives the log lines, at env.LOG_LEVEL. */
  logStream?: { write(line: string): void };
  answerCacheBytes?: number;
  /** Members' libraries (useTestLibrary's store); without it the library's paths do not exist. */
  library?: LibraryStore;
  /** Waits out DRAIN_NOTICE_MS; the test ends it when it has seen what it came for. */
  waitOutNotice?: (ms: number) => Promise<void>;
  /** The metrics the source or library were opened with, when env sets METRICS_TOKEN. */
  metrics?: AppMetrics;
}

// Trending moves at the UTC day boundary; a fixed clock keeps a test that runs across midnight
// from seeing two rankings. Tests about the boundary pass their own clock.
export const TEST_NOW = new Date('2026-06-15T12:00:00Z');

let defaultCatalogue: TestCatalogue | undefined;
const appsOfTheFile: FastifyInstance[] = [];

// Imported at the top of a test file, so these run when that file's tests are done.
afterAll(async () => {
  await Promise.all(appsOfTheFile.splice(0).map((app) => app.close()));
  defaultCatalogue?.cleanup();
  defaultCatalogue = undefined;
});

// Made inside a test, the app closes when that test ends; made in beforeAll, when the file ends.
// (Vitest has no way to ask which of the two is running other than trying.)
function closeAfterUse(app: FastifyInstance): void {
  try {
    onTestFinished(() => app.close());
  } catch {
    appsOfTheFile.push(app);
  }
}

/** The one way server tests build the app: createApp with test settings, closed after use. */
export async function testApp({
  source,
  env = {},
  verifier,
  now = () => TEST_NOW,
  logStream,
  answerCacheBytes,
  library,
  waitOutNotice,
  metrics,
}: TestAppOptions = {}): Promise<FastifyInstance> {
  if (source === undefined) {
    defaultCatalogue ??= buildTestCatalogue();
    source = defaultCatalogue.source;
  }
  const app = await createApp({
    source,
    config: testConfig(env),
    now,
    verifier,
    logStream,
    answerCacheBytes,
    library,
    waitOutNotice,
    metrics,
  });
  closeAfterUse(app);
  return app;
}

/** Listens on a free port of 127.0.0.1, for tests that need real sockets; returns the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  // Node's default backlog (511) makes the kernel drop some SYNs of a test's burst of connections,
  // and each dropped one is retried a second later.
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  return (app.server.address() as AddressInfo).port;
}
