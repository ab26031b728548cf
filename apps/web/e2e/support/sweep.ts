import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { WEB_ROUTES } from '@kalasetu/shared/web-routes';
import { signInAsAdmin, signUpAs, type SignedUp } from './accounts';
import { formatViolations, runAxe } from './axe';
import { newPage } from './browser';
import { formatLayoutReport, measurePhoneLayout } from './layout-checks';

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
  const enterprise = await signUpAs(at('enterprise'), 'enterprise', {
    name: 'Rohini Patil',
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
  // A recommendation awaiting the admin: the queue, its badge and the jobs table's "Recommended" are swept too.
  const recommended = await post('enterprise', '/api/jobs', job(`Packing shed photos ${tag}`));
  const applied = await post('creator', `/api/jobs/${recommended.job!.id}/applications`, {
    proposedPrice: 160000,
    coverLetter: 'I photograph spice and grain packets for three cooperatives near Nashik.',
  });
  await post('enterprise', `/api/applications/${applied.application!.id}/recommend`, {});
  await post('enterprise', '/api/messages', {
    receiverId: creator.id,
    content: 'Can you shoot on Saturday morning?',
  });
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

/**
 * Waits until the screen has settled: a level-1 heading is shown, no spinner is left, `<html lang>` is the
 * language asked for, fonts are in, and the address has stopped changing (redirects are done). Throws with what
 * was missing when it does not settle.
 */
export async function settle(page: Page, lang: Lang) {
  type Holder = { __settleLast?: string };
  try {
    // The browser re-checks every 250 ms (after a navigation too); settled is the same good state twice running.
    await page.waitForFunction(
      (wanted) => {
        const heading = Array.from(document.querySelectorAll('h1')).some((h) => h.checkVisibility());
        const spinning = Array.from(document.querySelectorAll('.animate-spin')).some((s) =>
          s.checkVisibility(),
        );
        const lang = document.documentElement.lang;
        const now = `heading=${heading} spinner=${spinning} lang=${lang === wanted ? 'ok' : lang} ${location.href}`;
        const holder = window as Holder;
        const stable = now === holder.__settleLast && now.startsWith('heading=true spinner=false lang=ok');
        holder.__settleLast = now;
        return stable;
      },
      lang,
      { polling: 250, timeout: 20_000 },
    );
  } catch (error) {
    const last = await page.evaluate(() => (window as Holder).__settleLast).catch(() => undefined);
    throw new Error(`the page did not settle: ${last ?? (error as Error).message}`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Axe and, on a phone-sized page, the 360 px layout rules; problems are appended to `failures`. */
export async function checkPage(page: Page, label: string, failures: string[], layout = true) {
  const violations = await runAxe(page);
  if (violations.length) failures.push(formatViolations(violations, label));
  if (!layout) return;
  const report = await measurePhoneLayout(page);
  if (report.scrollWidth > report.viewportWidth || report.smallTargets.length)
    failures.push(formatLayoutReport(report, label));
}
