import { expect } from '@playwright/test';
import type { ElementHandle, Locator, Page } from '@playwright/test';

/**
 * Whether React owns the node: it puts `__reactContainer$…` on the root it renders into and
 * `__reactFiber$…` on every element it renders or hydrates. Only the app's scripts add them, so on a
 * page whose scripts never ran no node has one, and a node the server sent that has one later was
 * taken over by hydration rather than replaced. (Playwright's evaluate runs through the DevTools
 * protocol, so it reads them even where the page's own scripts are off.)
 */
export function ownedByReact(target: Locator | ElementHandle): Promise<boolean> {
  const owned = (node: Node) =>
    Object.keys(node).some((key) => /^__react(Container|Fiber)\$/.test(key));
  return 'elementHandle' in target ? target.evaluate(owned) : target.evaluate(owned);
}

/** Waits until hydration has reached the node (each page hydrates in slices, as a transition). */
export async function waitForHydration(target: Locator | ElementHandle): Promise<void> {
  await expect.poll(() => ownedByReact(target), { message: 'hydrated by the app' }).toBe(true);
}

/** Checks that no app script ran on the page: its root and every element are React's-free. */
export async function expectNoScriptRan(page: Page): Promise<void> {
  const owned = await page
    .locator('#root, #root *')
    .evaluateAll(
      (nodes) =>
        nodes.filter((node) => Object.keys(node).some((key) => /^__react/.test(key))).length,
    );
  expect(owned, 'nodes React owns on a page whose scripts are off').toBe(0);
}

/**
 * Holds every request for the app's scripts until the answer is called, so a test can look at the
 * page as the document alone painted it, then let the scripts take it over.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Counts the main frame's document requests from now on: a client-side navigation makes none. */
export function countDocumentRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count += 1;
  });
  return () => count;
}
