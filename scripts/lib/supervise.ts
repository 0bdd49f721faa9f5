import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { repoRoot } from './repo-root.js';

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SuperviseOptions {
  /** Short name, used as the `[name]` output prefix and in messages. */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Print the child's output as it comes (prefixed); it is always kept for `tail()`. */
  echo: boolean;
}

export interface Supervised {
  readonly name: string;
  readonly pid: number;
  /** Settles once, when the child has exited for whatever reason. */
  readonly exited: Promise<ChildExit>;
  hasExited(): boolean;
  /** The child's last output lines, for failure messages. */
  tail(): string[];
  /** SIGTERM, then SIGKILL of its whole process group after `graceMs`. */
  stop(graceMs: number): Promise<ChildExit>;
  /** SIGKILL to its whole process group, now. */
  kill(): void;
}

const TAIL_LINES = 25;
const orphanGuard = resolve(repoRoot, 'scripts/lib/orphan-guard.mjs');

/**
 * Starts a child in its own process group (so a terminal's Ctrl-C reaches only us and we decide
 * the order of shutdown), behind the orphan guard (so it dies with us even on SIGKILL).
 */
export function supervise(options: SuperviseOptions): Supervised {
  const { name, command, args, env = process.env, cwd = repoRoot, echo } = options;
  const child = spawn(process.execPath, [orphanGuard, command, ...args], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${name} (${command}).`);
  const pid = child.pid;

  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > TAIL_LINES) lines.shift();
    if (echo) process.stdout.write(`[${name}] ${line}\n`);
  };
  pipeLines(child.stdout, keep);
  pipeLines(child.stderr, keep);

  let exitedAlready = false;
  const exited = new Promise<ChildExit>((resolvePromise) => {
    child.once('exit', (code, signal) => {
      exitedAlready = true;
      // Let the last lines arrive for tail(), without waiting on a grandchild holding the pipe.
      const settle = () => resolvePromise({ code, signal });
      child.once('close', settle);
      setTimeout(settle, 300).unref();
    });
  });

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name,
    pid,
    exited,
    hasExited: () => exitedAlready,
    tail: () => [...lines],
    kill: () => killGroup('SIGKILL'),
    async stop(graceMs) {
      if (!exitedAlready) {
        child.kill('SIGTERM');
        const force = setTimeout(() => killGroup('SIGKILL'), graceMs);
        await exited;
        clearTimeout(force);
      }
      // Whatever the child left behind in its group goes too.
      killGroup('SIGKILL');
      return exited;
    },
  };
}

export function describeExit(exit: ChildExit): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code ?? 'unknown'}`;
}

function pipeLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const parts = pending.split(/\r?\n/);
    pending = parts.pop() ?? '';
    for (const part of parts) onLine(part);
  });
  stream.on('end', () => {
    if (pending !== '') onLine(pending);
  });
}
