import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFUSAL_PAUSE_MS } from '@kalasetu/shared/limits';
import { AppError, notFound } from './errors';
import { pausingRefusals } from './refusal-pause';

describe('pausingRefusals', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Settles `promise` into what it ended in, or 'pending' when it has not yet. */
  const state = (promise: Promise<unknown>) => {
    let seen: unknown = 'pending';
    promise.then(
      (value) => (seen = value),
      (error: unknown) => (seen = error),
    );
    return () => seen;
  };

  it('passes a 429 on only after the pause', async () => {
    const refusal = new AppError(429, 'too_many_at_once', 'errors.tooManyAtOnce');
    const seen = state(pausingRefusals(() => Promise.reject(refusal)));
    await vi.advanceTimersByTimeAsync(REFUSAL_PAUSE_MS - 1);
    expect(seen()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(seen()).toBe(refusal);
  });

  it('passes answers and other errors on at once', async () => {
    expect(await pausingRefusals(async () => 'answer')).toBe('answer');
    const missing = notFound();
    const seen = state(pausingRefusals(() => Promise.reject(missing)));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen()).toBe(missing);
  });
});
