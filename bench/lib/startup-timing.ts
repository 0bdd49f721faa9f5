import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../scripts/lib/repo-root.js';
import { marqueeEnv } from './marquee-process.js';

const READY_LINE = 'Marquee is ready at';
const GIVE_UP_MS = 120_000;

/**
 * `npm start` from spawn to its "ready" line, with the build and catalogue already prepared
 * (so it measures starting, not building); stopped with SIGINT like a Ctrl-C.
 */
export async function timeNpmStart(port: number, catalogueDb: string): Promise<number> {
  const authDir = mkdtempSync(join(tmpdir(), 'marquee-bench-auth-'));
  const env: NodeJS.ProcessEnv = { ...marqueeEnv(port, catalogueDb), AUTH_DATA_DIR: authDir };
  delete env.LOG_LEVEL;
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  let output = '';
  try {
    return await new Promise<number>((resolvePromise, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start was not ready within ${GIVE_UP_MS / 1000} s`)),
        GIVE_UP_MS,
      );
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes(READY_LINE)) {
          clearTimeout(timer);
          resolvePromise(performance.now() - started);
        }
      });
      child.stderr.resume();
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`npm start exited before it was ready: ${output.slice(-500)}`));
      });
    });
  } finally {
    await stopGroup(child.pid, exited);
    rmSync(authDir, { recursive: true, force: true });
  }
}

/** `node server/dist/main.js` from spawn until /healthz answers 200. */
export async function timeServerAlone(port: number, catalogueDb: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [resolve(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: marqueeEnv(port, catalogueDb),
    detached: true,
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    for (;;) {
      if (gone) throw new Error('the server exited during start-up');
      if (performance.now() - started > GIVE_UP_MS)
        throw new Error('the server did not become ready');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        await response.body?.cancel();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await sleep(10);
    }
  } finally {
    await stopGroup(child.pid, exited);
  }
}

// Like a terminal's Ctrl-C: the signal reaches the whole group (npx, tsx, the launcher) at once.
async function stopGroup(pid: number | undefined, exited: Promise<void>): Promise<void> {
  if (pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGINT');
  const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
  if (!stopped) signal('SIGKILL');
}
