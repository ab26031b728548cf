import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstPageChunks } from './build/first-page-chunks';
import { precompress } from './build/precompress';
import { preloadFont } from './build/preload-font';
import { serviceWorker } from './build/service-worker';

const apiTarget = process.env.KALASETU_API ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` (npm run build) writes the server's page renderer to dist-ssr (decision
// 140).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [
        react(),
        tailwindcss(),
        preloadFont(/noto-sans-latin-wght-normal-[\w-]+\.woff2$/),
        precompress(),
        serviceWorker(fileURLToPath(new URL('./src', import.meta.url))),
      ],
  // The server renderer bundles the app's packages (one copy of each, resolved as the browser's are) but not React,
  // which it loads from node_modules: react-dom/server is written for Node and needs none of Vite's processing.
  ssr: { noExternal: true, external: ['react', 'react-dom', 'scheduler'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/manifest.webmanifest': apiTarget,
      '/offline.html': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: bench/web reads the chunk graph of the home route from it.
    manifest: !isSsrBuild,
    // Vite inlines small assets as data: URLs; keep the CSP-friendly default and no inline scripts.
    modulePreload: { polyfill: false },
    // The home page's code in one chunk, not ~35 (decision 127); the server bundle keeps its default.
    rolldownOptions: {
      onwarn(warning, warn) {
        // "use client" marks modules for React Server Components, which this app does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      ...(isSsrBuild
        ? {}
        : { output: { codeSplitting: firstPageChunks(fileURLToPath(new URL('./src', import.meta.url))) } }),
    },
  },
}));
