import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { waitForSettledScreen } from './animations.js';

const folder = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Keeps a picture of a screen for people to look at (e2e/screenshots/, git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await waitForSettledScreen(page);
  await page.screenshot({ path: `${folder}${name}.png`, fullPage: true });
}
