import { Suspense, type ReactNode } from 'react';

/**
 * Hydration in parts (decision 135). Preact hydrates a page in one task; on a slow phone the Find Jobs page's twenty
 * cards made it a long one. A part wrapped in `HydrateLater` suspends during that first hydration: Preact keeps its
 * server markup on screen (its links work as plain links meanwhile) and hydrates it when it is released, one part
 * per task, right after. A part renders at once everywhere else: on the server, on a page the browser renders
 * itself, and on every render after the first hydration.
 *
 * Each part must render exactly one element at its top: that is the markup Preact keeps while it waits.
 */

/** The release functions of the parts that suspended, while the first hydration runs; null otherwise. */
let waiting: Array<() => void> | null = null;
let settled: Promise<void> = Promise.resolve();

/** main.tsx: call right before `hydrateRoot`. */
export function startHydration() {
  waiting = [];
}

/** main.tsx: call right after `hydrateRoot`; releases the parts one task apart, in page order. */
export function finishHydration() {
  const queue = waiting ?? [];
  waiting = null;
  settled = new Promise((resolve) => {
    const next = () => {
      const release = queue.shift();
      if (!release) return resolve();
      release();
      setTimeout(next);
    };
    setTimeout(next);
  });
}

/** Resolves once every part of the first hydration is live. */
export function whenHydrated(): Promise<void> {
  return settled;
}

function Gate({ children }: { children: ReactNode }) {
  if (waiting) {
    const queue = waiting;
    // Suspending is throwing a promise; Preact keeps the part's markup until it settles.
    throw new Promise<void>((resolve) => queue.push(resolve));
  }
  return children;
}

/** A part of the page hydrated in a task of its own after the first hydration (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  // A boundary per part: one boundary resumes its suspended children together, in one task.
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
