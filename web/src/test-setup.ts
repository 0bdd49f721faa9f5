import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first test of a file waits for its lazy route chunk to compile; on a busy two-core machine
// that can take longer than the default second.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = '';
});

// jsdom does not scroll; the pager scrolls to the top after a page change.
window.scrollTo = () => undefined;
