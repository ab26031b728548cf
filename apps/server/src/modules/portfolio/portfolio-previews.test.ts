import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeCreator, type TestUser } from '../../test/factories';
import { multipart, png } from './portfolio.fixtures';
import { workPreviews } from './portfolio.service';

interface Preview {
  id: number;
  type: string;
  title: string;
  thumbnailUrl: string | null;
}

/** Directory cards, the home page and the profile lead with the creator's first pictures and videos. */
describe('portfolio previews on cards', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const add = async (who: TestUser, payload: object) => {
    const response = await injectAs(app, who, {
      method: 'POST',
      url: `/api/profiles/${who.id}/portfolio`,
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const cardOf = async (creator: TestUser) => {
    const response = await injectAs(app, null, {
      method: 'GET',
      url: `/api/creators?q=${encodeURIComponent(creator.name)}`,
    });
    expect(response.statusCode).toBe(200);
    const card = (response.json().items as Array<{ id: string; work: Preview[] }>).find(
      (c) => c.id === creator.id,
    );
    expect(card).toBeDefined();
    return card!.work;
  };

  it('shows the first three images and videos in the creator’s order, skipping links', async () => {
    const creator = await makeCreator(app, { name: `Preview ${randomUUID().slice(0, 8)}` });
    expect(await cardOf(creator)).toEqual([]);

    const link = await add(creator, { type: 'link', title: 'Website', mediaUrl: 'https://farm.example' });
    const youtube = await add(creator, {
      type: 'video',
      title: 'Reel',
      mediaUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const vimeo = await add(creator, {
      type: 'video',
      title: 'Film',
      mediaUrl: 'https://vimeo.com/76979871',
    });
    const uploaded = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/profiles/${creator.id}/portfolio/image`,
      ...multipart({ filename: 'harvest.png', content: await png(320, 240) }, { title: 'Harvest' }),
    });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json() as { id: number; thumbnailUrl: string };
    const external = await add(creator, {
      type: 'image',
      title: 'Pots',
      mediaUrl: 'https://img.example/p.jpg',
    });

    expect(await cardOf(creator)).toEqual([
      {
        id: youtube,
        type: 'video',
        title: 'Reel',
        thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      },
      { id: vimeo, type: 'video', title: 'Film', thumbnailUrl: null },
      { id: image.id, type: 'image', title: 'Harvest', thumbnailUrl: image.thumbnailUrl },
    ]);

    // The order the creator sets is the order cards show.
    const order = await injectAs(app, creator, {
      method: 'PUT',
      url: `/api/profiles/${creator.id}/portfolio/order`,
      payload: { ids: [external, image.id, link, vimeo, youtube] },
    });
    expect(order.statusCode).toBe(200);
    expect((await cardOf(creator)).map((p) => p.id)).toEqual([external, image.id, vimeo]);
    const profile = await injectAs(app, null, { method: 'GET', url: `/api/creators/${creator.id}` });
    expect(profile.json().work.map((p: Preview) => p.id)).toEqual([external, image.id, vimeo]);
    expect(profile.json().work[0].thumbnailUrl).toBe('https://img.example/p.jpg');

    // A removed piece leaves the card at once.
    const removed = await injectAs(app, creator, { method: 'DELETE', url: `/api/portfolio/${image.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await cardOf(creator)).map((p) => p.id)).toEqual([external, vimeo, youtube]);
  });

  it('answers for many creators at once without mixing their work', async () => {
    const [a, b, empty] = await Promise.all([makeCreator(app), makeCreator(app), makeCreator(app)]);
    const aItem = await add(a, { type: 'image', title: 'A', mediaUrl: 'https://img.example/a.jpg' });
    const bItems = [];
    for (const title of ['B1', 'B2', 'B3', 'B4']) {
      bItems.push(await add(b, { type: 'image', title, mediaUrl: `https://img.example/${title}.jpg` }));
    }
    const previews = await workPreviews(app, [a.id, b.id, empty.id, a.id]);
    expect(previews.get(a.id)?.map((p) => p.id)).toEqual([aItem]);
    expect(previews.get(b.id)?.map((p) => p.id)).toEqual(bItems.slice(0, 3));
    expect(previews.has(empty.id)).toBe(false);
    expect((await workPreviews(app, [b.id], 1)).get(b.id)).toHaveLength(1);
  });
});
