import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type FocusQuery = 'inside' | 'index' | 'count' | 'dateField';

/**
 * Facts about keyboard focus inside `container`, computed the way the browser orders Tab stops: focusable, not
 * disabled, shown, tabindex ≥ 0, in document order, and one stop per radio group (its checked radio, else its first).
 */
async function focusFact(container: Locator, query: FocusQuery): Promise<number> {
  return container.evaluate((root, what) => {
    const candidates = Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]',
      ),
    ).filter(
      (el) =>
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        el.checkVisibility({ visibilityProperty: true }) &&
        !el.closest('[inert]'),
    );
    const seenGroups = new Set<string>();
    const stops = candidates.filter((el) => {
      if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
      const group = candidates.filter(
        (other) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
      ) as HTMLInputElement[];
      const stop = group.find((radio) => radio.checked) ?? group[0];
      if (seenGroups.has(el.name) || stop !== el) return false;
      seenGroups.add(el.name);
      return true;
    });
    if (what === 'count') return stops.length;
    if (what === 'inside') return root.contains(document.activeElement) ? 1 : 0;
    if (what === 'dateField') {
      const active = document.activeElement;
      return active instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(active.type)
        ? 1
        : 0;
    }
    return stops.indexOf(document.activeElement as HTMLElement);
  }, query);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Opens a dialog from the keyboard (the opener gets focus, then Enter), checks focus went inside, walks every Tab
 * stop to the last, checks Tab from the last returns to the first and Shift+Tab goes back to the last, then closes
 * it with Escape and checks focus is back on the opener. Returns the problem, or null.
 */
export async function checkDialogKeyboard(
  page: Page,
  opener: Locator,
  label: string,
  /** Waits for what the dialog loads after opening (its Tab stops are counted once, then). */
  ready?: (dialog: Locator) => Promise<void>,
): Promise<string | null> {
  const problem = await walkDialog(page, opener, label, ready);
  // Leave no dialog open behind a problem: the next check needs the page.
  const dialog = page.getByRole('dialog');
  if (problem && (await dialog.count())) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  return problem;
}

async function walkDialog(
  page: Page,
  opener: Locator,
  label: string,
  ready?: (dialog: Locator) => Promise<void>,
): Promise<string | null> {
  await opener.waitFor();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await ready?.(dialog);
  await expect.poll(() => focusFact(dialog, 'inside'), { timeout: 5_000 }).toBe(1);
  const stops = await focusFact(dialog, 'count');
  if (stops < 2) return `${label}: the dialog has ${stops} Tab stop(s)`;
  let index = await focusFact(dialog, 'index');
  if (index < 0) {
    // Focus may start on the dialog itself; the first Tab enters its controls.
    await page.keyboard.press('Tab');
    index = await focusFact(dialog, 'index');
    if (index !== 0) return `${label}: the first Tab went to stop ${index}, not the first control`;
  }
  for (; index < stops - 1; index++) {
    await page.keyboard.press('Tab');
    let now = await focusFact(dialog, 'index');
    // A date field takes one Tab per part (day, month, year) before focus leaves it.
    for (let part = 0; now === index && part < 3 && (await focusFact(dialog, 'dateField')); part++) {
      await page.keyboard.press('Tab');
      now = await focusFact(dialog, 'index');
    }
    if (now !== index + 1) return `${label}: Tab from stop ${index} went to ${now} (of ${stops})`;
  }
  await page.keyboard.press('Tab');
  const wrapped = await focusFact(dialog, 'index');
  if (wrapped !== 0) return `${label}: Tab from the last control went to stop ${wrapped}, not the first`;
  await page.keyboard.press('Shift+Tab');
  const back = await focusFact(dialog, 'index');
  if (back !== stops - 1) return `${label}: Shift+Tab from the first control went to stop ${back}`;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener), { timeout: 5_000 }).toBe(true);
  return null;
}

/** Presses Tab until `target` has focus (at most `limit` times); fails when it is never reached. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses >= limit) throw new Error(`not reached with ${limit} Tab presses`);
    await page.keyboard.press('Tab');
  }
}

export { isFocused };
