import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { loginViaUi, registerNewMemberViaUi, storedToken } from './support/accounts.js';
import { displayName, getJson } from './support/catalogue.js';
import { saveScreenshot } from './support/screenshots.js';
import { recordTrendingAnswers } from './support/trending-answers.js';

const rows = [
  { heading: 'Top trending movies by day', list: 'movies', category: 'movie' },
  { heading: 'Top trending tv shows by day', list: 'tv', category: 'tv' },
  { heading: 'Top trending people by day', list: 'people', category: 'person' },
] as const;

function cardLinks(scope: Locator | Page, category?: string): Locator {
  return scope.locator(category ? `a[href*="details/${category}/"]` : 'a[href*="details/"]');
}

function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
}

test('a new user registers, logs in, browses rows, lists and details, then logs out', async ({
  page,
}) => {
  const answers = recordTrendingAnswers(page);

  const email = await test.step('register, which leads to the login page', async () => {
    const registered = await registerNewMemberViaUi(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await saveScreenshot(page, 'login');
    return registered;
  });

  await test.step('log in, which stores the token and opens home', async () => {
    await loginViaUi(page, email);
    await expect(page).toHaveURL(/\/(home)?$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Movies', 'People', 'Tv']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  await test.step('home shows three trending rows of 10 cards with a Load more.. link', async () => {
    for (const row of rows) {
      const region = page.getByRole('region', { name: row.heading });
      await expect(region).toBeVisible();
      await expect(cardLinks(region, row.category)).toHaveCount(10);
      await expect(region.getByRole('link', { name: 'Load more..' })).toHaveAttribute(
        'href',
        new RegExp(`${row.list}$`),
      );
    }
    await expect(page).toHaveTitle(/Marquee/);
    await saveScreenshot(page, 'home');
  });

  await test.step('Load more.. opens the movie list; page 2 shows other movies', async () => {
    await page
      .getByRole('region', { name: rows[0].heading })
      .getByRole('link', { name: 'Load more..' })
      .click();
    await expect(page).toHaveURL(/\/movies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Movies' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(cardLinks(main, 'movie').first()).toBeVisible();
    const firstPage = await hrefs(cardLinks(main, 'movie'));

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    for (const name of ['Previous page', '1', '2', '3', 'Next page']) {
      await expect(pager.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/\/movies\?page=2$/);
    await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const expected = (await answers.received('movie', 2)).map(
      (item) => `/details/movie/${item.id}`,
    );
    await expect
      .poll(async () =>
        (await hrefs(cardLinks(main, 'movie'))).map((href) => new URL(href).pathname),
      )
      .toEqual(expected);
    const secondPage = await hrefs(cardLinks(main, 'movie'));
    expect(secondPage).not.toEqual(firstPage);
    await saveScreenshot(page, 'movies');
  });

  await test.step('a movie card opens its details: title, genres and document title', async () => {
    const [movie] = await answers.received('movie', 2);
    if (!movie) throw new Error('no trending movie on page 2');
    await page
      .getByRole('main')
      .getByRole('link', { name: displayName(movie), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/details/movie/${movie.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName(movie));
    await expect(page).toHaveTitle(`${displayName(movie)} · Marquee`);
    const details = (await getJson(`/3/movie/${movie.id}`)) as { genres: { name: string }[] };
    if (details.genres.length > 0) {
      await expect(
        page.getByText(details.genres.map((genre) => genre.name).join(' | ')),
      ).toBeVisible();
    }
    await saveScreenshot(page, 'details-movie');
  });

  for (const [category, label] of [
    ['person', 'a person'],
    ['tv', 'a tv show'],
  ] as const) {
    await test.step(`a card on home opens the details of ${label}`, async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      const [item] = await answers.received(category, 1);
      if (!item) throw new Error(`no trending ${category}`);
      const row = rows.find((candidate) => candidate.category === category);
      await page
        .getByRole('region', { name: row?.heading })
        .getByRole('link', { name: displayName(item), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/details/${category}/${item.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName(item));
      await expect(page).toHaveTitle(`${displayName(item)} · Marquee`);
      await saveScreenshot(page, `details-${category}`);
    });
  }

  await test.step('logout returns to login, forgets the token and shows Login/Register', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
