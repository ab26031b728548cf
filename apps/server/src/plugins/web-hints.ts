import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const HOME_ROUTE = 'src/app/routes/home.tsx';
/** Keep in step with HERO_SRCSET and HERO_SIZES in apps/web/src/features/home/components/hero.tsx. */
const HERO = {
  href: '/hero.webp',
  srcset: '/hero-800.webp 800w, /hero.webp 1200w',
  sizes: '(min-width: 768px) 560px, 100vw',
};

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Tags for the head of the home page only, so the browser fetches what the page shows before the app asks for it:
 * the hero picture (the largest paint) and the home route's code, which the router otherwise requests only once
 * the main script has run. Empty when the build has no manifest.
 */
export function homePageHints(distDir: string, template: string): string {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(HOME_ROUTE);
  const modules = [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return [
    `<link rel="preload" as="image" href="${HERO.href}" imagesrcset="${HERO.srcset}" imagesizes="${HERO.sizes}" fetchpriority="high">`,
    ...modules,
  ].join('\n    ');
}
