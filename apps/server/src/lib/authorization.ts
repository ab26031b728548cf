import type { Role } from '@kalasetu/shared/roles';
import type { Actor } from '../types/fastify';
import { forbidden } from './errors';

/**
 * The one vocabulary services use to say who may act: a role, or the ownership of the row acted on (loaded from the
 * database, never an id the client sent). Each refuses with 403; `messageKey` words a refusal the screen explains.
 */

/** The actor holds one of `roles`; narrows the actor's role for the code after it. */
export function requireRole<R extends Role>(
  actor: Actor,
  roles: R | readonly R[],
  messageKey?: string,
): asserts actor is Actor & { role: R } {
  const allowed: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
  if (!allowed.includes(actor.role)) throw forbidden(messageKey);
}

/** The actor is the one who owns the row: `ownerId` is the row's owner as stored. */
export function requireOwner(actor: Actor, ownerId: string | null | undefined): void {
  if (!ownerId || actor.userId !== ownerId) throw forbidden();
}

/** A profile and what hangs off it (portfolio, logo) may be changed by its owner or by an admin, by nobody else. */
export function requireOwnerOrAdmin(actor: Actor, ownerId: string | null | undefined): void {
  if (actor.role !== 'admin') requireOwner(actor, ownerId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** User ids are UUIDs; anything else names nobody (and must not reach a uuid column, where it would be an error). */
export const isUserId = (value: string) => UUID.test(value);
