// The link that confirms a new account's e-mail address (decision 326): the account works before it; only the
// profile's "E-mail ✓" waits for it. better-auth makes and checks the link (GET /api/auth/verify-email).
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../types/fastify';
import { toHeaders } from '../../plugins/better-auth';
import { EMAIL_CONFIRMED_PATH } from './email-confirmation-mail';

/** Confirmation mails one account may ask for again in an hour. */
const RESEND_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

/**
 * Asks better-auth to mail the link to a just-created account. Not awaited by sign-up: without a session better-auth
 * holds its answer for half a second (so unknown addresses take as long), and the new account need not wait.
 */
export function startEmailConfirmation(app: FastifyInstance, email: string, log: FastifyBaseLogger) {
  void app.auth.api
    .sendVerificationEmail({ body: { email, callbackURL: EMAIL_CONFIRMED_PATH } })
    .catch((error: unknown) => log.error({ err: error }, 'e-mail confirmation failed'));
}

/** Settings → "Send the link again", for the signed-in account's own address. */
export async function resendEmailConfirmation(app: FastifyInstance, request: FastifyRequest, actor: Actor) {
  await app.rateLimiter.consume(
    `email-confirm:user:${actor.userId}`,
    RESEND_LIMIT.max,
    RESEND_LIMIT.windowMs,
  );
  try {
    await app.auth.api.sendVerificationEmail({
      body: { email: actor.email, callbackURL: EMAIL_CONFIRMED_PATH },
      headers: toHeaders(request),
    });
  } catch (error) {
    const code = (error as { body?: { code?: string } }).body?.code;
    if (code === 'EMAIL_ALREADY_VERIFIED')
      throw new AppError(409, 'email_already_confirmed', 'errors.emailAlreadyConfirmed');
    throw error;
  }
  return { sent: true as const };
}
