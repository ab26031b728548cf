import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { WEB_ROUTES } from '@kalasetu/shared/web-routes';
import { signInAsAdmin, signUpAs, type SignedUp } from './accounts';
import { formatViolations, runAxe } from './axe';
import { baseUrl, newPage, STEP_TIMEOUT_MS, trackRequests, untilHydrated } from './browser';
import { findEnglishText, gatherEmbeddedUserContent } from './language-checks';
import { fitsPhone, formatLayoutReport, measurePhoneLayout } from './layout-checks';

export const PHONE = { width: 360, height: 740 } as const;
export type Lang = 'en' | 'hi' | 'kn' | 'mr';
export type Visitor = 'signed-out' | 'creator' | 'enterprise' | 'admin';

/** Every path of the app's router, from the route table it is built from (decision 140): `/`, `/jobs/:id` … `*`. */
export function routerPaths(): string[] {
  return WEB_ROUTES.map(({ path }) => (path === null ? '/' : path === '*' ? '*' : `/${path}`));
}

/** The people and records the sweep's pages show: ids to fill `:id` and real content in lists and dashboards. */
export interface SweepData {
  creator: SignedUp;
  enterprise: SignedUp;
  /** Open job the creator has not applied to (its page offers "Apply Now"). */
  openJobId: number;
  /** Job the creator applied to and was assigned, so the two can message each other. */
  assignedJobId: number;
  /** Part of both job titles, unique to this run: "Product photos <tag>", "Harvest reel <tag>". */
  tag: string;
  /** Title of the creator's one portfolio item (a link). */
  portfolioTitle: string;
  /** The enterprise's message to the creator: long, with an unbroken word and a long web address. */
  longMessage: string;
}

/**
 * A signed-in context per visitor, made once: a creator and an enterprise sign up, the enterprise posts two jobs,
 * the creator applies to one, the admin assigns it and the enterprise writes — so dashboards, messages and
 * notifications have content to check, not only their empty states.
 */
