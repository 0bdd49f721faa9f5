import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { storedToken } from './support/accounts.js';

/** An unsigned JWT whose payload looks like the emulator's, expired an hour ago. */
function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = { email: 'old@example.com', user_id: 'old', iat: now - 7200, exp: now - 3600 };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

for (const path of ['movies', 'home', '', 'up-next']) {
  test(`/${path} without a token redirects to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
}

for (const [kind, token] of [
  ['a garbage', 'not-a-jwt'],
  ['an expired', expiredToken()],
] as const) {
  test(`${kind} token counts as none: /movies redirects to /login`, async ({ page }) => {
    await storeToken(page, token);
    await page.goto('movies');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
}
