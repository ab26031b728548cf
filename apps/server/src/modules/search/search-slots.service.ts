import type { FastifyInstance } from 'fastify';
import {
  SEARCH_BUDGETS_TRACKED,
  SEARCHES_ANEW_BURST_PER_ADDRESS,
  SEARCHES_ANEW_PER_SECOND_PER_ADDRESS,
  SEARCHES_IN_FLIGHT_PER_ADDRESS,
  SEARCHES_IN_FLIGHT_PER_PROCESS,
} from '@kalasetu/shared/limits';
import { addressBudgetKey } from '../../lib/address-budget';
import { AppError } from '../../lib/errors';

interface Slots {
  inFlight: Map<string, number>;
  total: number;
  /** Searches each address may still start now, and when that was worked out. */
  budgets: Map<string, { left: number; at: number }>;
}

// Per database handle, which every plugin context of one app shares (as the kept answers are).
const slotsOf = new WeakMap<object, Slots>();

const BURST = SEARCHES_ANEW_BURST_PER_ADDRESS;
const PER_MS = SEARCHES_ANEW_PER_SECOND_PER_ADDRESS / 1000;
const budgetLeft = (budget: { left: number; at: number } | undefined, now: number) =>
  budget ? Math.min(BURST, budget.left + (now - budget.at) * PER_MS) : BURST;

/** Too many at once (asked again by the web app once the others are done) or too many lately (not asked again). */
const refused = (code: 'too_many_at_once' | 'rate_limited', retryAfter: number) =>
  new AppError(429, code, 'errors.tooManySearches', undefined, { retryAfter });

/** Takes one search from the address's budget; returns the seconds to wait instead when it has none left. */
function spend(slots: Slots, key: string, now: number): number {
  const left = budgetLeft(slots.budgets.get(key), now);
  if (left < 1) return Math.max(1, Math.ceil((1 - left) / PER_MS / 1000));
  slots.budgets.set(key, { left: left - 1, at: now });
  if (slots.budgets.size > SEARCH_BUDGETS_TRACKED) {
    for (const [address, budget] of slots.budgets)
      if (budgetLeft(budget, now) >= BURST) slots.budgets.delete(address);
    for (const address of slots.budgets.keys()) {
      if (slots.budgets.size <= SEARCH_BUDGETS_TRACKED) break;
      slots.budgets.delete(address);
    }
  }
  return 0;
}

/**
 * Makes a search anew within its address's budget (an IPv6 address counts by its /64) and the process's cap
 * (decision 280). A kept answer never reaches here, so only searches that cost queries are counted: a new keyword each
 * time costs the planner, the similar-titles pass and the recorded miss, and fifty at once from one address slowed
 * every honest visitor. An address has SEARCHES_IN_FLIGHT_PER_ADDRESS searches being made at once and starts at most
 * SEARCHES_ANEW_PER_SECOND_PER_ADDRESS a second after a burst; past either it is refused (429 with Retry-After, sent
 * after REFUSAL_PAUSE_MS by the caller, outside the kept answers), past the process's cap 503. The checks run before the first await, so a refused load has failed before
 * another request can join it.
 */
export async function inSearchSlot<T>(
  app: FastifyInstance,
  address: string,
  search: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  if (!app.config.rateLimits) return search();
  let slots = slotsOf.get(app.db);
  if (!slots) {
    slots = { inFlight: new Map(), total: 0, budgets: new Map() };
    slotsOf.set(app.db, slots);
  }
  const key = addressBudgetKey(address);
  const held = slots.inFlight.get(key) ?? 0;
  if (held >= SEARCHES_IN_FLIGHT_PER_ADDRESS) throw refused('too_many_at_once', 1);
  if (slots.total >= SEARCHES_IN_FLIGHT_PER_PROCESS)
    throw new AppError(503, 'busy', 'errors.serverBusy', undefined, { retryAfter: 1 });
  const wait = spend(slots, key, now);
  if (wait > 0) throw refused('rate_limited', wait);
  slots.inFlight.set(key, held + 1);
  slots.total++;
  try {
    return await search();
  } finally {
    slots.total--;
    const left = (slots.inFlight.get(key) ?? 1) - 1;
    if (left > 0) slots.inFlight.set(key, left);
    else slots.inFlight.delete(key);
  }
}
