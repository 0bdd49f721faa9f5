import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot } from './repo-root.js';

export const AUTH_EMULATOR_HOST = '127.0.0.1';
export const AUTH_EMULATOR_PORT = 9099;
export const AUTH_EMULATOR_ORIGIN = `http://${AUTH_EMULATOR_HOST}:${AUTH_EMULATOR_PORT}`;
export const FIREBASE_PROJECT = 'demo-marquee';

export interface AuthEmulatorCommand {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** The firebase-tools entry script, or undefined when node_modules lacks it. */
export function findFirebaseCli(): string | undefined {
  const bin = resolve(repoRoot, 'node_modules/.bin/firebase');
  return existsSync(bin) ? realpathSync(bin) : undefined;
}

/**
 * How to run the emulator so that signals reach it directly: the CLI's JS file under our own
 * Node, not npx (which would sit in between). `dataDir` undefined = nothing kept between runs.
 */
export function authEmulatorCommand(
  cli: string,
  dataDir: string | undefined,
  /** A firebase.json of the caller's own (another port), instead of the repo's. */
  configFile?: string,
  /** Another demo project keeps a private emulator's hub apart from the launcher's (which exportAuthData finds by project). */
  project = FIREBASE_PROJECT,
): AuthEmulatorCommand {
  const args = [cli, 'emulators:start', '--only', 'auth', '--project', project];
  if (configFile !== undefined) args.push('--config', configFile);
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
