import { defineConfig } from 'vitest/config';

// The launcher's and test runner's own logic (report parsing, summaries, options, lint rules).
export default defineConfig({
  test: { name: 'scripts', environment: 'node' },
});
