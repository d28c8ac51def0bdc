import { defineConfig } from 'vitest/config';

// One run for every package; each package's own config says how its tests run.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/server', 'packages/web'],
  },
});
