import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { watchConsoleErrors } from './support/console-errors.js';
import { saveScreenshot } from './support/screenshots.js';
import { waitForHydration } from './support/server-rendered-hydration.js';

// Issue 25, keyboard first: a member drives every shortcut in a real browser, reads them in the
// "?" dialog, and turns them off and on in Settings.

const search = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Presses keys on the page itself (nothing focused that takes text). */
async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

/** "g" then a key, and the page it leads to. */
async function goTo(page: Page, key: string, name: string, path: string): Promise<void> {
  await press(page, 'g', key);
  await expect(heading(page, name)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('a member moves around Marquee with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const consoleErrors = watchConsoleErrors(page);
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  await waitForHydration(search(page));

  await test.step('"/" focuses the search box, typing nothing into it', async () => {
    await press(page, '/');
    await expect(search(page)).toBeFocused();
    await expect(search(page)).toHaveValue('');
    await search(page).blur();
  });

  await test.step('"g" then h, m, t, p or l goes to each page', async () => {
    await goTo(page, 'm', 'Movies', '/movies');
    await goTo(page, 't', 'Tv', '/tv');
    await goTo(page, 'p', 'People', '/people');
    await goTo(page, 'l', 'Library', '/library');
    await goTo(page, 'h', 'Trending today', '/');
  });

  await test.step('"j" and "k" move between cards, Enter opens one', async () => {
    await goTo(page, 'm', 'Movies', '/movies');
    const cards = page.getByRole('main').locator('[data-card]');
    await expect(cards.first()).toBeVisible();
    await press(page, 'j');
    await expect(cards.nth(0)).toBeFocused();
    await press(page, 'j', 'j');
    await expect(cards.nth(2)).toBeFocused();
    await press(page, 'k');
    await expect(cards.nth(1)).toBeFocused();
    const name = await cards.nth(1).getAttribute('aria-label');
    await press(page, 'Enter');
    await expect(heading(page, name ?? '')).toBeVisible();
  });

  await test.step('on a movie, "w" and "f" press Watchlist and Favourite, "r" moves to the rating', async () => {
    const watchlist = page.getByRole('button', { name: 'Watchlist' });
    const favourite = page.getByRole('button', { name: 'Favourite' });
    await expect(watchlist).toBeEnabled();
    await expect(watchlist).toHaveAttribute('aria-keyshortcuts', 'w');
    await press(page, 'w');
    await expect(watchlist).toHaveAttribute('aria-pressed', 'true');
    await press(page, 'f');
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await press(page, 'w');
    await expect(watchlist).toHaveAttribute('aria-pressed', 'false');
    await press(page, 'r');
    const rating = page.getByRole('slider', { name: 'Your rating' });
    await expect(rating).toBeFocused();
    // The stars take their own keys once focused: an arrow rates, as without shortcuts.
    await press(page, 'ArrowRight', 'ArrowRight');
    await expect(rating).toHaveAttribute('aria-valuenow', '1');
  });

  await test.step('"?" lists them all in a dialog, axe clean', async () => {
    await page.getByRole('heading', { level: 1 }).click();
    await press(page, '?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Anywhere' })).toContainText('Go to Library');
    await expect(dialog.getByRole('table', { name: 'A movie or show' })).toContainText(
      'Move to your rating',
    );
    expect(await seriousViolations(page), 'axe on the shortcuts dialog').toEqual([]);
    await saveScreenshot(page, 'keyboard-shortcuts-dialog');
    await press(page, 'Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('Settings turns them off for this browser, and on again', async () => {
    await page.goto('settings#keyboard');
    const box = page.getByRole('checkbox', { name: 'Keyboard shortcuts' });
    await expect(box).toBeEnabled();
    await box.uncheck();
    await page.reload();
    await waitForHydration(search(page));
    await expect(box).toBeEnabled();
    await expect(box).not.toBeChecked();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).click();
    await press(page, '?', 'g', 'm');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(heading(page, 'Settings')).toBeVisible();
    await box.check();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).click();
    await goTo(page, 'm', 'Movies', '/movies');
  });

  expect(consoleErrors()).toEqual([]);
});
