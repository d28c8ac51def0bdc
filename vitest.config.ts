import { defineConfig } from 'vitest/config';

// One run for every package; each package's own config says how its tests run.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/server', 'packages/web'],
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time. The main process
    // only collects results, so both cores run files (CI's test run was 29 minutes with one).
    maxWorkers: 2,
  },
});
