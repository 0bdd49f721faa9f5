import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { getJson } from './support/catalogue.js';
import { expectWrite } from './support/library-ui.js';

interface Genre {
  id: number;
  name: string;
}

/** Saves the page's filters under `name`, shown on Home. */
async function saveFilters(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save filters' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByRole('checkbox', { name: 'Show as a row on Home' })).toBeChecked();
  await expectWrite(page, 'POST', /\/saved_filters$/, () =>
    dialog.getByRole('button', { name: 'Save' }).click(),
  );
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Saved filters' }).getByRole('link', { name }),
  ).toBeVisible();
}

/** Home's row headings below the trending rows and For you, in order. */
async function savedRows(page: Page, names: string[]): Promise<string[]> {
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  return headings.filter((heading) => names.includes(heading));
}

/** The ids of the movies a home row shows. */
function movieIds(page: Page, row: string): Promise<number[]> {
  return page
    .getByRole('region', { name: row, exact: true })
    .locator('a[href*="details/movie/"]')
    .evaluateAll((links) => [
      ...new Set(
        links.map((link) =>
          Number(/details\/movie\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]),
        ),
      ),
    ]);
}

test('a member saves browse filters, pins them as home rows, reorders and removes them in Settings', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  const { genres } = (await getJson('/3/genre/movie/list')) as { genres: Genre[] };
  const drama = genres.find((genre) => genre.name === 'Drama') ?? genres[0];
  const other =
    genres.find((genre) => genre.name === 'Comedy' && genre.id !== drama?.id) ??
    genres.find((genre) => genre.id !== drama?.id);
  if (!drama || !other) throw new Error('fewer than two movie genres');

  // Two saved filters of /movies: Dramas, then the other genre's.
  await page.goto('movies');
  await page.getByLabel('Genre').selectOption({ label: drama.name });
  await expect(page).toHaveURL(new RegExp(`/movies\\?genre=${drama.id}$`));
  await saveFilters(page, 'Dramas');
  await page.getByLabel('Genre').selectOption({ label: other.name });
  await expect(page).toHaveURL(new RegExp(`/movies\\?genre=${other.id}$`));
  await saveFilters(page, other.name);
  expect(await seriousViolations(page)).toEqual([]);

  // Home: a row of each, in the order saved, the Dramas row's cards all dramas.
  await page.goto('');
  const dramas = page.getByRole('region', { name: 'Dramas', exact: true });
  await expect(dramas.locator('a[href*="details/movie/"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: other.name, exact: true })).toBeVisible();
  expect(await savedRows(page, ['Dramas', other.name])).toEqual(['Dramas', other.name]);
  const shown = await movieIds(page, 'Dramas');
  expect(shown.length).toBeGreaterThan(0);
  for (const id of shown) {
    const details = (await getJson(`/3/movie/${id}`)) as { genres: Genre[] };
    expect(
      details.genres.map((genre) => genre.id),
      `movie ${id} is a drama`,
    ).toContain(drama.id);
  }
  await expect(dramas.getByRole('link', { name: 'See all of Dramas' })).toHaveAttribute(
    'href',
    new RegExp(`/movies\\?genre=${drama.id}$`),
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Settings: the other genre's filter moves above Dramas, and home's rows follow.
  await page.goto('settings#saved-filters');
  const section = page.getByRole('region', { name: 'Saved filters' });
  const list = section.getByRole('list', { name: 'Saved filters' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectWrite(
    page,
    'PUT',
    /\/saved_filters\/\d+$/,
    () => section.getByRole('button', { name: `Move up ${other.name}` }).click(),
    (sent) => (sent as { position?: number }).position === 0,
  );
  await expect(section.getByRole('status')).toHaveText(`${other.name} moved to 1 of 2.`);
  await expect(list.getByRole('listitem').first()).toContainText(other.name);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('');
  await expect(dramas).toBeVisible();
  expect(await savedRows(page, ['Dramas', other.name])).toEqual([other.name, 'Dramas']);

  // Settings: Dramas removed, after the question; its row leaves home.
  await page.goto('settings#saved-filters');
  await section.getByRole('button', { name: 'Remove Dramas' }).click();
  const question = page.getByRole('dialog', { name: 'Remove saved filter' });
  await expectWrite(page, 'DELETE', /\/saved_filters\/\d+$/, () =>
    question.getByRole('button', { name: 'Remove' }).click(),
  );
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('link', { name: 'Dramas', exact: true })).toHaveCount(0);

  await page.goto('');
  await expect(page.getByRole('region', { name: other.name, exact: true })).toBeVisible();
  await expect(dramas).toHaveCount(0);
});
