import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMIT } from '@kalasetu/shared/limits';
import { contactMessages } from '../../db/schema/contact-messages';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, uniqueEmail, type Actors, type TestUser } from '../../test/factories';

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Hegde',
  email: uniqueEmail('contact'),
  subject: 'Photographer for our saree launch',
  message: 'We would like to hire a photographer for our new handloom collection in Dharwad.',
  ...overrides,
});

/** A documentation-range address per call, so counters left in a shared database by earlier runs never collide. */
const randomIp = () => `2001:db8:${(randomBytes(8).toString('hex').match(/.{4}/g) ?? []).join(':')}:1:1`;

describe('contact messages', () => {
  let app: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (payload: object, who: TestUser | null = null, headers: Record<string, string> = {}) =>
    injectAs(app, who, { method: 'POST', url: '/api/contact', payload, headers, remoteAddress: randomIp() });
  const stored = (email: string, on: FastifyInstance = app) =>
    on.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  const list = (who: TestUser | null, query = '') =>
    injectAs(app, who, { method: 'GET', url: `/api/admin/contact-messages${query}` });
  const mark = (who: TestUser | null, id: number | string, payload: object) =>
    injectAs(app, who, { method: 'PATCH', url: `/api/admin/contact-messages/${id}`, payload });

  describe('sending', () => {
    it('stores a message from a signed-out visitor, trimmed, with the address in lower case', async () => {
      const address = uniqueEmail('asha');
      const body = validMessage({ name: '  Asha Hegde ', email: ` ${address.toUpperCase()} ` });
      const response = await send(body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ ok: true, id: expect.any(Number) });
      const rows = await stored(address);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: response.json().id,
        name: 'Asha Hegde',
        subject: body.subject,
        message: body.message,
        read: false,
      });
    });

    it('accepts a signed-in sender the same way', async () => {
      const body = validMessage();
      expect((await send(body, actors.creator)).statusCode).toBe(201);
      expect(await stored(body.email)).toHaveLength(1);
    });

    it("refuses a message under 20 characters with the spec's text, writing nothing", async () => {
      const body = validMessage({ message: 'Too short a note' });
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ message: 'Message must be at least 20 characters' });
      expect(await stored(body.email)).toHaveLength(0);
    });

    it('names every missing field, in the reader’s language', async () => {
      const response = await send({}, null, { 'accept-language': 'hi' });
      expect(response.statusCode).toBe(400);
      const fields = response.json().error.fields as Record<string, string>;
      expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
      expect(fields.message).not.toMatch(/[A-Za-z]/);
      const english = (await send({ ...validMessage(), email: 'asha@' })).json().error.fields;
      expect(english).toEqual({ email: 'Invalid email address' });
    });

    it('keeps markup exactly as typed and answers JSON only', async () => {
      const body = validMessage({
        name: '<img src=x onerror=alert(1)>',
        subject: '<script>alert("x")</script>',
        message: '<b>bold</b> & "quoted" text that is long enough',
      });
      const response = await send(body);
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const [row] = await stored(body.email);
      expect(row).toMatchObject({ name: body.name, subject: body.subject, message: body.message });
      const listed = (await list(actors.admin)).json().items as Array<{ id: number; subject: string }>;
      expect(listed.find((item) => item.id === row!.id)?.subject).toBe('<script>alert("x")</script>');
    });
  });

  describe('rate limits', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await buildTestApp({ rateLimits: true });
    });
    afterAll(async () => {
      await limited.close();
    });
    const sendFrom = (ip: string, payload: object) =>
      injectAs(limited, null, { method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

    it('limits one sender address, whatever network it writes from', async () => {
      const email = uniqueEmail('contact-limit');
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
        expect((await sendFrom(randomIp(), validMessage({ email }))).statusCode).toBe(201);
      }
      const refused = await sendFrom(randomIp(), validMessage({ email }));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe('Too many attempts. Please wait a minute and try again.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await stored(email, limited)).toHaveLength(CONTACT_RATE_LIMIT.max);
    });

    it('limits one network address, whatever sender address it uses', async () => {
      const ip = randomIp();
      for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
        expect((await sendFrom(ip, validMessage())).statusCode).toBe(201);
      }
      const body = validMessage();
      expect((await sendFrom(ip, body)).statusCode).toBe(429);
      expect(await stored(body.email, limited)).toHaveLength(0);
      // Someone else is not held back by it.
      expect((await sendFrom(randomIp(), validMessage())).statusCode).toBe(201);
    });

    it('does not count refused (invalid) messages', async () => {
      const email = uniqueEmail('contact-invalid');
      for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) {
        expect((await sendFrom(randomIp(), validMessage({ email, message: 'short' }))).statusCode).toBe(400);
      }
      expect((await sendFrom(randomIp(), validMessage({ email }))).statusCode).toBe(201);
    });
  });

  describe('admin inbox', () => {
    it.each([
      ['anonymous', 401],
      ['creator', 403],
      ['enterprise', 403],
      ['admin', 200],
    ] as const)('lists messages only for admins: %s gets %i', async (who, status) => {
      const response = await list(actors[who]);
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(response.headers['cache-control']).toBe('no-store');
      else expect(response.json().error.code).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
    });

    it.each([
      ['anonymous', 401],
      ['creator', 403],
      ['enterprise', 403],
      ['admin', 200],
    ] as const)('marks messages only for admins: %s gets %i', async (who, status) => {
      const body = validMessage();
      const { id } = (await send(body)).json() as { id: number };
      const response = await mark(actors[who], id, { read: true });
      expect(response.statusCode).toBe(status);
      const [row] = await stored(body.email);
      expect(row!.read).toBe(status === 200);
    });

    it('checks the session before the input, so strangers learn nothing from validation', async () => {
      expect((await list(null, '?status=bogus')).statusCode).toBe(401);
      expect((await mark(actors.creator, 'abc', { read: 'yes' })).statusCode).toBe(403);
      expect((await list(actors.admin, '?status=bogus')).statusCode).toBe(400);
    });

    it('lists unread before read, newest first, with totals, and filters by status', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push(((await send(validMessage())).json() as { id: number }).id);
      const [first, second, third] = ids as [number, number, number];
      await mark(actors.admin, second, { read: true });

      const all = (await list(actors.admin)).json();
      const order = (all.items as Array<{ id: number }>).map((item) => item.id);
      // Newest unread first (third, then first), and the read one after every unread message.
      expect(order.indexOf(third)).toBeLessThan(order.indexOf(first));
      const firstRead = (all.items as Array<{ read: boolean }>).findIndex((item) => item.read);
      if (firstRead !== -1) {
        expect((all.items as Array<{ read: boolean }>).slice(firstRead).every((item) => item.read)).toBe(
          true,
        );
      }
      expect(all).toMatchObject({ page: 1, pageSize: 12 });
      expect(all.total).toBeGreaterThanOrEqual(3);
      expect(all.unread).toBeLessThan(all.total);

      const unread = (await list(actors.admin, '?status=unread')).json();
      expect((unread.items as Array<{ read: boolean }>).every((item) => !item.read)).toBe(true);
      expect((unread.items as Array<{ id: number }>).map((item) => item.id)).not.toContain(second);
      expect(unread.total).toBe(all.unread);

      const read = (await list(actors.admin, '?status=read')).json();
      expect((read.items as Array<{ id: number }>).map((item) => item.id)).toContain(second);
      expect(read.total + unread.total).toBe(all.total);
    });

    it('pages through the inbox without repeats', async () => {
      for (let i = 0; i < 13; i++) await send(validMessage());
      const first = (await list(actors.admin, '?page=1')).json();
      const second = (await list(actors.admin, '?page=2')).json();
      expect(first.items).toHaveLength(12);
      const firstIds = new Set((first.items as Array<{ id: number }>).map((item) => item.id));
      expect((second.items as Array<{ id: number }>).some((item) => firstIds.has(item.id))).toBe(false);
      expect(second.page).toBe(2);
    });

    it('marks a message read and unread again', async () => {
      const { id } = (await send(validMessage())).json() as { id: number };
      const read = await mark(actors.admin, id, { read: true });
      expect(read.json()).toMatchObject({ id, read: true });
      const unread = await mark(actors.admin, id, { read: false });
      expect(unread.json()).toMatchObject({ id, read: false });
    });

    it('answers 404 for a message that does not exist and 400 for a bad body or id', async () => {
      expect((await mark(actors.admin, 2_000_000_000, { read: true })).statusCode).toBe(404);
      // Past PostgreSQL's integer range: the shared id contract refuses it as a bad id.
      expect((await mark(actors.admin, 99_999_999_999, { read: true })).statusCode).toBe(400);
      expect((await mark(actors.admin, 1, { read: 'yes' })).statusCode).toBe(400);
      expect((await mark(actors.admin, 'abc', { read: true })).statusCode).toBe(400);
    });
  });
});
