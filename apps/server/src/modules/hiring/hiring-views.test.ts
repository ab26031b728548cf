import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, makeJob, type Actors, type TestUser } from '../../test/factories';

/** What each side sees of the hiring loop: the admin's jobs table, the enterprise's applicant cards. */
describe('hiring loop views', () => {
  let app: FastifyInstance;
  let a: Actors;

  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const apply = async (creator: TestUser, jobId: number) => {
    const response = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/jobs/${jobId}/applications`,
      payload: { proposedPrice: '15000', coverLetter: 'Happy to help' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().application.id as number;
  };
  const adminJob = async (title: string) => {
    const response = await injectAs(app, a.admin, {
      method: 'GET',
      url: `/api/admin/jobs?q=${encodeURIComponent(title)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().jobs[0];
  };

  it('the admin jobs table names the recommendation awaiting a decision, and drops it once decided', async () => {
    const title = `Views job ${randomUUID().slice(0, 8)}`;
    const job = await makeJob(app, a.enterprise.id, { title });
    const creator = await makeCreator(app, { name: `Recommended ${randomUUID().slice(0, 6)}` });
    const id = await apply(creator, job.id);
    expect(await adminJob(title)).toMatchObject({ recommendation: null });
    const recommend = await injectAs(app, a.enterprise, {
      method: 'POST',
      url: `/api/applications/${id}/recommend`,
    });
    expect(recommend.statusCode).toBe(200);
    expect(await adminJob(title)).toMatchObject({
      status: 'open',
      recommendation: { applicationId: id, creatorName: creator.name },
    });
    const decline = await injectAs(app, a.admin, {
      method: 'POST',
      url: `/api/admin/recommendations/${id}/decline`,
      payload: { reason: 'Not this time' },
    });
    expect(decline.statusCode).toBe(200);
    expect(await adminJob(title)).toMatchObject({ recommendation: null });
  });

  it('applicant cards carry up to three portfolio pictures in the creator’s order, never a link', async () => {
    const job = await makeJob(app, a.enterprise.id);
    const creator = await makeCreator(app);
    const bare = await makeCreator(app);
    const item = (position: number, type: 'image' | 'link', thumbnailUrl: string | null = null) => ({
      creatorId: creator.id,
      type,
      title: `Work ${position}`,
      mediaUrl: `https://example.test/${position}.jpg`,
      thumbnailUrl,
      position,
    });
    await app.db
      .insert(portfolioItems)
      .values([
        item(4, 'image'),
        item(0, 'link'),
        item(1, 'image', 'https://example.test/1-small.jpg'),
        item(2, 'image'),
        item(3, 'image'),
      ]);
    await apply(creator, job.id);
    await apply(bare, job.id);
    const response = await injectAs(app, a.enterprise, {
      method: 'GET',
      url: `/api/enterprise/applications?jobId=${job.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const byCreator = new Map(
      response
        .json()
        .applications.map((row: { creator: { id: string; samples: unknown[] } }) => [
          row.creator.id,
          row.creator.samples,
        ]),
    );
    expect(byCreator.get(creator.id)).toMatchObject([
      { title: 'Work 1', imageUrl: 'https://example.test/1-small.jpg' },
      { title: 'Work 2', imageUrl: 'https://example.test/2.jpg' },
      { title: 'Work 3', imageUrl: 'https://example.test/3.jpg' },
    ]);
    expect(byCreator.get(bare.id)).toEqual([]);
  });
});
