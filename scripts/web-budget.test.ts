import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without type declarations
import { HOME_JS_CEILING, HOME_JS_WARNING, homeRouteAssets, verdict } from './web-budget.mjs';

let dist: string | null = null;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

/** A build folder with a manifest and one file per chunk. */
function fakeBuild(manifest: Record<string, { file: string; [key: string]: unknown }>) {
  dist = mkdtempSync(path.join(tmpdir(), 'web-budget-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const { file, css } of Object.values(manifest))
    for (const written of [file, ...((css as string[] | undefined) ?? [])])
      writeFileSync(path.join(dist, written), `/* ${written} */\n`);
  return dist;
}

describe('homeRouteAssets', () => {
  it('counts what the first page imports lazily, except what DEFERRED names', () => {
    const files = homeRouteAssets(
      fakeBuild({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_first-page.js'],
          dynamicImports: [
            'src/app/routes/home.tsx',
            'src/app/routes/jobs.tsx',
            'src/components/layout/language-menu.tsx',
            'src/components/layout/user-menu.tsx',
            'src/locales/english-rest.ts',
            'src/locales/hi/home.json',
            '../../node_modules/sonner/dist/index.mjs',
          ],
        },
        '_first-page.js': { file: 'assets/first-page.js', css: ['assets/first-page.css'] },
        'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_first-page.js'] },
        'src/app/routes/jobs.tsx': { file: 'assets/jobs.js' },
        'src/components/layout/language-menu.tsx': { file: 'assets/language-menu.js', imports: ['_menu.js'] },
        '_menu.js': { file: 'assets/menu.js' },
        'src/components/layout/user-menu.tsx': { file: 'assets/user-menu.js' },
        'src/locales/english-rest.ts': { file: 'assets/english-rest.js' },
        'src/locales/hi/home.json': { file: 'assets/hi-home.js' },
        '../../node_modules/sonner/dist/index.mjs': { file: 'assets/sonner.js' },
      }),
    ).map((asset: { file: string }) => asset.file);
    expect(files.sort()).toEqual(
      [
        'assets/first-page.css',
        'assets/first-page.js',
        'assets/home.js',
        'assets/index.js',
        'assets/language-menu.js',
        'assets/menu.js',
      ].sort(),
    );
  });
});

describe('the first-page ratchet', () => {
  it('fails above the ceiling, warns within the warning margin of it, and is quiet below', () => {
    expect(verdict(HOME_JS_CEILING + 1)).toMatch(/^OVER THE CEILING/);
    expect(verdict(HOME_JS_CEILING)).toMatch(/^WARNING, near the ceiling: .* \(0\.0 kB left\)$/);
    expect(verdict(HOME_JS_CEILING - HOME_JS_WARNING + 1)).toMatch(/^WARNING/);
    expect(verdict(HOME_JS_CEILING - HOME_JS_WARNING)).toMatch(/^Within the ceiling/);
  });
});
