import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { AUTH_EMULATOR_ORIGIN } from '../../scripts/lib/auth-emulator.js';
import { STOP_GRACE_MS } from '../../scripts/lib/marquee-stack.js';
import { supervise } from '../../scripts/lib/supervise.js';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The web app's built-in Firebase config (see the shared interfaces): the emulator accepts any key.
const FIREBASE_API_KEY = 'demo-marquee-key';

export interface BrowserSession {
  context: BrowserContext;
  /** Lighthouse connects here, to the same profile (so the same login). */
  debuggingPort: number;
  close(): Promise<void>;
}

export async function launchBrowser(
  chromePath: string,
  debuggingPort: number,
  { bypassCsp = false }: { bypassCsp?: boolean } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'marquee-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${debuggingPort}`],
    viewport: { width: 1280, height: 800 },
    bypassCSP: bypassCsp,
  });
  return {
    context,
    debuggingPort,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium under Playwright, with no profile: each `newContext()` starts empty. */
export function launchPlaywrightBrowser(chromePath: string): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, headless: true, args: CHROME_FLAGS });
}

/** A Chromium of its own, with nothing attached: Lighthouse drives it alone. */
export interface ChromiumProcess {
  debuggingPort: number;
  close(): Promise<void>;
}

const DEVTOOLS_WAIT_MS = 30_000;
const DEVTOOLS_POLL_MS = 50;

/**
 * Debian's Chromium on a new, empty profile, as a first-time visitor's browser. Not through
 * Playwright: a Playwright context attaches to every tab, Lighthouse's too, and sets its own
 * viewport on it, which would fight Lighthouse's mobile emulation.
 */
export async function launchChromium(chromePath: string): Promise<ChromiumProcess> {
  const profile = mkdtempSync(join(tmpdir(), 'marquee-bench-chromium-'));
  // Port 0: Chromium picks a free one and writes it in the profile, so runs never wait for a port.
  const child = supervise({
    name: 'chromium',
    command: chromePath,
    args: [
      ...CHROME_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    echo: false,
  });
  const close = async () => {
    await child.stop(STOP_GRACE_MS);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    return { debuggingPort: await devToolsPort(profile, () => child.hasExited()), close };
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n${child.tail().join('\n')}`);
  }
}

async function devToolsPort(profile: string, hasExited: () => boolean): Promise<number> {
  const deadline = Date.now() + DEVTOOLS_WAIT_MS;
  while (Date.now() < deadline && !hasExited()) {
    const port = Number(readDevToolsActivePort(profile)?.split('\n')[0]);
    if (Number.isInteger(port) && port > 0) return port;
    await sleep(DEVTOOLS_POLL_MS);
  }
  throw new Error('Chromium gave no DevTools port');
}

function readDevToolsActivePort(profile: string): string | undefined {
  try {
    return readFileSync(join(profile, 'DevToolsActivePort'), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Playwright on a running Chromium's default context for as long as `use` runs (to log in, to
 * clear the cache), then gone again before Lighthouse comes: disconnecting leaves the browser,
 * its profile and its login as they are.
 */
export async function withPlaywright<T>(
  debuggingPort: number,
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    return await use(context);
  } finally {
    await browser.close();
  }
}

/**
 * The built web app talks to the launcher's emulator (9099, fixed at build time); this sends the
 * context's requests for it to a private one instead, so a bench part never needs 9099. The
 * server's Content-Security-Policy allows only the private one, so the context must be launched
 * with `bypassCsp`.
 */
export async function routeAuthEmulator(
  context: BrowserContext,
  emulatorOrigin: string,
): Promise<void> {
  await context.route(`${AUTH_EMULATOR_ORIGIN}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${emulatorOrigin}${pathname}${search}` });
    await route.fulfill({ response });
  });
}

export interface BenchMember {
  email: string;
  password: string;
  idToken: string;
}

/** A new account in the emulator, with an ID token for the bench's own API calls. */
export async function signUpMember(
  emulatorOrigin: string = AUTH_EMULATOR_ORIGIN,
): Promise<BenchMember> {
  // Unique even for two sign-ups in the same millisecond.
  const email = `bench-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'bench-password-1';
  const response = await fetch(
    `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The auth emulator refused the sign-up: ${response.status}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return { email, password, idToken };
}

/**
 * Creates an account in the emulator, then logs in through the app's own form; returns the
 * account's ID token for the bench's own API calls.
 */
export async function logIn(
  context: BrowserContext,
  origin: string,
  emulatorOrigin: string = AUTH_EMULATOR_ORIGIN,
): Promise<string> {
  const member = await signUpMember(emulatorOrigin);
  await logInAs(context, origin, member);
  return member.idToken;
}

/**
 * Logs an existing account in through the app's own form. The pages it passes through ask for
 * the member's answers, which the server then keeps: fill a member's library before, not after.
 */
export async function logInAs(
  context: BrowserContext,
  origin: string,
  { email, password }: BenchMember,
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('link', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .waitFor({ timeout: 20_000 });
  await page.close();
}
