import { REFUSAL_PAUSE_MS } from '@kalasetu/shared/limits';
import { AppError } from './errors';

/**
 * `work`'s answer; a 429 it ends in is passed on only after REFUSAL_PAUSE_MS, so a flood that resends each refusal at
 * once goes at its connections' pace. For limits whose refusals cost the server almost nothing to decide (writes in
 * progress, searches made anew): the pause holds a timer, no slot and no query.
 */
export async function pausingRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429)
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
    throw error;
  }
}
