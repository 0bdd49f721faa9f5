import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const appStarts = { count: 0 };

/** Loads index.html's entry as the browser would, once per test. */
async function runEntry(): Promise<void> {
  vi.resetModules();
  // main.tsx starts the whole app when imported: here it only says it was.
  vi.doMock('./main', () => {
    appStarts.count += 1;
    return {};
  });
  await import('./entry-client');
}

/** Whether main.tsx has been imported, once the entry's dynamic import had its turn. */
async function appStarted(): Promise<boolean> {
  await vi.dynamicImportSettled();
  return appStarts.count > 0;
}

function renderedPageWith(scripts: string): void {
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = 'marquee-state';
  state.dataset.scripts = scripts;
  state.textContent = '{"queries":[]}';
  document.body.append(state);
}

const announced = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.href,
  );

let readyState: DocumentReadyState;

beforeEach(() => {
  appStarts.count = 0;
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.getElementById('marquee-state')?.remove();
  vi.useRealTimers();
});

describe("index.html's entry", () => {
  it('starts the app at once on the app shell, which shows nothing until it runs', async () => {
    await runEntry();
    expect(await appStarted()).toBe(true);
    expect(announced()).toEqual([]);
  });

  it("starts a rendered page's scripts once its images are in, announcing them all together", async () => {
    renderedPageWith('static/js/react-B1.js static/js/main-N1.js static/js/details-page-H1.js');
    await runEntry();
    expect(await appStarted()).toBe(false);
    expect(announced()).toEqual([]);

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    // Not before a frame has drawn the images that just loaded.
    expect(announced()).toEqual([]);
    await vi.waitFor(() =>
      expect(announced()).toEqual([
        `${location.origin}/static/js/react-B1.js`,
        `${location.origin}/static/js/main-N1.js`,
        `${location.origin}/static/js/details-page-H1.js`,
      ]),
    );
    expect(await appStarted()).toBe(true);
  });

  it('starts after the next frame when the page had loaded before the entry ran', async () => {
    renderedPageWith('static/js/main-N1.js');
    readyState = 'complete';
    await runEntry();
    expect(announced()).toEqual([]);
    await vi.waitFor(() =>
      expect(announced()).toEqual([`${location.origin}/static/js/main-N1.js`]),
    );
    expect(await appStarted()).toBe(true);
  });

  it('does not wait for a slow image longer than a few seconds, and starts only once', async () => {
    vi.useFakeTimers();
    renderedPageWith('static/js/main-N1.js');
    await runEntry();
    await vi.advanceTimersByTimeAsync(2900);
    expect(await appStarted()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await appStarted()).toBe(true);
    window.dispatchEvent(new Event('load'));
    expect(announced()).toHaveLength(1);
  });
});
