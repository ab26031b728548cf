import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA: the bar every screen of KalaSetu meets. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** CSS selector of the part to check (default: the whole document). */
  include?: string;
  /** CSS selectors to leave out, e.g. a third-party embed. */
  exclude?: string[];
  /** Rule ids to skip; every skip needs a reason next to it where it is used. */
  disableRules?: string[];
  tags?: readonly string[];
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  /** One line per failing element: its selector and what is wrong with it. */
  nodes: string[];
}

/**
 * Runs axe-core in the page and returns its violations in a readable form. The source is evaluated through the
 * browser's debugging channel rather than `page.addScriptTag`, because the app's Content-Security-Policy
 * (`script-src 'self'`) refuses inline scripts — rightly — and bypassing the CSP would test a different page.
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  await settleAnimations(page);
  await renderSkippedContent(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async ({ include, exclude, disableRules, tags }) => {
      const axe = (window as unknown as { axe: typeof Axe }).axe;
      const context: Axe.ElementContext = include
        ? { include: [include], exclude: exclude ?? [] }
        : { exclude: exclude ?? [] };
      const run = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return run.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map(
          (node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
        ),
      }));
    },
    {
      include: options.include,
      exclude: options.exclude,
      disableRules: options.disableRules ?? [],
      tags: [...(options.tags ?? WCAG_AA_TAGS)],
    },
  );
  return results;
}

/** "color-contrast (serious): Elements must meet minimum color contrast ratio thresholds" plus one line per element. */
export function formatViolations(violations: AxeViolation[], label = ''): string {
  if (violations.length === 0) return `${label}: no accessibility violations`;
  return [
    `${label}: ${violations.length} accessibility violation(s)`,
    ...violations.flatMap((v) => [
      `  • ${v.id} (${v.impact ?? 'unknown'}): ${v.help} — ${v.helpUrl}`,
      ...v.nodes.slice(0, 5).map((node) => `      ${node}`),
      ...(v.nodes.length > 5 ? [`      … and ${v.nodes.length - 5} more`] : []),
    ]),
  ].join('\n');
}

/** Throws with the readable summary when axe finds anything. */
export async function assertNoAxeViolations(page: Page, label: string, options: AxeOptions = {}) {
  const violations = await runAxe(page, options);
  if (violations.length) throw new Error(formatViolations(violations, label));
}

/**
 * Waits for running transitions and animations that end (a button fading to its hover colour after a click, a
 * dialog fading in): axe measures colours as they are painted, and a half-way colour is not what anyone reads.
 * Endless animations (spinners) are left alone; the wait is bounded.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/**
 * Draws what `content-visibility: auto` leaves undrawn until it nears the screen (the home page's lower bands): axe
 * reads colours from what is drawn, and judged an undrawn band's text against the page behind it. A visitor who
 * scrolls there sees it drawn, which is what is checked.
 */
async function renderSkippedContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
}
