import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { getJson, trending } from './support/catalogue.js';
import { saveScreenshot } from './support/screenshots.js';
import { APP_ORIGIN } from './support/test-stack.js';

// Issue 25, languages: the server renders the page in the language the visitor chose (cookie) or
// their browser asks for (Accept-Language), on <html lang dir> before any script; the picker
// switches it and every page follows; Arabic lays out right to left and passes axe.

test.describe('a browser that asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets every page in French, rendered so before any script', async ({ page }) => {
    const html = await (
      await page.request.get('login', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })
    ).text();
    expect(html).toMatch(/<html lang="fr" dir="ltr"/);
    expect(html).toContain('>Inscription<');

    await page.goto('no/such/page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introuvable');
    await expect(page.getByRole('navigation', { name: 'Principale' })).toBeVisible();
    await expect(page).toHaveTitle('Introuvable · Marquee');
  });

  test("a movie's page gives its date and its count of votes in French", async ({ page }) => {
    // The first of today's trending films with a release date, whichever day the test runs.
    let movie: { id: number; release_date: string; vote_count: number } | undefined;
    for (const item of await trending('movie')) {
      const details = (await getJson(`/3/movie/${item.id}`)) as NonNullable<typeof movie>;
      if (details.release_date !== '') {
        movie = details;
        break;
      }
    }
    if (movie === undefined) throw new Error('no trending movie with a release date');
    await page.goto(`details/movie/${movie.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Synopsis' })).toBeVisible();
    await expect(page.getByText('Date de sortie')).toBeVisible();
    // The month in French, from the release date (days are UTC in the app).
    const month = new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(
      new Date(movie.release_date),
    );
    await expect(page.locator('time').first()).toContainText(month);
    // French's plural: "vote" for 0 and 1, "votes" from 2, the number with French grouping.
    const count = new Intl.NumberFormat('fr').format(movie.vote_count);
    const votes = `${count} ${movie.vote_count < 2 ? 'vote' : 'votes'}`;
    await expect(page.getByText(votes, { exact: false })).toBeVisible();
  });
});

test('the language picker turns the app Arabic, right to left, and every page follows', async ({
  page,
  context,
}) => {
  const [movie] = await trending('movie');
  if (!movie) throw new Error('no trending movie');

  await page.goto('no/such/page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const picker = page.getByRole('contentinfo');
  await expect(picker.getByRole('combobox', { name: 'Language' })).toBeEnabled();
  await picker.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await picker.getByRole('button', { name: 'Change language' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('غير موجود');
  const cookies = await context.cookies(APP_ORIGIN);
  expect(cookies.find((cookie) => cookie.name === 'marquee_lang')?.value).toBe('ar');
  expect(await seriousViolations(page), 'axe on Not Found in Arabic').toEqual([]);

  // The next page the server renders speaks Arabic before its scripts run.
  const html = await (await page.request.get(`details/movie/${movie.id}`)).text();
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  await page.goto(`details/movie/${movie.id}`);
  await expect(page.getByRole('navigation', { name: 'الرئيسية' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.title ?? '');
  // The navigation starts on the right.
  const brand = await page.getByRole('link', { name: 'Marquee' }).boundingBox();
  const viewport = page.viewportSize();
  if (brand === null || viewport === null) throw new Error('no layout');
  expect(brand.x).toBeGreaterThan(viewport.width / 2);
  expect(await seriousViolations(page), 'axe on a movie in Arabic').toEqual([]);
  await saveScreenshot(page, 'language-arabic-movie');
});