export async function makeSweepData(browser: Browser, prefix: string) {
  const tag = `${prefix}-${Date.now().toString(36)}`;
  const contexts = new Map<Visitor, BrowserContext>();
  for (const visitor of ['signed-out', 'creator', 'enterprise', 'admin'] as const) {
    const { context } = await newPage(browser, { viewport: PHONE });
    contexts.set(visitor, context);
  }
  const at = (visitor: Visitor) => contexts.get(visitor)!;
  const creator = await signUpAs(at('creator'), 'creator', { name: 'Kavya Hegde' });
  // Long names and a long message: lists and threads must shorten or wrap them, never widen the page.
  const enterprise = await signUpAs(at('enterprise'), 'enterprise', {
    name: 'Rohini Venkatalakshmi Patil-Deshmukh',
    companyName: 'Sahyadri Spices',
  });
  await signInAsAdmin(at('admin'));

  const post = async (visitor: Visitor, url: string, data: Record<string, unknown>, method = 'post') => {
    const response = await at(visitor).request.fetch(url, { method, data });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.json() as Promise<Record<string, { id: number }>>;
  };
  const job = (title: string) => ({
    title,
    description: 'Forty spice packets on a white background, edited for an online shop.',
    location: 'Nashik, Maharashtra',
    budgetMin: 150000,
    budgetMax: 250000,
    deadline: '2099-06-30',
    skills: ['Photography'],
  });
  const assigned = await post('enterprise', '/api/jobs', job(`Harvest reel ${tag}`));
  const open = await post('enterprise', '/api/jobs', job(`Product photos ${tag}`));
  const assignedJobId = assigned.job!.id;
  await post('creator', `/api/jobs/${assignedJobId}/applications`, {
    proposedPrice: 180000,
    coverLetter: 'I shoot reels for farms every season and can come on a weekend.',
  });
  await post('admin', `/api/jobs/${assignedJobId}/assignment`, { creatorId: creator.id }, 'put');
  // A job the two finished together: each may rate the other, so the Rate dialog and the review requests are swept.
  const done = await post('enterprise', '/api/jobs', job(`Spice catalogue ${tag}`));
  await post('creator', `/api/jobs/${done.job!.id}/applications`, {
    proposedPrice: 170000,
    coverLetter: 'I photographed the last catalogue for a cooperative in Lasalgaon.',
  });
  await post('admin', `/api/jobs/${done.job!.id}/assignment`, { creatorId: creator.id }, 'put');
  await post('admin', `/api/jobs/${done.job!.id}/status`, { status: 'completed' }, 'patch');
  // A recommendation awaiting the admin: the queue, its badge and the jobs table's "Recommended" are swept too.
  const recommended = await post('enterprise', '/api/jobs', job(`Packing shed photos ${tag}`));
  const applied = await post('creator', `/api/jobs/${recommended.job!.id}/applications`, {
    proposedPrice: 160000,
    coverLetter: 'I photograph spice and grain packets for three cooperatives near Nashik.',
  });
  await post('enterprise', `/api/applications/${applied.application!.id}/recommend`, {});
  const longMessage =
    'Can you shoot on Saturday morning? The brief is at https://example.com/briefs/sahyadri-spices/diwali-2026/' +
    'forty-packets-on-white-background-final-version-approved-by-the-committee and the packets are ' +
    'Kashmiri-chilli-turmeric-coriander-garam-masala-goda-masala-assortments.';
  await post('enterprise', '/api/messages', { receiverId: creator.id, content: longMessage });
  // The admin messages tab is swept with a message in it, whichever journeys ran before the sweep.
  await post('signed-out', '/api/contact', {
    name: 'Meena Kulkarni',
    email: `meena.kulkarni.${tag}@sahyadri-spices-cooperative.example`,
    subject: 'Photographer for our spice packets',
    message: 'We need product photos of forty spice packets for our new online shop before Diwali.',
  });
  const portfolioTitle = 'Grape harvest reel';
  await post('creator', `/api/profiles/${creator.id}/portfolio`, {
    type: 'link',
    title: portfolioTitle,
    description: 'A one-minute reel for a vineyard in Nashik.',
    mediaUrl: 'https://example.com/grape-harvest-reel',
  });
  const data: SweepData = {
    creator,
    enterprise,
    openJobId: open.job!.id,
    assignedJobId,
    tag,
    portfolioTitle,
    longMessage,
  };
  return { contexts, data, at };
}

