import { expect, test } from '@playwright/test';
import { displayName, trending } from './support/catalogue.js';
import { saveScreenshot } from './support/screenshots.js';

test('a details page opens without logging in', async ({ page }) => {
  const [movie] = await trending('movie');
  if (!movie) throw new Error('no trending movie');
  await page.goto(`details/movie/${movie.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName(movie));
  await expect(page).toHaveURL(new RegExp(`/details/movie/${movie.id}$`));
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
});

for (const path of [
  'no/such/page',
  'details/foo/1',
  'details/movie/abc',
  'details/movie/999999999',
]) {
  test(`/${path} shows Not Found`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    if (path === 'no/such/page') await saveScreenshot(page, 'not-found');
  });
}
