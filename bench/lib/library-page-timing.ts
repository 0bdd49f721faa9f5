import type { BrowserContext } from '@playwright/test';

/** The Library page's first tab, as the navbar's "Library" link opens it. */
export const FIRST_TAB = 'Watchlist';

/**
 * Milliseconds from navigation start until the Library page's first tab shows its cards: the
 * selected tab is "Watchlist" and its tab panel holds `cards` card links (a page of the
 * watchlist), the first of them on screen. Cache off, as a first visit; the images may still be
 * loading (the cards say what they are with their titles already).
 */
export async function measureLibraryPage(
  context: BrowserContext,
  url: string,
  cards: number,
): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      ({ tab, count }: { tab: string; count: number }) => {
        const selected = document.querySelector('[role="tab"][aria-selected="true"]');
        if (selected?.textContent?.trim() !== tab) return false;
        const panel = document.querySelector('[role="tabpanel"]');
        const links = [...(panel?.querySelectorAll('a[href*="/details/"]') ?? [])];
        if (new Set(links.map((link) => link.getAttribute('href'))).size < count) return false;
        const first = links[0]?.getBoundingClientRect();
        if (!first || first.width === 0 || first.height === 0) return false;
        if (first.top >= innerHeight || first.bottom <= 0) return false;
        return performance.now();
      },
      { tab: FIRST_TAB, count: cards },
      { polling: 'raf', timeout: 30_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await page.close();
  }
}
