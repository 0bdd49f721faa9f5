import '@testing-library/jest-dom/vitest';
import {
  cleanup,
  configure,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { startClockAt } from './clock';
import { installConsoleGuard, verifyConsole } from './console';
import { installDialogPolyfill } from './dialog-polyfill';

// No test talks to Firebase: every file gets these mocks (vi.mock in a setup file applies to all
// test files), reset before each test by `mockReset` in vite.config.ts. A test sets answers with
// vi.mocked(signIn).mockResolvedValue(…); one that needs the real module calls vi.unmock.
vi.mock('../auth/firebase-auth', () => ({
  registerAccount: vi.fn(),
  signIn: vi.fn(),
  signOutOfFirebase: vi.fn(),
  refreshIdToken: vi.fn(),
  watchIdToken: vi.fn(() => () => undefined),
  reauthenticate: vi.fn(),
  deleteSignedInUser: vi.fn(),
}));

// The app speaks through react-intl, which the entry files provide: a test renders in English (the
// app's own language) around whatever wrapper it gives, as the app would.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const { inEnglish } = await import('./english-intl');
  const render = ((ui: ReactNode, options?: RenderOptions) =>
    library.render(ui, {
      ...options,
      wrapper: inEnglish(options?.wrapper),
    })) as typeof library.render;
  const renderHook = (<Result, Props>(
    hook: (props: Props) => Result,
    options?: RenderHookOptions<Props>,
  ) =>
    library.renderHook(hook, {
      ...options,
      wrapper: inEnglish(options?.wrapper),
    })) as typeof library.renderHook;
  return { ...library, render, renderHook };
});

// A slow machine makes a wait longer, never a test wrong: waits end on state, and this bound only
// decides how long a broken test takes to say so.
configure({ asyncUtilTimeout: 10_000 });

installConsoleGuard();

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// What Testing Library sets itself only when test globals exist: React then warns (console.error,
// so the guard fails the test) about a state update that no act() or waitFor covers, i.e. one the
// test did not wait for.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// What a test gets when it stubs nothing (unstubGlobals returns here after each test): a request
// without a stub fails the test that made it, at once, instead of trying localhost:3000.
globalThis.fetch = (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  console.error(`A request without a stub: ${url}`);
  return Promise.reject(new TypeError(`no stub for ${url}`));
};

// TEST_CLOCK=2031-12-31T23:59:59.900Z starts the clock there and lets it run on, so a run proves
// that no test depends on the time of day or the date: every test file crosses midnight at its start.
const clockStart = process.env.TEST_CLOCK;
if (clockStart) startClockAt(clockStart);

// A file marked `@vitest-environment node` (the server render's tests) has no DOM to set up or reset.
const hasDom = typeof window !== 'undefined';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (hasDom) {
    cleanup();
    localStorage.clear();
    document.title = '';
  }
  verifyConsole();
});

if (hasDom) {
  // jsdom does not scroll; the pager scrolls to the top after a page change.
  window.scrollTo = () => undefined;
  installDialogPolyfill();
}
