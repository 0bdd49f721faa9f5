import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/lib/build-if-stale.js';
import { childServerEnv } from '../scripts/lib/child-server-env.js';
import {
  STOP_GRACE_MS,
  StartupError,
  requireFreeEmulatorPort,
  requireFreePort,
  requireInstalledTools,
  startAuthEmulator,
  startMarqueeServer,
} from '../scripts/lib/marquee-stack.js';
import { repoRoot } from '../scripts/lib/repo-root.js';
import type { Supervised } from '../scripts/lib/supervise.js';
import { TEST_CATALOGUE_DB, stackLogs } from './support/spec-server.js';
import { APP_PORT, BASE_PATH, BASE_PATH_PORT } from './support/test-stack.js';

// Kept between runs: generating it takes seconds, and the generator is deterministic.
const catalogueDb = TEST_CATALOGUE_DB;
const verbose = stackLogs;

/** Builds what is stale and starts a private stack; returns the teardown Playwright calls. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started: Supervised[] = [];
  const stopAll = () => Promise.all(started.map((child) => child.stop(STOP_GRACE_MS)));
  try {
    const cli = requireInstalledTools();
    // Tests register accounts: they must never land in a developer's running emulator.
    await requireFreeEmulatorPort();
    for (const port of [APP_PORT, BASE_PATH_PORT]) {
      await requireFreePort(port, '127.0.0.1', '(a previous test run?). Stop that process first.');
    }
    await buildIfStale((line) => console.log(line));
    dropCatalogueIfOlderThanServer();

    const onSpawn = (child: Supervised) => started.push(child);
    // A throwaway emulator (no data folder) and the first server in parallel; the second server
    // waits for the first, which generates the shared catalogue when it is missing. Neither
    // takes a setting from the caller's shell (a TMDB key would turn on upstream mode).
    const serverEnv = {
      HOST: '127.0.0.1',
      CATALOGUE_DB: catalogueDb,
      LOG_LEVEL: 'warn',
    };
    await Promise.all([
      startAuthEmulator({ cli, dataDir: undefined, echo: verbose, onSpawn }),
      startMarqueeServer({
        name: 'server',
        env: childServerEnv({ ...serverEnv, PORT: String(APP_PORT), BASE_PATH: '/' }),
        healthUrl: `http://127.0.0.1:${APP_PORT}/healthz`,
        echo: verbose,
        onSpawn,
      }),
    ]);
    await startMarqueeServer({
      name: 'server-base-path',
      env: childServerEnv({ ...serverEnv, PORT: String(BASE_PATH_PORT), BASE_PATH }),
      healthUrl: `http://127.0.0.1:${BASE_PATH_PORT}${BASE_PATH}healthz`,
      echo: verbose,
      onSpawn,
    });
  } catch (error) {
    await stopAll();
    if (error instanceof StartupError && error.details.length > 0) {
      throw new Error(`${error.message}\n${error.details.join('\n')}`);
    }
    throw error;
  }
  return async () => {
    await stopAll();
  };
}

/** A catalogue written by an older server build may not match the current schema. */
function dropCatalogueIfOlderThanServer(): void {
  if (!existsSync(catalogueDb)) return;
  if (statSync(catalogueDb).mtimeMs >= newestMtime(join(repoRoot, 'server/dist'))) return;
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    rmSync(`${catalogueDb}${suffix}`, { force: true });
  }
}

function newestMtime(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
