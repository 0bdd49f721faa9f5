import { expect, test } from '@playwright/test';
import { loginViaUi, memberHeaders, registerViaApi, uniqueEmail } from './support/accounts.js';
import { displayName, trending } from './support/catalogue.js';
import { watchCsp } from './support/csp-watch.js';
import { recordTrendingAnswers } from './support/trending-answers.js';

const membersOnly = '3/trending/movie/day';

/** A well-formed emulator-style ID token for a user the emulator has never heard of. */
function forgedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://securetoken.google.com/demo-marquee',
    aud: 'demo-marquee',
    auth_time: now,
    user_id: 'forged-user',
    sub: 'forged-user',
    iat: now,
    exp: now + 3600,
    email: 'forged@example.com',
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

test.describe('the members-only API', () => {
  test('refuses a request without a token with TMDB’s code 7', async ({ page }) => {
    const response = await page.request.get(membersOnly);
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ status_code: 7, success: false });
    expect(response.headers()['www-authenticate']).toMatch(/^Bearer /);
  });

  for (const [kind, token] of [
    ['a garbled', 'not.a-token.at-all'],
    ['a forged', forgedToken()],
  ] as const) {
    test(`refuses ${kind} token with TMDB’s code 3`, async ({ page }) => {
      const response = await page.request.get(membersOnly, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({ status_code: 3, success: false });
      expect(response.headers()['www-authenticate']).toContain('error="invalid_token"');
    });
  }

  test('answers a member’s valid token', async ({ page }) => {
    const response = await page.request.get(membersOnly, { headers: await memberHeaders() });
    expect(response.status()).toBe(200);
    expect((await response.json()) as { results: unknown[] }).toMatchObject({
      page: 1,
      results: expect.any(Array) as unknown,
    });
  });

  test('leaves details, search, configuration and genres public', async ({ page }) => {
    const [movie] = await trending('movie');
    if (!movie) throw new Error('no trending movie');
    for (const path of [
      `3/movie/${movie.id}`,
      `3/movie/${movie.id}?append_to_response=credits,similar`,
      '3/search/movie?query=the',
      '3/configuration',
      '3/genre/movie/list',
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
  });
});

test('security headers are on the page and on API answers', async ({ page }) => {
  const html = await page.request.get('', { headers: { accept: 'text/html' } });
  const api = await page.request.get('3/configuration');
  for (const [name, response] of [
    ['HTML', html],
    ['API', api],
  ] as const) {
    const headers = response.headers();
    expect(headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], name).toContain("script-src 'self'");
    expect(headers['x-content-type-options'], name).toBe('nosniff');
    expect(headers['referrer-policy'], name).toBeTruthy();
  }
  expect(html.headers()['content-type']).toMatch(/^text\/html/);
});

test('logging in and browsing home and a details page break no CSP rule', async ({ page }) => {
  const violations = await watchCsp(page);
  const answers = recordTrendingAnswers(page);
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);

  const movies = page.getByRole('region', { name: 'Top trending movies by day' });
  await expect(movies.locator('a[href*="details/movie/"]')).toHaveCount(10);
  const [movie] = await answers.received('movie');
  if (!movie) throw new Error('no trending movie');
  await movies
    .getByRole('link', { name: displayName(movie), exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName(movie));
  // Images and late scripts report asynchronously.
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
