import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import {
  checkPage,
  makeSweepData,
  routerPaths,
  settle,
  useLanguage,
  type Lang,
  type SweepData,
  type Visitor,
} from './support/sweep';

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
      '/dashboard?tab=messages',
      '/dashboard?tab=notifications',
    ],
  },
  '/enterprise-dashboard': {
    urls: () => [
      '/enterprise-dashboard',
      '/enterprise-dashboard?tab=jobs',
      '/enterprise-dashboard?tab=applications',
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
const ADMIN_TABS = ['creators', 'enterprises', 'users', 'showcase', 'messages'] as const;

const VISITORS: Visitor[] = ['signed-out', 'creator', 'enterprise', 'admin'];
const LANGUAGES: Lang[] = ['en', 'hi'];

async function sweep(page: Page, lang: Lang, visitor: Visitor, data: SweepData) {
  const failures: string[] = [];
  for (const [route, { urls }] of Object.entries(ROUTES)) {
    for (const url of urls(data)) {
      await page.goto(url);
      const label = `${url} [${route}] (${visitor}, ${lang})`;
      if (process.env.SWEEP_VERBOSE) console.log(new Date().toISOString(), label);
      const unsettled = await settle(page, lang).catch((error: Error) => `${label}: ${error.message}`);
      if (unsettled) {
        failures.push(unsettled);
        continue;
      }
      const landed = new URL(page.url()).pathname;
      await checkPage(page, `${label} → ${landed}`, failures);
      if (route === '/admin' && visitor === 'admin') {
        for (const tab of ADMIN_TABS) {
          await page.locator(`[role="tab"][id$="-trigger-${tab}"]`).click();
          await page.locator(`[role="tabpanel"][id$="-content-${tab}"]`).waitFor();
          await settle(page, lang);
          await checkPage(page, `/admin ${tab} tab (${visitor}, ${lang})`, failures);
        }
      }
    }
  }
  return failures;
}

describe('accessibility and 360 px layout of every route', () => {
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

  it('has a sweep entry for every route of the router, and no entry for a route that is gone', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(30);
    expect([...paths].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const lang of LANGUAGES) {
    for (const visitor of VISITORS) {
      it(`meets WCAG 2.1 AA and fits 360 px on every route: ${visitor}, ${lang}`, async () => {
        const context = contexts.get(visitor)!;
        await useLanguage(context, lang);
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        const failures = await sweep(page, lang, visitor, data);
        await page.close();
        expect(failures.join('\n\n')).toBe('');
      }, 600_000);
    }
  }
});
