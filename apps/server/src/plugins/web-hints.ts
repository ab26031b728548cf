import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Keep in step with HERO_SRCSET and HERO_SIZES in apps/web/src/features/home/components/hero.tsx. */
const HERO = {
  href: '/hero.webp',
  srcset: '/hero-800.webp 800w, /hero.webp 1200w',
  sizes: '(min-width: 768px) 560px, 100vw',
};
const HERO_PRELOAD = `<link rel="preload" as="image" href="${HERO.href}" imagesrcset="${HERO.srcset}" imagesizes="${HERO.sizes}" fetchpriority="high">`;
/** The English texts every route but home waits for (apps/web/src/lib/i18n.ts). */
const ENGLISH_REST = 'src/locales/english-rest.ts';

/**
 * The API reply a page renders, fetched with the page instead of after the app has started. The app's own fetch
 * (same URL, same-origin credentials) takes the preloaded reply. Not for a page rendered on the server, which
 * carries its data (decision 115).
 */
const apiPreload = (url: string) => `<link rel="preload" as="fetch" href="${url}" crossorigin>`;

/** The most visited pages, with the lazily loaded modules (Vite manifest keys) they need before they can render. */
const PAGES: Array<{
  pattern: RegExp;
  modules: string[];
  extra: (pathname: string) => string[];
  data?: (pathname: string) => string[];
}> = [
  {
    pattern: /^\/$/,
    modules: ['src/app/routes/home.tsx'],
    extra: () => [HERO_PRELOAD],
    data: () => [apiPreload('/api/home')],
  },
  { pattern: /^\/jobs\/?$/, modules: ['src/app/routes/jobs.tsx', ENGLISH_REST], extra: () => [] },
  {
    pattern: /^\/jobs\/(\d+)\/?$/,
    modules: ['src/app/routes/job-detail.tsx', ENGLISH_REST],
    extra: () => [],
    data: (pathname) => [apiPreload(`/api/jobs/${/\d+/.exec(pathname)![0]}`)],
  },
];

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The page for a path with hints in its head, so the browser fetches what the page shows before the app asks for
 * it: the route's code, which the router otherwise requests only once the main script has run, the API reply it
 * shows, and on the home page the hero picture (its largest paint). Without a build manifest, or for other paths, the page as built.
 */
export function pageWithHints(
  distDir: string,
  template: string,
): (pathname: string, page?: string, options?: { rendered: boolean }) => string {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return (_pathname, page = template) => page;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = PAGES.map(({ pattern, modules, extra, data }) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    modules.forEach(visit);
    const modulePreloads = [...files]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return { pattern, extra, data, modulePreloads };
  });
  return (pathname, html = template, { rendered } = { rendered: false }) => {
    const hints = pages.find(({ pattern }) => pattern.test(pathname));
    if (!hints) return html;
    const tags = [
      ...hints.extra(pathname),
      ...(rendered ? [] : (hints.data?.(pathname) ?? [])),
      ...hints.modulePreloads,
    ];
    return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  };
}
