import { expect, type Locator, type Page } from '@playwright/test';
import { SERVICE_OFFLINE_MESSAGE } from '../../server/src/testing.js';
import type { Journey } from './library-journey-state.js';
import {
  cardNames,
  expectWrite,
  holdNextWrite,
  regainFocus,
  titleActions,
  toggle,
  type JourneyTitle,
} from './library-ui.js';

async function openDetails(page: Page, title: JourneyTitle): Promise<Locator> {
  await page.goto(`details/${title.mediaType}/${title.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.name);
  const actions = titleActions(page);
  // Enabled once the title's states are in.
  await expect(toggle(actions, 'Watchlist')).toBeEnabled();
  return actions;
}

/** The favourite shows at once, the server answers 503, and it is taken back with a message. */
export async function failWriteOnce(journey: Journey): Promise<void> {
  const { page, keyboardMovie: movie } = journey;
  const actions = await openDetails(page, movie);
  const favourite = toggle(actions, 'Favourite');
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');

  const held = await holdNextWrite(page, 'POST', /\/favorite$/);
  await favourite.click();
  await held.sent;
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await held.fail();
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  const alert = actions.getByRole('alert');
  await expect(alert).toContainText(
    `Could not add ${movie.name} to your favourites: ${SERVICE_OFFLINE_MESSAGE} Nothing was changed.`,
  );
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);

  await page.reload();
  await expect(toggle(titleActions(page), 'Favourite')).toHaveAttribute('aria-pressed', 'false');
}

/**
 * One member, two tabs: a change made in one shows in the other once it regains focus, both in
 * the library's pages and on a title's own page.
 */
export async function syncTwoTabs(journey: Journey): Promise<void> {
  const { page, detailsMovie: movie, show, keyboardMovie } = journey;
  const other = await page.context().newPage();
  try {
    const here = await openDetails(page, movie);
    await expect(toggle(here, 'Watchlist')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(here, 'Favourite')).toHaveAttribute('aria-pressed', 'true');
    await other.goto('library/watchlist');
    const watchlist = other.getByRole('tabpanel');
    await expect
      .poll(() => cardNames(watchlist))
      .toEqual([movie, show, keyboardMovie].map(({ name }) => name));

    await expectWrite(page, 'POST', /\/watchlist$/, () => toggle(here, 'Watchlist').click());
    await expect(toggle(here, 'Watchlist')).toHaveAttribute('aria-pressed', 'false');
    await regainFocus(other);
    await expect
      .poll(() => cardNames(watchlist))
      .toEqual([show, keyboardMovie].map(({ name }) => name));
    await expect(watchlist.getByText('2 titles', { exact: true })).toBeVisible();

    const there = await openDetails(other, movie);
    await expect(toggle(there, 'Watchlist')).toHaveAttribute('aria-pressed', 'false');
    await expectWrite(other, 'POST', /\/favorite$/, () => toggle(there, 'Favourite').click());
    await expect(toggle(there, 'Favourite')).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle(here, 'Favourite')).toHaveAttribute('aria-pressed', 'true');
    await regainFocus(page);
    await expect(toggle(here, 'Favourite')).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await other.close();
  }
}

async function expectTab(
  page: Page,
  tab: string,
  total: string,
  titles: JourneyTitle[] | undefined,
): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(total, { exact: true })).toBeVisible();
  if (titles) {
    await expect.poll(() => cardNames(panel)).toEqual(titles.map(({ name }) => name));
  }
}

/** The server stops and starts again: every tab holds what it held before. */
export async function checkAfterRestart(journey: Journey): Promise<void> {
  const { page, keyboardMovie, hoverMovie, detailsMovie, show } = journey;
  await journey.server.restart();
  await page.goto('library');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('2 titles', { exact: true })).toBeVisible();
  await expect.poll(() => cardNames(panel)).toEqual([show.name, keyboardMovie.name]);
  await expectTab(page, 'Watched', '2 watches', undefined);
  await expect(panel.getByRole('article')).toHaveCount(2);
  await expectTab(page, 'Ratings', '1 title', [detailsMovie]);
  await expectTab(page, 'Favourites', '1 title', [hoverMovie]);
  await expectTab(page, 'Lists', '2 lists', undefined);
  await panel.getByRole('link', { name: journey.listName, exact: true }).click();
  const items = panel.getByRole('list', { name: `Titles in ${journey.listName}` });
  await expect
    .poll(() => cardNames(items))
    .toEqual([detailsMovie.name, hoverMovie.name, keyboardMovie.name]);
}
