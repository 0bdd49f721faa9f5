import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { watchConsoleErrors } from './console-errors.js';
import { cardNames, expectWrite } from './library-ui.js';
import { saveScreenshot } from './screenshots.js';
import { openSettings, settingsSection } from './transfer-import.js';
import { openList } from './transfer-library.js';

export interface SharedListFacts {
  name: string;
  description: string;
  items: string[];
  /** The owner's display name, chosen on /settings first. */
  ownerName: string;
}

function escapedAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The Display name form on /settings: what shared lists call the member. */
export async function chooseDisplayName(page: Page, name: string): Promise<void> {
  await openSettings(page);
  const profile = settingsSection(page, 'Profile');
  await profile.getByLabel('Display name').fill(name);
  await expectWrite(page, 'PUT', /\/settings$/, () =>
    profile.getByRole('button', { name: 'Save' }).click(),
  );
  await expect(profile.getByRole('status')).toHaveText(`Saved: your shared lists show ${name}.`);
}

function sharing(page: Page): Locator {
  return page.getByRole('tabpanel').getByRole('region', { name: 'Sharing' });
}

async function setPublic(page: Page, list: string, isPublic: boolean): Promise<void> {
  const toggle = sharing(page).getByRole('switch', { name: 'Public' });
  await expect(toggle).toBeChecked({ checked: !isPublic });
  // click(), not check(): the switch shows its new state once the optimistic write has begun,
  // a moment after the click, which check() would take for a click that did nothing.
  await expectWrite(page, 'PUT', /\/list\/\d+\/sharing$/, () => toggle.click());
  await expect(toggle).toBeChecked({ checked: isPublic });
  const said = isPublic
    ? `${list} is public: anybody with its link can see it.`
    : `${list} is private: its link no longer works.`;
  await expect(page.getByRole('tabpanel').getByText(said, { exact: true })).toBeVisible();
}

/** Makes the list public; answers its share link, read from the "Share link" field and copied. */
export async function makeListPublic(page: Page, list: SharedListFacts): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openList(page, list.name);
  await expect(sharing(page).getByLabel('Share link')).toHaveCount(0);
  await setPublic(page, list.name, true);
  const field = sharing(page).getByLabel('Share link');
  await expect(field).toHaveValue(/\/shared\/list\/[A-Za-z0-9_-]{22}$/);
  const link = await field.inputValue();
  await sharing(page).getByRole('button', { name: 'Copy' }).click();
  await expect(sharing(page).getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  return link;
}

export async function makeListPrivate(page: Page, list: SharedListFacts): Promise<void> {
  await openList(page, list.name);
  await setPublic(page, list.name, false);
  await expect(sharing(page).getByLabel('Share link')).toHaveCount(0);
}

/** A visitor with no login opens the link: the list, its description and owner, in order. */
export async function expectSharedPage(visitor: Page, link: string, list: SharedListFacts) {
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(list.name);
  await expect(visitor.getByText(`A list by ${list.ownerName}`)).toBeVisible();
  await expect(visitor.getByText(list.description, { exact: true })).toBeVisible();
  const items = visitor.getByRole('list', { name: `Titles in ${list.name}` });
  await expect.poll(() => cardNames(items)).toEqual(list.items);
  await expect(visitor).toHaveTitle(`${list.name} · Marquee`);
  // A visitor is nobody's member: the navigation offers to log in, and no library controls.
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/** The page's HTML as a link preview reads it: the list's title and Open Graph tags, indexable. */
export async function expectSharedHead(
  request: APIRequestContext,
  link: string,
  list: SharedListFacts,
): Promise<void> {
  const response = await request.get(link);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const name = escapedAttribute(list.name);
  expect(head).toContain(`<title>${name} · Marquee</title>`);
  expect(head).toContain(`<meta property="og:title" content="${name}" />`);
  expect(head).toContain(
    `<meta property="og:description" content="${escapedAttribute(list.description)}" />`,
  );
  expect(head).toContain(
    `<meta name="description" content="${escapedAttribute(list.description)}" />`,
  );
  expect(head).not.toContain('noindex');
  expect(response.headers()['x-robots-tag']).toBeUndefined();
}

/** Once private, the link is gone: the app says Not Found and the HTML answers 404, unindexed. */
export async function expectSharedGone(
  visitor: Page,
  request: APIRequestContext,
  link: string,
): Promise<void> {
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  await expect(visitor).toHaveTitle('Not Found · Marquee');
  const response = await request.get(link);
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
  expect(response.headers()['x-robots-tag']).toBe('noindex');
}

/**
 * Step 5: A names themself, makes the list public and a logged-out visitor (a context of its
 * own) sees it; made private, the same link is Not Found. Answers the visitor's console errors
 * beyond those a gone link gives.
 */
export async function shareListPublicly(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  list: SharedListFacts,
  engine: string,
): Promise<string[]> {
  await chooseDisplayName(page, list.ownerName);
  const link = await makeListPublic(page, list);
  const visitorContext = await browser.newContext({ reducedMotion: 'reduce' });
  try {
    const visitor = await visitorContext.newPage();
    const errors = watchConsoleErrors(visitor);
    await expectSharedPage(visitor, link, list);
    await saveScreenshot(visitor, `transfer-${engine}-shared-list`);
    await expectSharedHead(request, link, list);

    await makeListPrivate(page, list);
    await expectSharedGone(visitor, request, link);
    // The browser reports both 404s, and the app's query cache logs every failed request, an
    // expected Not Found included (web/src/lib/query-client.ts).
    const gone = [
      /^console: Failed to load resource: the server responded with a status of 404/,
      /^console: Catalogue request \["shared-list","[\w-]{22}",1\] failed: CatalogueError: The resource you requested could not be found\./,
    ];
    return errors().filter((error) => !gone.some((expected) => expected.test(error)));
  } finally {
    await visitorContext.close();
  }
}
