import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showcaseItems } from '../../db/schema/showcase-items';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, type TestUser } from '../../test/factories';
import { multipart, png } from '../portfolio/portfolio.fixtures';

describe('showcase management (admin)', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  const demoIds: number[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await makeAdmin(app);
  });
  afterAll(async () => {
    // The public gallery is shared with other test files on PostgreSQL: leave it as found.
    if (demoIds.length) await app.db.delete(showcaseItems).where(inArray(showcaseItems.id, demoIds));
    await app.close();
  });

  const fileOf = (url: string) => path.join(app.config.uploadsDir, url.replace('/uploads/', ''));

  it('adds with an uploaded image, edits (updated_at moves, old file freed) and deletes', async () => {
    const upload = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/showcase/image',
      ...multipart({ filename: 'work.png', content: await png(300, 200) }),
    });
    expect(upload.statusCode).toBe(201);
    const imageUrl = upload.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/uploads\/showcase\/[a-f0-9]{32}\.webp$/);
    const created = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/showcase',
      payload: { title: ' Temple lamps ', imageUrl, featured: true, link: '' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().item;
    expect(item).toMatchObject({ title: 'Temple lamps', featured: true, link: null });

    // Back-date the row instead of sleeping: the edit must move updated_at past it whatever the clock's grain.
    const before = new Date(Date.parse(item.updatedAt) - 60_000);
    await app.db.update(showcaseItems).set({ updatedAt: before }).where(eq(showcaseItems.id, item.id));
    const edited = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/admin/showcase/${item.id}`,
      payload: {
        title: 'Temple lamps II',
        imageUrl: 'https://example.com/lamp.jpg',
        category: 'Photography',
      },
    });
    expect(edited.json().item).toMatchObject({
      title: 'Temple lamps II',
      featured: false,
      // Stored as the taxonomy's id, labelled in each reader's language (decision 215).
      category: 'photography',
    });
    const outside = await injectAs(app, admin, {
      method: 'PUT',
      url: `/api/admin/showcase/${item.id}`,
      payload: {
        title: 'Temple lamps II',
        imageUrl: 'https://example.com/lamp.jpg',
        category: 'Kite Flying',
      },
    });
    expect(outside.statusCode).toBe(400);
    expect(Date.parse(edited.json().item.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));
    expect(existsSync(fileOf(imageUrl))).toBe(false);

    const removed = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/showcase/${item.id}` });
    expect(removed.statusCode).toBe(200);
    const again = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/showcase/${item.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a missing title, a non-image upload and a script URL', async () => {
    const noTitle = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/showcase',
      payload: { title: ' ', imageUrl: 'https://example.com/a.png' },
    });
    expect(noTitle.statusCode).toBe(400);
    const script = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/showcase',
      payload: { title: 'x', imageUrl: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
    const fake = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/showcase/image',
      ...multipart({ filename: 'work.png', content: Buffer.from('not really a png') }),
    });
    expect(fake.statusCode).toBe(415);
  });

  it('adds the five demo items, pointing at the shipped files or copied through storage', async () => {
    const shipped = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/showcase/demo',
      payload: {},
    });
    expect(shipped.statusCode).toBe(201);
    const items = shipped.json().items as Array<{ id: number; imageUrl: string; category: string }>;
    demoIds.push(...items.map((i) => i.id));
    expect(items.map((i) => i.category)).toEqual([
      'branding',
      'print-design',
      'logo-design',
      'digital-marketing',
      'photography',
    ]);
    expect(items.every((i) => i.imageUrl.startsWith('/demo/'))).toBe(true);

    const uploaded = await injectAs(app, admin, {
      method: 'POST',
      url: '/api/admin/showcase/demo',
      payload: { uploaded: true },
    });
    expect(uploaded.statusCode).toBe(201);
    const copies = uploaded.json().items as Array<{ id: number; imageUrl: string }>;
    demoIds.push(...copies.map((i) => i.id));
    expect(copies).toHaveLength(5);
    for (const copy of copies) {
      expect(copy.imageUrl).toMatch(/^\/uploads\/showcase\//);
      expect(existsSync(fileOf(copy.imageUrl))).toBe(true);
    }
  });
});
