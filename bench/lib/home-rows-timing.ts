import type { BrowserContext } from '@playwright/test';
import { timeUntilShown } from './time-until-shown.js';

const ROW_HEADINGS = [
  'Top trending movies by day',
  'Top trending tv shows by day',
  'Top trending people by day',
];
// Tall enough that all three rows are on screen, so lazy images load without scrolling.
const ALL_ROWS_IN_VIEW = { width: 1280, height: 2400 };

/**
 * Milliseconds from navigation start until all three home rows show their images: every image of
 * the rows that is on screen has loaded (complete, naturalWidth > 0). Cache off: a first visit.
 */
export function measureHomeRows(context: BrowserContext, url: string): Promise<number> {
  return timeUntilShown(
    context,
    url,
    (headings: string[]) => {
      const sections = [...document.querySelectorAll('section')].filter((section) =>
        headings.includes(section.querySelector('h2')?.textContent?.trim() ?? ''),
      );
      if (sections.length < headings.length) return false;
      for (const section of sections) {
        if (section.querySelector('a[href*="details/"]') === null) return false;
        const images = [...section.querySelectorAll('img')].filter((image) => {
          const rect = image.getBoundingClientRect();
          return (
            rect.width > 0 &&
            rect.height > 0 &&
            rect.left < innerWidth &&
            rect.right > 0 &&
            rect.top < innerHeight
          );
        });
        if (images.length === 0) return false;
        if (images.some((image) => !image.complete || image.naturalWidth === 0)) return false;
      }
      return performance.now();
    },
    ROW_HEADINGS,
    ALL_ROWS_IN_VIEW,
  );
}
