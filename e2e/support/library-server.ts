import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STOP_GRACE_MS } from '../../scripts/lib/marquee-stack.js';
import type { Supervised } from '../../scripts/lib/supervise.js';
import { startPostgresCluster, type PostgresCluster } from '../../server/src/testing.js';
import { requireFreeSpecPorts, startSpecServer } from './spec-server.js';

export type LibraryEngine = 'sqlite' | 'postgres';

/** A spec's own Marquee server and the library database behind it, which outlive a restart. */
export interface LibraryServer {
  engine: LibraryEngine;
  origin: string;
  /** Stops the server and starts it again on the same port and database. */
  restart(): Promise<void>;
  /** Stops the server and throws its database away. */
  remove(): Promise<void>;
}

/** The library's own storage: a file in a temporary folder, or a throwaway PostgreSQL cluster. */
interface LibraryDatabase {
  env: Record<string, string>;
  remove(): Promise<void>;
}

async function libraryDatabase(engine: LibraryEngine): Promise<LibraryDatabase> {
  if (engine === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'marquee-e2e-library-'));
    return {
      env: { LIBRARY_DB: join(folder, 'library.sqlite') },
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const cluster: PostgresCluster = await startPostgresCluster();
  return { env: { DATABASE_URL: cluster.url }, remove: () => cluster.remove() };
}

/**
 * A server on `port` with a library of its own on `engine`. The catalogue and the auth emulator
 * are the global stack's; the library is nobody else's, so a restart disturbs no other spec.
 */
export async function startLibraryServer(
  engine: LibraryEngine,
  port: number,
): Promise<LibraryServer> {
  await requireFreeSpecPorts([port], `library ${engine} test`);
  const database = await libraryDatabase(engine);
  const start = () =>
    startSpecServer({ name: `server-library-${engine}`, port, env: database.env });
  let server: Supervised | undefined;
  try {
    server = await start();
  } catch (error) {
    await database.remove();
    throw error;
  }
  return {
    engine,
    origin: `http://localhost:${port}`,
    async restart() {
      await server?.stop(STOP_GRACE_MS);
      server = undefined;
      server = await start();
    },
    async remove() {
      await server?.stop(STOP_GRACE_MS);
      server = undefined;
      await database.remove();
    },
  };
}
