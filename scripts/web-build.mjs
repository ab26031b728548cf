// Builds the web app (dist, and the server renderer in dist-ssr) when either is missing or older than any of its sources. Used by `npm start` and the browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
// The server's page renderer (decision 140), built by the same `npm run build`.
const SSR_ENTRY = path.join(ROOT, 'apps/web/dist-ssr/entry-server.js');
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(DIST_INDEX) || !existsSync(SSR_ENTRY)) return true;
  const built = Math.min(statSync(DIST_INDEX).mtimeMs, statSync(SSR_ENTRY).mtimeMs);
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

export function ensureWebBuild({ quiet = false } = {}) {
  if (!webBuildIsStale()) return false;
  if (!quiet) console.log('Building the web app (missing or older than its sources)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@kalasetu/web'], {
    cwd: ROOT,
    stdio: quiet ? 'pipe' : 'inherit',
    // Test runners set NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(result.stdout?.toString() ?? '', result.stderr?.toString() ?? '');
    throw new Error('web build failed');
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild();
