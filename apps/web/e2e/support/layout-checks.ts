import type { Page } from 'playwright-core';

/** Apple's and Google's guidance for a finger: at least 44 CSS pixels. */
export const MIN_TAP_TARGET_PX = 44;

/** What a tester can click, tap or tab to. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface LayoutProblem {
  /** tag#id.class "text" — enough to find the element in the page. */
  element: string;
  width: number;
  height: number;
}

export interface PhoneLayoutReport {
  viewportWidth: number;
  scrollWidth: number;
  /** Shown elements reaching past the right edge, outside any box that scrolls or clips sideways on purpose. */
  overflowing: LayoutProblem[];
  /** Visible interactive elements less than the minimum tall. */
  smallTargets: LayoutProblem[];
}

/**
 * Measures the page as it is now: sideways scrolling, and the height of every visible interactive element. A
 * checkbox or radio counts with its label (the label is what a finger taps), a stretched link with the card its
 * ::after covers. Elements hidden, clipped to a pixel
 * (screen-reader-only text) or outside any rendered box are skipped.
 */
export async function measurePhoneLayout(
  page: Page,
  minTarget = MIN_TAP_TARGET_PX,
): Promise<PhoneLayoutReport> {
  return page.evaluate(
    ({ selector, min }) => {
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
            : '';
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
      };
      const round = (n: number) => Math.round(n * 10) / 10;
      const isShown = (el: Element) => {
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      };
      const viewportWidth = document.documentElement.clientWidth;
      const scrollWidth = document.documentElement.scrollWidth;

      // Past the right edge counts even when the page hides it (overflow-x on body or html clips instead of
      // scrolling: still cut off). Inside a box that scrolls or clips sideways on purpose (a tab bar, a wide
      // table's wrapper) it is that box's business. Fixed elements are left out: a closed drawer waits off-screen.
      const scrollerCache = new Map<Element, boolean>();
      const inScroller = (el: Element): boolean => {
        const parent = el.parentElement;
        if (!parent || parent === document.body || parent === document.documentElement) return false;
        const cached = scrollerCache.get(parent);
        if (cached !== undefined) return cached;
        const style = getComputedStyle(parent);
        const result = style.overflowX !== 'visible' || style.position === 'fixed' || inScroller(parent);
        scrollerCache.set(parent, result);
        return result;
      };
      const overflowing: { element: string; width: number; height: number }[] = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const rect = el.getBoundingClientRect();
        if (rect.right <= viewportWidth + 1 || rect.width <= 1) continue;
        if (getComputedStyle(el).position === 'fixed' || inScroller(el) || !isShown(el)) continue;
        overflowing.push({ element: describe(el), width: round(rect.width), height: round(rect.height) });
        if (overflowing.length >= 10) break;
      }

      const smallTargets: { element: string; width: number; height: number }[] = [];
      for (const el of Array.from(document.querySelectorAll(selector))) {
        if (!isShown(el)) continue;
        let height = el.getBoundingClientRect().height;
        let width = el.getBoundingClientRect().width;
        // A "stretched link" (an ::after laid over its card with inset 0) is tapped anywhere on the card.
        const after = getComputedStyle(el, '::after');
        if (
          after.content !== 'none' &&
          after.position === 'absolute' &&
          [after.top, after.right, after.bottom, after.left].every((side) => side === '0px')
        ) {
          let block: Element | null = el;
          while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
          const area = block?.getBoundingClientRect();
          if (area) {
            height = Math.max(height, area.height);
            width = Math.max(width, area.width);
          }
        }
        if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
          for (const label of Array.from(el.labels ?? [])) {
            const box = label.getBoundingClientRect();
            height = Math.max(height, box.height);
            width = Math.max(width, box.width);
          }
        }
        if (height + 0.5 < min)
          smallTargets.push({ element: describe(el), width: round(width), height: round(height) });
      }
      return { viewportWidth, scrollWidth, overflowing, smallTargets };
    },
    { selector: INTERACTIVE, min: minTarget },
  );
}

export function formatLayoutReport(report: PhoneLayoutReport, label = ''): string {
  const lines = [`${label}:`];
  if (report.scrollWidth > report.viewportWidth)
    lines.push(`  scrolls sideways: ${report.scrollWidth} px wide in a ${report.viewportWidth} px viewport`);
  lines.push(...report.overflowing.map((p) => `    past the edge: ${p.element} (${p.width}×${p.height})`));
  if (report.smallTargets.length) {
    lines.push(`  ${report.smallTargets.length} tap target(s) under ${MIN_TAP_TARGET_PX} px tall:`);
    lines.push(...report.smallTargets.map((p) => `    ${p.element} (${p.width}×${p.height})`));
  }
  return lines.join('\n');
}

/** Throws with a readable list when the page scrolls sideways or a visible control is too small to tap. */
export async function assertPhoneFriendly(page: Page, label: string, minTarget = MIN_TAP_TARGET_PX) {
  const report = await measurePhoneLayout(page, minTarget);
  if (!fitsPhone(report)) {
    throw new Error(formatLayoutReport(report, label));
  }
}

/** Nothing wider than the screen, nothing past its edge, every control big enough for a finger. */
export function fitsPhone(report: PhoneLayoutReport): boolean {
  return (
    report.scrollWidth <= report.viewportWidth && !report.overflowing.length && !report.smallTargets.length
  );
}
