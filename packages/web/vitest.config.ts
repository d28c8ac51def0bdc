import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@newsroom/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // Form tests type into many Mantine inputs; under a parallel run that can pass the 5 s default.
    testTimeout: 30_000,
    // Run through Vite, so a test can hand Uppy's tus plugin tus's browser build (upload-video.test.ts).
    server: { deps: { inline: ['@uppy/tus'] } },
  },
});
