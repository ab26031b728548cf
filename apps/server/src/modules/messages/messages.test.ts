import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@kalasetu/shared/limits';
import { applications } from '../../db/schema/applications';
import { messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { realtimeEvents } from '../../db/schema/realtime-events';
import { users } from '../../db/schema/users';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  type TestUser,
} from '../../test/factories';

describe('messages', () => {
  let app: FastifyInstance;
  let enterprise: TestUser;
  let accepted: TestUser;
  let rejected: TestUser;
  let pending: TestUser;
  let stranger: TestUser;
  let otherEnterprise: TestUser;
  let admin: TestUser;
  /** A creator the admin wrote to before any test ran, so it may reply whatever order the tests run in. */
  let contacted: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [enterprise, accepted, rejected, pending, stranger, otherEnterprise, admin, contacted] =
      await Promise.all([
        makeEnterprise(app),
        makeCreator(app),
        makeCreator(app),
        makeCreator(app),
        makeCreator(app),
        makeEnterprise(app),
        makeAdmin(app),
        makeCreator(app),
      ]);
    await app.db
      .insert(messages)
      .values({ senderId: admin.id, receiverId: contacted.id, content: 'Welcome' });
    const job = await makeJob(app, enterprise.id);
    await app.db.insert(applications).values([
      { jobId: job.id, creatorId: accepted.id, proposedPrice: 12000, coverLetter: 'Yes', status: 'accepted' },
      { jobId: job.id, creatorId: rejected.id, proposedPrice: 12000, coverLetter: 'Yes', status: 'rejected' },
      {
        jobId: job.id,
        creatorId: pending.id,
        proposedPrice: 12000,
        coverLetter: 'Yes',
        status: 'recommended',
      },
    ]);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (from: TestUser | null, to: string, content = 'Hello there', lang = 'en') =>
    injectAs(app, from, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: to, content },
      headers: { 'accept-language': lang },
    });
  const thread = (viewer: TestUser, otherId: string) =>
    injectAs(app, viewer, { method: 'GET', url: `/api/messages/with/${otherId}` });

  describe('who may message whom', () => {
    const cases: Array<[string, () => TestUser, () => TestUser, number]> = [
      ['enterprise → creator it accepted', () => enterprise, () => accepted, 201],
      ['creator → enterprise that accepted it', () => accepted, () => enterprise, 201],
      ['enterprise → rejected applicant', () => enterprise, () => rejected, 403],
      ['rejected applicant → enterprise', () => rejected, () => enterprise, 403],
      // Before a decision, the two sides of an application to an open job may talk about it
      // (docs/product/messaging.md).
      ['enterprise → applicant still awaiting approval', () => enterprise, () => pending, 201],
      ['applicant still awaiting approval → enterprise', () => pending, () => enterprise, 201],
      ['enterprise → stranger creator', () => enterprise, () => stranger, 403],
      ['stranger creator → enterprise', () => stranger, () => enterprise, 403],
      ['another enterprise → the accepted creator', () => otherEnterprise, () => accepted, 403],
      ['creator → creator', () => accepted, () => stranger, 403],
      ['enterprise → enterprise', () => enterprise, () => otherEnterprise, 403],
      ['admin → stranger creator', () => admin, () => stranger, 201],
      ['admin → enterprise', () => admin, () => otherEnterprise, 201],
      ['creator → admin who wrote to it (reply)', () => contacted, () => admin, 201],
      ['creator → admin who never wrote', () => rejected, () => admin, 403],
      ['anyone → themselves', () => enterprise, () => enterprise, 403],
    ];
    for (const [name, from, to, status] of cases) {
      it(`${name}: ${status}`, async () => {
        // Counted per sender: other test files write messages to the same database at the same time.
        const sent = async () =>
          (await app.db.select().from(messages).where(eq(messages.senderId, from().id))).length;
        const before = await sent();
        const response = await send(from(), to().id);
        expect(response.statusCode, response.body).toBe(status);
        const after = await sent();
        expect(after - before).toBe(status === 201 ? 1 : 0);
      });
    }

    it('refuses the anonymous with 401 and an unknown recipient with 400', async () => {
      expect((await send(null, accepted.id)).statusCode).toBe(401);
      const unknown = await send(admin, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(400);
    });

    it('explains a refusal in the sender’s language', async () => {
      const response = await send(stranger, enterprise.id, 'Hi', 'hi');
      expect(response.json().error.message).toBe(
        'आप केवल उन्हीं लोगों को संदेश भेज सकते हैं जिनके साथ आप किसी काम पर जुड़े हैं, या जिन्होंने आवेदन किया है या जिन्हें आमंत्रित किया गया है',
      );
    });

    it('offers exactly the allowed recipients', async () => {
      const list = async (user: TestUser) =>
        (await injectAs(app, user, { method: 'GET', url: '/api/messages/recipients' }))
          .json()
          .recipients.map((r: { id: string }) => r.id);
      expect((await list(enterprise)).sort()).toEqual([accepted.id, pending.id].sort());
      expect(await list(accepted)).toEqual([enterprise.id]);
      expect(await list(rejected)).toEqual([]);
      expect(await list(contacted)).toEqual([admin.id]);
      expect(await list(await makeCreator(app))).toEqual([]);
      // Admins may write to anyone: the picker lists up to 500 people (the shared test database may hold more).
      const adminList = await list(admin);
      expect(adminList.length).toBeGreaterThan(0);
      expect(adminList.length).toBeLessThanOrEqual(500);
      expect(adminList).not.toContain(admin.id);
    });
  });

  describe('sending', () => {
    it('trims, refuses empty or too long text, and stores markup as plain text', async () => {
      const empty = await send(enterprise, accepted.id, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields.content).toBe('Please enter a message');
      const tooLong = await send(enterprise, accepted.id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1));
      expect(tooLong.statusCode).toBe(400);
      const noRecipient = await injectAs(app, enterprise, {
        method: 'POST',
        url: '/api/messages',
        payload: { content: 'hi' },
      });
      expect(noRecipient.json().error.fields.receiverId).toBe('Please select a recipient');
      const html = await send(enterprise, accepted.id, '  <img src=x onerror=alert(1)>  ');
      expect(html.statusCode).toBe(201);
      expect(html.json().message).toMatchObject({
        content: '<img src=x onerror=alert(1)>',
        senderName: enterprise.name,
        receiverName: accepted.name,
        read: false,
      });
    });

    it('creates a new_message notification for the receiver only, and realtime events for both sides', async () => {
      const response = await send(accepted, enterprise.id, 'Files are ready');
      const id = response.json().message.id as number;
      const mine = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, enterprise.id), eq(notifications.type, 'new_message')));
      expect(mine.at(-1)).toMatchObject({
        kind: 'new_message',
        params: { name: accepted.name },
        actorId: accepted.id,
        relatedId: accepted.id,
        link: `/enterprise-dashboard?tab=messages&to=${accepted.id}`,
      });
      const senderNotes = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, accepted.id), eq(notifications.relatedId, accepted.id)));
      expect(senderNotes).toHaveLength(0);
      const events = await app.db
        .select()
        .from(realtimeEvents)
        .where(eq(realtimeEvents.type, 'message.created'));
      const forMessage = events.filter((e) => (e.payload as { messageId?: number }).messageId === id);
      expect(forMessage.map((e) => e.userId).sort()).toEqual([accepted.id, enterprise.id].sort());
    });

    it("links an admin's new_message notification to the admin dashboard's conversation with the sender", async () => {
      expect((await send(admin, stranger.id, 'Please add a portfolio')).statusCode).toBe(201);
      expect((await send(stranger, admin.id, 'Added three photos')).statusCode).toBe(201);
      const [note] = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.relatedId, stranger.id)));
      expect(note?.link).toBe(`/admin?tab=conversations&to=${stranger.id}`);
    });
  });

  describe('reading', () => {
    it('marks messages read only when the receiver loads the thread', async () => {
      const [creator, boss] = [await makeCreator(app), await makeEnterprise(app)];
      const job = await makeJob(app, boss.id);
      await app.db.insert(applications).values({
        jobId: job.id,
        creatorId: creator.id,
        proposedPrice: 5000,
        coverLetter: 'x',
        status: 'accepted',
      });
      const sent = (await send(boss, creator.id, 'First')).json().message;
      await send(boss, creator.id, 'Second');

      const bellBefore = await injectAs(app, creator, {
        method: 'GET',
        url: '/api/notifications/unread-count',
      });
      expect(bellBefore.json()).toEqual({ unreadCount: 2 });
      // The sender loading the thread changes nothing.
      const senderView = await thread(boss, creator.id);
      expect(senderView.json().messages.map((m: { read: boolean }) => m.read)).toEqual([false, false]);
      const convo = async (user: TestUser) =>
        (await injectAs(app, user, { method: 'GET', url: '/api/messages/conversations' })).json();
      expect((await convo(creator)).conversations[0]).toMatchObject({
        otherId: boss.id,
        otherName: boss.name,
        lastMessage: 'Second',
        unreadCount: 2,
      });
      expect((await convo(creator)).unreadCount).toBe(2);

      const receiverView = await thread(creator, boss.id);
      expect(receiverView.statusCode).toBe(200);
      expect(receiverView.json().other).toMatchObject({ id: boss.id, name: boss.name, role: 'enterprise' });
      expect(receiverView.json().messages.map((m: { content: string }) => m.content)).toEqual([
        'First',
        'Second',
      ]);
      expect(receiverView.json().messages.every((m: { read: boolean }) => m.read)).toBe(true);
      const [row] = await app.db.select().from(messages).where(eq(messages.id, sent.id));
      expect(row!.read).toBe(true);
      expect((await convo(creator)).unreadCount).toBe(0);
      const bell = await injectAs(app, creator, { method: 'GET', url: '/api/notifications/unread-count' });
      expect(bell.json()).toEqual({ unreadCount: 0 });

      // A reply is unread for the enterprise until it loads the thread.
      await send(creator, boss.id, 'Thanks');
      expect((await convo(boss)).conversations[0].unreadCount).toBe(1);
      await thread(boss, creator.id);
      expect((await convo(boss)).conversations[0].unreadCount).toBe(0);
    });

    it('lists each conversation once, newest first, with its own unread count and a one-line preview', async () => {
      const me = await makeEnterprise(app);
      const [asha, ravi, meena] = [await makeCreator(app), await makeCreator(app), await makeCreator(app)];
      const minute = 60_000;
      const at = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * minute);
      const long = `Line one of the brief.\n\n${'Shoot the looms at dawn. '.repeat(150)}`.slice(
        0,
        MESSAGE_MAX_LENGTH,
      );
      await app.db.insert(messages).values([
        // Asha: two unread from her, one read, one of mine; her last message is the long one.
        { senderId: asha.id, receiverId: me.id, content: 'Hello', read: true, createdAt: at(1) },
        { senderId: me.id, receiverId: asha.id, content: 'Hi Asha', read: false, createdAt: at(2) },
        { senderId: asha.id, receiverId: me.id, content: 'Quote attached', read: false, createdAt: at(3) },
        { senderId: asha.id, receiverId: me.id, content: long, read: false, createdAt: at(7) },
        // Ravi: the newest conversation, mine last, nothing unread for me.
        { senderId: ravi.id, receiverId: me.id, content: 'Done', read: true, createdAt: at(4) },
        { senderId: me.id, receiverId: ravi.id, content: 'Paid, thank you', read: false, createdAt: at(9) },
        // Meena: one unread, the oldest conversation.
        { senderId: meena.id, receiverId: me.id, content: 'Are you hiring?', read: false, createdAt: at(0) },
        // Between two others: not mine.
        { senderId: asha.id, receiverId: ravi.id, content: 'Not for the enterprise', createdAt: at(10) },
      ]);
      const { conversations, unreadCount } = (
        await injectAs(app, me, { method: 'GET', url: '/api/messages/conversations' })
      ).json();
      expect(unreadCount).toBe(3);
      expect(
        conversations.map((c: { otherId: string; unreadCount: number }) => [c.otherId, c.unreadCount]),
      ).toEqual([
        [ravi.id, 0],
        [asha.id, 2],
        [meena.id, 1],
      ]);
      expect(conversations[0].lastMessage).toBe('Paid, thank you');
      const preview: string = conversations[1].lastMessage;
      expect([...preview].length).toBeLessThanOrEqual(CARD_TEXT_MAX_LENGTH);
      expect(preview).toMatch(/^Line one of the brief\. Shoot the looms at dawn\. .*…$/);
      // The thread still holds the whole message.
      const whole = (await thread(me, asha.id)).json().messages.at(-1).content;
      expect(whole).toBe(long);
    });

    it("never shows a third person's messages, and drops a conversation whose account was deleted", async () => {
      const outsider = await makeCreator(app);
      const view = await thread(outsider, enterprise.id);
      expect(view.statusCode).toBe(200);
      expect(view.json().messages).toEqual([]);

      const gone = await makeCreator(app);
      await send(admin, gone.id, 'Welcome');
      const convos = async () =>
        (await injectAs(app, admin, { method: 'GET', url: '/api/messages/conversations' })).json()
          .conversations as Array<{ otherId: string; otherName: string }>;
      expect((await convos()).find((c) => c.otherId === gone.id)?.otherName).toBe(gone.name);
      await app.db.delete(users).where(eq(users.id, gone.id));
      expect((await convos()).some((c) => c.otherId === gone.id)).toBe(false);
      expect((await thread(admin, gone.id)).statusCode).toBe(404);
    });
  });
});
