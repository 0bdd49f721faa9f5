import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A throwaway PostgreSQL cluster for the library tests on that engine (test-support/postgres-cluster.ts).
    globalSetup: ['./src/test-support/postgres-global-setup.ts'],
  },
});
