import type { Page } from '@playwright/test';

/**
 * Waits until the fonts are in and no animation or transition is running, so what a check or a
 * picture sees is the settled screen. The specs run with reduced motion (playwright.config.ts), so
 * the app's animations are off or end at once: this waits on state, never for a fixed time.
 */
export async function waitForSettledScreen(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}
