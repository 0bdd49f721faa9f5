import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { trending } from './support/catalogue.js';
import { saveScreenshot } from './support/screenshots.js';
import { APP_ORIGIN } from './support/test-stack.js';

// Issue 25, light and dark: the server renders the theme the cookie names (no flash, no script),
// Settings turns the page at once, "follow the device" follows it, and axe finds nothing in light
// (the other specs check the dark theme, the default).

const dark = 'rgb(15, 17, 21)';
const light = 'rgb(246, 247, 249)';

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

async function expectAccessible(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await seriousViolations(page), `axe on /${path} in light`).toEqual([]);
}

test('the public pages in light pass axe, rendered light before any script', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'marquee_theme', value: 'light', url: APP_ORIGIN }]);
  const [movie] = await trending('movie');
  const [show] = await trending('tv');
  const [person] = await trending('person');
  if (!movie || !show || !person) throw new Error('no trending items');
  const h1 = () => page.getByRole('heading', { level: 1 });

  // The document as the server sends it: light already.
  const html = await (await page.request.get('login')).text();
  expect(html).toContain('data-theme="light"');
  expect(html).toContain('<meta name="color-scheme" content="light">');

  await expectAccessible(page, 'login', () => expect(h1()).toHaveText('Login'));
  expect(await pageBackground(page)).toBe(light);
  await saveScreenshot(page, 'theme-light-login');
  await expectAccessible(page, 'register', () => expect(h1()).toHaveText('Register'));
  await expectAccessible(page, 'search?q=the', async () => {
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  });
  await expectAccessible(page, `details/movie/${movie.id}`, () =>
    expect(page.getByRole('region', { name: 'Top-billed cast' })).toBeVisible(),
  );
  await saveScreenshot(page, 'theme-light-movie');
  await expectAccessible(page, `details/tv/${show.id}`, () =>
    expect(h1()).toHaveText(show.name ?? ''),
  );
  await expectAccessible(page, `details/person/${person.id}`, () =>
    expect(page.getByRole('region', { name: 'Movies and TV shows' })).toBeVisible(),
  );
  await expectAccessible(page, 'no/such/page', () => expect(h1()).toHaveText('Not Found'));
});

test('a member turns Marquee light in Settings, and every page follows', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  const firstCard = () => page.getByRole('main').locator('[data-card]').first();

  await test.step('Settings turns this page at once', async () => {
    await page.goto('settings#appearance');
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme).toBeEnabled();
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await pageBackground(page)).toBe(dark);
    await theme.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => pageBackground(page)).toBe(light);
    expect(await seriousViolations(page), 'axe on Settings in light').toEqual([]);
    await saveScreenshot(page, 'theme-light-settings');
  });

  await test.step('the member pages are rendered light, and pass axe', async () => {
    await expectAccessible(page, '', () => expect(firstCard()).toBeVisible());
    await saveScreenshot(page, 'theme-light-home');
    await expectAccessible(page, 'movies?sort=rated&genre=18', () =>
      expect(firstCard()).toBeVisible(),
    );
    await expectAccessible(page, 'people', () => expect(firstCard()).toBeVisible());
    await expectAccessible(page, 'library', () =>
      expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible(),
    );
    await expectAccessible(page, 'up-next', () =>
      expect(page.getByRole('heading', { level: 1, name: 'Up next' })).toBeVisible(),
    );
    await expectAccessible(page, 'calendar', () =>
      expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible(),
    );
  });

  await test.step("following the device's setting follows it", async () => {
    await page.goto('settings#appearance');
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme).toBeEnabled();
    await theme.getByRole('radio', { name: "Follow this device's setting" }).check();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBe(dark);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageBackground(page)).toBe(light);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    await expect(theme.getByRole('radio', { name: "Follow this device's setting" })).toBeChecked();
  });
});
