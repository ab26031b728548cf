import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { translate } from '@kalasetu/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { recordMail } from '../../test/mailbox';
import { injectAs, makeCreator, signIn, uniqueEmail, type TestUser } from '../../test/factories';

const NEW_PASSWORD = 'Fresh!pass9';

describe('forgot and reset password', () => {
  let app: FastifyInstance;
  let mailbox: ReturnType<typeof recordMail>;
  beforeAll(async () => {
    app = await buildTestApp();
    mailbox = recordMail(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const requestReset = (email: string, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN, 'accept-language': lang },
      payload: { email },
    });

  const resetPassword = (token: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword },
    });

  /** The mailer runs in the background (see auth.ts): await the mail itself, through the mailer's hook. */
  const mailTo = async (email: string) => {
    const mail = await mailbox.to(email);
    return `Subject: ${mail.subject}\n\n${mail.text}`;
  };

  const tokenIn = (mail: string) => {
    const match = mail.match(/http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/);
    expect(match, mail).not.toBeNull();
    return match![1]!;
  };

  const canSignIn = async (user: TestUser, password: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: user.email, password },
      })
    ).statusCode === 200;

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await makeCreator(app);
    const unknown = uniqueEmail('nobody');
    // The unknown address first: by the time the known one's mail is handed over, a mail to it would be too.
    const stranger = await requestReset(unknown);
    const known = await requestReset(user.email);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    expect(await mailTo(user.email)).toContain('Subject: Reset your KalaSetu password');
    // Without SMTP_URL the mail is a file in the outbox, written before the hook fires.
    const files = await readdir(app.config.outboxDir);
    const all = await Promise.all(files.map((f) => readFile(path.join(app.config.outboxDir, f), 'utf8')));
    expect(all.filter((text) => text.includes(`To: ${user.email}\n`))).toEqual([
      expect.stringContaining('Subject: Reset your KalaSetu password'),
    ]);
    expect(all.some((text) => text.includes(unknown))).toBe(false);
    expect(mailbox.sent.some((mail) => mail.to === unknown)).toBe(false);
  });

  it('writes the mail in the language of the request', async () => {
    const user = await makeCreator(app, { name: 'Asha Rao' });
    await requestReset(user.email, 'hi-IN,hi;q=0.9');
    const mail = await mailTo(user.email);
    expect(mail).toContain(`Subject: ${translate('hi', 'email.resetSubject')}`);
    expect(mail).toContain(translate('hi', 'email.resetGreeting', { name: 'Asha Rao' }));
    tokenIn(mail);
  });

  it('resets with the mailed token: rule enforced, old password and other sessions gone, token single-use', async () => {
    const user = await makeCreator(app);
    const otherDevice = await signIn(app, user.email);
    await requestReset(user.email);
    const token = tokenIn(await mailTo(user.email));

    const weak = await resetPassword(token, 'weakweak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toBe(translate('en', 'validation.passwordRule'));
    // A refused password does not spend the token.
    const reset = await resetPassword(token, NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);

    expect(await canSignIn(user, user.password)).toBe(false);
    expect(await canSignIn(user, NEW_PASSWORD)).toBe(true);
    for (const cookie of [user.cookie, otherDevice]) {
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().user).toBeNull();
    }

    const reused = await resetPassword(token, 'Another!pass1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(translate('en', 'errors.resetTokenInvalid'));
    expect(await canSignIn(user, 'Another!pass1')).toBe(false);
  });

  /** Every reset link mailed to `email` so far, oldest first, once `count` of them have arrived. */
  const tokensTo = async (email: string, count: number) =>
    (await mailbox.allTo(email, count)).map((mail) => tokenIn(mail.text));

  it('ends the older link when the newer one resets', async () => {
    const user = await makeCreator(app);
    await requestReset(user.email);
    await requestReset(user.email);
    const [older, newer] = await tokensTo(user.email, 2);
    expect((await resetPassword(newer!, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await resetPassword(older!, 'Another!pass1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('invalid_token');
    expect(await canSignIn(user, NEW_PASSWORD)).toBe(true);
  });

  it('ends a link mailed before a password change', async () => {
    const user = await makeCreator(app);
    await requestReset(user.email);
    const [token] = await tokensTo(user.email, 1);
    const change = await injectAs(app, user, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expect((await resetPassword(token!, 'Another!pass1')).statusCode).toBe(400);
    expect(await canSignIn(user, NEW_PASSWORD)).toBe(true);
  });

  it('refuses a made-up token', async () => {
    const response = await resetPassword('not-a-real-token-at-all', NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_token');
  });

  it('lets a signed-in user change the password only with the current one', async () => {
    const user = await makeCreator(app);
    const response = await injectAs(app, user, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'Wrong!pass1', newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(translate('en', 'errors.wrongPassword'));
    expect(await canSignIn(user, user.password)).toBe(true);
  });
});
