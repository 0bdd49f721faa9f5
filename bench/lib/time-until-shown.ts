import type { BrowserContext } from '@playwright/test';

/**
 * Runs in the page on every frame: false until what is awaited is on screen, then
 * `performance.now()`, read in the very frame the check passed (a second round trip would add its
 * own delay). Playwright sends only its source, so it may use nothing but its argument.
 */
export type ShownAt<Arg> = (arg: Arg) => number | false;

export interface Viewport {
  width: number;
  height: number;
}

/**
 * Milliseconds from navigation start until `shownAt` passes, in a new tab of `context` (its
 * storage, so the login, is kept) with the cache off, as a first visit downloads everything.
 */
export async function timeUntilShown<Arg>(
  context: BrowserContext,
  url: string,
  shownAt: ShownAt<Arg>,
  arg: Arg,
  viewport?: Viewport,
): Promise<number> {
  const page = await context.newPage();
  try {
    if (viewport) await page.setViewportSize(viewport);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'commit' });
    // Playwright types the argument as it arrives in the page (Unboxed<Arg>): for data, Arg itself.
    const check = shownAt as (arg: unknown) => number | false;
    const handle = await page.waitForFunction(check, arg, { polling: 'raf', timeout: 30_000 });
    return (await handle.jsonValue()) as number;
  } finally {
    await page.close();
  }
}
