import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

// The built SPA is served by the server under a strict CSP (script-src 'self'), so the build must
// not produce inline scripts; Vite's default HTML output only references hashed files in assets/.
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: `${root}/dist`,
    emptyOutDir: true,
    sourcemap: false,
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
});
