import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const sharedSource = fileURLToPath(new URL('../shared/src/', import.meta.url));

/**
 * The shared package's modules only declare things, so a module none of whose exports the app uses can be
 * dropped. Without this hint the zod schemas (and zod itself, about 60 kB gzip) would ride along with
 * every import of a message or a role helper.
 */
function sharedWithoutSideEffects(): Plugin {
  return {
    name: 'newsroom:shared-without-side-effects',
    transform(_code, id) {
      if (id.startsWith(sharedSource)) return { moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * react-router 7 points every import at its development build (remix-run/react-router#12532, #14753), dev
 * warnings included. Production builds take the production files that ship beside it.
 */
function reactRouterProductionBuild(): Alias[] {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), sharedWithoutSideEffects()],
  resolve: {
    alias: [
      { find: '@newsroom/shared', replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080', '/hitOpenaiApi': 'http://localhost:8080' },
  },
  build: { outDir: 'dist', sourcemap: true },
}));
