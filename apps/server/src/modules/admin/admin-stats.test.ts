import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { profiles } from '../../db/schema/profiles';
import { ratings } from '../../db/schema/ratings';
import {
  injectAs,
  makeAdmin,
  makeCreator,
  makeEnterprise,
  makeJob,
  type TestUser,
} from '../../test/factories';
import { eq } from 'drizzle-orm';
import { getStats, STATS_CHART_WEEKS } from './admin.service';
import { buildIsolatedApp, type IsolatedApp } from './isolated-test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('admin statistics from a known fixture', () => {
  let app: FastifyInstance;
  let isolated: IsolatedApp;
  let admin: TestUser;
  beforeAll(async () => {
    isolated = await buildIsolatedApp();
    app = isolated.app;
  });
  afterAll(async () => {
    await isolated.dispose();
  });

  it('computes every card from the rows, with no placeholders', async () => {
    const now = new Date();
    admin = await makeAdmin(app);
    const [e1, e2, e3] = await Promise.all([makeEnterprise(app), makeEnterprise(app), makeEnterprise(app)]);
    const [c1, c2] = await Promise.all([makeCreator(app), makeCreator(app)]);
    // One enterprise and one creator joined long ago: 3 of the 5 users are new in 7 days.
    await app.db
      .update(profiles)
      .set({ createdAt: new Date(now.getTime() - 40 * DAY) })
      .where(eq(profiles.id, e3!.id));
    await app.db
      .update(profiles)
      .set({ createdAt: new Date(now.getTime() - 40 * DAY) })
      .where(eq(profiles.id, c2!.id));

    // Four jobs: two new this week, one 20 days old, one 60 days old (its enterprise e3 is not active).
    const j1 = await makeJob(app, e1!.id, {
      budgetMin: 10000,
      budgetMax: 20000,
      createdAt: new Date(now.getTime() - 2 * DAY),
    });
    await makeJob(app, e1!.id, {
      budgetMin: 0,
      budgetMax: 10000,
      createdAt: new Date(now.getTime() - 1 * DAY),
    });
    const j3 = await makeJob(app, e2!.id, {
      budgetMin: 30000,
      budgetMax: 50000,
      createdAt: new Date(now.getTime() - 20 * DAY),
      selectedApplicantId: c1!.id,
      status: 'completed',
      assignedAt: new Date(now.getTime() - 20 * DAY + 10 * HOUR),
    });
    await makeJob(app, e3!.id, {
      budgetMin: 5000,
      budgetMax: 5000,
      createdAt: new Date(now.getTime() - 60 * DAY),
    });
    // Assign j1 through the API: assigned_at is recorded (2 days after posting → ~48 h).
    const assign = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/jobs/${j1.id}/assignment`,
      payload: { creatorId: c2!.id },
    });
    expect(assign.statusCode).toBe(200);
    // Applications: j1 has c2's (created by the assignment) and c1's; j3 has c1's → 3 over 4 jobs.
    await app.db.insert(applications).values([
      { jobId: j1.id, creatorId: c1!.id, proposedPrice: 100 },
      { jobId: j3.id, creatorId: c1!.id, proposedPrice: 100, status: 'accepted' },
    ]);
    // Ratings received by creators: 5 and 4 for c1, 3 for c2 → 4.0; a rating of an enterprise does not count.
    await app.db.insert(ratings).values([
      { raterId: e1!.id, ratedId: c1!.id, jobId: j1.id, value: 5 },
      { raterId: e2!.id, ratedId: c1!.id, jobId: j1.id, value: 4 },
      { raterId: e1!.id, ratedId: c2!.id, jobId: j1.id, value: 3 },
      { raterId: c1!.id, ratedId: e1!.id, jobId: j1.id, value: 1 },
    ]);

    const response = await injectAs(app, admin, { method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.users).toEqual({ total: 5, enterprises: 3, creators: 2, newLast7Days: 3 });
    expect(stats.marketplace).toEqual({
      newJobsLast7Days: 2,
      averageApplicationsPerJob: 0.8, // 3 / 4 = 0.75, shown to one decimal
      fillRatePercent: 50, // j1 and j3 have a selected creator
      averageBudget: 16250, // midpoints 15000, 5000, 40000, 5000 → 65000 / 4
    });
    expect(stats.performance.averageCreatorRating).toBe(4);
    expect(stats.performance.activeEnterprisesPercent).toBe(66.7); // e1 and e2 of 3
    // (10 h + ~48 h) / 2
    expect(stats.performance.averageHoursToAssign).toBeGreaterThanOrEqual(28.9);
    expect(stats.performance.averageHoursToAssign).toBeLessThanOrEqual(29.1);

    expect(stats.weekly).toHaveLength(STATS_CHART_WEEKS);
    const posted = stats.weekly.reduce((sum: number, w: { posted: number }) => sum + w.posted, 0);
    const filled = stats.weekly.reduce((sum: number, w: { filled: number }) => sum + w.filled, 0);
    expect(posted).toBe(3); // the 60-day-old job is outside the eight weeks
    expect(filled).toBe(2);
  });

  it('answers zeros, not placeholders, for an empty marketplace', async () => {
    const empty = await buildIsolatedApp();
    try {
      const actor = { userId: 'x', sessionId: 'x', role: 'admin' as const, name: 'A', email: 'a@x' };
      const stats = await getStats(empty.app, actor);
      expect(stats.users).toEqual({ total: 0, enterprises: 0, creators: 0, newLast7Days: 0 });
      expect(stats.marketplace).toEqual({
        newJobsLast7Days: 0,
        averageApplicationsPerJob: 0,
        fillRatePercent: 0,
        averageBudget: 0,
      });
      expect(stats.performance).toEqual({
        averageCreatorRating: 0,
        activeEnterprisesPercent: 0,
        averageHoursToAssign: null,
      });
    } finally {
      await empty.dispose();
    }
  });
});
