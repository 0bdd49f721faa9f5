import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { trending } from './support/catalogue.js';
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
