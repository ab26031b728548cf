import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { watchUserContent } from './language-checks';
import {
  checkPage,
  makeSweepData,
  routerPaths,
  navigateInApp,
  settle,
  sweepPage,
  sweepUserContent,
  uiText,
  useLanguage,
  type Lang,
  type SweepData,
  type Visitor,
} from './sweep';

/**
 * Every route of the router, with the address that opens it. `extra` adds states of the same screen that show
 * different content (dashboard tabs, an invalid reset link…). A route added to the router without an entry here
 * fails the first test.
 */
const ROUTES: Record<string, { urls: (data: SweepData) => string[] }> = {
  '/': { urls: () => ['/'] },
  '/signin': { urls: () => ['/signin'] },
  '/admin-signin': { urls: () => ['/admin-signin'] },
  '/signup': { urls: () => ['/signup'] },
  '/signup/role': { urls: () => ['/signup/role'] },
  '/signup/creator': { urls: () => ['/signup/creator'] },
  '/signup/enterprise': { urls: () => ['/signup/enterprise'] },
  '/onboarding': { urls: () => ['/onboarding'] },
  '/settings': { urls: () => ['/settings'] },
  '/forgot-password': { urls: () => ['/forgot-password'] },
  '/reset-password': { urls: () => ['/reset-password', '/reset-password?token=not-a-real-token'] },
  '/jobs': { urls: () => ['/jobs'] },
  '/jobs/:id': { urls: (d) => [`/jobs/${d.openJobId}`, `/jobs/${d.assignedJobId}`, '/jobs/999999'] },
  // The assigned job's work agreement: its two parties and admins see it, anyone else is told there is none.
  '/jobs/:id/agreement': { urls: (d) => [`/jobs/${d.assignedJobId}/agreement`] },
  '/post-job': { urls: () => ['/post-job'] },
  '/creators': { urls: () => ['/creators'] },
  '/creators/:id': { urls: (d) => [`/creators/${d.creator.id}`] },
  '/enterprises': { urls: () => ['/enterprises'] },
  '/enterprises/:id': { urls: (d) => [`/enterprises/${d.enterprise.id}`] },
  '/showcase': { urls: () => ['/showcase'] },
  '/dashboard': {
    urls: () => [
      '/dashboard',
      '/dashboard?tab=applications',
      '/dashboard?tab=invitations',
      '/dashboard?tab=agreements',
      '/dashboard?tab=messages',
      '/dashboard?tab=notifications',
      '/dashboard?tab=portfolio',
    ],
  },
  '/enterprise-dashboard': {
    urls: () => [
      '/enterprise-dashboard',
      '/enterprise-dashboard?tab=jobs',
      '/enterprise-dashboard?tab=applications',
      '/enterprise-dashboard?tab=agreements',
      '/enterprise-dashboard?tab=messages',
      '/enterprise-dashboard?tab=notifications',
    ],
  },
  '/admin': { urls: () => ['/admin'] },
  '/how-it-works': { urls: () => ['/how-it-works'] },
  '/about': { urls: () => ['/about'] },
  '/privacy': { urls: () => ['/privacy'] },
  '/terms': { urls: () => ['/terms'] },
  '/contact': { urls: () => ['/contact'] },
  '/resources': { urls: () => ['/resources', '/resources?tab=enterprise'] },
  '/resources/creator': { urls: () => ['/resources/creator'] },
  '/resources/enterprise': { urls: () => ['/resources/enterprise'] },
  '/become-creator': { urls: () => ['/become-creator'] },
  '*': { urls: () => ['/no-such-page'] },
};

/** The admin screen keeps its tabs out of the address; each is opened by clicking it. */
const ADMIN_TABS = ['recommendations', 'creators', 'enterprises', 'users', 'showcase', 'messages'] as const;

/**
 * Dialogs and menus, open: each is checked with axe and the 360 px rules in its open state. Every distinct dialog
 * of a role's screens is here once; the keyboard spec checks their focus handling.
 */
