import { expect, test, type Page } from '@playwright/test';
import { STOP_GRACE_MS } from '../scripts/lib/marquee-stack.js';
import type { Supervised } from '../scripts/lib/supervise.js';
import { registerViaApi, TEST_PASSWORD, uniqueEmail } from './support/accounts.js';
import { watchConsoleErrors } from './support/console-errors.js';
import { watchCsp } from './support/csp-watch.js';
import { saveScreenshot } from './support/screenshots.js';
import {
  getPublicJson,
  publicMovie,
  type PublicMovie,
} from './support/server-rendered-catalogue.js';
import {
  countDocumentRequests,
  expectNoScriptRan,
  holdAppScripts,
  ownedByReact,
  waitForHydration,
} from './support/server-rendered-hydration.js';
import { loginThroughRenderedForm } from './support/server-rendered-login.js';
import { requireFreeSpecPorts, startSpecServer } from './support/spec-server.js';
import { APP_ORIGIN, BASE_PATH } from './support/test-stack.js';
import type { MovieListItem } from '@marquee/tmdb-types/media';
import type { Page as ListPage } from '@marquee/tmdb-types/page';

// Issue 14: public pages paint their content from the document alone, then the scripts take the
// same DOM over (hydrate) and the app works; under a base path too, on a server of this spec's own.
const SEARCH_WORD = 'the';
/** Beside the global stack's servers; nobody else's spec uses it. */
const BASE_PATH_SERVER_PORT = 8195;

let movie: PublicMovie;

test.beforeAll(async () => {
  movie = await publicMovie(APP_ORIGIN, SEARCH_WORD);
});

test.describe('with JavaScript off, the document alone paints the page', () => {
  test.use({ javaScriptEnabled: false });

  test('/login: its heading, labelled fields and the way to register', async ({ page }) => {
    const response = await page.goto('login');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible();
    await expectNoScriptRan(page);
  });

  test('a movie page: its title, loaded poster, overview and cast', async ({ page }) => {
    const response = await page.goto(`details/movie/${movie.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.title);
    await expect(page).toHaveTitle(`${movie.title} · Marquee`);
    const poster = page.getByRole('img', { name: `Poster of ${movie.title}` });
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(movie.overview, { exact: true })).toBeVisible();
    const cast = page.getByRole('region', { name: 'Top-billed cast' });
    for (const name of movie.cast.slice(0, 3)) {
      await expect(cast.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expectNoScriptRan(page);
    await saveScreenshot(page, 'server-rendered-movie-no-js');
  });

  test('a person page: their name, photo and biography', async ({ page }) => {
    const response = await page.goto(`details/person/${movie.person.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.person.name);
    const photo = page.getByRole('img', { name: `Photo of ${movie.person.name}` });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Biography' })).toBeVisible();
    await expect(page.getByRole('link', { name: movie.title }).first()).toBeVisible();
    await expectNoScriptRan(page);
  });

  test('/search?q=…: the result cards', async ({ page }) => {
    const { results, total_results } = await getPublicJson<ListPage<MovieListItem>>(
      APP_ORIGIN,
      `/3/search/movie?query=${SEARCH_WORD}`,
    );
    await page.goto(`search?q=${SEARCH_WORD}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Search results for "${SEARCH_WORD}"` }),
    ).toBeVisible();
    await expect(
      page.getByRole('tab', { name: `Movies (${total_results.toLocaleString('en-US')})` }),
    ).toHaveAttribute('aria-selected', 'true');
    const cards = page
      .getByRole('list', { name: `Movies matching "${SEARCH_WORD}", page 1` })
      .getByRole('link');
    await expect(cards).toHaveCount(results.length);
    await expect(cards.first()).toHaveAccessibleName(results[0]?.title ?? '');
    await expectNoScriptRan(page);
  });

  test('an unknown title answers 404 and says Not Found', async ({ page }) => {
    const response = await page.goto('details/movie/999999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expectNoScriptRan(page);
  });

  test('/home, for members only, is the app shell with no page content for a visitor', async ({
    page,
  }) => {
    const response = await page.goto('home');
    expect(response?.status()).toBe(200);
    // The shell's own words for a browser without scripts, and nothing of any page.
    // Playwright's text matching skips <noscript>, which a browser without scripts does show.
    const notice = page.locator('body > noscript');
    expect(await notice.evaluate((node) => node.textContent)).toBe(
      'Marquee needs JavaScript to run.',
    );
    expect(await notice.evaluate((node) => getComputedStyle(node).display)).not.toBe('none');
    await expect(page.locator('#root .boot-progress')).toBeAttached();
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expectNoScriptRan(page);
  });
});

