import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { loginViaUi, registerViaApi, storedToken, uniqueEmail } from './support/accounts.js';
import { AUTH_EMULATOR_URL, FIREBASE_API_KEY } from './support/test-stack.js';

// What our server answers for a token it refuses (TMDB's code 3).
const refused = {
  status: 401,
  headers: { 'www-authenticate': 'Bearer realm="marquee", error="invalid_token"' },
  json: {
    status_code: 3,
    status_message: 'Authentication failed: You do not have permissions to access the service.',
    success: false,
  },
};
const membersOnly = /\/3\/(trending|discover)\/|\/3\/(movie|tv|person)\/(popular|top_rated)\b/;

// Home's three rows, each with its kind of card.
const HOME_ROWS = [
  ['Top trending movies by day', 'movie'],
  ['Top trending tv shows by day', 'tv'],
  ['Top trending people by day', 'person'],
] as const;

/**
 * Logs in and waits until every row of home has its answer: a row still loading when the test
 * starts refusing tokens would end the session on home, not on the page the test browses to.
 */
async function logInAtHome(page: Page): Promise<void> {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  for (const [name, kind] of HOME_ROWS)
    await expect(
      page.getByRole('region', { name }).locator(`a[href*="details/${kind}/"]`),
    ).toHaveCount(10);
}

/**
 * Opens /movies and waits for its cards. Tokens are refused only after this: a request of home's
 * or the link's (a prefetch as the pointer passes over it) refused earlier would end the session
 * on home, not on the page the test browses to.
 */
async function openMovies(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Movies' })
    .click();
  await expect(page.getByRole('main').locator('a[href*="details/movie/"]')).toHaveCount(20);
}

/** Opens the second page of /movies, which no earlier screen has fetched. */
async function browseToSecondPage(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Next page' })
    .click();
}

test('a token the server refuses once is renewed silently and the page shows its data', async ({
  page,
}) => {
  await logInAtHome(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('securetoken.googleapis.com')) refreshes.push(request.url());
  });
  const sent: string[] = [];
  await openMovies(page);
  await page.route(membersOnly, async (route: Route) => {
    sent.push(route.request().headers().authorization ?? '(none)');
    if (sent.length === 1) await route.fulfill(refused);
    else await route.fallback();
  });

  await browseToSecondPage(page);
  await expect(page).toHaveURL(/\/movies\?page=2$/);
  await expect(page.getByRole('main').locator('a[href*="details/movie/"]')).toHaveCount(20);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(refreshes.length, 'a forced token refresh at the identity provider').toBeGreaterThan(0);
  expect(sent[0]).toMatch(/^Bearer /);
  // The app keeps using (and has stored) the token it was given by the refresh.
  expect(sent.at(-1)).toBe(`Bearer ${await storedToken(page)}`);
});

test('when the session cannot be renewed, the app lands on /login and says why', async ({
  page,
}) => {
  await logInAtHome(page);
  // The account is deleted elsewhere: the identity provider will not renew its token, and the
  // server (which may still have the token's check cached) is made to refuse it.
  const idToken = await storedToken(page);
  const deleted = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:delete?key=${FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    },
  );
  expect(deleted.ok).toBe(true);
  await openMovies(page);
  await page.route(membersOnly, (route) => route.fulfill(refused));

  await browseToSecondPage(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Your session has expired. Please log in again.',
  );
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();

  await test.step('logging in again works and returns to the list', async () => {
    await page.unroute(membersOnly);
    const email = uniqueEmail();
    await registerViaApi(email);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/movies(\?page=2)?$/);
    await expect(page.getByRole('main').locator('a[href*="details/movie/"]')).toHaveCount(20);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
