import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './repo-root.js';

// Loopback, always: the emulator accepts unsigned tokens and hands every account with its password
// to whoever reaches it (accounts:batchGet), so it must never be reachable from another machine.
export const AUTH_EMULATOR_HOST = '127.0.0.1';
export const AUTH_EMULATOR_PORT = 9099;
/** host:port, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
export const AUTH_EMULATOR_ADDRESS = `${AUTH_EMULATOR_HOST}:${AUTH_EMULATOR_PORT}`;
export const AUTH_EMULATOR_ORIGIN = `http://${AUTH_EMULATOR_ADDRESS}`;
export const FIREBASE_PROJECT = 'demo-marquee';

/** The emulator suite's settings (a firebase.json): the auth emulator alone, on loopback. */
export function authEmulatorSettings(port: number) {
  return {
    emulators: {
      auth: { host: AUTH_EMULATOR_HOST, port },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

export interface AuthEmulatorOptions {
  /** Where accounts are kept between runs; undefined = nothing kept. */
  dataDir?: string;
  port?: number;
  /** Another demo project keeps a private emulator's hub apart from the launcher's (which exportAuthData finds by project). */
  project?: string;
}

export interface AuthEmulatorCommand {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** A folder of its own holding the settings; the emulator writes its logs there too. */
  cwd: string;
  /** Removes that folder, once the emulator has exited. */
  cleanUp(): void;
}

/** The firebase-tools entry script, or undefined when node_modules lacks it. */
export function findFirebaseCli(root = repoRoot): string | undefined {
  const bin = resolve(root, 'node_modules/.bin/firebase');
  return existsSync(bin) ? realpathSync(bin) : undefined;
}

/**
 * Writes the emulator's settings to a folder of its own (so no firebase.json can bind it beyond
 * loopback) and says how to run it so that signals reach it directly: the CLI's JS file under our
 * own Node, not npx (which would sit in between).
 */
export function prepareAuthEmulator(
  cli: string,
  { dataDir, port = AUTH_EMULATOR_PORT, project = FIREBASE_PROJECT }: AuthEmulatorOptions = {},
): AuthEmulatorCommand {
  const cwd = mkdtempSync(join(tmpdir(), 'marquee-auth-emulator-'));
  const configFile = join(cwd, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(authEmulatorSettings(port)));
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', project];
  args.push('--config', configFile);
  if (dataDir !== undefined) {
    args.push(`--export-on-exit=${dataDir}`);
    // Importing a folder without an export fails the whole start, so only import a real one.
    if (hasAuthExport(dataDir)) args.push(`--import=${dataDir}`);
  }
  return {
    command: process.execPath,
    args,
    env: {
      ...process.env,
      // CI=true turns off prompts, the update notifier and the message-of-the-day fetch,
      // which matters offline; the others make sure of it.
      CI: 'true',
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    },
    cwd,
    cleanUp: () => rmSync(cwd, { recursive: true, force: true }),
  };
}

export function hasAuthExport(dataDir: string): boolean {
  return existsSync(join(dataDir, 'firebase-export-metadata.json'));
}

/**
 * Asks the running emulator suite to write its accounts to `dataDir` now, through the emulator
 * hub (found the way firebase-tools finds it: a locator file in the temp folder).
 */
export async function exportAuthData(dataDir: string): Promise<void> {
  const origin = hubOrigin();
  const response = await fetch(`${origin}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: dataDir }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the emulator hub answered ${response.status}`);
}

function hubOrigin(): string {
  try {
    const locator = JSON.parse(
      readFileSync(join(tmpdir(), `hub-${FIREBASE_PROJECT}.json`), 'utf8'),
    ) as { origins?: string[] };
    const origin = locator.origins?.find((candidate) => candidate.includes('127.0.0.1'));
    if (origin) return origin;
  } catch {
    // No locator: fall back to the hub's default port.
  }
  return 'http://127.0.0.1:4400';
}
