import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { getJson } from './support/catalogue.js';
import { recordTrendingAnswers, type TrendingAnswers } from './support/trending-answers.js';

interface ListPage {
  total_results: number;
  results: Array<{ id: number }>;
}

interface MovieDetails {
  id: number;
  release_date: string;
  genres: Array<{ id: number; name: string }>;
}

async function logIn(page: Page) {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
}

function shownMovies(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('a[href*="details/movie/"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

/** The cards are the server's answer for that page, in its order (compared with what the page got). */
async function expectTrendingPage(page: Page, answers: TrendingAnswers, number: number) {
  await expect
    .poll(async () => {
      const sent = (await answers.latest('movie', number))?.map(
        (item) => `/details/movie/${item.id}`,
      );
      const shown = await shownMovies(page);
      return shown.length > 0 && sent?.join() === shown.join()
        ? 'the answer for this page'
        : { shown, sent };
    })
    .toBe('the answer for this page');
  await expect(
    page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: String(number), exact: true }),
  ).toHaveAttribute('aria-current', 'page');
}

test('the pager arrows work, and back, forward and reload keep the page', async ({ page }) => {
  const answers = recordTrendingAnswers(page);
  await logIn(page);
  await page.goto('movies');
  await expectTrendingPage(page, answers, 1);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  for (const name of ['1', '2', '3']) {
    await expect(pager.getByRole('button', { name, exact: true })).toBeVisible();
  }

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/movies\?page=2$/);
  await expectTrendingPage(page, answers, 2);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/movies\?page=3$/);
  await expectTrendingPage(page, answers, 3);

  await page.goBack();
  await expect(page).toHaveURL(/\/movies\?page=2$/);
  await expectTrendingPage(page, answers, 2);
  await page.goForward();
  await expect(page).toHaveURL(/\/movies\?page=3$/);
  await expectTrendingPage(page, answers, 3);
  await page.reload();
  await expectTrendingPage(page, answers, 3);

  // Keyboard: every page button is reachable; Previous goes back a page.
  await pager.getByRole('button', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/movies\?page=2$/);
  await expectTrendingPage(page, answers, 2);
});

test('genre, year and sort on /movies: the URL says so and every card matches', async ({
  page,
}) => {
  const genres = ((await getJson('/3/genre/movie/list')) as { genres: MovieDetails['genres'] })
    .genres;
  const drama = genres.find((genre) => genre.name === 'Drama') ?? genres[0];
  if (!drama) throw new Error('no movie genres');
  // A year where the genre has titles, so there are cards to check.
  let year = 0;
  let expected: ListPage | undefined;
  for (const candidate of [2015, 2010, 2005, 2000, 1999, 1995, 2020]) {
    const body = (await getJson(
      `/3/discover/movie?sort_by=popularity.desc&with_genres=${drama.id}&primary_release_year=${candidate}`,
    )) as ListPage;
    if (body.total_results > 0) {
      year = candidate;
      expected = body;
      break;
    }
  }
  if (!expected) throw new Error(`no ${drama.name} movies in any tried year`);

  await logIn(page);
  await page.goto('movies?page=3');
  await page.getByLabel('Genre').selectOption({ label: drama.name });
  await expect(page).toHaveURL(new RegExp(`/movies\\?genre=${drama.id}$`));
  await page.getByLabel('Year').selectOption(String(year));
  await page.getByLabel('Sort by').selectOption({ label: 'Most popular' });
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ genre: String(drama.id), year: String(year), sort: 'popular' });
  await expect(page.getByLabel('Sort by')).toHaveValue('popular');

  const wanted = expected.results.map((movie) => `/details/movie/${movie.id}`);
  await expect.poll(() => shownMovies(page)).toEqual(wanted);
  for (const movie of expected.results) {
    const details = (await getJson(`/3/movie/${movie.id}`)) as MovieDetails;
    expect(details.genres.map((genre) => genre.id)).toContain(drama.id);
    expect(details.release_date.slice(0, 4)).toBe(String(year));
  }

  // The URL alone restores the view.
  await page.reload();
  await expect(page.getByLabel('Genre')).toHaveValue(String(drama.id));
  await expect(page.getByLabel('Year')).toHaveValue(String(year));
  await expect.poll(() => shownMovies(page)).toEqual(wanted);
});
