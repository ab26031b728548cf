import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_POSTS_PER_ENTERPRISE_PER_DAY,
  JOB_POSTS_PER_NEW_ENTERPRISE_PER_DAY,
  NEW_JOB_NOTICES_PER_ENTERPRISE_PER_CREATOR_PER_DAY,
} from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  whenAdmitted,
  type TestUser,
} from '../../test/factories';

// A new enterprise once posted 30 jobs at once and one creator's unread count rose by 44.

describe('job posting budget', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const jobBody = (skill: string, title = 'Festival video for a dairy') => ({
    title,
    description: 'Two-minute film of the milk collection.',
    location: 'Anand, Gujarat',
    budgetMin: '20000',
    budgetMax: '45000',
    deadline: '2099-03-31',
    skills: [skill],
  });
  const post = (who: TestUser, body: object, lang = 'en') =>
    injectAs(app, who, {
      method: 'POST',
      url: '/api/jobs',
      payload: body,
      headers: { 'accept-language': lang },
    });
  /** An enterprise whose account was made a month ago, past a new account's stricter budget. */
  const established = async () => {
    const enterprise = await makeEnterprise(app);
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60_000);
    await app.db.update(profiles).set({ createdAt: monthAgo }).where(eq(profiles.id, enterprise.id));
    return enterprise;
  };
  const postedBy = async (enterpriseId: string) =>
    (await app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.enterpriseId, enterpriseId))).length;

  it('lets a new account post a few jobs, even when they are sent at once, then answers 429 in its language', async () => {
    const enterprise = await makeEnterprise(app);
    const skill = 'camera-operation';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        whenAdmitted(() => post(enterprise, jobBody(skill, `Job ${i}`), 'kn')),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(accepted).toHaveLength(JOB_POSTS_PER_NEW_ENTERPRISE_PER_DAY);
    expect(refused).toHaveLength(30 - JOB_POSTS_PER_NEW_ENTERPRISE_PER_DAY);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.json().error.message).toBe(translate('kn', 'errors.jobPostLimit'));
    expect(await postedBy(enterprise.id)).toBe(JOB_POSTS_PER_NEW_ENTERPRISE_PER_DAY);
  });

  it('lets an established account post more, and never counts the admin adding jobs for it', async () => {
    const enterprise = await established();
    const skill = 'camera-operation';
    for (let i = 0; i < JOB_POSTS_PER_ENTERPRISE_PER_DAY; i++) {
      {
        const answer = await post(enterprise, jobBody(skill));
        expect(answer.statusCode, answer.body).toBe(201);
      }
    }
    expect((await post(enterprise, jobBody(skill))).statusCode).toBe(429);
    const admin = await makeAdmin(app);
    expect((await post(admin, { ...jobBody(skill), enterpriseId: enterprise.id })).statusCode).toBe(201);
  });

  it('tells one creator about at most a few of one enterprise’s new jobs a day', async () => {
    const enterprise = await established();
    const other = await established();
    const skill = 'camera-operation';
    const creator = await makeCreator(app, { skills: ['camera-operation'] });
    for (let i = 0; i < 8; i++) {
      const answer = await post(enterprise, jobBody(skill));
      expect(answer.statusCode, answer.body).toBe(201);
    }
    expect((await post(other, jobBody(skill))).statusCode).toBe(201);
    const notices = await app.db
      .select({ jobId: notifications.jobId })
      .from(notifications)
      .where(and(eq(notifications.userId, creator.id), eq(notifications.kind, 'new_job')));
    expect(notices).toHaveLength(NEW_JOB_NOTICES_PER_ENTERPRISE_PER_CREATOR_PER_DAY + 1);
  });
});
