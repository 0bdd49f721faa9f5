import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '../scripts/lib/repo-root.js';
import { STOP_GRACE_MS } from '../scripts/lib/marquee-stack.js';
import type { Supervised } from '../scripts/lib/supervise.js';
import { requireFreeSpecPorts, startSpecServer } from './support/spec-server.js';
import { BASE_PATH } from './support/test-stack.js';

// Issue 25, installable: the manifest and icons, the service worker that keeps the app's files
// (under a base path), Chromium's own verdict that the app installs, and "Update available" when a
// new version is deployed. On a server of this spec's own, with a copy of the build it can change.

const SERVER_PORT = 8203;
const app = `http://localhost:${SERVER_PORT}${BASE_PATH}`;
let server: Supervised | undefined;
let webDist = '';

test.use({ baseURL: app, serviceWorkers: 'allow' });

test.beforeAll(async () => {
  await requireFreeSpecPorts([SERVER_PORT], 'installable app');
  // Inside web/, so the server render's copy finds the web app's packages as the original does.
  const scratch = join(repoRoot, 'web', '.scratch');
  mkdirSync(scratch, { recursive: true });
  const copy = mkdtempSync(join(scratch, 'installable-'));
  webDist = join(copy, 'dist');
  // The server render is found beside the build (dist-ssr), as in the repository.
  cpSync(join(repoRoot, 'web', 'dist'), webDist, { recursive: true });
  cpSync(join(repoRoot, 'web', 'dist-ssr'), `${webDist}-ssr`, { recursive: true });
  server = await startSpecServer({
    name: 'installable-app',
    port: SERVER_PORT,
    env: { BASE_PATH, WEB_DIST: webDist },
  });
});

test.afterAll(async () => {
  await server?.stop(STOP_GRACE_MS);
  if (webDist !== '') rmSync(join(webDist, '..'), { recursive: true, force: true });
});

/** The service worker in charge of the page, once it is: its script URL. */
function controller(page: Page): Promise<string | undefined> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

test('the app installs: a manifest with its icons, a worker that keeps its files', async ({
  page,
  context,
}) => {
  const manifestAnswer = await page.request.get('manifest.webmanifest');
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Marquee',
    start_url: '.',
    scope: '.',
    display: 'standalone',
  });
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  await page.goto('login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  // Registered after the first page is in use, scoped to the base path.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(app);
  await page.reload();
  await expect.poll(() => controller(page)).toBe(`${app}sw.js`);

  // The route's scripts come from the worker's keeping now.
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return urls.flat();
  });
  expect(kept.some((url) => /\/static\/js\/login-page-[^/]+\.js/.test(url))).toBe(true);
  expect(kept.some((url) => url.includes('/static/js/zip-archive-'))).toBe(false);

  // Chromium's own installability check finds nothing missing but a profile of its own: a test's
  // browser context is an incognito one, where Chromium installs nothing whatever the app.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(['in-incognito']);
});

test('a new version deployed while the app is open is offered, and reloads into it when asked', async ({
  page,
}) => {
  await page.goto('login');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => controller(page)).toBe(`${app}sw.js`);
  await expect(page.getByRole('status').filter({ hasText: 'new version' })).toHaveCount(0);

  // A deploy: the worker's script changes, and the browser finds it when it checks again.
  appendFileSync(join(webDist, 'sw.js'), '\n// another version\n');
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

  const offer = page.getByRole('status').filter({ hasText: 'A new version of Marquee is ready.' });
  await expect(offer).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  await expect(offer).toHaveCount(0);
});
