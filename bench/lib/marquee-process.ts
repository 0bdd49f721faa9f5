import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childServerEnv } from '../../scripts/lib/child-server-env.js';
import { STOP_GRACE_MS, startMarqueeServer } from '../../scripts/lib/marquee-stack.js';
import type { Supervised } from '../../scripts/lib/supervise.js';

export interface MarqueeProcess {
  origin: string;
  /** The server's own pid (not the orphan guard's), for /proc readings. */
  pid: number;
  /** The server's own library file (SQLite), for the bench to fill while the server runs. */
  libraryDb: string;
  residentMb(): number | undefined;
  stop(): Promise<void>;
}

export interface MarqueeEnvOptions {
  projectId?: string;
  /** The library file; without it, the one every server of this process shares (childServerEnv). */
  libraryDb?: string;
}

/**
 * The environment of a bench server: the embedded catalogue only, whatever the caller's shell holds.
 * Members-only routes stay guarded (what ships); only the per-address rate limit is off, because
 * every one of the bench's connections comes from 127.0.0.1.
 */
export function marqueeEnv(
  port: number,
  catalogueDb: string,
  { projectId, libraryDb }: MarqueeEnvOptions = {},
): NodeJS.ProcessEnv {
  return childServerEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    CATALOGUE_DB: catalogueDb,
    LOG_LEVEL: 'warn',
    AUTH_REQUIRED: 'true',
    RATE_LIMIT_PER_SECOND: '0',
    ...(projectId === undefined ? {} : { FIREBASE_PROJECT_ID: projectId }),
    ...(libraryDb === undefined ? {} : { LIBRARY_DB: libraryDb }),
  });
}

export interface TemporaryLibrary {
  /** Not made yet: the server makes it (and its WAL files) at start. */
  file: string;
  remove(): void;
}

/**
 * A library file in a folder of its own. Bench servers run side by side (the default and the
 * 1,000,000-title catalogue): one file each keeps one server's library reads off another's writes.
 */
export function temporaryLibrary(): TemporaryLibrary {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-library-'));
  return {
    file: path.join(dir, 'library.sqlite'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Where a bench server checks ID tokens: a private emulator and its demo project. */
export interface MarqueeIdentity {
  emulatorHost: string;
  projectId: string;
}

// A demo project of its own keeps the bench's emulator hub apart from a running `npm start`'s.
export const BENCH_PROJECT = 'demo-marquee-bench';

/** The bench's private emulator on `port` (not the launcher's 9099). */
export function benchIdentity(port: number): MarqueeIdentity {
  return { emulatorHost: `127.0.0.1:${port}`, projectId: BENCH_PROJECT };
}

/** Without `identity` the server checks tokens with the launcher's emulator (9099, demo-marquee). */
export async function startMarquee(
  port: number,
  catalogueDb: string,
  identity?: MarqueeIdentity,
): Promise<MarqueeProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const library = temporaryLibrary();
  let server: Supervised;
  try {
    server = await startMarqueeServer({
      name: `marquee:${port}`,
      env: marqueeEnv(port, catalogueDb, {
        libraryDb: library.file,
        ...(identity === undefined ? {} : { projectId: identity.projectId }),
      }),
      healthUrl: `${origin}/healthz`,
      echo: false,
      ...(identity === undefined ? {} : { authEmulatorHost: identity.emulatorHost }),
    });
  } catch (error) {
    library.remove();
    throw error;
  }
  const pid = childPid(server);
  return {
    origin,
    pid,
    libraryDb: library.file,
    residentMb: () => residentMb(pid),
    stop: async () => {
      await server.stop(STOP_GRACE_MS);
      library.remove();
    },
  };
}

/** VmRSS of a process, in MiB. */
export function residentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

// supervise() runs the command behind a small guard process; the server is the guard's only child.
function childPid(guarded: Supervised): number {
  try {
    const children = readFileSync(`/proc/${guarded.pid}/task/${guarded.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children[0] ?? guarded.pid;
  } catch {
    return guarded.pid;
  }
}
