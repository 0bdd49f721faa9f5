import { expect, test } from '@playwright/test';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { BASE_PATH, BASE_PATH_ORIGIN } from './support/test-stack.js';

const app = `${BASE_PATH_ORIGIN}${BASE_PATH}`;

test('the same build works under BASE_PATH=/marquee/', async ({ page }) => {
  const email = uniqueEmail();
  await registerViaApi(email);

  await loginViaUi(page, email, undefined, `${app}login`);
  // React Router writes the basename's root without its trailing slash: /marquee.
  await expect(page).toHaveURL(new RegExp(`^${BASE_PATH_ORIGIN}/marquee/?(home)?$`));
  // That address must survive a reload too.
  await page.reload();

  const movies = page.getByRole('region', { name: 'Top trending movies by day' });
  const cards = movies.locator('a[href*="details/movie/"]');
  await expect(cards).toHaveCount(10);

  const href = await cards.first().evaluate((anchor) => (anchor as HTMLAnchorElement).href);
  expect(href.startsWith(`${app}details/movie/`)).toBe(true);

  // The first cards' artwork loads from /marquee/t/p/ (cards without artwork show a placeholder).
  const artwork = movies.locator(`img[src*="t/p/"]`);
  await expect(artwork.first()).toBeVisible();
  await expect
    .poll(() =>
      artwork.evaluateAll((images) =>
        images.slice(0, 3).map((image) => {
          const img = image as HTMLImageElement;
          return {
            underBasePath: new URL(img.currentSrc).pathname.startsWith('/marquee/t/p/'),
            loaded: img.naturalWidth > 0,
          };
        }),
      ),
    )
    .toEqual([
      { underBasePath: true, loaded: true },
      { underBasePath: true, loaded: true },
      { underBasePath: true, loaded: true },
    ]);

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`^${app}details/movie/\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});
