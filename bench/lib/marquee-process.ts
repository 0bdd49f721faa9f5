import { readFileSync } from 'node:fs';
import { childServerEnv } from '../../scripts/lib/child-server-env.js';
import { STOP_GRACE_MS, startMarqueeServer } from '../../scripts/lib/marquee-stack.js';
import type { Supervised } from '../../scripts/lib/supervise.js';

export interface MarqueeProcess {
  origin: string;
  /** The server's own pid (not the orphan guard's), for /proc readings. */
  pid: number;
  residentMb(): number | undefined;
  stop(): Promise<void>;
}

/**
 * The environment of a bench server: the embedded catalogue only, whatever the caller's shell holds.
 * Members-only routes stay guarded (what ships); only the per-address rate limit is off, because
 * every one of the bench's connections comes from 127.0.0.1.
 */
export function marqueeEnv(
  port: number,
  catalogueDb: string,
  projectId?: string,
): NodeJS.ProcessEnv {
  return childServerEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    CATALOGUE_DB: catalogueDb,
    LOG_LEVEL: 'warn',
    AUTH_REQUIRED: 'true',
    RATE_LIMIT_PER_SECOND: '0',
    ...(projectId === undefined ? {} : { FIREBASE_PROJECT_ID: projectId }),
  });
}

/** Where a bench server checks ID tokens: a private emulator and its demo project. */
export interface MarqueeIdentity {
  emulatorHost: string;
  projectId: string;
}

/** Without `identity` the server checks tokens with the launcher's emulator (9099, demo-marquee). */
export async function startMarquee(
  port: number,
  catalogueDb: string,
  identity?: MarqueeIdentity,
): Promise<MarqueeProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const server = await startMarqueeServer({
    name: `marquee:${port}`,
    env: marqueeEnv(port, catalogueDb, identity?.projectId),
    healthUrl: `${origin}/healthz`,
    echo: false,
    ...(identity === undefined ? {} : { authEmulatorHost: identity.emulatorHost }),
  });
  const pid = childPid(server);
  return {
    origin,
    pid,
    residentMb: () => residentMb(pid),
    stop: async () => {
      await server.stop(STOP_GRACE_MS);
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
