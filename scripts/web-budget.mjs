// The JavaScript and CSS the home page loads, in gzip bytes, against the budget: `node --import tsx
// scripts/web-budget.mjs` (builds the web app first when it is stale; exits 1 over the budget). `npm test` runs it with
// `--ceiling`: then it fails above HOME_JS_CEILING, so that nothing grows back unnoticed (docs/web-performance.md).
// `npm run bench:web` runs it against the budget. The graph comes from Vite's manifest: the entry (index.html) and the
// lazy home route, every chunk they import statically, and every chunk they import dynamically unless DEFERRED names
// it — what a browser fetches and runs to make the home page work (hydrate, navigate, switch language). A new
// `lazy()` on the first page counts by default.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ENGLISH_REST_KEY, routeModuleKey, WEB_ROUTES } from '../packages/shared/src/web-routes.ts';
import { ensureWebBuild, ROOT } from './web-build.mjs';

/**
 * Gzip bytes of JavaScript the home route may load on React 19 (react-dom is about 60 kB of it;
 * docs/web-performance.md).
 */
export const HOME_JS_BUDGET = 150 * 1024;
/**
 * What `npm test` enforces: the budget itself. Lower it towards the measured size (docs/web-performance.md) as the
 * first page shrinks; raising it is a decision, not a fix.
 */
export const HOME_JS_CEILING = 150 * 1024;
/** The first page: the index route of the route table (packages/shared/src/web-routes.ts). */
const HOME_ROUTE = routeModuleKey(WEB_ROUTES.find((route) => route.path === null));
/** Every other route's module: each loads with its own page. */
const OTHER_ROUTES = new Set(WEB_ROUTES.map(routeModuleKey).filter((key) => key !== HOME_ROUTE));

/**
 * Dynamic imports of the first page that a signed-out visitor of the home page does not load until they do something
 * else (docs/web-performance.md). Each loads, when it does, with what it serves; anything not listed here counts.
 */
export const DEFERRED = [
  // Another page: its own route chunk, and the English texts the routes with `texts: 'all'` wait for.
  { pattern: { test: (/** @type {string} */ key) => OTHER_ROUTES.has(key) }, why: 'another route' },
  {
    pattern: { test: (/** @type {string} */ key) => key === ENGLISH_REST_KEY },
    why: 'texts of the other routes',
  },
  // Another language: its texts, shared messages and script font, loaded when it is chosen.
  { pattern: /^src\/locales\/(hi|kn|mr)\//, why: 'another language' },
  { pattern: /^src\/lib\/calendar-text\/(hi|kn|mr)\.ts$/, why: 'another language' },
  { pattern: /packages\/shared\/src\/messages\/(hi|kn|mr)\.json$/, why: 'another language' },
  { pattern: /^src\/fonts\/(devanagari|kannada)\.css$/, why: 'another language' },
  // Signed in: the account menu and the realtime connection (with zod).
  { pattern: /^src\/components\/layout\/user-menu\.tsx$/, why: 'signed in' },
  { pattern: /^src\/lib\/realtime\.ts$/, why: 'signed in' },
  { pattern: /^src\/features\/notifications\/utils\/live-notices\.ts$/, why: 'signed in' },
  // A toast: sonner loads with the first one (decision 196).
  { pattern: /node_modules\/sonner\//, why: 'a toast' },
];

/** @param {string} distDir */
export function homeRouteAssets(distDir) {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app`);
  /** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest[HOME_ROUTE]) throw new Error('entry or home route missing from the manifest');
  const chunks = new Set();
  const visit = (/** @type {string} */ key) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    for (const imported of manifest[key]?.dynamicImports ?? [])
      if (!DEFERRED.some(({ pattern }) => pattern.test(imported))) visit(imported);
  };
  visit(entry);
  visit(HOME_ROUTE);
  const files = new Set();
  for (const key of chunks) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return [...files]
    .map((file) => {
      const content = readFileSync(path.join(distDir, file));
      return {
        file,
        kind: file.endsWith('.css') ? 'css' : 'js',
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints the table and the verdict; returns whether the JavaScript fits the limit (the budget by default). */
export function reportHomeRoute(distDir = path.join(ROOT, 'apps/web/dist'), limit = HOME_JS_BUDGET) {
  const assets = homeRouteAssets(distDir);
  console.log(
    'Home route: JavaScript and CSS it loads to work, signed out (gzip level 9; brotli 11 as served; deferred: see DEFERRED)',
  );
  for (const asset of assets)
    console.log(
      `  ${asset.file.padEnd(44)} ${kB(asset.raw).padStart(10)} raw ${kB(asset.gzip).padStart(9)} gzip ${kB(asset.brotli).padStart(9)} br`,
    );
  const total = (/** @type {'js' | 'css'} */ kind, /** @type {'raw' | 'gzip' | 'brotli'} */ size) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset[size], 0);
  const js = total('js', 'gzip');
  console.log(
    `  JavaScript: ${assets.filter((a) => a.kind === 'js').length} files, ${kB(total('js', 'raw'))} raw, ${kB(js)} gzip, ${kB(total('js', 'brotli'))} brotli`,
  );
  console.log(
    `  CSS: ${kB(total('css', 'raw'))} raw, ${kB(total('css', 'gzip'))} gzip, ${kB(total('css', 'brotli'))} brotli`,
  );
  console.log(
    js <= HOME_JS_BUDGET
      ? `  Within the budget: ${kB(js)} ≤ ${kB(HOME_JS_BUDGET)} of gzip JavaScript`
      : `  OVER BUDGET: ${kB(js)} > ${kB(HOME_JS_BUDGET)} of gzip JavaScript (by ${kB(js - HOME_JS_BUDGET)})`,
  );
  const fits = js <= limit;
  if (limit !== HOME_JS_BUDGET)
    console.log(
      fits
        ? `  Within the ceiling npm test enforces (${kB(limit)})`
        : `  OVER THE CEILING npm test enforces: ${kB(js)} > ${kB(limit)} — something made the first page heavier`,
    );
  return { fits, jsGzip: js, cssGzip: total('css', 'gzip'), assets };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureWebBuild();
  const limit = process.argv.includes('--ceiling') ? HOME_JS_CEILING : HOME_JS_BUDGET;
  process.exit(reportHomeRoute(undefined, limit).fits ? 0 : 1);
}