test.describe('with JavaScript on, the scripts take the page over', () => {
  test('the movie page is hydrated in place, suggests as you type and navigates without a document request', async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const cspViolations = await watchCsp(page);
    await openAndWatchHydration(page, movie);

    // Behaviour only the scripts give: suggestions as you type.
    const search = page.getByRole('combobox', { name: 'Search' });
    await waitForHydration(search);
    await search.fill(movie.title);
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await search.press('Escape');

    await openCastMemberInApp(page, movie, APP_ORIGIN + '/');
    expect(errors()).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  test('a login sent before the scripts have run keeps the password out of every address', async ({
    page,
  }) => {
    const password = `Unsent${Date.now()}`;
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const releaseScripts = await holdAppScripts(page);
    await page.goto('login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill(password);
    // A visitor on a slow phone presses Enter while the scripts are still on their way.
    await page.getByLabel('Password', { exact: true }).press('Enter');
    releaseScripts();
    await waitForHydration(page.getByRole('button', { name: 'Login' }));
    expect(addresses.filter((address) => address.includes(password))).toEqual([]);
  });

  test('a visitor logs in through the rendered form and lands on home with its rows', async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await newMemberLogsIn(page);
    const movies = page.getByRole('region', { name: 'Top trending movies by day' });
    await expect(movies.locator('a[href*="details/movie/"]')).toHaveCount(10);
    expect(errors()).toEqual([]);
  });

  test("a member's /home paints its trending rows from the document, then is hydrated in place", async ({
    page,
    context,
  }) => {
    await newMemberLogsIn(page);
    const titles = await trendingMovieTitles(page);

    // Scripts off in a new page of the same browser (its cookies): what the document alone paints.
    const noScripts = await context.newPage();
    const cdp = await context.newCDPSession(noScripts);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    const response = await noScripts.goto('home');
    expect(response?.status()).toBe(200);
    // The member's page holds their data: never kept on the browser's disk (issue 26 item 5).
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    const painted = noScripts.getByRole('region', { name: 'Top trending movies by day' });
    await expect(painted.locator('a[href*="details/movie/"]')).toHaveCount(10);
    for (const title of titles.slice(0, 3))
      await expect(painted.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
    await expect(
      noScripts.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
    ).toBeVisible();
    await expectNoScriptRan(noScripts);
    await noScripts.close();

    // With scripts: the card the document painted is the one React takes over.
    const errors = watchConsoleErrors(page);
    const cspViolations = await watchCsp(page);
    const releaseScripts = await holdAppScripts(page);
    await page.goto('home', { waitUntil: 'commit' });
    const card = page
      .getByRole('region', { name: 'Top trending movies by day' })
      .getByRole('link', { name: titles[0] ?? '', exact: true })
      .first();
    await expect(card).toBeVisible();
    const cardNode = await card.elementHandle();
    if (cardNode === null) throw new Error('no trending card');
    expect(await ownedByReact(cardNode)).toBe(false);
    releaseScripts();
    await waitForHydration(cardNode);
    expect(await cardNode.evaluate((node) => node.isConnected)).toBe(true);
    expect(errors()).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  test('a member who opens a public page gets the member navbar once it is hydrated', async ({
    page,
    context,
  }) => {
    await newMemberLogsIn(page);

    const errors = watchConsoleErrors(page);
    const cspViolations = await watchCsp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expectMemberPage = async () => {
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(movie.title);
      await waitForHydration(heading);
      await expect(nav.getByRole('link', { name: 'Library' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    };

    await page.goto(`details/movie/${movie.id}`);
    await expectMemberPage();
    // A member whose browser holds no hint of the session (cookies cleared, or logged in before
    // pages were rendered on the server) gets the visitor's page, then the member's at once.
    await context.clearCookies();
    await page.goto(`details/movie/${movie.id}`);
    await expectMemberPage();

    expect(errors()).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});

test.describe(`under BASE_PATH=${BASE_PATH}, on a server of this spec's own`, () => {
  const app = `http://localhost:${BASE_PATH_SERVER_PORT}${BASE_PATH}`;
  let server: Supervised | undefined;

  test.use({ baseURL: app });

  test.beforeAll(async () => {
    await requireFreeSpecPorts([BASE_PATH_SERVER_PORT], 'server-rendered pages');
    server = await startSpecServer({
      name: 'server-rendered-base-path',
      port: BASE_PATH_SERVER_PORT,
      env: { BASE_PATH },
    });
  });

  test.afterAll(async () => {
    await server?.stop(STOP_GRACE_MS);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the movie page links to and loads everything under the base path', async ({ page }) => {
      await page.goto(`details/movie/${movie.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(movie.title);
      const links = await page
        .locator('#root a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(10);
      // React Router writes the base path's root without its trailing slash: /marquee.
      const underBasePath = (href: string) =>
        href.startsWith(BASE_PATH) || href === BASE_PATH.slice(0, -1);
      expect(links.filter((href) => href !== '#main' && !underBasePath(href))).toEqual([]);
      // Every address an image or its preload names: src or href, and each of a srcset's.
      const images = await page
        .locator('#root img, head link[rel="preload"][as="image"]')
        .evaluateAll((nodes) =>
          nodes.flatMap((node) => [
            ...[node.getAttribute('src') ?? node.getAttribute('href')].filter(
              (url): url is string => url !== null,
            ),
            ...(node.getAttribute('srcset') ?? node.getAttribute('imagesrcset') ?? '')
              .split(',')
              .map((candidate) => candidate.trim().split(' ')[0] ?? '')
              .filter((url) => url !== ''),
          ]),
        );
      expect(images.length).toBeGreaterThan(2);
      expect(images.filter((src) => !src.startsWith(`${BASE_PATH}t/p/`))).toEqual([]);
      const scripts = await page
        .locator('script[src], link[rel="modulepreload"]')
        .evaluateAll((nodes) =>
          nodes.map((node) =>
            node instanceof HTMLScriptElement ? node.src : (node as HTMLLinkElement).href,
          ),
        );
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((src) => !src.startsWith(`${app}static/js/`))).toEqual([]);
      const poster = page.getByRole('img', { name: `Poster of ${movie.title}` });
      await expect
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoScriptRan(page);
    });
  });

  test('with JavaScript on, the movie page is hydrated in place and navigates in the app', async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const cspViolations = await watchCsp(page);
    await openAndWatchHydration(page, movie);
    await openCastMemberInApp(page, movie, app);
    expect(errors()).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
});

/**
 * Opens the movie's page with its scripts held back, keeps the heading and poster the document
 * painted, then lets the scripts in: hydration must take those very nodes over, not draw new ones.
 */
/** A new member logs in through the form the server rendered, and lands on home. */
async function newMemberLogsIn(page: Page): Promise<void> {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginThroughRenderedForm(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`^${APP_ORIGIN}/(home)?$`));
}

async function openAndWatchHydration(page: Page, shown: PublicMovie): Promise<void> {
  const releaseScripts = await holdAppScripts(page);
  await page.goto(`details/movie/${shown.id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(shown.title);
  const headingNode = await heading.elementHandle();
  const posterNode = await page
    .getByRole('img', { name: `Poster of ${shown.title}` })
    .elementHandle();
  if (headingNode === null || posterNode === null) throw new Error('no heading or poster');
  expect(await ownedByReact(headingNode)).toBe(false);

  releaseScripts();
  await waitForHydration(headingNode);
  await waitForHydration(posterNode);
  expect(await headingNode.evaluate((node) => node.isConnected)).toBe(true);
  expect(await posterNode.evaluate((node) => node.isConnected)).toBe(true);
}

/** From the movie's page to a cast member's inside the app: no new document. */
async function openCastMemberInApp(page: Page, shown: PublicMovie, app: string): Promise<void> {
  const documents = countDocumentRequests(page);
  await page
    .getByRole('region', { name: 'Top-billed cast' })
    .getByRole('link', { name: shown.person.name })
    .first()
    .click();
  await expect(page).toHaveURL(`${app}details/person/${shown.person.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.person.name);
  expect(documents()).toBe(0);
}

/** Today's trending movies as the logged-in member's token reads them (members only). */
async function trendingMovieTitles(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get(`${APP_ORIGIN}/3/trending/movie/day`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.status()).toBe(200);
  const trending = (await answer.json()) as ListPage<MovieListItem>;
  return trending.results.map((item) => item.title);
}
