import type { Page } from '@playwright/test';

/**
 * Records the console errors and uncaught exceptions of a page and of every page its context
 * opens later; answers a function that reads what was recorded so far.
 */
export function watchConsoleErrors(page: Page): () => string[] {
  const errors: string[] = [];
  const watch = (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    target.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  };
  watch(page);
  page.context().on('page', watch);
  return () => [...errors];
}
