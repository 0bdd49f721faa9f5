import type { BrowserContext } from '@playwright/test';

const ROW_HEADINGS = [
  'Top trending movies by day',
  'Top trending tv shows by day',
  'Top trending people by day',
];

/**
 * Milliseconds from navigation start until all three home rows show their images: every image of
 * the rows that is on screen has loaded (complete, naturalWidth > 0). Cache off: a first visit.
 */
export async function measureHomeRows(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  // Tall enough that all three rows are on screen, so lazy images load without scrolling.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
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
    { polling: 'raf', timeout: 30_000 },
  );
  const ms = (await handle.jsonValue()) as number;
  await page.close();
  return ms;
}
