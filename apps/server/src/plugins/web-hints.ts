import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ENGLISH_REST_KEY,
  matchWebRoute,
  routeApiUrl,
  routeModuleKey,
  WEB_ROUTES,
  type WebRoute,
} from '@kalasetu/shared/web-routes';
import { escapeHtml } from './page-template';

/**
 * The API reply a page renders, fetched with the page instead of after the app has started. The app's own fetch
 * (same URL, same-origin credentials) takes the preloaded reply. Not for a page rendered on the server, which
 * carries its data (decision 140).
 */
const apiPreload = (url: string) => `<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin>`;

const imagePreload = ({ href, srcset, sizes }: NonNullable<WebRoute['image']>) =>
  `<link rel="preload" as="image" href="${href}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The tags a path's page gets at the end of its head, so the browser fetches what the page shows before the app asks
 * for it: for the routes the route table marks `hinted` (packages/shared/src/web-routes.ts), the route's code and
 * what it imports, which the router otherwise requests only once the main script has run, the English texts it
 * waits for, the API reply it shows, and its largest picture. None without a build manifest or for other paths.
 * The route's modules are fetched at low priority: they are needed to hydrate, not to paint, so on a slow phone
 * network the stylesheet and the first page's chunk come first (docs/web-performance.md).
 */
export function pageHints(
  distDir: string,
  template: string,
): (pathname: string, options?: { rendered: boolean }) => string[] {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const modulePreloads = new Map<WebRoute, string[]>();
  for (const route of WEB_ROUTES.filter((route) => route.hinted)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(routeModuleKey(route));
    if (route.texts === 'all') visit(ENGLISH_REST_KEY);
    modulePreloads.set(
      route,
      [...files]
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" fetchpriority="low">`),
    );
  }
  return (pathname, { rendered } = { rendered: false }) => {
    const match = matchWebRoute(pathname);
    const preloads = match && modulePreloads.get(match.route);
    if (!match || !preloads) return [];
    const api = rendered ? null : routeApiUrl(match.route, match.params);
    return [
      ...(match.route.image ? [imagePreload(match.route.image)] : []),
      ...(api ? [apiPreload(api)] : []),
      ...preloads,
    ];
  };
}
