import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const folder = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Keeps a picture of a screen for people to look at (e2e/screenshots/, git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  // Let fonts and the card entrance animation settle so the picture shows the real screen.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${folder}${name}.png`, fullPage: true });
}
