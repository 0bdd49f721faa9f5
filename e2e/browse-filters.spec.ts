import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { getJson } from './support/catalogue.js';
import { holdAppScripts } from './support/server-rendered-hydration.js';

// Issue 23: browse with discover's filters in the URL (web/src/browse/browse-query.ts names them).

interface MovieFacts {
  id: number;
  title: string;
  runtime: number | null;
  original_language: string;
  vote_average: number;
}
interface TitlesPage {
  results: Array<{ id: number; title: string }>;
}
interface Service {
  provider_id: number;
  provider_name: string;
}

const MIN_RUNTIME = 90;
const MAX_RUNTIME = 120;
const MIN_RATING = 6;

/**
 * A popular movie the filters keep, so the filtered list has at least one title: its language is
 * the one the test picks.
 */
async function movieToFind(): Promise<MovieFacts> {
  const { results } = (await getJson('/3/movie/popular')) as TitlesPage;
  for (const { id } of results) {
    const movie = (await getJson(`/3/movie/${id}`)) as MovieFacts;
    const runtime = movie.runtime ?? 0;
    if (runtime >= MIN_RUNTIME && runtime <= MAX_RUNTIME && movie.vote_average >= MIN_RATING)
      return movie;
  }
  throw new Error(`no popular movie of ${MIN_RUNTIME}–${MAX_RUNTIME} min rated ${MIN_RATING}+`);
}

/** The ids of the movies the page's cards link to, in order, each once. */
function shownIds(page: Page): Promise<number[]> {
  return page
    .locator('main a[href*="details/movie/"]')
    .evaluateAll((links) => [
      ...new Set(
        links.map((link) =>
          Number(/details\/movie\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]),
        ),
      ),
    ]);
}

function moreFilters(page: Page) {
  return page.locator('details', { has: page.locator('summary', { hasText: 'More filters' }) });
}

