import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { getJson } from './support/catalogue.js';
import { cardNames, expectWrite, titleActions } from './support/library-ui.js';

interface Offer {
  provider_name: string;
  display_priority: number;
}
interface RegionOffers {
  flatrate?: Offer[];
}
interface WatchRegion {
  iso_3166_1: string;
  english_name: string;
}
interface Named {
  id: number;
  name: string;
}
interface MovieFacts {
  id: number;
  title: string;
  belongs_to_collection: Named | null;
  production_companies: Named[];
  keywords: { keywords: Named[] };
  'watch/providers': { results: Record<string, RegionOffers> };
}
interface TitlesPage {
  total_results: number;
  results: Array<{ id: number; title: string }>;
}

/** Popular movies with what their details pages show, most popular first. */
async function popularMovies(): Promise<MovieFacts[]> {
  const { results } = (await getJson('/3/movie/popular')) as TitlesPage;
  return Promise.all(
    results.map(
      async ({ id }) =>
        (await getJson(`/3/movie/${id}?append_to_response=keywords,watch/providers`)) as MovieFacts,
    ),
  );
}

/** The first popular movie that has what a test needs. */
async function popularMovieWith(test: (movie: MovieFacts) => boolean): Promise<MovieFacts> {
  const movie = (await popularMovies()).find(test);
  if (!movie) throw new Error('no popular movie fits');
  return movie;
}

test('where to watch on a movie, for a visitor: its services by way of watching, another region from the select', async ({
  page,
}) => {
  const movie = await popularMovieWith(
    (candidate) => (candidate['watch/providers'].results.US?.flatrate?.length ?? 0) > 0,
  );
  const offers = movie['watch/providers'].results;
  const { results: regions } = (await getJson('/3/watch/providers/regions')) as {
    results: WatchRegion[];
  };
  const elsewhere = regions.find((region) => offers[region.iso_3166_1] === undefined);
  if (!elsewhere) throw new Error(`${movie.title} is on a service in every region`);

  await page.goto(`details/movie/${movie.id}?watch_region=US`);
  const section = page.getByRole('region', { name: 'Where to watch' });
  const stream = section.getByRole('heading', { level: 3, name: 'Stream' }).locator('..');
  const streaming = [...(offers.US?.flatrate ?? [])]
    .sort((a, b) => a.display_priority - b.display_priority)
    .map((offer) => offer.provider_name);
  await expect(stream.getByRole('img')).toHaveCount(streaming.length);
  for (const [index, name] of streaming.entries())
    await expect(stream.getByRole('img').nth(index)).toHaveAttribute('alt', name);
  expect(await seriousViolations(page)).toEqual([]);

  const select = section.getByRole('combobox', { name: 'Region' });
  // As a person using the select has it: the new region must not take the focus away.
  await select.focus();
  await select.selectOption(elsewhere.iso_3166_1);
  await expect(page).toHaveURL(new RegExp(`watch_region=${elsewhere.iso_3166_1}`));
  await expect(section).toContainText(`Not available to stream in ${elsewhere.english_name}.`);
  await expect(select).toBeFocused();
});

test.describe('a member follows a movie to its collection, studio and keyword', () => {
  test.beforeEach(async ({ page }) => {
    const email = uniqueEmail();
    await registerViaApi(email);
    await loginViaUi(page, email);
  });

  test('the collection: its movies in order and how many of them the member has seen', async ({
    page,
  }) => {
    const movie = await popularMovieWith((candidate) => candidate.belongs_to_collection !== null);
    const collection = (await getJson(
      `/3/collection/${movie.belongs_to_collection?.id}`,
    )) as Named & { parts: Array<{ id: number; title: string; release_date: string }> };
    const inOrder = [...collection.parts].sort((a, b) =>
      a.release_date.localeCompare(b.release_date),
    );

    await page.goto(`details/movie/${movie.id}`);
    const block = page.getByRole('region', { name: `Part of ${collection.name}` });
    await expect(block.getByRole('listitem')).toHaveCount(inOrder.length);
    await expect(block.locator('[aria-current="page"]')).toContainText(movie.title);
    await expect(block).toContainText(`0 of ${inOrder.length} seen`);

    await expectWrite(page, 'POST', /\/diary$/, async () => {
      await titleActions(page).getByRole('button', { name: 'Log a watch' }).click();
      await page
        .getByRole('dialog', { name: 'Log a watch' })
        .getByRole('button', { name: 'Save' })
        .click();
    });
    await expect(block).toContainText(`1 of ${inOrder.length} seen`);

    await block.getByRole('link', { name: collection.name }).click();
    await expect(page).toHaveURL(new RegExp(`/collection/${collection.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.name);
    await expect(page.getByText(`1 of ${inOrder.length} seen`)).toBeVisible();
    const links = page.locator('main a[href*="details/movie/"]');
    await expect(links).toHaveCount(inOrder.length);
    for (const [index, part] of inOrder.entries())
      await expect(links.nth(index)).toHaveAttribute(
        'href',
        new RegExp(`/details/movie/${part.id}$`),
      );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a studio and a keyword each open a page of their titles', async ({ page }) => {
    const movie = await popularMovieWith(
      (candidate) =>
        candidate.production_companies.length > 0 && candidate.keywords.keywords.length > 0,
    );
    const [studio] = movie.production_companies;
    const [keyword] = movie.keywords.keywords;
    if (!studio || !keyword) throw new Error('unreachable');

    for (const [thing, link, path, query] of [
      [studio, 'Studio', `/company/${studio.id}`, `with_companies=${studio.id}`],
      [keyword, 'Keyword', `/keyword/${keyword.id}/movie`, `with_keywords=${keyword.id}`],
    ] as const) {
      await page.goto(`details/movie/${movie.id}`);
      await page.getByRole('link', { name: thing.name, exact: true }).first().click();
      await expect(page, `${link} ${thing.name}`).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thing.name);
      const titles = (await getJson(`/3/discover/movie?${query}`)) as TitlesPage;
      expect(titles.results.map((title) => title.id)).toContain(movie.id);
      await expect
        .poll(() => cardNames(page.getByRole('main')))
        .toEqual(titles.results.map((title) => title.title));
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
