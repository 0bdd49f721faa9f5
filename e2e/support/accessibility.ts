import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForSettledScreen } from './animations.js';

/** Serious and critical axe findings on the page as it is now, with where they are. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // An animation mid-flight mixes colours; judge the settled screen.
  await waitForSettledScreen(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join('\n  ')}`,
    );
}
