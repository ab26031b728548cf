import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

const MAX_DEPTH = 20;

/** The path of the first string holding U+0000, or null. Arrays and objects are walked to a bounded depth. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '')}` : '_';
    const found = findNulCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a body, query or path parameter carrying one would fail in the database as
 * a 500. No form sends it, so it is refused at the door as a field error, before validation runs.
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field) throw badRequest('errors.validation', { [field]: 'validation.invalid' });
    }
  });
});
