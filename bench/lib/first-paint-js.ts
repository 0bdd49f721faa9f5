import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { logIn } from './browser-session.js';
import type { BenchPage } from './first-visit-pages.js';

export interface FirstPaintJs {
  /**
   * gzip bytes of the scripts the first contentful paint waited for: none when the document paints
   * its content with scripts off (a page the server rendered), else those requested before it.
   */
  beforePaintBytes: number;
  totalBytes: number;
  firstPaintMs: number;
  scripts: number;
  /** Where the page ended up, to tell a /home sent to /login. */
  finalUrl: string;
  /** The document alone (scripts off) painted content. */
  paintsWithoutScripts: boolean;
}

const NO_SCRIPT_PAINT_WAIT_MS = 5_000;

/**
 * Whether the page paints content from its document alone, in a context with scripts off; with a
 * logged-in context's cookies for a members' page (the server renders it from the session cookie).
 */
async function paintsWithoutScripts(
  browser: Browser,
  url: string,
  session?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<boolean> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(session !== undefined && { storageState: session }),
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // Asked from here: with the page's scripts off, its timers and observers never call back.
    const deadline = Date.now() + NO_SCRIPT_PAINT_WAIT_MS;
    for (;;) {
      // The page's own content: the app shell's #root holds no text, only its <noscript> note would.
      const painted = await page.evaluate(
        () =>
          (document.getElementById('root')?.textContent ?? '').trim() !== '' &&
          performance
            .getEntriesByType('paint')
            .some((entry) => entry.name === 'first-contentful-paint'),
      );
      if (painted || Date.now() > deadline) return painted;
      await page.waitForTimeout(50);
    }
  } finally {
    await context.close();
  }
}

/**
 * A first visit's JavaScript: a new context (empty storage and cache) for each run; a members'
 * page logs in through the form first, and the measured load ignores the cache all the same.
 */
export async function measureFirstVisitJs(
  browser: Browser,
  origin: string,
  page: BenchPage,
): Promise<FirstPaintJs> {
  const url = `${origin}${page.path}`;
  const context = await browser.newContext();
  try {
    if (page.loggedIn) await logIn(context, origin);
    // A members' page is tried with the member's cookies (scripts off, so only the session cookie
    // the login left counts); without them it would be another page (the login's).
    const selfPainting = await paintsWithoutScripts(
      browser,
      url,
      page.loggedIn ? await context.storageState() : undefined,
    );
    const measured = await measureFirstPaintJs(context, url);
    return selfPainting
      ? { ...measured, beforePaintBytes: 0, paintsWithoutScripts: true }
      : measured;
  } finally {
    await context.close();
  }
}

/**
 * The JavaScript a route needs before anything shows: scripts whose request started before the
 * first paint, each gzip-compressed here (the server may send them uncompressed).
 */
export async function measureFirstPaintJs(
  context: BrowserContext,
  url: string,
): Promise<FirstPaintJs> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    sizes.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => {
    const paints = performance.getEntriesByType('paint');
    const paint =
      paints.find((entry) => entry.name === 'first-paint') ??
      paints.find((entry) => entry.name === 'first-contentful-paint');
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    return { firstPaintMs: paint?.startTime ?? Number.NaN, scripts };
  });
  let beforePaintBytes = 0;
  let totalBytes = 0;
  for (const script of timing.scripts) {
    const bytes = (await sizes.get(script.url)) ?? 0;
    totalBytes += bytes;
    if (script.startTime < timing.firstPaintMs) beforePaintBytes += bytes;
  }
  const finalUrl = page.url();
  await page.close();
  return {
    beforePaintBytes,
    totalBytes,
    firstPaintMs: timing.firstPaintMs,
    scripts: timing.scripts.length,
    finalUrl,
    paintsWithoutScripts: false,
  };
}
