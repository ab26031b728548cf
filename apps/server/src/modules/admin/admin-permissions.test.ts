import { inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcaseItems } from '../../db/schema/showcase-items';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeActors,
  makeCreator,
  makeJob,
  TEST_PASSWORD,
  uniqueEmail,
  type Actors,
} from '../../test/factories';
import { multipart, png } from '../portfolio/portfolio.fixtures';

type ActorName = keyof Actors;
const ACTORS: ActorName[] = [
  'anonymous',
  'creator',
  'otherCreator',
  'enterprise',
  'otherEnterprise',
  'admin',
];

const adminOnly = (ok: number) => ({
  anonymous: 401,
  creator: 403,
  otherCreator: 403,
  enterprise: 403,
  otherEnterprise: 403,
  admin: ok,
});

interface Fixture {
  jobId: number;
  victimId: string;
  victimEmail: string;
  showcaseId: number;
  image: Buffer;
}

const showcaseBody = { title: 'Matrix item', imageUrl: 'https://example.com/a.png', category: 'Branding' };

/** Every admin endpoint, with what each actor must get. A fresh fixture per request keeps the rows independent. */
const MATRIX: Array<{
  endpoint: string;
  request: (f: Fixture) => InjectOptions;
  expected: Record<ActorName, number>;
}> = [
  {
    endpoint: 'GET users',
    request: () => ({ method: 'GET', url: '/api/admin/users?role=creator' }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'POST users',
    request: () => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        name: 'Matrix User',
        email: uniqueEmail('matrix'),
        password: TEST_PASSWORD,
        role: 'creator',
      },
    }),
    expected: adminOnly(201),
  },
  {
    endpoint: 'POST users/promote',
    request: (f) => ({ method: 'POST', url: '/api/admin/users/promote', payload: { email: f.victimEmail } }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'POST users/:id/verify',
    request: (f) => ({ method: 'POST', url: `/api/admin/users/${f.victimId}/verify` }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'DELETE users/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/users/${f.victimId}` }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'GET jobs',
    request: () => ({ method: 'GET', url: '/api/admin/jobs?status=open' }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'GET stats',
    request: () => ({ method: 'GET', url: '/api/admin/stats' }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'GET jobs/:id/comments',
    request: (f) => ({ method: 'GET', url: `/api/admin/jobs/${f.jobId}/comments` }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'POST jobs/:id/comments',
    request: (f) => ({
      method: 'POST',
      url: `/api/admin/jobs/${f.jobId}/comments`,
      payload: { content: 'Note' },
    }),
    expected: adminOnly(201),
  },
  {
    endpoint: 'POST showcase',
    request: () => ({ method: 'POST', url: '/api/admin/showcase', payload: showcaseBody }),
    expected: adminOnly(201),
  },
  {
    endpoint: 'PUT showcase/:id',
    request: (f) => ({ method: 'PUT', url: `/api/admin/showcase/${f.showcaseId}`, payload: showcaseBody }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'DELETE showcase/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/admin/showcase/${f.showcaseId}` }),
    expected: adminOnly(200),
  },
  {
    endpoint: 'POST showcase/image',
    request: (f) => ({
      method: 'POST',
      url: '/api/admin/showcase/image',
      ...multipart({ filename: 'work.png', content: f.image }),
    }),
    expected: adminOnly(201),
  },
  {
    endpoint: 'POST showcase/demo',
    request: () => ({ method: 'POST', url: '/api/admin/showcase/demo', payload: { uploaded: false } }),
    expected: adminOnly(201),
  },
  // Bootstrap is open to any signed-in user by design, and refused while an admin exists (here: always).
  {
    endpoint: 'GET bootstrap',
    request: () => ({ method: 'GET', url: '/api/admin/bootstrap' }),
    expected: { ...adminOnly(200), creator: 200, otherCreator: 200, enterprise: 200, otherEnterprise: 200 },
  },
  {
    endpoint: 'POST bootstrap',
    request: () => ({ method: 'POST', url: '/api/admin/bootstrap' }),
    expected: { ...adminOnly(403), admin: 403 },
  },
];

describe('admin permission matrix', () => {
  let app: FastifyInstance;
  let actors: Actors;
  let image: Buffer;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = await makeActors(app);
    image = await png(40, 30);
  });
  // The public gallery is shared with other test files on PostgreSQL: leave it as found.
  const showcaseIds: number[] = [];
  afterAll(async () => {
    if (showcaseIds.length) await app.db.delete(showcaseItems).where(inArray(showcaseItems.id, showcaseIds));
    await app.close();
  });

  async function fixture(): Promise<Fixture> {
    const victim = await makeCreator(app);
    const job = await makeJob(app, actors.enterprise.id);
    const [item] = await app.db
      .insert(showcaseItems)
      .values({ title: 'Matrix fixture', imageUrl: '/demo/showcase-logo.webp' })
      .returning();
    showcaseIds.push(item!.id);
    return { jobId: job.id, victimId: victim.id, victimEmail: victim.email, showcaseId: item!.id, image };
  }

  for (const row of MATRIX) {
    it(`${row.endpoint}: only the expected actors pass`, async () => {
      const got: Record<string, number> = {};
      for (const name of ACTORS) {
        const response = await injectAs(app, actors[name], row.request(await fixture()));
        got[name] = response.statusCode;
        const body =
          response.statusCode === 201
            ? (response.json() as { item?: { id: number }; items?: Array<{ id: number }> })
            : {};
        if (body.item) showcaseIds.push(body.item.id);
        for (const item of body.items ?? []) showcaseIds.push(item.id);
      }
      expect(got).toEqual(row.expected);
    });
  }

  it('a refused call changes nothing', async () => {
    const f = await fixture();
    await injectAs(app, actors.enterprise, { method: 'DELETE', url: `/api/admin/users/${f.victimId}` });
    await injectAs(app, actors.creator, {
      method: 'POST',
      url: '/api/admin/users/promote',
      payload: { email: f.victimEmail },
    });
    const users = await injectAs(app, actors.admin, {
      method: 'GET',
      url: `/api/admin/users?q=${f.victimEmail}`,
    });
    expect(users.json().users).toEqual([expect.objectContaining({ id: f.victimId, role: 'creator' })]);
  });
});
