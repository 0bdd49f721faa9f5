import { defineConfig } from '@playwright/test';
import { APP_ORIGIN } from './e2e/support/test-stack.js';

// Debian's Chromium, never a downloaded browser; flags keep it quiet and offline-friendly.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: `${APP_ORIGIN}/`,
    headless: true,
    // The app's animations end at once, so checks and pictures see the settled screen without a
    // sleep. No spec checks an animation; one that does sets reducedMotion: 'no-preference' itself.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    // Pages come from the network, where each spec routes, fails or counts them; the one spec of
    // the installed app (installable-app.spec.ts) lets Marquee's service worker in.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
});
