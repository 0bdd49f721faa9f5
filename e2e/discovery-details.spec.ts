import { expect, test } from '@playwright/test';
import { getJson, trending } from './support/catalogue.js';

interface MovieWithCredits {
  id: number;
  title: string;
  credits: { cast: Array<{ id: number; name: string; order: number }> };
}

test('person → title → person: links connect the pages and each page updates', async ({ page }) => {
  const [trendingMovie] = await trending('movie');
  if (!trendingMovie) throw new Error('no trending movie');
  const movie = (await getJson(
    `/3/movie/${trendingMovie.id}?append_to_response=credits`,
  )) as MovieWithCredits;
  const [star] = [...movie.credits.cast].sort((a, b) => a.order - b.order);
  if (!star) throw new Error(`${movie.title} has no cast`);

  await page.goto(`details/person/${star.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(star.name);
  await expect(page).toHaveTitle(`${star.name} · Marquee`);
  const credits = page.getByRole('region', { name: 'Movies and TV shows' });
  await expect(credits.getByRole('group', { name: 'Sort credits' })).toBeVisible();
  const showAll = credits.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();

  await credits.locator(`a[href$="details/movie/${movie.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/details/movie/${movie.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.title);
  await expect(page).toHaveTitle(`${movie.title} · Marquee`);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page
    .getByRole('region', { name: 'Top-billed cast' })
    .getByRole('link', { name: star.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/details/person/${star.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(star.name);
  await expect(page).toHaveTitle(`${star.name} · Marquee`);
  await expect(credits.locator(`a[href$="details/movie/${movie.id}"]`)).toHaveCount(1);
});
