import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_MAX_DEPTH } from '@kalasetu/shared/limits';
import { badRequest } from '../lib/errors';

const MAX_DEPTH = JSON_MAX_DEPTH;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`, read without parsing: one pass over the
 * characters, brackets inside strings skipped. Bodies are at most BODY_LIMIT_BYTES, so the pass is cheap, and a
 * body refused here never reaches JSON.parse or any recursive walk after it (validation, JSON.stringify).
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

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
  // Fastify's own JSON parser (with its prototype-poisoning protection), behind the depth check, for every route.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(badRequest('errors.validation', { _: 'validation.tooDeep' }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNulCharacter(part);
      if (field) throw badRequest('errors.validation', { [field]: 'validation.invalid' });
    }
  });
});
