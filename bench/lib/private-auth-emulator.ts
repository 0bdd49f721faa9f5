import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEmulatorCommand } from '../../scripts/lib/auth-emulator.js';
import { STOP_GRACE_MS, requireInstalledTools } from '../../scripts/lib/marquee-stack.js';
import { supervise } from '../../scripts/lib/supervise.js';
import { waitForHttp } from '../../scripts/lib/wait-for-http.js';

export interface PrivateAuthEmulator {
  /** host:port, for the servers' FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** An ID token of a fresh member: what a logged-in browser sends. */
  idToken: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const READY_MS = 60_000;
// Any key: the emulator accepts it, as it does the web app's built-in one.
const API_KEY = 'demo-marquee-key';

export function privateAuthEmulatorHost(port: number): string {
  return `${HOST}:${port}`;
}

/**
 * An Auth Emulator of the bench's own, on a port that is not the launcher's 9099, so the API bench
 * never fights end-to-end runs (which need 9099) over it.
 */
export async function startPrivateAuthEmulator(port: number): Promise<PrivateAuthEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-auth-'));
  const configFile = join(dir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: { auth: { host: HOST, port }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );
  const { command, args, env } = authEmulatorCommand(
    requireInstalledTools(),
    undefined,
    configFile,
  );
  const child = supervise({ name: `auth:${port}`, command, args, env, cwd: dir, echo: false });
  const origin = `http://${HOST}:${port}`;
  const stop = async () => {
    await child.stop(STOP_GRACE_MS);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForHttp(`${origin}/`, { timeoutMs: READY_MS }),
      child.exited.then(() => {
        throw new Error(`The auth emulator on ${port} exited: ${child.tail().join(' | ')}`);
      }),
    ]);
    return { host: privateAuthEmulatorHost(port), idToken: await signUp(origin), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function signUp(origin: string): Promise<string> {
  const response = await fetch(
    `${origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${Date.now()}@example.com`,
        password: 'bench-password-1',
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`The auth emulator refused the sign-up: ${response.status}`);
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error('The auth emulator answered the sign-up without an ID token');
  return idToken;
}
