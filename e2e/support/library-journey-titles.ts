import { expect, type Locator, type Page } from '@playwright/test';
import type { Journey } from './library-journey-state.js';
import {
  browserDay,
  card,
  expectWrite,
  titleActions,
  titleOfCard,
  toggle,
  type JourneyTitle,
} from './library-ui.js';
import { saveScreenshot } from './screenshots.js';
import { recordTrendingAnswers } from './trending-answers.js';

const movieRow = 'Top trending movies by day';
const showRow = 'Top trending tv shows by day';

function row(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

export async function goHome(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(row(page, movieRow).locator('a[href*="details/movie/"]')).toHaveCount(10);
  await expect(row(page, showRow).locator('a[href*="details/tv/"]')).toHaveCount(10);
}

/** The control is there for the keyboard and the pointer, and shows only when asked for. */
async function expectControlHidden(control: Locator): Promise<void> {
  await expect(control).toHaveCSS('opacity', '0');
}

async function toggleInPopover(
  page: Page,
  popover: Locator,
  name: 'Watchlist' | 'Favourite',
  path: RegExp,
  press: (button: Locator) => Promise<void>,
): Promise<void> {
  await expect(popover).toBeVisible();
  const button = toggle(titleActions(popover), name);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expectWrite(page, 'POST', path, () => press(button));
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Home's rows: one movie watchlisted from its card by keyboard alone, another favourited and a
 * show watchlisted by hovering over their cards. Answers the titles the journey goes on with.
 */
export async function markTitlesFromCards(page: Page) {
  await goHome(page);
  const movies = row(page, movieRow).locator('a[href*="details/movie/"]');
  const [keyboardMovie, hoverMovie, detailsMovie] = await Promise.all(
    [0, 1, 2].map((index) => titleOfCard(movies.nth(index))),
  );
  const show = await titleOfCard(row(page, showRow).locator('a[href*="details/tv/"]').first());
  if (!keyboardMovie || !hoverMovie || !detailsMovie) throw new Error('fewer than 3 movies');
  // Nothing hovered, nothing focused: no card shows its control.
  await page.mouse.move(0, 0);

  const byKeyboard = card(row(page, movieRow), keyboardMovie);
  await expectControlHidden(byKeyboard.control);
  await byKeyboard.link.focus();
  await page.keyboard.press('Tab');
  await expect(byKeyboard.control).toBeFocused();
  await expect(byKeyboard.control).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await toggleInPopover(page, byKeyboard.popover, 'Watchlist', /\/watchlist$/, async (button) => {
    await button.focus();
    await page.keyboard.press('Enter');
  });
  await page.keyboard.press('Escape');
  await expect(byKeyboard.popover).toBeHidden();
  await expect(byKeyboard.control).toBeFocused();

  for (const [title, rowName, mark, path] of [
    [hoverMovie, movieRow, 'Favourite', /\/favorite$/],
    [show, showRow, 'Watchlist', /\/watchlist$/],
  ] as const) {
    const byHover = card(row(page, rowName), title);
    await expectControlHidden(byHover.control);
    await byHover.link.hover();
    await expect(byHover.control).toHaveCSS('opacity', '1');
    await byHover.control.click();
    await toggleInPopover(page, byHover.popover, mark, path, (button) => button.click());
    await byHover.popover.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(byHover.popover).toBeHidden();
  }

  return {
    keyboardMovie,
    hoverMovie,
    detailsMovie,
    show,
    today: await browserDay(page),
    earlier: await browserDay(page, 1),
  };
}

/** A watch logged through the dialog; the date field starts at the browser's today. */
async function logWatch(journey: Journey, day: string, note: string): Promise<void> {
  const { page } = journey;
  // The browser's today as the dialog opens, even across midnight.
  const before = await browserDay(page);
  await titleActions(page).getByRole('button', { name: 'Log a watch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a watch' });
  const date = dialog.getByLabel('Date watched');
  await expect(date).toBeVisible();
  expect([before, await browserDay(page)]).toContain(await date.inputValue());
  await date.fill(day);
  await dialog.getByLabel('Note').fill(note);
  await expectWrite(page, 'POST', /\/diary$/, () =>
    dialog.getByRole('button', { name: 'Save' }).click(),
  );
  await expect(dialog).toBeHidden();
}

/** Everything the details page offers, on one movie. */
export async function useDetailsPage(journey: Journey): Promise<void> {
  const { page, detailsMovie: movie } = journey;
  await card(row(page, movieRow), movie).link.click();
  await expect(page).toHaveURL(new RegExp(`/details/movie/${movie.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.name);
  const actions = titleActions(page);

  for (const [name, path] of [
    ['Watchlist', /\/watchlist$/],
    ['Favourite', /\/favorite$/],
  ] as const) {
    const button = toggle(actions, name);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expectWrite(page, 'POST', path, () => button.click());
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  const rating = actions.getByRole('slider', { name: 'Your rating' });
  await expect(rating).toHaveAttribute('aria-valuetext', 'Not rated');
  await expectWrite(
    page,
    'POST',
    /\/rating$/,
    async () => {
      await rating.focus();
      await page.keyboard.press('End');
      await expect(rating).toHaveAttribute('aria-valuetext', '10 out of 10');
      await page.keyboard.press('Home');
      await expect(rating).toHaveAttribute('aria-valuetext', 'Not rated');
      await page.keyboard.press('End');
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      await expect(rating).toHaveAttribute('aria-valuetext', '8 out of 10');
    },
    (sent) => (sent as { value?: number } | null)?.value === 8,
  );
  await expect(rating).toHaveAttribute('aria-valuenow', '8');

  await logWatch(journey, journey.today, 'First time, on the big screen.');
  await expect(actions.getByText('Watched once')).toBeVisible();
  await logWatch(journey, journey.earlier, 'Again, for the score.');
  await expect(actions.getByText('Watched 2 times')).toBeVisible();

  await actions.getByRole('button', { name: 'Add to list' }).click();
  await page
    .getByRole('menu', { name: 'Add to list' })
    .getByRole('menuitem', { name: 'New list…' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByLabel('Name').fill(journey.listName);
  await expectWrite(page, 'POST', /\/list\/\d+\/add_item$/, () =>
    dialog.getByRole('button', { name: 'Create list' }).click(),
  );
  await expect(dialog).toBeHidden();
  await expectInList(page, actions, journey.listName);
  await saveScreenshot(page, `library-${journey.server.engine}-details`);
}

/**
 * Back from "New list…", focus is on "Add to list" again; the keyboard reopens the menu on the
 * new list, ticked. Escape closes the menu and gives the focus back to its button.
 */
async function expectInList(page: Page, actions: Locator, listName: string): Promise<void> {
  const button = actions.getByRole('button', { name: 'Add to list' });
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Add to list' });
  const item = menu.getByRole('menuitemcheckbox', { name: listName });
  await expect(item).toBeFocused();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
}

/** What a card's link says about the title besides its name, by what the library holds. */
export function glanceOf(journey: Journey, title: JourneyTitle): RegExp {
  if (title === journey.detailsMovie)
    return /^On your watchlist\s+Watched\s+Your rating: 8 out of 10$/;
  if (title === journey.hoverMovie) return /^$/;
  return /^On your watchlist$/;
}

/**
 * After a reload the cards say at a glance what the library holds. Trending follows the UTC day,
 * so the cards looked at are those the page was sent: a run across midnight may be sent another
 * day's rows (the library's own cards, checked later, do not depend on it).
 */
export async function checkCardsAfterReload(journey: Journey): Promise<void> {
  const { page } = journey;
  const answers = recordTrendingAnswers(page);
  await page.reload();
  await expect(row(page, movieRow).locator('a[href*="details/movie/"]')).toHaveCount(10);
  const shown = new Set([
    ...(await answers.received('movie')).map((item) => `movie:${item.id}`),
    ...(await answers.received('tv')).map((item) => `tv:${item.id}`),
  ]);
  const titles = [journey.keyboardMovie, journey.hoverMovie, journey.detailsMovie, journey.show];
  for (const title of titles) {
    if (!shown.has(`${title.mediaType}:${title.id}`)) continue;
    const rowName = title.mediaType === 'movie' ? movieRow : showRow;
    await expect(card(row(page, rowName), title).link).toHaveAccessibleDescription(
      glanceOf(journey, title),
    );
  }
}

/** A card's control, opened by hover, puts its title in the journey's list. */
export async function addToListFromCard(
  journey: Journey,
  scope: Locator,
  title: JourneyTitle,
): Promise<void> {
  const { page } = journey;
  const { link, control, popover } = card(scope, title);
  await link.hover();
  await control.click();
  await expect(popover).toBeVisible();
  await titleActions(popover).getByRole('button', { name: 'Add to list' }).click();
  const item = page
    .getByRole('menu', { name: 'Add to list' })
    .getByRole('menuitemcheckbox', { name: journey.listName });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await expectWrite(page, 'POST', /\/list\/\d+\/add_item$/, () => item.click());
  await expect(item).toHaveAttribute('aria-checked', 'true');
  // The first Escape closes the menu, the second the popover.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
}
