import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';

export interface FirstPaintJs {
  /** gzip bytes of the scripts requested before the first paint. */
  beforePaintBytes: number;
  totalBytes: number;
  firstPaintMs: number;
  scripts: number;
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
  await page.close();
  return {
    beforePaintBytes,
    totalBytes,
    firstPaintMs: timing.firstPaintMs,
    scripts: timing.scripts.length,
  };
}
