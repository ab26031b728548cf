import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PHONE_CODE_ALLOWED_ATTEMPTS, PHONE_CODE_NUMBER_RATE_LIMIT } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SentMessage } from '../../lib/channels/channel';
import { users } from '../../db/schema/users';
import { verifications } from '../../db/schema/verifications';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import {
  cookieFrom,
  givePhone,
  injectAs,
  makeCreator,
  uniqueEmail,
  uniqueMobile,
} from '../../test/factories';
import { setLanguage } from './accounts.service';

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Every SMS the app hands to its channel, and a way to await the n-th one to a number (sends run in the background). */
function recordSms(app: FastifyInstance) {
  const sent: SentMessage[] = [];
  const waiting = new Set<() => void>();
  app.channels.onSent((message) => {
    if (message.channel !== 'sms') return;
    sent.push(message);
    for (const wake of waiting) wake();
  });
  const nth = (phone: string, index: number) => sent.filter((m) => m.recipient.phone === phone)[index];
  return {
    sent,
    to(phone: string, index = 0): Promise<SentMessage> {
      return new Promise((resolve) => {
        const check = () => {
          const found = nth(phone, index);
          if (!found) return;
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      });
    },
  };
}

const codeIn = (message: SentMessage) => /\b(\d{6})\b/.exec(message.message.lines[0] ?? '')![1]!;

describe('phone numbers with one-time codes', () => {
  let app: FastifyInstance;
  let sms: ReturnType<typeof recordSms>;
  beforeAll(async () => {
    app = await buildTestApp();
    sms = recordSms(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (
    url: string,
    payload: object,
    options: { lang?: string; cookie?: string; ip?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        origin: TEST_ORIGIN,
        'accept-language': options.lang ?? 'en',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      payload,
    });
  const askCode = (phoneNumber: string, purpose: string, options: { lang?: string; cookie?: string } = {}) =>
    post('/api/accounts/phone/code', { phoneNumber, purpose }, options);
  const signInWith = (phoneNumber: string, code: string) =>
    post('/api/accounts/phone/sign-in', { phoneNumber, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  const creatorSignUp = (phone: string, code: string, email = uniqueEmail('phone')) => ({
    role: 'creator',
    name: 'Meena Patil',
    email,
    phone,
    address: 'Gandhi Road, Nashik 422001',
    code,
  });

  it('sends a sign-in code only to a confirmed number, and answers the same for any number', async () => {
    const user = await makeCreator(app);
    await setLanguage(app, { userId: user.id } as never, 'mr');
    const known = await givePhone(app, user);
    const unknown = uniqueMobile();
    const unconfirmed = await givePhone(app, await makeCreator(app), { verified: false });
    const answers = [
      await askCode(unknown, 'sign-in'),
      await askCode(unconfirmed, 'sign-in'),
      await askCode(known, 'sign-in'),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers[0]!.json()).toEqual(answers[2]!.json());
    expect(answers[1]!.json()).toEqual(answers[2]!.json());
    const message = await sms.to(known);
    // In the account's language (Marathi), whatever the page asked in.
    expect(message.message.lines[0]).toBe(translate('mr', 'phoneCode.sms', { code: codeIn(message) }));
    expect(sms.sent.some((m) => m.recipient.phone === unknown || m.recipient.phone === unconfirmed)).toBe(
      false,
    );
  });

  it('signs in with the code once, and refuses it the second time', async () => {
    const user = await makeCreator(app);
    const phone = await givePhone(app, user);
    await askCode(phone.replace('+91', '0'), 'sign-in');
    const code = codeIn(await sms.to(phone));
    const signedIn = await signInWith(`+91 ${phone.slice(3, 8)} ${phone.slice(8)}`, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      id: user.id,
      phoneNumber: phone,
      phoneNumberVerified: true,
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(signedIn.headers['set-cookie']) },
    });
    expect(me.json().user.id).toBe(user.id);
    const again = await signInWith(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('code_expired');
  });

  it(`ends a code after ${PHONE_CODE_ALLOWED_ATTEMPTS} wrong tries, and a wrong code reads the same for any number`, async () => {
    const phone = await givePhone(app, await makeCreator(app));
    const unknown = uniqueMobile();
    await askCode(unknown, 'sign-in');
    await askCode(phone, 'sign-in');
    const code = codeIn(await sms.to(phone));
    const strangerTry = await signInWith(unknown, '000000');
    const ownerTry = await signInWith(phone, wrong(code));
    expect(ownerTry.statusCode).toBe(400);
    expect(ownerTry.json().error.code).toBe('invalid_code');
    expect(strangerTry.statusCode).toBe(ownerTry.statusCode);
    expect(strangerTry.json()).toEqual(ownerTry.json());
    for (let i = 1; i < PHONE_CODE_ALLOWED_ATTEMPTS; i++)
      expect((await signInWith(phone, wrong(code))).json().error.code).toBe('invalid_code');
    const right = await signInWith(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('code_expired');
  });

  it('refuses a code after its 10 minutes', async () => {
    const phone = await givePhone(app, await makeCreator(app));
    await askCode(phone, 'sign-in');
    const code = codeIn(await sms.to(phone));
    const [row] = await app.db.select().from(verifications).where(eq(verifications.identifier, phone));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    await app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, phone));
    const late = await signInWith(phone, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('code_expired');
  });

  it('signs up with a phone and a code in the language browsed in, leaving nothing behind on a wrong code', async () => {
    const phone = uniqueMobile();
    const email = uniqueEmail('phone');
    expect((await askCode(phone, 'sign-up', { lang: 'hi' })).statusCode).toBe(200);
    const message = await sms.to(phone);
    expect(message.message.lang).toBe('hi');
    const code = codeIn(message);
    const refused = await post('/api/accounts/signup/phone', creatorSignUp(phone, wrong(code), email));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_code');
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const created = await post('/api/accounts/signup/phone', creatorSignUp(phone, code, email), {
      lang: 'hi',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({
      role: 'creator',
      email,
      phone,
      phoneNumber: phone,
      phoneNumberVerified: true,
      emailVerified: false,
      language: 'hi',
    });
    // No password: the phone signs in.
    await askCode(phone, 'sign-in');
    const signInCode = codeIn(await sms.to(phone, 1));
    expect((await signInWith(phone, signInCode)).statusCode).toBe(200);
  });

  it('says a number is taken only to whoever has its code', async () => {
    const phone = await givePhone(app, await makeCreator(app));
    const free = uniqueMobile();
    await askCode(phone, 'sign-up');
    await askCode(free, 'sign-up');
    const code = codeIn(await sms.to(phone));
    await sms.to(free);
    const takenWrong = await post('/api/accounts/signup/phone', creatorSignUp(phone, wrong(code)));
    const freeWrong = await post('/api/accounts/signup/phone', creatorSignUp(free, '000000'));
    expect(takenWrong.json()).toEqual(freeWrong.json());
    const takenRight = await post('/api/accounts/signup/phone', creatorSignUp(phone, code));
    expect(takenRight.statusCode).toBe(409);
    expect(takenRight.json().error.code).toBe('phone_taken');
  });

  it('adds a phone in Settings with a code', async () => {
    const user = await makeCreator(app);
    const phone = uniqueMobile();
    expect((await askCode(phone, 'confirm', { cookie: user.cookie })).statusCode).toBe(200);
    const code = codeIn(await sms.to(phone));
    const confirm = (payload: object) =>
      injectAs(app, user, { method: 'POST', url: '/api/me/phone', payload });
    expect((await confirm({ phoneNumber: phone, code: wrong(code) })).json().error.code).toBe('invalid_code');
    const confirmed = await confirm({ phoneNumber: phone, code });
    expect(confirmed.statusCode).toBe(200);
    const me = await injectAs(app, user, { method: 'GET', url: '/api/me' });
    expect(me.json().user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
    // An unconfirmed number of the account's own is confirmed the same way.
    const other = await makeCreator(app);
    const own = await givePhone(app, other, { verified: false });
    await askCode(own, 'confirm', { cookie: other.cookie });
    const ownCode = codeIn(await sms.to(own));
    expect(
      (
        await injectAs(app, other, {
          method: 'POST',
          url: '/api/me/phone',
          payload: { phoneNumber: own, code: ownCode },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('never writes a code to the log', async () => {
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(app.log, level));
    const phone = await givePhone(app, await makeCreator(app));
    await askCode(phone, 'sign-in');
    const code = codeIn(await sms.to(phone));
    await signInWith(phone, wrong(code));
    await signInWith(phone, code);
    // Fastify's request and reply objects are cut to method, URL and status by pino's serializers: not read here.
    const written = (args: unknown[]) =>
      args.map((arg) =>
        arg && typeof arg === 'object'
          ? Object.fromEntries(Object.entries(arg).filter(([k]) => !['req', 'res'].includes(k)))
          : arg,
      );
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls.map(written))).not.toContain(code);
      spy.mockRestore();
    }
  });
});

describe('limits on phone codes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const ask = (phoneNumber: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/phone/code',
      remoteAddress,
      headers: { origin: TEST_ORIGIN },
      payload: { phoneNumber, purpose: 'sign-up' },
    });

  it('is strict per number, whatever the address, and generous per address', async () => {
    const phone = uniqueMobile();
    for (let i = 0; i < PHONE_CODE_NUMBER_RATE_LIMIT.max; i++)
      expect((await ask(phone, randomAddress())).statusCode).toBe(200);
    const refused = await ask(phone, randomAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Many people behind one carrier address each get their code.
    const shared = randomAddress();
    for (let i = 0; i < 10; i++) expect((await ask(uniqueMobile(), shared)).statusCode).toBe(200);
  });
});
