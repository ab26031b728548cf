import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { pickLanguage, translate } from '@kalasetu/shared/messages';
import type { Language } from '@kalasetu/shared/limits';
import {
  AppError,
  PG_CHECK_VIOLATION,
  PG_CHARACTER_NOT_IN_REPERTOIRE,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNTRANSLATABLE_CHARACTER,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../lib/errors';

/** Connection-level failures: the database is down or unreachable, so the right answer is 503 and a retry. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
  '08004',
  '08P01',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /(Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|not queryable|timeout expired|the database system is (starting up|shutting down))/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The router's own refusals, before any hook runs (Fastify's `frameworkErrors`): a malformed URL is a 400, an
 * over-long path parameter names nothing (404, like an unknown id). Same shape and translation as every other error.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLanguage(request.headers['accept-language']);
  const [status, code, key] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [404, 'not_found', 'errors.notFound']
      : [400, 'bad_request', 'errors.validation'];
  void reply.status(status).send({ error: { code, message: translate(lang, key) } });
}

function messageKeyOf(raw: string): string {
  return raw.startsWith('validation.') || raw.startsWith('errors.') ? raw : 'validation.invalid';
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: translate(request.lang, 'errors.notFound') } });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang: Language = request.lang;
    const send = (status: number, code: string, key: string, fields?: Record<string, string>, params = {}) =>
      reply
        .status(status)
        .send({ error: { code, message: translate(lang, key, params), ...(fields ? { fields } : {}) } });

    if (error instanceof AppError) {
      if ((error.statusCode === 429 || error.statusCode === 503) && error.params.retryAfter)
        reply.header('retry-after', String(error.params.retryAfter));
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([field, key]) => [field, translate(lang, key)]),
          )
        : undefined;
      return send(error.statusCode, error.code, error.messageKey, fields, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= translate(lang, messageKeyOf(issue.message ?? ''));
      }
      return reply
        .status(400)
        .send({ error: { code: 'validation', message: translate(lang, 'errors.validation'), fields } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return send(413, 'payload_too_large', 'errors.payloadTooLarge');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return send(415, 'unsupported_media_type', 'errors.unsupportedMedia');
    }
    if (error.statusCode === 429) return send(429, 'rate_limited', 'errors.rateLimited');
    if (
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !isResponseSerializationError(error)
    ) {
      // Fastify's own refusals (malformed JSON, bad content-length…).
      return send(error.statusCode, 'bad_request', 'errors.validation');
    }
    const pgCode = pgErrorCode(error);
    if (pgCode === PG_UNIQUE_VIOLATION) return send(409, 'conflict', 'errors.conflict');
    if (
      pgCode === PG_FOREIGN_KEY_VIOLATION ||
      pgCode === PG_CHECK_VIOLATION ||
      pgCode === PG_CHARACTER_NOT_IN_REPERTOIRE ||
      pgCode === PG_UNTRANSLATABLE_CHARACTER
    )
      return send(400, 'validation', 'errors.validation');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return send(503, 'unavailable', 'errors.unavailable');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(500, 'internal', 'errors.internal');
  });
});
