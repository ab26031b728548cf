import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FRESH_SIGN_IN_MS, PASSWORD_CHECK_RATE_LIMIT } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { verifications } from '../../db/schema/verifications';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeCreator, signIn, uniqueEmail, type TestUser } from '../../test/factories';

describe('changing the e-mail: the password, then the link mailed to the new address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const viaSettings = (user: TestUser, email: string, currentPassword?: string) =>
    injectAs(app, user, {
      method: 'PATCH',
      url: '/api/me/settings',
      payload: { name: user.name, email, location: 'Mysuru', currentPassword },
    });
  const viaAuth = (user: TestUser, newEmail: string, currentPassword?: string) =>
    injectAs(app, user, {
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail, currentPassword },
    });
  const emailOf = async (id: string) =>
    (await app.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
  /** The mails sent by this flow are awaited before the answer, so the outbox already holds them. */
  async function mailsTo(email: string): Promise<string[]> {
    const files = await readdir(app.config.outboxDir).catch(() => [] as string[]);
    const texts = await Promise.all(files.map((f) => readFile(path.join(app.config.outboxDir, f), 'utf8')));
    return texts.filter((text) => text.includes(`To: ${email}\n`));
  }
  async function linkIn(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const match = mail?.match(/http:\/\/localhost:3000(\/api\/accounts\/confirm-email\?token=[\w.-]+)/);
    expect(match, mail).toBeTruthy();
    return match![1]!;
  }
  const open = (link: string) => app.inject({ method: 'GET', url: link });
  const canSignIn = (email: string, password: string) =>
    signIn(app, email, password).then(
      () => true,
      () => false,
    );

  it.each([
    ['PATCH /api/me/settings', viaSettings],
    ['POST /api/auth/change-email', viaAuth],
  ])('%s refuses a session without the current password, and a wrong one', async (_route, change) => {
    const user = await makeCreator(app);
    const target = uniqueEmail('taken-over');
    const missing = await change(user, target);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ currentPassword: 'This field is required' });
    const wrong = await change(user, target, 'Wrong!pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_password');
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await mailsTo(target)).toHaveLength(0);
  });

  it.each([
    ['PATCH /api/me/settings', viaSettings],
    ['POST /api/auth/change-email', viaAuth],
  ])('%s changes nothing until the link mailed to the new address is opened', async (_route, change) => {
    const user = await makeCreator(app);
    await app.db.update(profiles).set({ language: 'kn' }).where(eq(profiles.id, user.id));
    const target = uniqueEmail('moved');
    const response = await change(user, target, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().pendingEmail).toBe(target);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await canSignIn(target, user.password)).toBe(false);
    // The old address is told at once, in the account's language, and names the new address.
    const [notice] = await mailsTo(user.email);
    expect(notice).toContain(`Subject: ${translate('kn', 'email.changeRequestedSubject')}`);
    expect(notice).toContain(target);

    const opened = await open(await linkIn(target));
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/settings?emailChange=done');
    expect(await emailOf(user.id)).toBe(target);
    expect(await canSignIn(target, user.password)).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
    const told = await mailsTo(user.email);
    expect(told.some((m) => m.includes(`Subject: ${translate('kn', 'email.changedSubject')}`))).toBe(true);
    // The link is spent.
    expect((await open(await linkIn(target))).headers.location).toBe('/settings?emailChange=invalid');
  });

  it('lets the owner cancel a change by changing the password (the asking session ends)', async () => {
    const user = await makeCreator(app);
    const target = uniqueEmail('stolen');
    expect((await viaSettings(user, target, user.password)).statusCode).toBe(200);
    const owner = await signIn(app, user.email);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { origin: 'http://localhost:3000', cookie: owner },
      payload: { currentPassword: user.password, newPassword: 'Owner!pass2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await open(await linkIn(target))).headers.location).toBe('/settings?emailChange=invalid');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses a forged, altered or expired link', async () => {
    const user = await makeCreator(app);
    const target = uniqueEmail('later');
    expect((await viaAuth(user, target, user.password)).statusCode).toBe(200);
    const link = await linkIn(target);
    const invalid = '/settings?emailChange=invalid';
    expect((await open(`${link.slice(0, -2)}xx`)).headers.location).toBe(invalid);
    expect((await open('/api/accounts/confirm-email?token=nothing')).headers.location).toBe(invalid);
    expect((await open('/api/accounts/confirm-email')).headers.location).toBe(invalid);
    await app.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.identifier, `change-email:${user.id}`));
    expect((await open(link)).headers.location).toBe(invalid);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('asks an account without a password (Google) for a sign-in from the last few minutes', async () => {
    const user = await makeCreator(app);
    await app.db
      .delete(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    const fresh = await viaAuth(user, uniqueEmail('google-fresh'));
    expect(fresh.statusCode).toBe(200);
    // The same session, aged past the window (instead of waiting for it).
    await app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - FRESH_SIGN_IN_MS - 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await injectAs(app, user, {
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { 'accept-language': 'mr' },
      payload: { newEmail: uniqueEmail('google-stale') },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toMatchObject({
      code: 'reauthentication_required',
      message: translate('mr', 'errors.freshSignInRequired'),
    });
  });

  it('counts current-password checks per account across change-password and change-email', async () => {
    const user = await makeCreator(app);
    const { max } = PASSWORD_CHECK_RATE_LIMIT;
    for (let i = 0; i < max; i++) {
      const guess =
        i % 2
          ? await viaAuth(user, uniqueEmail('guess'), `Wrong!pass${i}`)
          : await injectAs(app, user, {
              method: 'POST',
              url: '/api/auth/change-password',
              payload: { currentPassword: `Wrong!pass${i}`, newPassword: 'Guess!pass9' },
            });
      expect(guess.statusCode).toBe(400);
    }
    // Even the right password is refused now, on every route that checks it, from any session of the account.
    const other = { ...user, cookie: await signIn(app, user.email) };
    expect((await viaSettings(other, uniqueEmail('late'), user.password)).statusCode).toBe(429);
    const change = await injectAs(app, other, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'Guess!pass9' },
    });
    expect(change.statusCode).toBe(429);
    expect(Number(change.headers['retry-after'])).toBeGreaterThan(0);
  });
});
