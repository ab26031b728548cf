// Bundles the server (apps/server/src/main.ts and the shared package it imports) into apps/server/dist/main.js when
// the bundle is missing or older than any of its sources, so that `npm start` runs plain JavaScript: compiling
// TypeScript at run time (tsx) cost about 75 MB of memory and a second esbuild process (decision 310).
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { newestMtime, ROOT } from './web-build.mjs';

export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');
const SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/shared/src',
  'scripts/server-build.mjs',
];

export function serverBuildIsStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/**
 * Packages stay in node_modules and are imported from there as usual; only the workspace's own TypeScript (the
 * server and @kalasetu/shared) is compiled into the bundle.
 */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kalasetu/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function ensureServerBuild({ quiet = false } = {}) {
  if (!serverBuildIsStale()) return false;
  if (!quiet) console.log('Building the server (missing or older than its sources)…');
  const result = await build({
    entryPoints: [path.join(ROOT, 'apps/server/src/main.ts')],
    outfile: SERVER_BUNDLE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // Readable stack traces in the logs without a source map (which Node would hold in memory).
    minify: false,
    keepNames: true,
    plugins: [packagesStayExternal],
    logLevel: quiet ? 'error' : 'warning',
  });
  // Written whole and then renamed: two test suites may build at once while a server starts from the file.
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, SERVER_BUNDLE);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureServerBuild();
