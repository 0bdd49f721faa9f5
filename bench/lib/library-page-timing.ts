import type { BrowserContext } from '@playwright/test';
import { timeUntilShown } from './time-until-shown.js';

/** The Library page's first tab, as the navbar's "Library" link opens it. */
export const FIRST_TAB = 'Watchlist';

/**
 * Milliseconds from navigation start until the Library page's first tab shows its cards: the
 * selected tab is "Watchlist" and its tab panel holds `cards` card links (a page of the
 * watchlist), the first of them on screen. Cache off, as a first visit; the images may still be
 * loading (the cards say what they are with their titles already).
 */
export function measureLibraryPage(
  context: BrowserContext,
  url: string,
  cards: number,
): Promise<number> {
  return timeUntilShown(
    context,
    url,
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
  );
}
