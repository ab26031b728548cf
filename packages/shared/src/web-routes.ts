/**
 * The web app's routes as facts (decision 140): the one place that says which pages the server renders, which code,
 * texts and data each needs first, and which pictures it shows first. apps/web/src/app/router.tsx builds the router
 * from it; the server's page hints (web-hints.ts) and renderer (web-ssr.ts) and the first-page budget
 * (scripts/web-budget.mjs) read it. Plain data: the server and the scripts load it without a bundler.
 */

/** The home page's largest paint: hero.tsx shows it, the server preloads it with the page. */
export const HERO_IMAGE = {
  href: '/hero.webp',
  srcset: '/hero-800.webp 800w, /hero.webp 1200w',
  sizes: '(min-width: 768px) 560px, 100vw',
} as const;

/**
 * The text files (apps/web/src/locales/en/<name>.json) shipped with the first page: what the layout and home show.
 * Routes with `texts: 'first-page'` show only these. lib/i18n.ts and locales/english-rest.ts must list the same
 * files in their import.meta.glob patterns (Vite needs literals there); i18n.test.ts holds all three in step.
 * The bell's and the live notices' texts are left out: only signed-in readers see them, and they arrive just after
 * the first paint.
 */
export const FIRST_PAGE_TEXTS = ['common', 'nav', 'footer', 'home', 'errorView', 'notFound'] as const;

export interface WebRoute {
  /** React Router's path; null for the index route (home). */
  path: string | null;
  /** Its screen: apps/web/src/app/routes/<module>.tsx, a lazily loaded chunk of its own. */
  module: string;
  /** Rendered on the server for a signed-out visitor (decision 140); the others get the app's shell. */
  ssr?: true;
  /**
   * The English texts it shows: `first-page` (FIRST_PAGE_TEXTS, shipped with the first page) or `all`
   * (it also waits for locales/english-rest.ts before it renders).
   */
  texts: 'first-page' | 'all';
  /**
   * A page people open first, often: the server names its code (and what it imports) in the page's head, so the
   * browser fetches it with the HTML instead of after the main script has run.
   */
  hinted?: true;
  /** The API reply it shows, fetched with the page when the browser renders it (`:id` is the page's id). */
  api?: string;
  /** A picture that is its largest paint, preloaded with high priority. */
  image?: typeof HERO_IMAGE;
}

const page = (path: string | null, module: string, extra: Partial<WebRoute> = {}): WebRoute => ({
  path,
  module,
  texts: 'all',
  ...extra,
});
const ssr = { ssr: true } as const;

export const WEB_ROUTES: readonly WebRoute[] = [
  page(null, 'home', { ssr: true, texts: 'first-page', hinted: true, api: '/api/home', image: HERO_IMAGE }),
  page('signin', 'signin'),
  page('admin-signin', 'admin-signin'),
  page('signup', 'signup'),
  page('signup/role', 'signup'),
  page('signup/creator', 'signup-creator'),
  page('signup/enterprise', 'signup-enterprise'),
  page('onboarding', 'onboarding'),
  page('settings', 'settings'),
  page('forgot-password', 'forgot-password'),
  page('reset-password', 'reset-password'),
  page('jobs', 'jobs', { ssr: true, hinted: true }),
  page('jobs/:id', 'job-detail', { ssr: true, hinted: true, api: '/api/jobs/:id' }),
  page('jobs/:id/agreement', 'agreement'),
  page('post-job', 'post-job'),
  page('creators', 'creators', ssr),
  page('creators/:id', 'creator-profile', ssr),
  page('enterprises', 'enterprises', ssr),
  page('enterprises/:id', 'enterprise-profile', ssr),
  page('showcase', 'showcase', ssr),
  page('dashboard', 'dashboard'),
  page('enterprise-dashboard', 'enterprise-dashboard'),
  page('admin', 'admin'),
  page('how-it-works', 'how-it-works', ssr),
  page('about', 'about', ssr),
  page('privacy', 'privacy', ssr),
  page('terms', 'terms', ssr),
  page('contact', 'contact', ssr),
  page('resources', 'resources', ssr),
  page('resources/creator', 'resources-creator', ssr),
  page('resources/enterprise', 'resources-enterprise', ssr),
  page('become-creator', 'become-creator', ssr),
  page('*', 'not-found'),
];

/** Vite's manifest key of a route's module. */
export const routeModuleKey = (route: WebRoute) => `src/app/routes/${route.module}.tsx`;

/** The manifest key of the English texts every route with `texts: 'all'` waits for (apps/web/src/lib/i18n.ts). */
export const ENGLISH_REST_KEY = 'src/locales/english-rest.ts';

/**
 * The route a path shows, matched as React Router matches these flat routes: static segments exactly, `:id` any one
 * segment, a trailing slash allowed. Null for the catch-all (`*`).
 */
export function matchWebRoute(pathname: string): { route: WebRoute; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of WEB_ROUTES) {
    if (route.path === '*') continue;
    const wanted = route.path === null ? [] : route.path.split('/');
    if (wanted.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = wanted.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    if (fits) return { route, params };
  }
  return null;
}

/** The API reply a route's page shows at a path, with the page's own id in it. */
export function routeApiUrl(route: WebRoute, params: Record<string, string>): string | null {
  if (!route.api) return null;
  const url = route.api.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? ''));
  return url.includes('//') || url.endsWith('/') ? null : url;
}
