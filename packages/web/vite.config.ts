import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { textsPlugin } from './texts-plugin.js';

const root = import.meta.dirname;

// The built SPA is served by the server under a strict CSP (script-src 'self'), so the build must
// not produce inline scripts; Vite's default HTML output only references hashed files in assets/.
// Text assets are also written as .br and .gz beside the original, once, at build time: the server
// sends the one the browser accepts (@fastify/static preCompressed) without compressing per request.
// `vite build --ssr src/entry-server.tsx` (scripts/build.mjs) builds the server's renderer of the
// public pages into dist-ssr: the server imports it at runtime; nothing of it is served.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    textsPlugin(),
    react(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|txt)$/, threshold: 1024, skipIfLargerOrEqual: true, logLevel: 'silent' })]),
  ],
  build: isSsrBuild
    ? { outDir: `${root}/dist-ssr`, emptyOutDir: true, sourcemap: false, copyPublicDir: false, rollupOptions: { input: `${root}/src/entry-server.tsx` } }
    : {
        outDir: `${root}/dist`,
        emptyOutDir: true,
        sourcemap: false,
        // dist/.vite/manifest.json: the initial-JavaScript budget test (e2e/initial-js-budget) reads it,
        // and the server, for the public pages' entry (site-entry.ts) and stylesheet (app/site-styles.ts).
        manifest: true,
        // Every browser the app supports (Chrome 66+, Firefox 115+, Safari 17+) preloads modules by
        // itself: the fetch()-based polyfill would be dead weight in the first visit's JavaScript.
        modulePreload: { polyfill: false },
        rollupOptions: {
          // The libraries the first page runs (React, the router, i18next, react-query, Mantine's
          // core) as one chunk instead of ~25 small ones: compressed together they weigh ~8 KB brotli
          // less (the initial-JavaScript budget, e2e/initial-js-budget), and they change only with
          // the dependencies. Only what index.html's entry imports statically ($initial), not the
          // stylesheets (site-styles.ts keeps its own CSS), nothing the public pages' site-entry.ts runs.
          input: { index: `${root}/index.html`, site: `${root}/src/site-entry.ts`, 'site-styles': `${root}/src/app/site-styles.ts` },
          output: { codeSplitting: { groups: [{ name: 'vendor', test: (id) => id.includes('/node_modules/') && !/\.css(\?|$)/.test(id), tags: ['$initial'] }] } },
        },
      },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
      '/socket.io': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
      '/socket.io': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
}));