/** The app's own text for a key ("jobs.detail.applyNow") in a language, read from its locale files. */
export function uiText(lang: Lang, key: string): string {
  const [namespace, ...path] = key.split('.');
  const file = new URL(`../../src/locales/${lang}/${namespace}.json`, import.meta.url);
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of path) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text for ${key} in ${lang}`);
  return value;
}

/** Makes the context's next pages start in the given language (the stored choice is read at start-up). */
export async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript((value) => localStorage.setItem('language', value), lang);
}

/** The sweep's pages and what each has asked the server for, so settle() can wait for the answers. */
const requestsOf = new WeakMap<Page, ReturnType<typeof trackRequests>>();

/** A page for the sweep: `goto` waits for hydration, steps for STEP_TIMEOUT_MS, requests watched for settle(). */
export async function sweepPage(context: BrowserContext): Promise<Page> {
  const page = untilHydrated(await context.newPage());
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  requestsOf.set(page, trackRequests(page));
  return page;
}

/**
 * Moves the page to `url` inside the app, as its own links do: the first time (nothing of the app loaded yet) by
 * loading it. The address is pushed and a `popstate` sent, which the router's history listens for (the browser's
 * back and forward buttons): it renders the route, loaders and redirects included, without loading the document.
 */
export async function navigateInApp(page: Page, url: string) {
  if (!page.url().startsWith(baseUrl())) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    const state: unknown = history.state;
    const idx = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: idx + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/**
 * What settle() waits for, read in the page: a level-1 heading shown, no spinner, `<html lang>` as asked. With
 * `untilReady` it answers false until then (for waitForFunction; the page's CSP allows no string to be evaluated).
 */
function screenState({ wanted, untilReady }: { wanted: string; untilReady: boolean }) {
  const heading = Array.from(document.querySelectorAll('h1')).some((h) => h.checkVisibility());
  const spinning = Array.from(document.querySelectorAll('.animate-spin')).some((s) => s.checkVisibility());
  const lang = document.documentElement.lang;
  const ready = heading && !spinning && lang === wanted;
  if (untilReady && !ready) return false;
  return { ready, state: `heading=${heading} spinner=${spinning} lang=${lang} ${location.href}` };
}

/**
 * Waits until the screen has settled, on signals rather than a quiet spell: every request the page made is answered
 * and two frames have painted after that (what the answers set off has rendered), and then a level-1 heading is
 * shown, no spinner is left and `<html lang>` is the language asked for. The same state after one more such round
 * means the address has stopped changing (a redirect's own requests and render come in that round). Fonts are in
 * when it returns. Throws with what was missing when the page does not settle in 20 s. The page must come from
 * sweepPage().
 */
export async function settle(page: Page, lang: Lang) {
  const requests = requestsOf.get(page);
  if (!requests) throw new Error('settle() needs a page made by sweepPage()');
  let last = '';
  // Ends the reading loop once settle() has returned or thrown, so a page that never settles leaves nothing polling it.
  let over = false;
  const work = async () => {
    while (!over) {
      await requests.settled();
      const now = (await page
        .evaluate(screenState, { wanted: lang, untilReady: false })
        // A navigation of the whole page (a server redirect) replaced the document mid-read: read the new one.
        .catch((error: Error) => {
          if (/context was destroyed|navigat/i.test(error.message)) return { ready: false, state: '' };
          throw error;
        })) as { ready: boolean; state: string };
      if (now.ready && now.state === last) return;
      last = now.state;
      // Not there yet with nothing left to answer (a render still to come): wait for it frame by frame.
      if (!now.ready)
        await page.waitForFunction(
          screenState,
          { wanted: lang, untilReady: true },
          { polling: 'raf', timeout: 20_000 },
        );
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), 20_000);
  });
  try {
    await Promise.race([work(), timeout]);
  } catch (error) {
    throw new Error(`the page did not settle: ${last} (${(error as Error).message.split('\n')[0]})`);
  } finally {
    over = true;
    clearTimeout(timer);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export interface CheckOptions {
  /** Run axe (WCAG 2.1 AA): the costly check, where it adds value (every route in English and Hindi). */
  axe?: boolean;
  /** The 360 px rules: nothing wider than the screen or past its edge, tap targets big enough. */
  layout?: boolean;
  /** The page's language: on a Hindi, Kannada or Marathi page, no text left in English. */
  lang?: Lang;
  /**
   * Strings known to be user data (names, titles, messages) that the page may show unmarked: the sweep's records
   * and what watchUserContent gathered from the API's replies; the page's embedded replies are added here.
   */
  userContent?: Set<string>;
}

/** The checks asked for, on the page as it is now; problems are appended to `failures`. */
export async function checkPage(
  page: Page,
  label: string,
  failures: string[],
  { axe = true, layout = true, lang = 'en', userContent = new Set() }: CheckOptions = {},
) {
  if (axe) {
    const violations = await runAxe(page);
    if (violations.length) failures.push(formatViolations(violations, label));
  }
  if (layout) {
    const report = await measurePhoneLayout(page);
    if (!fitsPhone(report)) failures.push(formatLayoutReport(report, label));
  }
  if (lang !== 'en') {
    await gatherEmbeddedUserContent(page, userContent);
    // Longest first, so a title is removed whole before a name inside it.
    const known = [...userContent].sort((a, b) => b.length - a.length);
    const english = await findEnglishText(page, lang, known);
    if (english.length)
      failures.push(
        [
          `${label}: ${english.length} text(s) in English`,
          ...english.map((e) => `    ${e.where}: "${e.text}"`),
        ].join('\n'),
      );
  }
}

/** The sweep's own records, which pages may show without a user-content mark (a notification quoting a title). */
export function sweepUserContent(data: SweepData): Set<string> {
  return new Set([data.creator.name, data.enterprise.name, 'Sahyadri Spices', data.tag, data.portfolioTitle]);
}