test.describe('browse filters in the URL', () => {
  test.beforeEach(async ({ page }) => {
    const email = uniqueEmail();
    await registerViaApi(email);
    await loginViaUi(page, email);
  });

  test('runtime, language and rating narrow the movies, each title matching its details; back restores the filters before', async ({
    page,
  }) => {
    const movie = await movieToFind();
    const language = movie.original_language;

    await page.goto('movies');
    await expect(page.locator('main a[href*="details/movie/"]').first()).toBeVisible();
    const more = moreFilters(page);
    await expect(more).not.toHaveAttribute('open', '');
    await more.locator('summary').click();
    await more.getByLabel('Min runtime').selectOption(String(MIN_RUNTIME));
    await expect(page).toHaveURL(new RegExp(`[?&]runtime_min=${MIN_RUNTIME}(&|$)`));
    await more.getByLabel('Max runtime').selectOption(String(MAX_RUNTIME));
    await expect(page).toHaveURL(new RegExp(`[?&]runtime_max=${MAX_RUNTIME}(&|$)`));
    await more.getByLabel('Original language').selectOption(language);
    await expect(page).toHaveURL(new RegExp(`[?&]lang=${language}(&|$)`));
    await more.getByLabel('Min rating').selectOption(String(MIN_RATING));
    await expect(page).toHaveURL(new RegExp(`[?&]rating_min=${MIN_RATING}(&|$)`));
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    const query = new URLSearchParams({
      sort_by: 'popularity.desc',
      'with_runtime.gte': String(MIN_RUNTIME),
      'with_runtime.lte': String(MAX_RUNTIME),
      with_original_language: language,
      'vote_average.gte': String(MIN_RATING),
    });
    const { results } = (await getJson(`/3/discover/movie?${query}`)) as TitlesPage;
    const ids = results.map((each) => each.id);
    expect(ids.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(ids);
    for (const id of ids) {
      const details = (await getJson(`/3/movie/${id}`)) as MovieFacts;
      expect(details.runtime ?? 0, `runtime of movie ${id}`).toBeGreaterThanOrEqual(MIN_RUNTIME);
      expect(details.runtime ?? 0, `runtime of movie ${id}`).toBeLessThanOrEqual(MAX_RUNTIME);
      expect(details.original_language, `language of movie ${id}`).toBe(language);
      expect(details.vote_average, `rating of movie ${id}`).toBeGreaterThanOrEqual(MIN_RATING);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Back: the filters before the rating, in the URL and in the fields.
    await page.goBack();
    await expect(page).not.toHaveURL(/rating_min=/);
    await expect(page).toHaveURL(new RegExp(`[?&]lang=${language}(&|$)`));
    await expect(more.getByLabel('Min rating')).toHaveValue('');
    await expect(more.getByLabel('Original language')).toHaveValue(language);
    await expect(more.getByLabel('Min runtime')).toHaveValue(String(MIN_RUNTIME));
    // Forward: the rating again.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`[?&]rating_min=${MIN_RATING}(&|$)`));
    await expect(more.getByLabel('Min rating')).toHaveValue(String(MIN_RATING));
  });

  test('the provider picker: Select all, then Clear, in the URL', async ({ page }) => {
    const { results: services } = (await getJson('/3/watch/providers/movie?watch_region=US')) as {
      results: Service[];
    };
    if (services.length < 2) throw new Error('fewer than two services in the US');

    await page.goto('movies?region=US');
    const more = moreFilters(page);
    await expect(more).toHaveAttribute('open', '');
    const picker = more.getByRole('group', { name: 'Services in United States' });
    await expect(picker.getByRole('checkbox')).toHaveCount(services.length);
    const narrowed = page.waitForResponse(
      (response) =>
        response.url().includes('/3/discover/movie?') &&
        response.url().includes('with_watch_providers='),
    );
    await picker.getByRole('button', { name: 'Select all' }).click();
    await expect(picker.getByText(`${services.length} of ${services.length} chosen`)).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('providers')).not.toBeNull();
    const chosen = new URL(page.url()).searchParams.get('providers')?.split('|').map(Number) ?? [];
    expect([...chosen].sort((a, b) => a - b)).toEqual(
      services.map((service) => service.provider_id).sort((a, b) => a - b),
    );
    expect(new URL(page.url()).searchParams.get('region')).toBe('US');
    expect((await narrowed).ok()).toBe(true);
    for (const checkbox of await picker.getByRole('checkbox').all())
      await expect(checkbox).toBeChecked();

    await picker.getByRole('button', { name: 'Clear' }).click();
    await expect(picker.getByText(`0 of ${services.length} chosen`)).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('providers')).toBeNull();
    for (const checkbox of await picker.getByRole('checkbox').all())
      await expect(checkbox).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Reset clears every filter and the sort, keeping the media type; back brings them back', async ({
    page,
  }) => {
    await page.goto(`movies?sort=rated&runtime_min=${MIN_RUNTIME}&lang=fr&page=2`);
    const more = moreFilters(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('rated');
    await expect(more.getByLabel('Min runtime')).toHaveValue(String(MIN_RUNTIME));

    await page.getByRole('link', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/movies$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('trending');
    await expect(more.getByLabel('Min runtime')).toHaveValue('');
    await expect(more.getByLabel('Original language')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Reset filters' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]lang=fr(&|$)/);
    await expect(page.getByLabel('Sort by')).toHaveValue('rated');
    await expect(more.getByLabel('Min runtime')).toHaveValue(String(MIN_RUNTIME));
    await expect(more.getByLabel('Original language')).toHaveValue('fr');
  });

  test('the document alone shows the filters the URL sets, before any script', async ({ page }) => {
    const releaseScripts = await holdAppScripts(page);
    await page.goto(`movies?runtime_max=${MAX_RUNTIME}&lang=ko&rating_min=7`, {
      waitUntil: 'commit',
    });
    const more = moreFilters(page);
    await expect(more).toHaveAttribute('open', '');
    await expect(more.getByLabel('Max runtime')).toHaveValue(String(MAX_RUNTIME));
    await expect(more.getByLabel('Original language')).toHaveValue('ko');
    await expect(more.getByLabel('Min rating')).toHaveValue('7');
    await expect(page.getByRole('link', { name: 'Reset filters' })).toBeVisible();
    releaseScripts();
  });
});
