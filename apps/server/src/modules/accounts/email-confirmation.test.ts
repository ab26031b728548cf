import type { FastifyInstance } from 'fastify';
import { translate } from '@kalasetu/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { recordMail } from '../../test/mailbox';
import { cookieFrom, injectAs, makeCreator, uniqueEmail } from '../../test/factories';

const STRONG = 'Strong@123';

describe('e-mail confirmed by a link at sign-up', () => {
  let app: FastifyInstance;
  let mailbox: ReturnType<typeof recordMail>;
  beforeAll(async () => {
    app = await buildTestApp();
    mailbox = recordMail(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const signUp = async (lang: string) => {
    const email = uniqueEmail('confirm');
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      headers: { origin: TEST_ORIGIN, 'accept-language': lang },
      payload: {
        role: 'creator',
        name: 'Kavya Hegde',
        email,
        phone: '98450 12345',
        address: 'Vidyanagar, Hubballi',
        password: STRONG,
        confirmPassword: STRONG,
      },
    });
    expect(response.statusCode).toBe(201);
    return { email, cookie: cookieFrom(response.headers['set-cookie']), me: response.json().user };
  };
  const linkIn = (text: string) => {
    const match = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/.exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  };
  const me = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;

  it('works before the link; the link, mailed in the language signed up in, confirms the address', async () => {
    const account = await signUp('kn');
    expect(account.me.emailVerified).toBe(false);
    // The account works at once.
    expect((await me(account.cookie)).email).toBe(account.email);
    const mail = await mailbox.to(account.email);
    expect(mail.subject).toBe(translate('kn', 'email.confirmSubject'));
    expect(mail.text).toContain(translate('kn', 'email.confirmBody'));
    const opened = await app.inject({ method: 'GET', url: linkIn(mail.text) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings?tab=account&emailConfirm=done');
    expect((await me(account.cookie)).emailVerified).toBe(true);
  });

  it('refuses a forged link and says so on Settings', async () => {
    const account = await signUp('en');
    const link = linkIn((await mailbox.to(account.email)).text);
    const forged = link.replace(/token=([^&]+)/, (_m, token: string) => `token=${token.slice(0, -4)}AAAA`);
    const opened = await app.inject({ method: 'GET', url: forged });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/emailConfirm=done.*error=/);
    expect((await me(account.cookie)).emailVerified).toBe(false);
  });

  it('mails the link again on request, only to an unconfirmed signed-in account', async () => {
    const user = await makeCreator(app);
    const resend = () => injectAs(app, user, { method: 'POST', url: '/api/me/email-confirmation' });
    expect((await resend()).statusCode).toBe(200);
    const mail = await mailbox.to(user.email);
    expect((await app.inject({ method: 'GET', url: linkIn(mail.text) })).statusCode).toBe(302);
    const again = await resend();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('email_already_confirmed');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/me/email-confirmation',
      headers: { origin: TEST_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
