import { expect, type Locator, type Page, type Response, type Route } from '@playwright/test';
import { SERVICE_OFFLINE_MESSAGE } from '../../server/src/testing.js';

/** A movie or TV show as the journey meets it on a card. */
export interface JourneyTitle {
  mediaType: 'movie' | 'tv';
  id: number;
  name: string;
}

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

function isWrite(response: Response, method: WriteMethod, path: RegExp): boolean {
  return response.request().method() === method && path.test(new URL(response.url()).pathname);
}

/**
 * Runs `action` and waits until the library write it sends (method and path) has been answered
 * with success: what the screen shows then is what the server keeps, so a reload may follow.
 * `body` picks one write among several alike (the rating the keys came to rest on).
 */
export async function expectWrite(
  page: Page,
  method: WriteMethod,
  path: RegExp,
  action: () => Promise<void>,
  body: (sent: unknown) => boolean = () => true,
): Promise<void> {
  const answered = page.waitForResponse(
    (response) => isWrite(response, method, path) && body(response.request().postDataJSON()),
  );
  await action();
  const response = await answered;
  expect(response.status(), `${method} ${new URL(response.url()).pathname}`).toBeLessThan(300);
}

/** A write held on its way to the server, then answered 503 as the library does when it is down. */
export interface HeldWrite {
  /** Resolves once the page has sent the write. */
  sent: Promise<void>;
  /** Answers the write with TMDB's 503 code 9 (retry-after and all) and lets later ones through. */
  fail(): Promise<void>;
}

/**
 * The page's next `method` request to a path matching `path` waits until the test fails it, so
 * the test sees the change shown before the answer and rolled back after it.
 */
export async function holdNextWrite(
  page: Page,
  method: WriteMethod,
  path: RegExp,
): Promise<HeldWrite> {
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAnswered: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (markAnswered = resolve));
  let held = false;
  const matches = (url: URL) => path.test(url.pathname);
  const handler = async (route: Route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = true;
    markSent();
    await released;
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '1', 'cache-control': 'private, no-store' },
      contentType: 'application/json',
      body: JSON.stringify({
        status_code: 9,
        status_message: SERVICE_OFFLINE_MESSAGE,
        success: false,
      }),
    });
    markAnswered();
  };
  await page.route(matches, handler);
  return {
    sent,
    async fail() {
      release();
      // The answer first: unrouting a handler still at work lets its request through.
      await answered;
      await page.unroute(matches, handler);
    },
  };
}

/** The browser's own today, or a day `monthsBack` months before it on the 15th, as YYYY-MM-DD. */
export function browserDay(page: Page, monthsBack = 0): Promise<string> {
  return page.evaluate((back) => {
    const day = new Date();
    if (back > 0) {
      day.setDate(15);
      day.setMonth(day.getMonth() - back);
    }
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, monthsBack);
}

/**
 * What the browser tells a page whose tab comes back to the front. Headless Chromium keeps every
 * page visible and never sends it, so the test does, as the browser would.
 */
export async function regainFocus(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
}

/** The control group a member gets for a title (details page or a card's popover). */
export function titleActions(scope: Page | Locator): Locator {
  return scope.getByRole('group', { name: 'Your library' });
}

export function toggle(scope: Locator, name: 'Watchlist' | 'Favourite'): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** A card's link and its library control, found by the title's name. */
export function card(scope: Locator, title: JourneyTitle) {
  return {
    link: scope.getByRole('link', { name: title.name, exact: true }),
    control: scope.getByRole('button', { name: `Library actions for ${title.name}` }),
    popover: scope.page().getByRole('dialog', { name: `Library actions for ${title.name}` }),
  };
}

/** The titles a card list (or grid) shows, in order, by their links' names. */
export function cardNames(list: Locator): Promise<string[]> {
  return list
    .locator('a[href*="details/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
}

/** The title on a card link: its name, and its kind and id from the address. */
export async function titleOfCard(link: Locator): Promise<JourneyTitle> {
  const [name, href] = await Promise.all([
    link.getAttribute('aria-label'),
    link.getAttribute('href'),
  ]);
  const match = /details\/(movie|tv)\/(\d+)$/.exec(href ?? '');
  if (!name || !match) throw new Error(`not a title card: ${href ?? '(no href)'}`);
  return { mediaType: match[1] as 'movie' | 'tv', id: Number(match[2]), name };
}

/** The order the library's title sort gives: case-insensitive, code unit by code unit. */
export function byTitle(names: readonly string[]): string[] {
  const key = (name: string) => name.toLowerCase();
  return [...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

// UTC, as the diary shows a day wherever the reader is.
const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "November 2026" for a YYYY-MM-DD day. */
export function monthOf(day: string): string {
  return monthFormat.format(new Date(`${day}T00:00:00Z`));
}

/** "November 30, 2026" for a YYYY-MM-DD day. */
export function dayOf(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
