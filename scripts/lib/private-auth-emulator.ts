import { AUTH_EMULATOR_HOST, prepareAuthEmulator } from './auth-emulator.js';
import { STOP_GRACE_MS, requireInstalledTools } from './marquee-stack.js';
import { supervise } from './supervise.js';
import { waitForHttp } from './wait-for-http.js';

export interface PrivateAuthEmulator {
  /** host:port, for the server's FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** A new member's ID token: what a logged-in browser sends. */
  signUp(email: string): Promise<string>;
  stop(): Promise<void>;
}

const READY_MS = 60_000;
// The emulator takes any key, as it does the web app's built-in one.
const API_KEY = 'demo-marquee-key';

/**
 * A throwaway Auth Emulator on a port and demo project of its own, so it never meets the launcher's
 * (9099, demo-marquee, whose accounts the launcher exports through the hub found by project id).
 */
export async function startPrivateAuthEmulator(
  port: number,
  project: string,
): Promise<PrivateAuthEmulator> {
  const prepared = prepareAuthEmulator(requireInstalledTools(), { port, project });
  const { command, args, env, cwd } = prepared;
  const child = supervise({ name: `auth:${port}`, command, args, env, cwd, echo: false });
  const origin = `http://${AUTH_EMULATOR_HOST}:${port}`;
  const stop = async () => {
    await child.stop(STOP_GRACE_MS);
    prepared.cleanUp();
  };
  try {
    await Promise.race([
      waitForHttp(`${origin}/`, { timeoutMs: READY_MS }),
      child.exited.then(() => {
        throw new Error(`The auth emulator on ${port} exited: ${child.tail().join(' | ')}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: `${AUTH_EMULATOR_HOST}:${port}`, signUp: (email) => signUp(origin, email), stop };
}

async function signUp(origin: string, email: string): Promise<string> {
  const response = await fetch(
    `${origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'private-password-1', returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(`The auth emulator refused the sign-up of ${email}: ${response.status}`);
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error('The auth emulator answered the sign-up without an ID token');
  return idToken;
}
