import type { BrowserContext } from '@playwright/test';
import { timeUntilShown } from './time-until-shown.js';

/** The tab /up-next opens on: the shows with an aired episode to watch. */
export const UP_NEXT_FIRST_TAB = 'Watching';

/**
 * Milliseconds from navigation start until Up next's first screen of rows is painted: the
 * selected tab is "Watching", its tab panel holds the page's `rows` rows (one render puts them
 * all there), and each row that reaches into the window is laid out, the first one among them.
 * Cache off, as a first visit; the posters may still be loading (each row names its show).
 */
export function measureUpNextPage(
  context: BrowserContext,
  url: string,
  rows: number,
): Promise<number> {
  return timeUntilShown(
    context,
    url,
    ({ tab, count }: { tab: string; count: number }) => {
      const selected = document.querySelector('[role="tab"][aria-selected="true"]');
      if (selected?.textContent?.trim() !== tab) return false;
      const panel = document.querySelector('[role="tabpanel"]');
      const articles = [...(panel?.querySelectorAll('li > article') ?? [])];
      if (articles.length < count) return false;
      const boxes = articles.map((article) => article.getBoundingClientRect());
      const first = boxes[0];
      if (!first || first.top >= innerHeight || first.bottom <= 0) return false;
      const inWindow = boxes.filter((box) => box.top < innerHeight && box.bottom > 0);
      if (inWindow.some((box) => box.width === 0 || box.height === 0)) return false;
      return performance.now();
    },
    { tab: UP_NEXT_FIRST_TAB, count: rows },
  );
}
