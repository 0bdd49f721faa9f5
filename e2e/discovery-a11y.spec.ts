import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { seriousViolations } from './support/accessibility.js';
import { trending } from './support/catalogue.js';

async function expectAccessible(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  expect(await seriousViolations(page), `axe on /${path}`).toEqual([]);
}

test('public screens pass axe: login, register, search, details, not found', async ({ page }) => {
  const [movie] = await trending('movie');
  const [show] = await trending('tv');
  const [person] = await trending('person');
  if (!movie || !show || !person) throw new Error('no trending items');
  const h1 = () => page.getByRole('heading', { level: 1 });

  await expectAccessible(page, 'login', () => expect(h1()).toHaveText('Login'));
  await expectAccessible(page, 'register', () => expect(h1()).toHaveText('Register'));
  await expectAccessible(page, 'search', () => expect(h1()).toHaveText('Search'));
  await expectAccessible(page, 'search?q=the', async () => {
    await expect(page.getByRole('tab', { name: /^Movies \(/ })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  });
  await expectAccessible(page, `details/movie/${movie.id}`, () =>
    expect(page.getByRole('region', { name: 'Top-billed cast' })).toBeVisible(),
  );
  await expectAccessible(page, `details/tv/${show.id}`, () =>
    expect(h1()).toHaveText(show.name ?? ''),
  );
  await expectAccessible(page, `details/person/${person.id}`, () =>
    expect(page.getByRole('region', { name: 'Movies and TV shows' })).toBeVisible(),
  );
  await expectAccessible(page, 'no/such/page', () => expect(h1()).toHaveText('Not Found'));

  // The suggestion list open over a page.
  await page.getByRole('combobox', { name: 'Search' }).fill('the');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  expect(await seriousViolations(page), 'axe with suggestions open').toEqual([]);
});

test('logged-in screens pass axe: home, movies with filters, tv, people', async ({ page }) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  const firstCard = () => page.getByRole('main').locator('a[href*="details/"]').first();

  await expectAccessible(page, '', async () => {
    await expect(page.getByRole('region', { name: 'Top trending people by day' })).toBeVisible();
    await expect(firstCard()).toBeVisible();
  });
  await expectAccessible(page, 'movies?sort=rated&genre=18&page=2', async () => {
    await expect(page.getByLabel('Sort by')).toHaveValue('rated');
    await expect(page.getByLabel('Genre')).toHaveValue('18');
    await expect(firstCard()).toBeVisible();
  });
  await expectAccessible(page, 'tv?page=6', () => expect(firstCard()).toBeVisible());
  await expectAccessible(page, 'people?list=popular', async () => {
    await expect(page.getByRole('button', { name: 'Popular' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(firstCard()).toBeVisible();
  });
});
