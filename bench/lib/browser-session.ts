import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { AUTH_EMULATOR_ORIGIN } from '../../scripts/lib/auth-emulator.js';

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

/**
 * Creates an account in the emulator, then logs in through the app's own form; returns the
 * account's ID token for the bench's own API calls.
 */
export async function logIn(
  context: BrowserContext,
  origin: string,
  emulatorOrigin: string = AUTH_EMULATOR_ORIGIN,
): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
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
  return idToken;
}
