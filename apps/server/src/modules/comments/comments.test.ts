import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeEnterprise, makeJob, type TestUser } from '../../test/factories';

describe('job comments (admin notes)', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  let other: TestUser;
  let jobId: number;
  beforeAll(async () => {
    app = await buildTestApp();
    [admin, other] = await Promise.all([makeAdmin(app), makeAdmin(app)]);
    jobId = (await makeJob(app, (await makeEnterprise(app)).id)).id;
  });
  afterAll(async () => {
    await app.close();
  });

  const add = (user: TestUser, id: number | string, content: string) =>
    injectAs(app, user, { method: 'POST', url: `/api/admin/jobs/${id}/comments`, payload: { content } });

  it('lists comments oldest first with the author, and "Anonymous" (null) once the author is deleted', async () => {
    expect((await add(admin, jobId, '  first  ')).json().comment).toMatchObject({
      content: 'first',
      authorName: admin.name,
    });
    await add(other, jobId, 'second');
    await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/users/${other.id}` });
    const list = await injectAs(app, admin, { method: 'GET', url: `/api/admin/jobs/${jobId}/comments` });
    expect(
      list
        .json()
        .comments.map((c: { content: string; authorName: string | null }) => [c.content, c.authorName]),
    ).toEqual([
      ['first', admin.name],
      ['second', null],
    ]);
  });

  it('refuses an empty comment, a non-numeric job and an unknown job', async () => {
    expect((await add(admin, jobId, '   ')).statusCode).toBe(400);
    const bad = await add(admin, 'abc', 'hello');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe('Cannot add comment: Invalid job reference');
    expect((await add(admin, 2_000_000_000, 'hello')).statusCode).toBe(404);
  });
});
