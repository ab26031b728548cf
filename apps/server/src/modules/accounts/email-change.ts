// Changing an account's e-mail (decision 153): the current password (a fresh sign-in for Google-only accounts),
// then a link mailed to the new address; the change happens only when that link is opened, and the old address
// is told both when the change is asked for and when it is done.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from '../../lib/passwords';
import type { FastifyInstance } from 'fastify';
import {
  EMAIL_CHANGE_LINK_TTL_MS,
  FRESH_SIGN_IN_MS,
  isLanguage,
  type Language,
} from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { AppError, badRequest, conflict, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { consumePasswordCheck } from '../../plugins/auth-gate';
import type { Actor } from '../../types/fastify';
import { emailTakenByOther } from './accounts.repository';
import {
  applyEmailChange,
  deletePendingChange,
  findLanguageAndName,
  findPasswordHash,
  findPendingChange,
  findSessionCreatedAt,
  findUserEmail,
  replacePendingChange,
  sessionIsLive,
} from './email-change.repository';

const identifierOf = (userId: string) => `change-email:${userId}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

interface PendingChange {
  tokenHash: string;
  newEmail: string;
  /** The session that asked: the change dies with it (sign-out, password change or reset, revocation). */
  sessionId: string;
}

/**
 * Proves the person holding the session is the account's owner: its current password, counted against the
 * account's password-check limit, or for an account without a password a sign-in from the last few minutes.
 */
export async function reauthenticate(
  app: FastifyInstance,
  actor: Actor,
  currentPassword: string | undefined,
) {
  const passwordHash = await findPasswordHash(app.db, actor.userId);
  if (passwordHash) {
    if (!currentPassword) throw badRequest('errors.validation', { currentPassword: 'validation.required' });
    await consumePasswordCheck(app, actor.userId);
    if (!(await verifyPassword({ hash: passwordHash, password: currentPassword }))) {
      throw new AppError(400, 'invalid_password', 'errors.wrongPassword', {
        currentPassword: 'errors.wrongPassword',
      });
    }
    return;
  }
  const signedInAt = await findSessionCreatedAt(app.db, actor.sessionId);
  if (!signedInAt || Date.now() - signedInAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new AppError(403, 'reauthentication_required', 'errors.freshSignInRequired');
  }
}

/** Everything that can refuse an e-mail change, before anything is saved. */
export async function checkEmailChange(
  app: FastifyInstance,
  actor: Actor,
  newEmail: string,
  currentPassword: string | undefined,
) {
  if (newEmail === actor.email) throw badRequest('errors.validation', { newEmail: 'validation.emailSame' });
  await reauthenticate(app, actor, currentPassword);
  // Asked only of the account's owner, after the password and under its limit: no cheap enumeration.
  if (await emailTakenByOther(app.db, newEmail, actor.userId))
    throw conflict('errors.emailTaken', 'email_taken');
}

async function languageOf(app: FastifyInstance, userId: string): Promise<{ lang: Language; name: string }> {
  const row = await findLanguageAndName(app.db, userId);
  return { lang: isLanguage(row?.language) ? row.language : 'en', name: row?.name ?? '' };
}

function mailText(lang: Language, name: string, lines: string[]) {
  return [
    translate(lang, 'email.resetGreeting', { name }),
    '',
    ...lines,
    '',
    translate(lang, 'email.signature'),
  ].join('\n');
}

/** Stores the pending change (replacing an earlier one), mails the link to the new address and tells the old one. */
export async function startEmailChange(
  app: FastifyInstance,
  actor: Actor,
  newEmail: string,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const pending: PendingChange = { tokenHash: sha256(secret), newEmail, sessionId: actor.sessionId };
  await replacePendingChange(
    app.db,
    identifierOf(actor.userId),
    JSON.stringify(pending),
    new Date(Date.now() + EMAIL_CHANGE_LINK_TTL_MS),
  );
  const { lang, name } = await languageOf(app, actor.userId);
  const link = `${app.config.publicUrl}/api/accounts/confirm-email?token=${actor.userId}.${secret}`;
  await app.mailer.send({
    to: newEmail,
    subject: translate(lang, 'email.changeSubject'),
    text: mailText(lang, name, [
      translate(lang, 'email.changeBody'),
      link,
      '',
      translate(lang, 'email.changeIgnore'),
    ]),
  });
  await app.mailer
    .send({
      to: actor.email,
      subject: translate(lang, 'email.changeRequestedSubject'),
      text: mailText(lang, name, [translate(lang, 'email.changeRequestedBody', { newEmail })]),
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'e-mail change notice failed'));
  return newEmail;
}

export type ConfirmOutcome = 'done' | 'invalid' | 'taken';

/** Opens the link: checks it against the stored change and its session, then moves the account to the new address. */
export async function confirmEmailChange(app: FastifyInstance, token: string): Promise<ConfirmOutcome> {
  const dot = token.indexOf('.');
  const userId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (dot === -1 || !/^[0-9a-f-]{36}$/.test(userId)) return 'invalid';
  const row = await findPendingChange(app.db, identifierOf(userId));
  if (!row) return 'invalid';
  const pending = JSON.parse(row.value) as PendingChange;
  const sent = Buffer.from(sha256(secret));
  const stored = Buffer.from(pending.tokenHash);
  if (sent.length !== stored.length || !timingSafeEqual(sent, stored)) return 'invalid';
  const live = await sessionIsLive(app.db, pending.sessionId);
  const oldEmail = await findUserEmail(app.db, userId);
  if (!live || !oldEmail) {
    await deletePendingChange(app.db, row.id);
    return 'invalid';
  }
  try {
    await applyEmailChange(app.db, userId, pending.newEmail, row.id);
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return 'taken';
    throw error;
  }
  const { lang, name } = await languageOf(app, userId);
  await app.mailer
    .send({
      to: oldEmail,
      subject: translate(lang, 'email.changedSubject'),
      text: mailText(lang, name, [translate(lang, 'email.changedBody', { newEmail: pending.newEmail })]),
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'e-mail changed notice failed'));
  return 'done';
}
