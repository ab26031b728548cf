import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_MAIL_AFTER_MS } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { buildSecondInstance, buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, makeJob, type Actors, type TestUser } from '../../test/factories';
import { holdMailPasses } from '../../test/mail-passes';
import { recordMail } from '../../test/mailbox';
import { runScheduledMail } from './mail-runs';
import { startMailScheduler } from './mail-scheduler';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** Mail where users expect it (decision 210): in the reader's language, once, and only while its switch is on. */
describe('scheduled mail', () => {
  let app: FastifyInstance;
  let a: Actors;
  let mail: ReturnType<typeof recordMail>;

  let releaseMailPasses: () => Promise<void>;

  beforeAll(async () => {
    releaseMailPasses = await holdMailPasses();
    app = await buildTestApp();
    a = await makeActors(app);
    mail = recordMail(app);
  });
  afterAll(async () => {
    await app?.close();
    await releaseMailPasses?.();
  });

  const mailsTo = (user: TestUser) => mail.sent.filter((m) => m.to === user.email);
  const unreadMails = (user: TestUser) =>
    mailsTo(user).filter(
      (m) => m.subject === translate('en', 'notice.subject.unreadMessage', { name: a.enterprise.name }),
    );
  const setLanguage = (user: TestUser, language: string) =>
    injectAs(app, user, { method: 'PUT', url: '/api/me/language', payload: { language } });
  /** Turns a topic's e-mail off in Settings → Preferences. */
  const mailOff = async (user: TestUser, topic: string) => {
    const response = await injectAs(app, user, {
      method: 'PUT',
      url: '/api/me/notice-preferences/choices',
      payload: { choices: { [topic]: { email: false } } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const mailed = async (user: TestUser, topic: string) => {
    const response = await injectAs(app, user, { method: 'GET', url: '/api/me/notice-preferences' });
    return response.json().preferences.choices[topic].email as boolean;
  };
  const invite = async (creator: TestUser, note?: string) => {
    const job = await makeJob(app, a.enterprise.id, { title: `Wedding shoot ${randomUUID().slice(0, 6)}` });
    const response = await injectAs(app, a.enterprise, {
      method: 'POST',
      url: `/api/jobs/${job.id}/invitations`,
      payload: { creatorId: creator.id, ...(note ? { note } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return job;
  };
  const apply = async (creator: TestUser, jobId: number) => {
    const response = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { proposedPrice: '17000', coverLetter: 'I can do it well' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().application.id as number;
  };

  it('mails an invitation in the creator’s language, once, with a working one-click unsubscribe', async () => {
    const creator = await makeCreator(app);
    expect((await setLanguage(creator, 'hi')).statusCode).toBe(200);
    const job = await invite(creator);
    await runScheduledMail(app, minutes(1));
    await runScheduledMail(app, minutes(1));
    const sent = mailsTo(creator);
    expect(sent).toHaveLength(1);
    // The mail names the company, as the invitation notice and job cards do (makeUser's company name).
    const subject = translate('hi', 'notice.subject.invitationReceived', {
      enterprise: `${a.enterprise.name} Pvt Ltd`,
      title: job.title,
    });
    expect(sent[0]!.subject).toBe(subject);
    expect(sent[0]!.text).toContain(`/jobs/${job.id}`);
    expect(sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(sent[0]!.headers!['List-Unsubscribe']!.slice(1, -1));
    expect(sent[0]!.text).toContain(url.href);
    // A mail client's one-click POST: a form body, no cookie, no Origin.
    const oneClick = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await mailed(creator, 'invitation')).toBe(false);
    expect(await mailed(creator, 'hire')).toBe(true);
    await invite(creator);
    await runScheduledMail(app, minutes(1));
    expect(mailsTo(creator)).toHaveLength(1);
  });

  it('mails the assignment to the creator and the accepted recommendation to the enterprise', async () => {
    const creator = await makeCreator(app);
    const job = await makeJob(app, a.enterprise.id, { title: `Product film ${randomUUID().slice(0, 6)}` });
    const id = await apply(creator, job.id);
    await injectAs(app, a.enterprise, { method: 'POST', url: `/api/applications/${id}/recommend` });
    await runScheduledMail(app, minutes(1));
    const before = mailsTo(a.enterprise).length;
    const accepted = await injectAs(app, a.admin, {
      method: 'POST',
      url: `/api/admin/recommendations/${id}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await runScheduledMail(app, minutes(1));
    expect(mailsTo(creator).map((m) => m.subject)).toEqual([
      translate('en', 'notice.subject.assigned', { title: job.title }),
    ]);
    const enterpriseMail = mailsTo(a.enterprise).slice(before);
    expect(enterpriseMail.map((m) => m.subject)).toEqual([
      translate('en', 'notice.subject.recommendationAccepted', { title: job.title }),
    ]);
    expect(enterpriseMail[0]!.text).toContain(creator.name);
  });

  it('mails a declined recommendation with its reason, unless the enterprise switched that mail off', async () => {
    const enterprise = a.otherEnterprise;
    const decline = async (reason: string) => {
      const creator = await makeCreator(app);
      const job = await makeJob(app, enterprise.id);
      const id = await apply(creator, job.id);
      await injectAs(app, enterprise, { method: 'POST', url: `/api/applications/${id}/recommend` });
      const response = await injectAs(app, a.admin, {
        method: 'POST',
        url: `/api/admin/recommendations/${id}/decline`,
        payload: { reason },
      });
      expect(response.statusCode, response.body).toBe(200);
      await runScheduledMail(app, minutes(1));
    };
    await decline('The price is above the posted budget');
    const declined = mailsTo(enterprise).filter((m) =>
      m.text.includes('The price is above the posted budget'),
    );
    expect(declined).toHaveLength(1);
    await mailOff(enterprise, 'hire');
    await decline('Portfolio does not show product work');
    expect(mailsTo(enterprise).filter((m) => m.text.includes('Portfolio does not show'))).toHaveLength(0);
    // Other topics still reach it: the creator's application was mailed.
    expect(mailsTo(enterprise).some((m) => m.subject.startsWith('New application for'))).toBe(true);
  });

  it('mails a conversation left unread for 15 minutes once per unread burst, not per message', async () => {
    const creator = await makeCreator(app);
    await invite(creator, 'Would you shoot our Diwali catalogue?');
    const send = (content: string) =>
      injectAs(app, a.enterprise, {
        method: 'POST',
        url: '/api/messages',
        payload: { receiverId: creator.id, content },
      });
    expect((await send('Also the launch event')).statusCode).toBe(201);
    await runScheduledMail(app, minutes(UNREAD_MAIL_AFTER_MS / 60_000 - 1));
    expect(mailsTo(creator)).toHaveLength(1); // the invitation only
    await runScheduledMail(app, minutes(16));
    const unread = unreadMails(creator);
    expect(unread).toHaveLength(1);
    expect(unread[0]!.text).toContain(`/dashboard?tab=messages&to=${a.enterprise.id}`);
    // More messages in the same unread burst: no second mail.
    expect((await send('And a reel')).statusCode).toBe(201);
    await runScheduledMail(app, minutes(40));
    expect(unreadMails(creator)).toHaveLength(1);
    // Read, then a new message: a new burst, a new mail.
    await injectAs(app, creator, { method: 'GET', url: `/api/messages/with/${a.enterprise.id}` });
    expect((await send('Any news?')).statusCode).toBe(201);
    await runScheduledMail(app, minutes(60));
    expect(unreadMails(creator)).toHaveLength(2);
  });

  it('the scheduler runs now on its own clock, one pass at a time', async () => {
    const creator = await makeCreator(app);
    await invite(creator, 'Are you free in March?');
    // An hour-long interval: only runNow() runs here.
    const scheduler = startMailScheduler(app, { clock: () => minutes(20), intervalMs: 3_600_000 });
    try {
      const first = scheduler.runNow();
      expect(scheduler.runNow()).toBe(first);
      await first;
      expect(unreadMails(creator)).toHaveLength(1);
    } finally {
      scheduler.stop();
    }
  });

  it('sends each mail once when two instances on one database run at the same moment', async () => {
    const second = await buildSecondInstance(app);
    try {
      const secondMail = recordMail(second);
      const creators = await Promise.all([1, 2, 3].map(() => makeCreator(app)));
      for (const creator of creators) await invite(creator, 'Hello from the cooperative');
      const now = minutes(20);
      await Promise.all([runScheduledMail(app, now), runScheduledMail(second, now)]);
      for (const creator of creators) {
        const all = [...mail.sent, ...secondMail.sent].filter((m) => m.to === creator.email);
        // One invitation mail and one unread-message mail, whichever instance sent them.
        expect(all).toHaveLength(2);
      }
    } finally {
      await second.close();
    }
  });
});
