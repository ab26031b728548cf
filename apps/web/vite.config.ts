import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstPageChunks } from './build/first-page-chunks';
import { precompress } from './build/precompress';
import { preloadFont } from './build/preload-font';

const apiTarget = process.env.KALASETU_API ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` (npm run build) writes the server's page renderer to dist-ssr (decision 115).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [tailwindcss()]
    : [tailwindcss(), preloadFont(/noto-sans-latin-wght-normal-[\w-]+\.woff2$/), precompress()],
  // The app is written against React's API and types and runs on Preact's (decision 134): JSX compiles to Preact's
  // runtime, and `react` / `react-dom` resolve to preact/compat, for the app and for the packages it uses.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  // Known to the dev server from its start: found later, they make it reload the page.
  optimizeDeps: { include: ['preact/compat', 'preact/jsx-runtime', 'preact/jsx-dev-runtime'] },
  // The server renderer bundles its packages, so that they too render with Preact.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
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
        // "use client" marks modules for React Server Components, which this app does not use; React Router reads
        // React 19's useOptimistic only where it exists, and falls back where it does not (Preact, decision 134).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      ...(isSsrBuild
        ? {}
        : { output: { codeSplitting: firstPageChunks(fileURLToPath(new URL('./src', import.meta.url))) } }),
    },
  },
}));
