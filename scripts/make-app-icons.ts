// `npx tsx scripts/make-app-icons.ts`: draws the installed app's icons (web/public/icons/*.png)
// from Marquee's mark, in Chromium, so they can be drawn again when the mark changes. Run by hand;
// the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot } from './lib/repo-root.js';

const MARK = 'M8 23V9h3l5 7 5-7h3v14h-3v-9l-5 7-5-7v9z';

/** The mark on its yellow ground; `inset` keeps it inside a maskable icon's safe circle. */
function icon({ rounded, scale }: { rounded: boolean; scale: number }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
    <rect width="32" height="32" ${rounded ? 'rx="6"' : ''} fill="#f5c518"/>
    <g transform="translate(16 16) scale(${scale}) translate(-16 -16)"><path d="${MARK}" fill="#0f1115"/></g>
  </svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: icon({ rounded: true, scale: 1 }) },
  { file: 'icon-512.png', size: 512, svg: icon({ rounded: true, scale: 1 }) },
  // Maskable: the platform cuts its own shape, so the ground fills the square and the mark stays
  // within the middle 80 %.
  { file: 'maskable-512.png', size: 512, svg: icon({ rounded: false, scale: 0.7 }) },
  { file: 'apple-touch-icon.png', size: 180, svg: icon({ rounded: false, scale: 0.85 }) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true });
    writeFileSync(join(repoRoot, 'web', 'public', 'icons', file), png);
    await page.close();
    console.log(`web/public/icons/${file} (${size} px)`);
  }
} finally {
  await browser.close();
}
