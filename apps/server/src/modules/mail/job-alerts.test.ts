import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { notifications } from '../../db/schema/notifications';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, type Actors, type TestUser } from '../../test/factories';
import { holdMailPasses } from '../../test/mail-passes';
import { recordMail } from '../../test/mailbox';
import { digestCutoff, runScheduledMail } from './mail-runs';

const DAY_MS = 24 * 60 * 60_000;

/** Job alerts within each creator's choices: area, daily cap, in the app or a daily digest, or off (decision 211). */
describe('job alerts', () => {
  let app: FastifyInstance;
  let a: Actors;
  let mail: ReturnType<typeof recordMail>;

  let releaseMailPasses: () => Promise<void>;

  beforeAll(async () => {
    releaseMailPasses = await holdMailPasses();
    app = await buildTestApp();
    a = await makeActors(app); // a.enterprise is registered in Dharwad, Karnataka
    mail = recordMail(app);
  });
  afterAll(async () => {
    await app?.close();
    await releaseMailPasses?.();
  });

  /**
   * A skill of the taxonomy no other API test posts, and the jobs this file posted: on the shared PostgreSQL
   * database another file's job could still alert these creators, so alerts are read among this file's jobs.
   */
  const posted = new Set<number>();
  async function creatorWith(jobAlerts: Record<string, unknown>) {
    const skill = 'motion-graphics';
    const creator = await makeCreator(app, { skills: [skill] });
    const response = await injectAs(app, creator, {
      method: 'PUT',
      url: '/api/me/mail-settings',
      payload: {
        jobAlerts: {
          area: 'anywhere',
          state: null,
          district: null,
          dailyLimit: null,
          delivery: 'in_app',
          ...jobAlerts,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { creator, skill };
  }
  async function post(skill: string, location: string, enterprise: TestUser = a.enterprise) {
    const response = await injectAs(app, enterprise, {
      method: 'POST',
      url: '/api/jobs',
      payload: {
        title: `Shoot in ${location} ${randomUUID().slice(0, 4)}`,
        description: 'Photos of our shop and products for the new catalogue.',
        location,
        budgetMin: '5000',
        budgetMax: '9000',
        deadline: '2099-03-31',
        skills: [skill],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const job = response.json().job as { id: number; title: string };
    posted.add(job.id);
    return job;
  }
  const alertsOf = async (creator: TestUser) =>
    (
      await app.db
        .select({ jobId: notifications.jobId })
        .from(notifications)
        .where(and(eq(notifications.userId, creator.id), eq(notifications.kind, 'new_job')))
    )
      .map((row) => row.jobId)
      .filter((jobId) => jobId !== null && posted.has(jobId));

  it('anywhere: every matching job', async () => {
    const { creator, skill } = await creatorWith({});
    const job = await post(skill, 'Pune, Maharashtra');
    expect(await alertsOf(creator)).toEqual([job.id]);
  });

  it('my district: jobs naming it, or posted by an enterprise registered there', async () => {
    const mysuru = await creatorWith({ area: 'district', state: 'karnataka', district: 'Mysuru' });
    const named = await post(mysuru.skill, 'Mysuru, Karnataka');
    await post(mysuru.skill, 'Pune, Maharashtra');
    expect(await alertsOf(mysuru.creator)).toEqual([named.id]);
    const dharwad = await creatorWith({ area: 'district', state: 'karnataka', district: 'Dharwad' });
    const remote = await post(dharwad.skill, 'Remote');
    expect(await alertsOf(dharwad.creator)).toEqual([remote.id]);
  });

  it('my state: jobs naming it, not jobs elsewhere', async () => {
    const { creator, skill } = await creatorWith({ area: 'state', state: 'maharashtra' });
    const pune = await post(skill, 'Pune, Maharashtra');
    await post(skill, 'Mysuru, Karnataka');
    expect(await alertsOf(creator)).toEqual([pune.id]);
  });

  it('at most N a day, and none when off', async () => {
    const capped = await creatorWith({ dailyLimit: 3 });
    for (let i = 0; i < 4; i++) await post(capped.skill, 'Remote');
    expect(await alertsOf(capped.creator)).toHaveLength(3);
    const off = await creatorWith({ delivery: 'off' });
    await post(off.skill, 'Remote');
    expect(await alertsOf(off.creator)).toEqual([]);
  });

  it('the digest: no in-app alert, one mail the next morning in India listing the jobs, sent once', async () => {
    const { creator, skill } = await creatorWith({ delivery: 'digest', dailyLimit: 10 });
    await injectAs(app, creator, { method: 'PUT', url: '/api/me/language', payload: { language: 'mr' } });
    const thisMorning = digestCutoff(new Date());
    const first = await post(skill, 'Remote');
    const second = await post(skill, 'Mysuru, Karnataka');
    expect(await alertsOf(creator)).toEqual([]);
    const mine = () => mail.sent.filter((m) => m.to === creator.email);
    // Until the next morning's digest in India, the jobs wait.
    await runScheduledMail(app, new Date(thisMorning.getTime() + DAY_MS - 1));
    expect(mine()).toEqual([]);
    await runScheduledMail(app, new Date(Date.now() + DAY_MS));
    await runScheduledMail(app, new Date(Date.now() + DAY_MS));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.subject).toBe(translate('mr', 'mail.digest.subject'));
    expect(mine()[0]!.text).toContain(first.title);
    expect(mine()[0]!.text).toContain(`/jobs/${second.id}`);
    expect(mine()[0]!.headers?.['List-Unsubscribe']).toContain('job_digest');
  });
});
