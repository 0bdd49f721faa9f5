import { defineConfig } from 'vitest/config';

// The bench's own logic (modes, goals, workloads); the measurements themselves run in `npm run bench`.
export default defineConfig({
  test: { name: 'bench', environment: 'node' },
});
