import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { COLOR_SCHEME_SCRIPT } from '../shared/src/color-scheme';

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

/** The reader's color scheme, applied before the first paint so a dark-mode reader never sees the page light first. */
function colorSchemeBeforePaint(): Plugin {
  return {
    name: 'newsroom:color-scheme-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * Mantine writes a responsive component's CSS (SimpleGrid's columns, Carousel's slide size) in a `<style>` inside the
 * page, in the body, where HTML allows none. Its InlineStyles has the other way already, for the provider's
 * `deduplicateInlineStyles` (which only Box and Flex follow): a `<style href precedence>`, which React puts in the
 * head, first in a server render's output (entry-server.tsx moves it to the head) and into document.head in the
 * browser. This makes every InlineStyles take that way. Mantine is pinned to one version (package.json); a release
 * that words the file otherwise fails the build here rather than putting the styles back in the body.
 */
function mantineInlineStylesInHead(): Plugin {
  const file = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]InlineStyles[\\/]InlineStyles\.mjs$/;
  return {
    name: 'newsroom:mantine-inline-styles-in-head',
    transform(code, id) {
      if (!file.test(id)) return null;
      const hoisted = code.replace('if (deduplicate) return', 'return');
      if (hoisted === code) throw new Error(`${id} no longer reads as this plugin expects: Mantine's styles would be written in the body`);
      return { code: hoisted, map: null };
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each script, stylesheet, SVG and HTML file of the build, once,
 * at the highest levels: the server sends them as they are (@fastify/static's `preCompressed`) instead of
 * compressing the same bytes on every request. Files under 1 kB stay as they are, as the server's own
 * compression leaves them (app.ts).
 */
function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'newsroom:precompressed-assets',
    apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(?:js|mjs|css|svg|html)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const bytes = await fs.readFile(file);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzip(bytes, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The service worker (src/pwa/service-worker.ts), built with Workbox. It keeps at install only the offline page and
 * what every page starts with (the entry's script and styles); the rest is kept as a reader opens it. The manifest is
 * the server's (/manifest.webmanifest, from the site settings), and the worker is registered by the app once it runs.
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['offline.html', 'offline.js', 'assets/index-*.{js,css}'], rollupFormat: 'iife' },
  });
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    sharedWithoutSideEffects(),
    mantineInlineStylesInHead(),
    colorSchemeBeforePaint(),
    precompressedAssets(),
    ...(isSsrBuild ? [] : serviceWorker()),
  ],
  resolve: {
    alias: [
      { find: '@newsroom/shared', replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080', '/hitOpenaiApi': 'http://localhost:8080' },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    sourcemap: true,
    // Which scripts and styles each source file's code needs: the server names them in the pages it renders.
    manifest: !isSsrBuild,
    // Every browser the site supports knows modulepreload; the polyfill would only add to the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Everything the first page needs in one file: the lazy chunks share it instead of splitting it into small
      // common chunks that each cost a request and compress worse apart.
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  // The server bundle carries everything it uses, so the server needs nothing from the web package at run time.
  ssr: { noExternal: true },
  // Vite leaves `process.env.NODE_ENV` to run time in a server bundle, and the server does not set it: React, its
  // JSX runtime and TanStack Query would each pick their development builds there (several times slower to render).
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
}));
