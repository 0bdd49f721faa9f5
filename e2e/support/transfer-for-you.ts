import { expect, type Locator, type Page } from '@playwright/test';
import { goHome } from './library-journey-titles.js';
import { expectWrite, titleActions, titleOfCard, type JourneyTitle } from './library-ui.js';
import { saveScreenshot } from './screenshots.js';
import type { CatalogueTitle } from './transfer-titles.js';

/** A card of the "For you" row: the title and the reason under it. */
interface Pick {
  name: string;
  reason: string;
}

const recommendationsPath = /\/3\/account\/[^/]+\/recommendations$/;

function isRecommendations(url: string): boolean {
  return recommendationsPath.test(new URL(url).pathname);
}

function forYou(page: Page): Locator {
  return page.getByRole('region', { name: 'For you' });
}

function forYouCards(page: Page): Locator {
  return forYou(page).getByRole('list', { name: 'For you' }).getByRole('listitem');
}

function picks(page: Page): Promise<Pick[]> {
  return forYouCards(page).evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('a[href*="details/"]')?.getAttribute('aria-label') ?? '',
      reason: item.querySelector('p')?.textContent ?? '',
    })),
  );
}

/** Home as a fresh load shows it, once the app has had its recommendations. */
async function loadHome(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => isRecommendations(response.url()));
  await page.goto('');
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Top trending movies by day' })).toBeVisible();
}

/** Rates the title on its details page with the keyboard: End is 10, each ← half a point less. */
async function rateOnDetails(page: Page, title: JourneyTitle, rating: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/details/${title.mediaType}/${title.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.name);
  const slider = titleActions(page).getByRole('slider', { name: 'Your rating' });
  // The server draws the slider before the scripts take it over: it takes keys once the title's
  // states are in (they are asked for after hydration).
  await expect(slider).not.toHaveAttribute('aria-disabled', 'true');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Not rated');
  await expectWrite(
    page,
    'POST',
    /\/rating$/,
    async () => {
      await slider.focus();
      await page.keyboard.press('End');
      for (let step = 10; step > rating; step -= 0.5) await page.keyboard.press('ArrowLeft');
      await expect(slider).toHaveAttribute('aria-valuetext', `${rating} out of 10`);
    },
    (sent) => (sent as { value?: number } | null)?.value === rating,
  );
}

/**
 * Step 6: a member who has liked nothing sees no "For you" row; after rating `liked` 8 on its
 * details page the row appears, every card saying why; rating one of its titles changes it.
 * The home page asks for recommendations once.
 */
export async function seeForYouChange(
  page: Page,
  liked: CatalogueTitle,
  engine: string,
): Promise<void> {
  await loadHome(page);
  await expect(page.getByRole('heading', { name: 'For you' })).toHaveCount(0);

  await page.goto(`details/${liked.mediaType}/${liked.id}`);
  await rateOnDetails(page, liked, 8);
  await goHome(page);
  await expect(forYou(page).getByRole('heading', { level: 2, name: 'For you' })).toBeVisible();
  await expect(forYouCards(page).first()).toBeVisible();
  const before = await picks(page);
  expect(before.length).toBeGreaterThan(0);
  expect(new Set(before.map(({ reason }) => reason))).toEqual(
    new Set([`Because you liked ${liked.name}`]),
  );
  expect(before.map(({ name }) => name)).not.toContain(liked.name);
  await saveScreenshot(page, `transfer-${engine}-for-you`);

  // A fresh load of home: the row is one request, whatever its cards show.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isRecommendations(request.url())) asked.push(request.url());
  });
  await page.reload();
  await expect(forYouCards(page).first()).toBeVisible();
  await expect.poll(() => picks(page)).toEqual(before);
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);

  const next = await titleOfCard(forYouCards(page).first().locator('a[href*="details/"]'));
  await forYouCards(page).first().locator('a[href*="details/"]').click();
  await rateOnDetails(page, next, 9);
  await goHome(page);
  await expect.poll(() => picks(page)).not.toEqual(before);
  const after = await picks(page);
  expect(after.length).toBeGreaterThan(0);
  // A rated title is never recommended; the reasons name only liked titles.
  expect(after.map(({ name }) => name)).not.toContain(next.name);
  for (const { reason } of after) {
    expect([`Because you liked ${liked.name}`, `Because you liked ${next.name}`]).toContain(reason);
  }
}
