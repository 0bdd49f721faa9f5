import { expect, test } from '@playwright/test';
import { STOP_GRACE_MS } from '../scripts/lib/marquee-stack.js';
import type { Supervised } from '../scripts/lib/supervise.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { requireFreeSpecPorts, startSpecServer } from './support/spec-server.js';

// A server of its own, so stopping it disturbs no other spec; the emulator on 9099 is shared.
const SERVER_PORT = 8186;
const ORIGIN = `http://localhost:${SERVER_PORT}`;

let server: Supervised | undefined;

function startServer(): Promise<Supervised> {
  return startSpecServer({ name: 'server-faults', port: SERVER_PORT });
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `${ORIGIN}/` });

test.beforeAll(async () => {
  await requireFreeSpecPorts([SERVER_PORT], 'faults test');
  server = await startServer();
});

test.afterAll(async () => {
  await server?.stop(STOP_GRACE_MS);
});

declare global {
  interface Window {
    __sameDocument?: boolean;
  }
}

test('the server stops while the user browses; once it is back, Retry recovers without a reload', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  await page.goto('movies');
  const main = page.getByRole('main');
  const cards = main.locator('a[href*="details/movie/"]');
  await expect(cards).toHaveCount(20);
  // Survives only as long as the document does: a reload would drop it.
  await page.evaluate(() => {
    window.__sameDocument = true;
  });

  await test.step('with the server gone, the next page shows the failure with Retry', async () => {
    await server?.stop(STOP_GRACE_MS);
    server = undefined;
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await expect(page).toHaveURL(/\/movies\?page=2$/);
    // Two retries with back-off come first.
    const alert = main.getByRole('alert');
    await expect(alert).toContainText("Couldn't load movies.", { timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  await test.step('the server comes back and Retry shows the page', async () => {
    server = await startServer();
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(cards).toHaveCount(20);
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/movies\?page=2$/);
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
  });
});
