import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { baseUrl } from './base-url';

/**
 * Debian's Chromium in two builds of the same version (decision 329): the headless shell, which drives the journeys at
 * two thirds of the full browser's CPU, and the full browser, for what only it has (the notification permission).
 */
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How long one step (a click, a toast, a page) may wait for its signal. Generous: with two journeys, their browsers and
 * their servers on two cores, a step that takes a second alone has taken over 15 s. Steps end on their signal, so
 * passing journeys are not slower for it.
 */
export const STEP_TIMEOUT_MS = 30_000;

/**
 * The system Chromium (a test tool's own browser download does not work here): its headless shell, or with `full` the
 * whole browser. The shell denies web notifications whatever the permission says, so a journey that shows one needs
 * the full browser.
 */
export async function launchBrowser(options: { full?: boolean } = {}): Promise<Browser> {
  const [executablePath, variable, debianPackage] = options.full
    ? [CHROMIUM_PATH, 'CHROMIUM_PATH', 'chromium']
    : [HEADLESS_SHELL_PATH, 'CHROMIUM_HEADLESS_SHELL_PATH', 'chromium-headless-shell'];
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install it with "apt-get install ${debianPackage}" or set ${variable}.`,
    );
  }
  return chromium.launch({ executablePath, args: FLAGS });
}

export { baseUrl };

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  await traceOnFailure(context);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return { context, page: untilHydrated(page) };
}

/** Where a failed journey's trace goes (git ignores test-results/); open one with `npx playwright-core show-trace`. */
export const TRACE_DIR = path.resolve(import.meta.dirname, '../../../../test-results/e2e-traces');

/**
 * With E2E_TRACE=on, records a trace of the context (DOM snapshots, network, console; no screenshots, which cost the
 * most) and saves it only when the test that opened the page fails (docs/testing.md). Off by default: tracing every
 * action cost a sixth of a journey's time (people.e2e.ts: 83 s traced, 69 s not), so a failure is traced by running
 * its file again with it on. A page opened outside a test (a `beforeAll`) is not traced.
 */
async function traceOnFailure(context: BrowserContext): Promise<void> {
  if (process.env.E2E_TRACE !== 'on') return;
  try {
    onTestFailed(async ({ task }) => {
      const name = `${path.basename(task.file.name, '.e2e.ts')}-${task.name}`
        .replace(/[^\w-]+/g, '-')
        .slice(0, 120);
      const file = path.join(TRACE_DIR, `${name}-${Date.now().toString(36)}.zip`);
      // The context may already be closed by the test; then there is nothing left to save.
      await context.tracing.stop({ path: file }).then(
        () => process.stderr.write(`trace of the failed journey: ${file}\n`),
        () => undefined,
      );
    });
  } catch {
    return;
  }
  await context.tracing.start({ snapshots: true, screenshots: false, sources: false });
}

/**
 * A page rendered on the server shows its content before its code runs; a click then is lost. This makes `goto` and
 * `reload` also wait until the app has hydrated such a page (`<html data-hydrated>`, components/layout/root-layout).
 */
export function untilHydrated(page: Page): Page {
  const wait = async () => {
    if ((await page.locator('#ssr-state').count()) === 0) return;
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await wait();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await wait();
    return response;
  };
  return page;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

/**
 * Asks for `pathname` as a visitor with a session would, so the server sends the app's shell and the browser renders
 * the page and fetches its data itself (decision 140): for tests of what the page does when a browser fetch fails.
 */
export async function renderInBrowser(page: Page, pathname: string): Promise<void> {
  // On the context: once the service worker controls the page, the navigation is its request, not the page's.
  await page.context().route(
    (url) => url.pathname === pathname,
    async (route) =>
      route.fulfill({
        response: await route.fetch({
          headers: { ...route.request().headers(), cookie: 'kalasetu.session_token=none' },
        }),
      }),
  );
}

/**
 * Records the page's requests from now on, all but its live-update stream (an EventSource never ends, so the
 * browser's own "network idle" never comes on a signed-in page). `settled()` resolves once every recorded request
 * is answered and the page has painted twice after that: what the answers set off has rendered.
 */
export function trackRequests(page: Page) {
  const inflight = new Set<Request>();
  let wake = () => {};
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') inflight.add(request);
  });
  const done = (request: Request) => {
    inflight.delete(request);
    if (!inflight.size) wake();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      do {
        while (inflight.size) await new Promise<void>((resolve) => (wake = resolve));
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      } while (inflight.size);
    },
  };
}
