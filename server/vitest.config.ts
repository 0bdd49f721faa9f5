import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A throwaway PostgreSQL cluster for the library tests on that engine (test/postgres-cluster.ts).
    globalSetup: ['./src/test/postgres-global-setup.ts'],
  },
});