const OPEN_STATES: {
  visitor: Visitor;
  label: string;
  url: (data: SweepData) => string;
  open(page: Page, lang: Lang, data: SweepData): Promise<void>;
}[] = [
  { visitor: 'signed-out', label: 'mobile menu', url: () => '/', open: openMobileMenu },
  {
    visitor: 'signed-out',
    label: 'language menu',
    url: () => '/',
    open: async (page) => {
      await page.locator('button[aria-haspopup="menu"]').first().click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    visitor: 'signed-out',
    label: 'sign-in required dialog',
    url: (d) => `/jobs/${d.openJobId}`,
    open: (page, lang) => openDialog(page, uiText(lang, 'jobs.detail.applyNow')),
  },
  { visitor: 'creator', label: 'mobile menu', url: () => '/jobs', open: openMobileMenu },
  {
    visitor: 'creator',
    label: 'message thread (long name, long message)',
    url: () => '/dashboard?tab=messages',
    open: openThread,
  },
  {
    visitor: 'creator',
    label: 'account menu',
    url: () => '/jobs',
    open: async (page) => {
      await page.locator('button[aria-haspopup="menu"]').last().click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    visitor: 'creator',
    label: 'share menu',
    url: (d) => `/jobs/${d.openJobId}`,
    open: async (page, lang) => {
      await page.getByRole('button', { name: uiText(lang, 'common.share.button'), exact: true }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    visitor: 'creator',
    label: 'apply dialog with errors',
    url: (d) => `/jobs/${d.openJobId}`,
    open: async (page, lang) => {
      await openDialog(page, uiText(lang, 'jobs.detail.applyNow'));
      const dialog = page.getByRole('dialog');
      await dialog.locator('input').fill('not a number');
      await dialog.locator('textarea').fill(' ');
      await dialog.locator('textarea').fill('x');
      await dialog.locator('button[type="submit"]').click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  {
    visitor: 'creator',
    label: 'creator profile edit dialog',
    url: (d) => `/creators/${d.creator.id}`,
    open: (page, lang) => openDialog(page, uiText(lang, 'creators.edit.open')),
  },
  {
    visitor: 'creator',
    label: 'portfolio add dialog',
    url: (d) => `/creators/${d.creator.id}`,
    open: (page, lang) => openDialog(page, uiText(lang, 'portfolio.add')),
  },
  {
    visitor: 'enterprise',
    label: 'enterprise profile edit dialog',
    url: (d) => `/enterprises/${d.enterprise.id}`,
    open: (page, lang) => openDialog(page, uiText(lang, 'enterprises.edit.open')),
  },
  {
    visitor: 'enterprise',
    label: 'rating dialog',
    url: (d) => `/creators/${d.creator.id}`,
    open: (page, lang) => openDialog(page, uiText(lang, 'ratings.rate')),
  },
  {
    visitor: 'admin',
    label: 'add job dialog',
    url: () => '/admin',
    open: (page, lang) => openDialog(page, uiText(lang, 'admin.jobs.add')),
  },
  {
    visitor: 'admin',
    label: 'assign dialog',
    url: () => '/admin',
    open: async (page, lang, data) => {
      await page.locator('input[type="search"]').first().fill(data.tag);
      const row = page.getByRole('row').filter({ hasText: `Product photos ${data.tag}` });
      await row.getByRole('button', { name: uiText(lang, 'admin.jobs.assign'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    visitor: 'admin',
    label: 'comments dialog',
    url: () => '/admin',
    open: async (page, lang, data) => {
      await page.locator('input[type="search"]').first().fill(data.tag);
      const row = page.getByRole('row').filter({ hasText: `Product photos ${data.tag}` });
      await row.getByRole('button', { name: uiText(lang, 'admin.jobs.comments'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    visitor: 'admin',
    label: 'add user dialog',
    url: () => '/admin',
    open: async (page, lang) => {
      await page.getByRole('tab', { name: uiText(lang, 'admin.tabs.users') }).click();
      await openDialog(page, uiText(lang, 'admin.users.add'));
    },
  },
  {
    visitor: 'admin',
    label: 'delete user confirmation',
    url: () => '/admin',
    open: async (page, lang, data) => {
      await page.getByRole('tab', { name: uiText(lang, 'admin.tabs.users') }).click();
      const name = uiText(lang, 'admin.users.deleteWho').replace('{{name}}', data.creator.name);
      await page.getByRole('button', { name }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    visitor: 'admin',
    label: 'showcase item dialog',
    url: () => '/admin',
    open: async (page, lang) => {
      await page.getByRole('tab', { name: uiText(lang, 'admin.tabs.showcase') }).click();
      await openDialog(page, uiText(lang, 'admin.showcase.add'));
    },
  },
];

/**
 * Opens the conversation with the enterprise: on a phone the thread covers the screen, the page behind does not
 * move, and the back button, the newest message and Send are all on screen.
 */
async function openThread(page: Page, lang: Lang, data: SweepData) {
  const row = page.locator(`button[data-conversation="${data.enterprise.id}"]`);
  // The click would scroll the row into view itself; do it first, so only the app can move the page after.
  await row.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await row.click();
  await page.getByTestId('thread-view').getByText(data.longMessage.slice(0, 30)).waitFor();
  const onScreen = async (name: string) => {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    const { width, height } = page.viewportSize()!;
    if (!box || box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height)
      throw new Error(`"${name}" is not fully on screen: ${JSON.stringify(box)}`);
  };
  await onScreen(uiText(lang, 'messages.back'));
  await onScreen(uiText(lang, 'messages.send'));
  const after = await page.evaluate(() => window.scrollY);
  if (after !== before) throw new Error(`opening the thread moved the page from ${before} to ${after}`);
}

async function openMobileMenu(page: Page) {
  await page.locator('button[aria-controls="mobile-menu"]').click();
  await page.locator('#mobile-menu').waitFor();
}

async function openDialog(page: Page, buttonName: string) {
  await page.getByRole('button', { name: buttonName, exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
}

const VISITORS: Visitor[] = ['signed-out', 'creator', 'enterprise', 'admin'];
const LANGUAGES: Lang[] = ['en', 'hi', 'kn', 'mr'];
/**
 * Axe costs most of a page's time and finds the same markup in every language, so it runs in English and Hindi
 * (one Latin and one Devanagari layout); the cheap checks (360 px, no English left) run in all four.
 */
const AXE_LANGUAGES: Lang[] = ['en', 'hi'];
/**
 * How a pass reaches each address. A visitor arrives at a page by loading it (a link from outside, a bookmark: the
 * server renders it and the app hydrates) or moves to it inside the app (the router renders it, its data cached or
 * fetched); both must fit and read in the visitor's language. The English pass at 360 px loads every address; the
 * others (Hindi, Kannada, Marathi, the 1280 px pass) load the first and move in the app to the rest, which costs a
 * third of a load (docs/testing.md). The server-rendered pages in every language are held to their own checks: the
 * server-rendering API test (four languages) and the HTML checker.
 */
const arrival = (lang: Lang, desktop: boolean): 'load' | 'in-app' =>
  !desktop && lang === 'en' ? 'load' : 'in-app';

/**
 * Addresses that only send a visitor on to another address of the table (a signed-out visitor's dashboards go to
 * sign-in), learnt on the first pass: later passes skip them, since where they land is checked in that pass anyway.
 */
const REDIRECTS = new Map<Visitor, Map<string, string>>();

const pathOf = (address: string) => new URL(address, 'http://sweep.invalid').pathname;

/**
 * Visits every address of the table once, with the checks of this language; on a desktop-wide page only each
 * route's first address, and axe only. A route's other addresses are states of the same screen (tabs), behind the
 * same guard: a visitor its first address sends to another page (sign-in, their own dashboard) is not sent through
 * them too. A screen is checked once per pass: an address that lands where an earlier one did (every guarded page
 * sends a signed-out visitor to sign-in) is visited, so its redirect must work, but not checked again.
 */
async function sweep(page: Page, lang: Lang, visitor: Visitor, data: SweepData, desktop = false) {
  const failures: string[] = [];
  const visit =
    arrival(lang, desktop) === 'load'
      ? (url: string) => page.goto(url)
      : (url: string) => navigateInApp(page, url);
  const checks = {
    axe: desktop || AXE_LANGUAGES.includes(lang),
    layout: !desktop,
    lang,
    userContent: sweepUserContent(data),
  };
  watchUserContent(page, checks.userContent);
  const visited = Object.values(ROUTES).flatMap(({ urls }) =>
    desktop ? urls(data).slice(0, 1) : urls(data),
  );
  const redirects = REDIRECTS.get(visitor) ?? new Map<string, string>();
  REDIRECTS.set(visitor, redirects);
  const checked = new Set<string>();
  for (const [route, { urls }] of Object.entries(ROUTES)) {
    const [first, ...states] = urls(data);
    for (const url of desktop ? [first!] : [first!, ...states]) {
      const target = redirects.get(url);
      if (target && visited.includes(target)) {
        if (url === first && pathOf(target) !== pathOf(url)) break;
        continue;
      }
      await visit(url);
      const label = `${url} [${route}] (${visitor}, ${lang}${desktop ? ', 1280 px' : ''}, ${arrival(lang, desktop)})`;
      const unsettled = await settle(page, lang).catch((error: Error) => `${label}: ${error.message}`);
      if (unsettled) {
        failures.push(unsettled);
        continue;
      }
      const { pathname: landed, search } = new URL(page.url());
      if (`${landed}${search}` !== url) redirects.set(url, `${landed}${search}`);
      const sentAway = landed !== pathOf(url);
      if (checked.has(`${landed}${search}`)) {
        if (sentAway && url === first) break;
        continue;
      }
      checked.add(`${landed}${search}`);
      await checkPage(page, `${label} → ${landed}`, failures, checks);
      if (sentAway && url === first) break;
      if (route === '/admin' && visitor === 'admin') {
        for (const tab of ADMIN_TABS) {
          await page.locator(`[role="tab"][id$="-trigger-${tab}"]`).click();
          await page.locator(`[role="tabpanel"][id$="-content-${tab}"]`).waitFor();
          await settle(page, lang);
          await checkPage(page, `/admin ${tab} tab (${label})`, failures, checks);
        }
      }
    }
  }
  return failures;
}

/** Which share of the sweep a file runs: every (language, visitor) pair is in exactly one file (docs/testing.md). */
export interface SweepPart {
  /** Languages swept at 360 px (every visitor), with the open dialogs and menus where axe runs in that language. */
  languages: Lang[];
  /** The 1280 px axe pass (English, every visitor). */
  desktop?: boolean;
  /** The route table's completeness and the dashboard tab bar (once, in the first file). */
  firstPart?: boolean;
}

/**
 * The sweep's files (accessibility-*.e2e.ts), one part each: together every language once and the desktop pass once,
 * which the first part checks. English, which loads every address, is the longest part and starts first; the in-app
 * parts take a half to a fifth of its time, Marathi with the 1280 px pass (docs/quality.md has each file's time).
 */
export const SWEEP_PARTS = {
  english: { languages: ['en'], firstPart: true },
  hindi: { languages: ['hi'] },
  kannada: { languages: ['kn'] },
  marathi: { languages: ['mr'], desktop: true },
} satisfies Record<string, SweepPart>;

/**
 * Declares one file's share of the sweep. The sweep is split across files so that two journey workers run it side by
 * side, each file against its own server (support/server.ts); nothing is dropped: every language, visitor, route and
 * dialog of the table is still visited once.
 */
export function describeRouteSweep(name: keyof typeof SWEEP_PARTS) {
  const part: SweepPart = SWEEP_PARTS[name];
  const title = `accessibility and 360 px layout of every route (${part.languages.join(', ')}${part.desktop ? ', 1280 px' : ''})`;
  describe(title, () => {
    let browser: Browser;
    let contexts: Map<Visitor, BrowserContext>;
    let data: SweepData;
    beforeAll(async () => {
      browser = await launchBrowser();
      ({ contexts, data } = await makeSweepData(browser, 'sweep'));
    });
    afterAll(async () => {
      await browser?.close();
    });

    if (part.firstPart)
      it('sweeps every language once and the desktop width once across its files', () => {
        const parts: SweepPart[] = Object.values(SWEEP_PARTS);
        expect(parts.flatMap((p) => p.languages).sort()).toEqual([...LANGUAGES].sort());
        expect(parts.filter((p) => p.desktop)).toHaveLength(1);
        expect(parts.filter((p) => p.firstPart)).toHaveLength(1);
      });

    if (part.firstPart)
      it('has a sweep entry for every route of the router, and no entry for a route that is gone', () => {
        const paths = routerPaths();
        expect(paths.length).toBeGreaterThan(30);
        expect([...paths].sort()).toEqual(Object.keys(ROUTES).sort());
      });

    // The in-app passes rely on this: the router, not only the address bar, moves, and its redirects run.
    if (part.firstPart)
      it('moves inside the app the way the in-app passes do: the route renders, its redirect runs', async () => {
        const context = contexts.get('signed-out')!;
        await useLanguage(context, 'en');
        const page = await sweepPage(context);
        await navigateInApp(page, '/');
        await settle(page, 'en');
        await page.evaluate(() => ((window as { stillLoaded?: boolean }).stillLoaded = true));
        await navigateInApp(page, '/about');
        await settle(page, 'en');
        await expect(page.locator('h1').first().textContent()).resolves.toBe(uiText('en', 'about.title'));
        await navigateInApp(page, '/dashboard');
        await settle(page, 'en');
        expect(new URL(page.url()).pathname).toBe('/signin');
        await expect(page.locator('h1').first().textContent()).resolves.toBe(
          uiText('en', 'auth.signin.title'),
        );
        // The same document all along: nothing was loaded again.
        expect(await page.evaluate(() => (window as { stillLoaded?: boolean }).stillLoaded)).toBe(true);
        await page.close();
      });

    if (part.firstPart)
      it('switches every dashboard tab from the scrolling tab bar on a 360 px phone, for a creator and an enterprise', async () => {
        for (const [visitor, path] of [
          ['creator', '/dashboard'],
          ['enterprise', '/enterprise-dashboard'],
        ] as const) {
          const context = contexts.get(visitor)!;
          await useLanguage(context, 'en');
          const page = await sweepPage(context);
          await page.goto(path);
          await settle(page, 'en');
          const shortcuts = page
            .getByRole('tablist', { name: uiText('en', 'dashboard.shortcuts') })
            .getByRole('tab');
          const count = await shortcuts.count();
          expect(count).toBeGreaterThanOrEqual(4);
          const shown = new Set<string>();
          // Last to first, so every press changes the tab.
          let previous: string | null = null;
          for (let index = count - 1; index >= 0; index--) {
            await shortcuts.nth(index).click();
            const before = previous;
            await expect
              .poll(() =>
                page.evaluate(() => {
                  const tab = new URL(location.href).searchParams.get('tab');
                  const panel = document.querySelector('[role="tabpanel"][data-state="active"]');
                  return tab && panel?.id.endsWith(`-content-${tab}`) && panel.checkVisibility() ? tab : null;
                }),
              )
              .toSatisfy((tab: string | null) => tab !== null && tab !== before);
            previous = new URL(page.url()).searchParams.get('tab');
            shown.add(previous!);
          }
          expect(shown.size).toBe(count);
          await page.close();
        }
      });

    for (const lang of part.languages) {
      // Dialogs and menus open, where axe runs; their text is checked for English there too (Hindi).
      if (AXE_LANGUAGES.includes(lang))
        it(`meets WCAG 2.1 AA and fits 360 px with each dialog and menu open (${lang})`, async () => {
          const failures: string[] = [];
          const pages = new Map<Visitor, Page>();
          const userContent = sweepUserContent(data);
          for (const { visitor, label, url, open } of OPEN_STATES) {
            if (!pages.has(visitor)) {
              const context = contexts.get(visitor)!;
              await useLanguage(context, lang);
              const fresh = await sweepPage(context);
              watchUserContent(fresh, userContent);
              pages.set(visitor, fresh);
            }
            const page = pages.get(visitor)!;
            const where = `${label} (${visitor}, ${lang})`;
            try {
              await page.goto(url(data));
              await settle(page, lang);
              await open(page, lang, data);
              await page.evaluate(() => document.fonts.ready.then(() => undefined));
              await checkPage(page, where, failures, { lang, userContent });
            } catch (error) {
              failures.push(`${where}: could not open: ${(error as Error).message.split('\n')[0]}`);
            }
          }
          for (const page of pages.values()) await page.close();
          expect(failures.join('\n\n')).toBe('');
        }, 300_000);

      for (const visitor of VISITORS) {
        const what = [
          AXE_LANGUAGES.includes(lang) ? 'meets WCAG 2.1 AA' : null,
          'fits 360 px',
          lang === 'en' ? null : 'has no English left',
        ].filter(Boolean);
        it(`${what.join(', ')} on every route: ${visitor}, ${lang}`, async () => {
          const context = contexts.get(visitor)!;
          await useLanguage(context, lang);
          const page = await sweepPage(context);
          const failures = await sweep(page, lang, visitor, data);
          await page.close();
          expect(failures.join('\n\n')).toBe('');
        }, 600_000);
      }
    }

    // The desktop layout has its own navigation and tab bars; axe checks it too, in English.
    if (part.desktop)
      for (const visitor of VISITORS) {
        it(`meets WCAG 2.1 AA on every route at 1280 px: ${visitor}, en`, async () => {
          const context = contexts.get(visitor)!;
          await useLanguage(context, 'en');
          const page = await sweepPage(context);
          await page.setViewportSize({ width: 1280, height: 900 });
          const failures = await sweep(page, 'en', visitor, data, true);
          await page.close();
          expect(failures.join('\n\n')).toBe('');
        }, 600_000);
      }
  });
}
