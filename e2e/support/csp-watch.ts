import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation on the page from its first script on (which
 * directive, which resource), plus console errors that mention the policy.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(`console: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...(await page.evaluate(() => window.__cspViolations ?? [])),
    ...consoleErrors,
  ];
}
