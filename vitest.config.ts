import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace and the scripts; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['server', 'web', 'scripts', 'bench'],
  },
});
