import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(HERE, 'library-server-cli.ts');

/** A Marquee server in a child process (library-server-cli.ts), listening on 127.0.0.1:port. */
export interface LibraryServerProcess {
  port: number;
  /** SIGKILL, as `kill -9`: no handler runs, nothing is flushed or closed. */
  kill(): void;
  /** Ended, by a kill or by itself. */
  ended: Promise<void>;
}

/**
 * Starts the server with `settings` as its whole environment (CATALOGUE_DB, LIBRARY_DB or
 * DATABASE_URL, …) besides PATH, and resolves once it listens.
 */
export function startLibraryServerProcess(
  settings: Record<string, string>,
): Promise<LibraryServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CLI], {
    cwd: HERE,
    env: { PATH: process.env.PATH ?? '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    void ended.then(() => reject(new Error(`The server ended before it listened: ${stderr}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      const port = Number(/^listening (\d+)$/.exec(line)?.[1]);
      if (!(port > 0)) reject(new Error(`The server said "${line}", not its port: ${stderr}`));
      resolve({ port, kill: () => child.kill('SIGKILL'), ended });
    });
  });
}
