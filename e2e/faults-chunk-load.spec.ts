import { expect, test } from '@playwright/test';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { displayName, trending } from './support/catalogue.js';

// Lazy route chunks, as the build names them: static/js/<chunk>-<hash>.js.
const detailsChunk = /\/static\/js\/details-page-[^/]+\.js$/;
const browseChunk = /\/static\/js\/browse-page-[^/]+\.js$/;

test('a details chunk that is missing shows the error fallback; a reload after the fix works', async ({
  page,
}) => {
  const [movie] = await trending('movie');
  if (!movie) throw new Error('no trending movie');
  await page.route(detailsChunk, (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  await page.goto(`details/movie/${movie.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.getByText(/Loading chunk details-page failed/)).toBeVisible();
  await expect(page.getByText(/missing: http:\/\/.*details-page-.*\.js/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

  await page.unroute(detailsChunk);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName(movie));
});

test('a list chunk cut off mid-session shows the error fallback; a reload after the fix works', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  await expect(page.getByRole('heading', { name: 'Top trending movies by day' })).toBeVisible();

  await page.route(browseChunk, (route) => route.abort('connectionreset'));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Movies' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(page.getByText(/Loading chunk browse-page failed/)).toBeVisible();

  await page.unroute(browseChunk);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href*="details/movie/"]')).toHaveCount(20);
});
