import { expect, type Locator, type Page } from '@playwright/test';
import { getJson } from './catalogue.js';
import { saveScreenshot } from './screenshots.js';
import type { Journey } from './library-journey-state.js';
import { addToListFromCard, glanceOf } from './library-journey-titles.js';
import { byTitle, card, cardNames, dayOf, monthOf, type JourneyTitle } from './library-ui.js';

const emptyTabs = [
  {
    tab: 'Watchlist',
    path: 'watchlist',
    count: '0 titles',
    says: 'Nothing on your watchlist yet.',
  },
  { tab: 'Watched', path: 'watched', count: '0 watches', says: 'No watches logged yet.' },
  {
    tab: 'Episodes',
    path: 'episodes',
    count: '0 episode watches',
    says: 'No episodes watched yet.',
  },
  { tab: 'Ratings', path: 'ratings', count: '0 titles', says: 'Nothing rated yet.' },
  { tab: 'Favourites', path: 'favourites', count: '0 titles', says: 'No favourites yet.' },
  { tab: 'Lists', path: 'lists', count: '0 lists', says: 'You have no lists yet.' },
] as const;

function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

function count(page: Page, text: string): Locator {
  return panel(page).getByText(text, { exact: true });
}

async function openLibrary(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Library' })
    .click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

async function openTab(page: Page, tab: string, path: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page).toHaveURL(new RegExp(`/library/${path}$`));
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** A new member's library: each tab counts nothing and says how to start. */
export async function visitEmptyLibrary(page: Page): Promise<void> {
  await openLibrary(page);
  await page.getByRole('tab', { name: 'Watchlist' }).focus();
  for (const { tab, path, count: zero, says } of emptyTabs) {
    if (tab !== 'Watchlist') {
      // The tabs move with the arrow keys, as any tab list does.
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(new RegExp(`/library/${path}$`));
      await expect(page.getByRole('tab', { name: tab })).toBeFocused();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
    await expect(count(page, zero)).toBeVisible();
    await expect(panel(page).getByText(says)).toBeVisible();
  }
}

function names(page: Page): Promise<string[]> {
  return cardNames(panel(page));
}

async function expectNames(page: Page, expected: readonly string[]): Promise<void> {
  await expect.poll(() => names(page)).toEqual(expected);
}

interface CatalogueFacts {
  genres: Array<{ id: number; name: string }>;
  release_date: string;
}

async function factsOf(journey: Journey, title: JourneyTitle): Promise<CatalogueFacts> {
  const facts = (await getJson(
    `/3/${title.mediaType}/${title.id}`,
    journey.server.origin,
  )) as CatalogueFacts;
  if (!facts.release_date) throw new Error(`${title.name} has no release date`);
  return facts;
}

function decadeOf(facts: CatalogueFacts): number {
  return Math.floor(Number(facts.release_date.slice(0, 4)) / 10) * 10;
}

/** Sort by title both ways, a reload, Back, then a filter by kind, a reload and Back. */
async function sortAndFilterWatchlist(journey: Journey): Promise<void> {
  const { page } = journey;
  const all = [journey.detailsMovie, journey.show, journey.keyboardMovie].map(({ name }) => name);
  const ascending = byTitle(all);
  const sortBy = panel(page).getByLabel('Sort by');
  const order = panel(page).getByLabel('Order');

  await sortBy.selectOption({ label: 'Title' });
  await expect(page).toHaveURL(/\/library\?sort_by=title\.asc$/);
  await expectNames(page, ascending);
  await order.selectOption({ label: 'Z to A' });
  await expect(page).toHaveURL(/\/library\?sort_by=title\.desc$/);
  await expectNames(page, [...ascending].reverse());
  await page.reload();
  await expectNames(page, [...ascending].reverse());
  await expect(sortBy).toHaveValue('title');
  await expect(order).toHaveValue('desc');
  await page.goBack();
  await expect(page).toHaveURL(/\/library\?sort_by=title\.asc$/);
  await expectNames(page, ascending);

  await panel(page)
    .getByRole('group', { name: 'Type' })
    .getByRole('button', { name: 'TV', exact: true })
    .click();
  await expect(page).toHaveURL(/\/library\?sort_by=title\.asc&media_type=tv$/);
  await expect(count(page, '1 title')).toBeVisible();
  await expectNames(page, [journey.show.name]);
  await page.reload();
  await expectNames(page, [journey.show.name]);
  await expect(count(page, '1 title')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/library\?sort_by=title\.asc$/);
  await expect(count(page, '3 titles')).toBeVisible();
  await expectNames(page, ascending);
}

/** The diary: two watches under their months' headings, newest first, each with its note. */
async function visitDiary(journey: Journey): Promise<void> {
  const { page, detailsMovie: movie } = journey;
  await openTab(page, 'Watched', 'watched');
  await expect(count(page, '2 watches')).toBeVisible();
  await saveScreenshot(page, `library-${journey.server.engine}-watched`);
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText([
    monthOf(journey.today),
    monthOf(journey.earlier),
  ]);
  for (const [day, note] of [
    [journey.today, 'First time, on the big screen.'],
    [journey.earlier, 'Again, for the score.'],
  ] as const) {
    const watch = panel(page)
      .getByRole('region', { name: monthOf(day) })
      .getByRole('article', { name: `${movie.name}, watched ${dayOf(day)}` });
    await expect(watch).toContainText(note);
  }
}

/** Ratings: the one rated title with its rating; a genre filter, then one that hides it. */
async function visitRatings(journey: Journey): Promise<void> {
  const { page, detailsMovie: movie } = journey;
  await openTab(page, 'Ratings', 'ratings');
  await expect(count(page, '1 title')).toBeVisible();
  await expectNames(page, [movie.name]);
  await expect(panel(page).getByRole('listitem', { name: movie.name })).toContainText(
    'Your rating: 8 out of 10',
  );
  const [genre] = (await factsOf(journey, movie)).genres;
  if (genre) {
    await panel(page).getByLabel('Genre').selectOption(String(genre.id));
    await expect(page).toHaveURL(new RegExp(`/library/ratings\\?with_genres=${genre.id}$`));
    await expectNames(page, [movie.name]);
  }
  await panel(page)
    .getByRole('group', { name: 'Type' })
    .getByRole('button', { name: 'TV', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]media_type=tv$/);
  await expect(panel(page).getByText('No titles here match these filters.')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/library\/ratings$/);
  await expectNames(page, [movie.name]);
}

/** Favourites, newest first; a decade filter keeps only that decade's releases. */
async function visitFavourites(journey: Journey): Promise<void> {
  const { page } = journey;
  const favourites = [journey.detailsMovie, journey.hoverMovie];
  await openTab(page, 'Favourites', 'favourites');
  await expect(count(page, '2 titles')).toBeVisible();
  await expectNames(
    page,
    favourites.map(({ name }) => name),
  );
  const decades = await Promise.all(
    favourites.map(async (title) => decadeOf(await factsOf(journey, title))),
  );
  const decade = decades[0] ?? 0;
  await panel(page).getByLabel('Decade').selectOption(String(decade));
  await expect(page).toHaveURL(new RegExp(`/library/favourites\\?decade=${decade}$`));
  await expectNames(
    page,
    favourites.filter((_, index) => decades[index] === decade).map(({ name }) => name),
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/library\/favourites$/);
  await expect(count(page, '2 titles')).toBeVisible();
}

/**
 * Every tab shows what was done, with its count; sorts and filters live in the URL. Cards here
 * have the same control: two more movies go into the list from them.
 */
export async function visitLibraryTabs(journey: Journey): Promise<void> {
  const { page } = journey;
  await openLibrary(page);
  await expect(count(page, '3 titles')).toBeVisible();
  await expectNames(
    page,
    [journey.detailsMovie, journey.show, journey.keyboardMovie].map(({ name }) => name),
  );
  for (const title of [journey.detailsMovie, journey.show, journey.keyboardMovie]) {
    await expect(card(panel(page), title).link).toHaveAccessibleDescription(
      glanceOf(journey, title),
    );
  }
  await addToListFromCard(journey, panel(page), journey.keyboardMovie);
  await sortAndFilterWatchlist(journey);
  await visitDiary(journey);
  await visitRatings(journey);
  await visitFavourites(journey);
  await addToListFromCard(journey, panel(page), journey.hoverMovie);

  await openTab(page, 'Lists', 'lists');
  await expect(count(page, '1 list')).toBeVisible();
  await expect(panel(page).getByRole('article', { name: journey.listName })).toContainText(
    '3 titles',
  );
}
