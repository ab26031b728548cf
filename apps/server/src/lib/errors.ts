/**
 * Refusals as typed values. Services throw these; `plugins/error-handler.ts` is the one place that turns
 * them (and validation, database and unexpected errors) into HTTP replies with translated messages.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** An i18n key from `packages/shared/src/messages`. */
    readonly messageKey: string,
    /** Field → i18n key, for form errors. */
    readonly fields?: Record<string, string>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (messageKey = 'errors.validation', fields?: Record<string, string>) =>
  new AppError(400, 'validation', messageKey, fields);
export const forbidden = (messageKey = 'errors.forbidden') => new AppError(403, 'forbidden', messageKey);
export const notFound = (messageKey = 'errors.notFound') => new AppError(404, 'not_found', messageKey);
export const conflict = (messageKey = 'errors.conflict', code = 'conflict') =>
  new AppError(409, code, messageKey);
export const payloadTooLarge = (messageKey = 'errors.payloadTooLarge') =>
  new AppError(413, 'payload_too_large', messageKey);
export const unsupportedMedia = (messageKey = 'errors.unsupportedMedia') =>
  new AppError(415, 'unsupported_media_type', messageKey);
/** Seconds a client is told to wait (Retry-After) while the database is unreachable; see decision 095. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  new AppError(503, 'unavailable', 'errors.unavailable', undefined, {
    retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
export const tooManyRequests = (retryAfterSeconds: number, messageKey = 'errors.rateLimited') =>
  new AppError(429, 'rate_limited', messageKey, undefined, { retryAfter: retryAfterSeconds });

/** PostgreSQL error codes we map: unique violation, check violation, FK violation. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
/** Text PostgreSQL cannot store (U+0000, invalid byte sequences): the client's input, so a 400, never a 500. */
export const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';
export const PG_UNTRANSLATABLE_CHARACTER = '22P05';
