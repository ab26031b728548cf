import type { Actor } from '../types/fastify';
import { forbidden } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** User ids are UUIDs; anything else names nobody (and must not reach a uuid column, where it would be an error). */
export const isUserId = (value: string) => UUID.test(value);

/** A profile and what hangs off it (portfolio, logo) may be changed by its owner or by an admin, by nobody else. */
export function assertOwnerOrAdmin(actor: Actor, ownerId: string): void {
  if (actor.userId !== ownerId && actor.role !== 'admin') throw forbidden();
}
