import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import {
  AUTH_EMULATOR_ADDRESS,
  AUTH_EMULATOR_HOST,
  AUTH_EMULATOR_ORIGIN,
  AUTH_EMULATOR_PORT,
  findFirebaseCli,
  prepareAuthEmulator,
} from './auth-emulator.js';
import { isPortFree } from './ports.js';
import { repoRoot } from './repo-root.js';
import { describeExit, supervise } from './supervise.js';
import type { Supervised } from './supervise.js';
import { waitForHttp } from './wait-for-http.js';

/** A problem the user can fix, told in one line (plus the child's last output, if any). */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

export const STOP_GRACE_MS = 15_000;
const EMULATOR_READY_MS = 60_000;
const SERVER_READY_MS = 120_000;

/** The firebase-tools CLI, which every embedded identity provider runs on. */
export function requireInstalledTools(root = repoRoot): string {
  if (!existsSync(resolve(root, 'node_modules'))) {
    throw new StartupError('node_modules is missing: run `npm install` first.');
  }
  const cli = findFirebaseCli(root);
  if (!cli) {
    throw new StartupError(
      'firebase-tools is not installed (node_modules/.bin/firebase is missing). The embedded identity ' +
        'provider needs it, and it is a development dependency: run `npm install` (without --omit=dev). ' +
        'A production install serves others with a real Firebase project instead: build the web app for ' +
        'it and run `node server/dist/main.js` (README, "Using a real Firebase project").',
    );
  }
  return cli;
}

/** PORT=0 asks for any free port: the launcher picks it, so that it can print and probe the URL. */
export function pickPort(port: number, host: string): Promise<number> {
  if (port !== 0) return Promise.resolve(port);
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolvePort(address.port)
          : reject(new Error(`no free port on ${host}`)),
      );
    });
  });
}

export async function requireFreePort(port: number, host: string, advice: string): Promise<void> {
  if (!(await isPortFree(port, host))) {
    throw new StartupError(`Port ${port} is already in use ${advice}`);
  }
}

export async function requireFreeEmulatorPort(): Promise<void> {
  await requireFreePort(
    AUTH_EMULATOR_PORT,
    AUTH_EMULATOR_HOST,
    '(another Marquee or Firebase emulator?). Stop that process first.',
  );
}

export interface AuthEmulatorStart {
  cli: string;
  /** Where accounts are kept between runs; undefined = a throwaway emulator. */
  dataDir: string | undefined;
  echo: boolean;
  /** Called as soon as the process exists, so a shutdown during start-up can stop it. */
  onSpawn?: (child: Supervised) => void;
}

/** The emulator on AUTH_EMULATOR_PORT (the launcher's and the end-to-end runs'), on loopback. */
export async function startAuthEmulator(options: AuthEmulatorStart): Promise<Supervised> {
  const prepared = prepareAuthEmulator(
    options.cli,
    options.dataDir === undefined ? {} : { dataDir: options.dataDir },
  );
  const { command, args, env, cwd } = prepared;
  const emulator = supervise({ name: 'auth', command, args, env, cwd, echo: options.echo });
  void emulator.exited.then(prepared.cleanUp);
  options.onSpawn?.(emulator);
  await untilReady(emulator, `${AUTH_EMULATOR_ORIGIN}/`, EMULATOR_READY_MS, 'The auth emulator');
  return emulator;
}

export interface MarqueeServerOptions {
  name?: string;
  /** Passed through to the server, which reads its own configuration from it. */
  env: NodeJS.ProcessEnv;
  healthUrl: string;
  echo: boolean;
  onSpawn?: (child: Supervised) => void;
  /** host:port of the auth emulator the server checks tokens with; the launcher's one by default. */
  authEmulatorHost?: string;
}

export async function startMarqueeServer(options: MarqueeServerOptions): Promise<Supervised> {
  const server = supervise({
    name: options.name ?? 'server',
    command: process.execPath,
    args: [resolve(repoRoot, 'server/dist/main.js')],
    env: {
      ...options.env,
      FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost ?? AUTH_EMULATOR_ADDRESS,
    },
    echo: options.echo,
  });
  options.onSpawn?.(server);
  await untilReady(server, options.healthUrl, SERVER_READY_MS, 'The Marquee server');
  return server;
}

/** Waits for `url` to answer 200, failing fast (with the child's last output) if it dies. */
async function untilReady(
  child: Supervised,
  url: string,
  timeoutMs: number,
  label: string,
): Promise<void> {
  const giveUp = new AbortController();
  const died = child.exited.then((exit) => {
    throw new StartupError(
      `${label} exited during start-up with ${describeExit(exit)}.`,
      child.tail(),
    );
  });
  try {
    await Promise.race([waitForHttp(url, { timeoutMs, signal: giveUp.signal }), died]);
  } catch (error) {
    await child.stop(STOP_GRACE_MS);
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `${label} did not become ready: ${(error as Error).message}.`,
      child.tail(),
    );
  } finally {
    giveUp.abort();
    died.catch(() => undefined);
  }
}
