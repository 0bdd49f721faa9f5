import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { seriousViolations } from './support/accessibility.js';
import {
  startLibraryServer,
  type LibraryEngine,
  type LibraryServer,
} from './support/library-server.js';
import { saveScreenshot } from './support/screenshots.js';
import { runningShowAiringSoon, type ShowAiringSoon } from './support/running-show.js';
import { APP_ORIGIN } from './support/test-stack.js';

// The calendar: a member who watches a running show sees its next episode in the agenda and the
// month, subscribes with the private feed (no token: calendar apps send none), and resets it;
// on the `npm start` stack (SQLite) and on a server of its own on PostgreSQL.

let show: ShowAiringSoon;

test.beforeAll(async () => {
  show = await runningShowAiringSoon();
});

test('a member sees what airs, as an agenda and a month, and subscribes with a private link', async ({
  page,
  request,
}) => {
  await calendarJourney(page, request, APP_ORIGIN);
});

// The same on PostgreSQL: a server of its own whose library nobody else uses.
test.describe('the calendar on PostgreSQL', () => {
  const port = 8198;
  let server: LibraryServer | undefined;

  test.use({ baseURL: `http://localhost:${port}/` });

  test.beforeAll(async () => {
    server = await startLibraryServer('postgres', port);
  });

  test.afterAll(async () => {
    await server?.remove();
  });

  test('a member sees what airs and subscribes with a private link', async ({ page, request }) => {
    await calendarJourney(page, request, `http://localhost:${port}`, 'postgres');
  });
});

/**
 * Marks the show's last aired episode over the API of `origin`, opens the calendar from the
 * navigation, finds the next episode in the agenda and the month, reads the feed without a token
 * and resets it.
 */
async function calendarJourney(
  page: Page,
  request: APIRequestContext,
  origin: string,
  engine?: LibraryEngine,
): Promise<void> {
  const email = uniqueEmail();
  const token = await registerViaApi(email);
  const { season_number, episode_number } = show.lastAired;
  const mark = await request.post(
    `${origin}/3/tv/${show.id}/season/${season_number}/episode/${episode_number}/watched`,
    { headers: { authorization: `Bearer ${token}` }, data: {} },
  );
  expect(mark.ok()).toBe(true);
  await loginViaUi(page, email);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const airDay = page.getByRole('region', { name: new RegExp(dayText(show.nextAirDate)) });
  await expect(airDay.getByRole('link', { name: show.name, exact: true }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Month' }).click();
  await expect(page).toHaveURL(/view=month/);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader')).toHaveCount(7);
  const today = new Date().toISOString().slice(0, 10);
  if (show.nextAirDate.slice(0, 7) === today.slice(0, 7)) {
    const cell = grid.getByRole('gridcell', { name: new RegExp(dayText(show.nextAirDate)) });
    await expect(cell.getByRole('link', { name: show.name, exact: true }).first()).toBeVisible();
  } else {
    await expect(grid.getByRole('gridcell', { name: new RegExp(dayText(today)) })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  if (engine === undefined) await saveScreenshot(page, 'calendar-month');
  // One day is the grid's tab stop; the keys move it (the unit tests go through each key).
  const tabStop = grid.locator('[role="gridcell"][tabindex="0"]');
  await expect(tabStop).toHaveCount(1);
  await tabStop.focus();
  await page.keyboard.press('Control+End');
  await expect(grid.getByRole('gridcell').last()).toBeFocused();
  await expect(grid.getByRole('gridcell').last()).toHaveAttribute('tabindex', '0');

  const field = page.getByRole('textbox', { name: 'Your calendar link' });
  await expect(field).toHaveValue(/\/3\/shared\/calendar\/.+\.ics$/);
  const oldUrl = await field.inputValue();
  expect(oldUrl.startsWith(`${origin}/`)).toBe(true);
  const feed = await request.get(oldUrl);
  expect(feed.status()).toBe(200);
  // Unfolded and unescaped (RFC 5545 folds long lines and escapes commas and semicolons).
  const ics = (await feed.text()).replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(show.name);

  await page.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your calendar link?' });
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(field).not.toHaveValue(oldUrl);
  await expect(field).toHaveValue(/\/3\/shared\/calendar\/.+\.ics$/);
  expect((await request.get(oldUrl)).status()).toBe(404);
}

/** "March 12, 2026" for 2026-03-12, as the page writes a day (its UTC date, unshifted). */
function dayText(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
