import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcaseItems } from '../../db/schema/showcase-items';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/factories';

describe('showcase gallery', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every item publicly, featured first and then newest', async () => {
    const run = randomUUID().slice(0, 8);
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await app.db.insert(showcaseItems).values([
      {
        title: `${run} old plain`,
        imageUrl: '/demo/a.webp',
        category: 'Branding',
        createdAt: new Date(now - 3 * day),
      },
      {
        title: `${run} old featured`,
        imageUrl: '/demo/b.webp',
        category: 'Photography',
        featured: true,
        createdAt: new Date(now - 5 * day),
      },
      {
        title: `${run} new plain`,
        imageUrl: '/demo/c.webp',
        category: 'Logo Design',
        link: 'https://example.com',
        createdAt: new Date(now - day),
      },
      {
        title: `${run} new featured`,
        imageUrl: '/demo/d.webp',
        category: 'Photography',
        featured: true,
        createdAt: new Date(now - 2 * day),
      },
    ]);
    const response = await injectAs(app, null, { method: 'GET', url: '/api/showcase' });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as Array<{ title: string; featured: boolean; link: string | null }>;
    const mine = items.filter((item) => item.title.startsWith(run));
    expect(mine.map((item) => item.title)).toEqual([
      `${run} new featured`,
      `${run} old featured`,
      `${run} new plain`,
      `${run} old plain`,
    ]);
    const firstPlain = items.findIndex((item) => !item.featured);
    expect(items.slice(firstPlain).every((item) => !item.featured)).toBe(true);
    expect(mine[2]).toMatchObject({ link: 'https://example.com', category: 'Logo Design' });
  });
});
