import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_MAX_ITEMS } from '@kalasetu/shared/portfolio';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { buildTestApp } from '../../test/build-test-app';
import {
  injectAs,
  makeActors,
  makeCreator,
  whenAdmitted,
  type Actors,
  type TestUser,
} from '../../test/factories';
import { multipart, png } from './portfolio.fixtures';

describe('portfolio', () => {
  let app: FastifyInstance;
  let actors: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    actors = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const link = {
    type: 'link',
    title: 'Farm website',
    description: 'Photos for a farm',
    mediaUrl: 'https://farm.example',
  };
  const video = { type: 'video', title: 'Festival reel', mediaUrl: 'https://youtu.be/dQw4w9WgXcQ' };
  const add = (who: TestUser | null, creatorId: string, payload: object) =>
    injectAs(app, who, { method: 'POST', url: `/api/profiles/${creatorId}/portfolio`, payload });
  const uploadImage = (
    who: TestUser | null,
    creatorId: string,
    file: { filename: string; content: Buffer; contentType?: string } | null,
    fields: Record<string, string> = { title: 'Mango harvest', description: 'Golden hour' },
  ) =>
    injectAs(app, who, {
      method: 'POST',
      url: `/api/profiles/${creatorId}/portfolio/image`,
      ...multipart(file, fields),
    });
  const itemsOf = async (creatorId: string) =>
    (await injectAs(app, null, { method: 'GET', url: `/api/profiles/${creatorId}/portfolio` })).json()
      .items as Array<{
      id: number;
      title: string;
      mediaUrl: string;
      thumbnailUrl: string | null;
    }>;
  const stored = async (creatorId: string) =>
    (
      await app.db.select({ n: count() }).from(portfolioItems).where(eq(portfolioItems.creatorId, creatorId))
    )[0]!.n;

  describe('adding by address', () => {
    it('adds links, videos and https images in order for the owner', async () => {
      const creator = await makeCreator(app);
      const first = await add(creator, creator.id, link);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ ...link, creatorId: creator.id, thumbnailUrl: null });
      expect((await add(creator, creator.id, video)).statusCode).toBe(201);
      const image = { type: 'image', title: 'Pottery', mediaUrl: 'https://images.example/pot.jpg' };
      expect((await add(creator, creator.id, image)).statusCode).toBe(201);
      const items = await itemsOf(creator.id);
      expect(items.map((i) => i.title)).toEqual(['Farm website', 'Festival reel', 'Pottery']);
      const profile = await injectAs(app, null, { method: 'GET', url: `/api/creators/${creator.id}` });
      expect(profile.json().portfolio.map((i: { title: string }) => i.title)).toEqual([
        'Farm website',
        'Festival reel',
        'Pottery',
      ]);
    });

    it.each([
      [
        'a video that is not YouTube or Vimeo',
        { ...video, mediaUrl: 'https://example.com/a.mp4' },
        'Enter a YouTube or Vimeo video link',
      ],
      [
        'a plain-http image',
        { type: 'image', title: 'x', mediaUrl: 'http://example.com/a.jpg' },
        'Enter an image address starting with https://',
      ],
      [
        'a javascript: link',
        { ...link, mediaUrl: 'javascript:alert(1)' },
        'Enter a web address starting with http:// or https://',
      ],
    ])('refuses %s', async (_label, payload, message) => {
      const creator = await makeCreator(app);
      const response = await add(creator, creator.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.mediaUrl).toBe(message);
      expect(await stored(creator.id)).toBe(0);
    });

    it('refuses an unknown type and a missing title', async () => {
      const creator = await makeCreator(app);
      expect((await add(creator, creator.id, { ...link, type: 'audio' })).statusCode).toBe(400);
      expect((await add(creator, creator.id, { ...link, title: '' })).statusCode).toBe(400);
      expect(await stored(creator.id)).toBe(0);
    });

    it.each([
      ['anonymous', 401],
      ['otherCreator', 403],
      ['enterprise', 403],
    ] as const)("refuses %s adding to another creator's portfolio (%i)", async (who, status) => {
      const creator = await makeCreator(app);
      expect((await add(actors[who], creator.id, link)).statusCode).toBe(status);
      expect(await stored(creator.id)).toBe(0);
    });

    it("lets an admin manage any creator's portfolio", async () => {
      const creator = await makeCreator(app);
      expect((await add(actors.admin, creator.id, link)).statusCode).toBe(201);
      expect(await stored(creator.id)).toBe(1);
    });

    it('gives enterprises no portfolio, even their own', async () => {
      expect((await add(actors.enterprise, actors.enterprise.id, link)).statusCode).toBe(403);
      expect(
        (await injectAs(app, null, { method: 'GET', url: `/api/profiles/${actors.enterprise.id}/portfolio` }))
          .statusCode,
      ).toBe(404);
      expect((await add(actors.admin, randomUUID(), link)).statusCode).toBe(404);
    });

    it(`stops at ${PORTFOLIO_MAX_ITEMS} items`, async () => {
      const creator = await makeCreator(app);
      await app.db.insert(portfolioItems).values(
        Array.from({ length: PORTFOLIO_MAX_ITEMS }, (_, i) => ({
          creatorId: creator.id,
          type: 'link' as const,
          title: `Item ${i}`,
          mediaUrl: 'https://example.com',
          position: i,
        })),
      );
      const response = await add(creator, creator.id, link);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('portfolio_full');
      expect(await stored(creator.id)).toBe(PORTFOLIO_MAX_ITEMS);
    });

    it(`holds the ${PORTFOLIO_MAX_ITEMS}-item cap when many adds arrive at once`, async () => {
      const creator = await makeCreator(app);
      const answers = await Promise.all(
        Array.from({ length: PORTFOLIO_MAX_ITEMS + 36 }, () =>
          whenAdmitted(() => add(creator, creator.id, link)),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(PORTFOLIO_MAX_ITEMS);
      expect(statuses.filter((status) => status === 409)).toHaveLength(36);
      expect(await stored(creator.id)).toBe(PORTFOLIO_MAX_ITEMS);
    });
  });

  describe('uploading an image', () => {
    it('stores a large and a grid-sized re-encoded copy without metadata', async () => {
      const creator = await makeCreator(app);
      const response = await uploadImage(creator, creator.id, {
        filename: 'mango.png',
        content: await png(2400, 1600),
      });
      expect(response.statusCode).toBe(201);
      const item = response.json();
      expect(item).toMatchObject({ type: 'image', title: 'Mango harvest', description: 'Golden hour' });
      expect(item.mediaUrl).toMatch(/^\/uploads\/portfolio\/[a-f0-9]{32}\.webp$/);
      expect(item.thumbnailUrl).toMatch(/^\/uploads\/portfolio\/[a-f0-9]{32}\.webp$/);
      const full = await sharp(
        (await app.inject({ method: 'GET', url: item.mediaUrl })).rawPayload,
      ).metadata();
      const thumb = await sharp(
        (await app.inject({ method: 'GET', url: item.thumbnailUrl })).rawPayload,
      ).metadata();
      expect([full.format, full.width, full.exif]).toEqual(['webp', 1600, undefined]);
      expect([thumb.format, thumb.width]).toEqual(['webp', 640]);
    });

    it.each([
      ['a text file named .png', () => ({ filename: 'cat.png', content: Buffer.from('not an image') }), 415],
      ['a real image with a .bmp name', async () => ({ filename: 'a.bmp', content: await png() }), 415],
      [
        'a file over 2 MB',
        async () => ({
          filename: 'big.png',
          content: Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]),
        }),
        413,
      ],
      [
        'a decompression bomb',
        async () => ({
          filename: 'bomb.png',
          content: await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#000' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        }),
        413,
      ],
    ])('refuses %s and stores nothing', async (_label, file, status) => {
      const creator = await makeCreator(app);
      const response = await uploadImage(creator, creator.id, await file());
      expect(response.statusCode).toBe(status);
      expect(await stored(creator.id)).toBe(0);
    });

    it('refuses a form without a file', async () => {
      const creator = await makeCreator(app);
      const noFile = await uploadImage(creator, creator.id, null);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.message).toBe('Please select a valid image file');
      expect(await stored(creator.id)).toBe(0);
    });

    it("names a picture sent without a title after its file, or in the reader's word for photo", async () => {
      const creator = await makeCreator(app);
      const content = await png();
      const named = await uploadImage(
        creator,
        creator.id,
        { filename: 'haldi_ceremony-2.png', content },
        { title: ' ' },
      );
      expect(named.statusCode).toBe(201);
      expect(named.json().title).toBe('haldi ceremony 2');
      const form = multipart({ filename: 'IMG_20261127_134501.png', content }, {});
      const camera = await injectAs(app, creator, {
        method: 'POST',
        url: `/api/profiles/${creator.id}/portfolio/image`,
        payload: form.payload,
        headers: { ...form.headers, 'accept-language': 'hi-IN,hi;q=0.9' },
      });
      expect(camera.statusCode).toBe(201);
      expect(camera.json().title).toBe('फ़ोटो');
    });

    it('takes a WebP picture (as phones and browsers make them) and re-encodes it', async () => {
      const creator = await makeCreator(app);
      const webp = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0f766e' } })
        .webp()
        .toBuffer();
      const response = await uploadImage(creator, creator.id, {
        filename: 'reel-still.webp',
        content: webp,
        contentType: 'image/webp',
      });
      expect(response.statusCode).toBe(201);
      const full = await sharp(
        (await app.inject({ method: 'GET', url: response.json().mediaUrl })).rawPayload,
      ).metadata();
      expect([full.format, full.width]).toEqual(['webp', 1200]);
    });

    it('refuses a WebP that carries a page after its picture, and a cut one', async () => {
      const creator = await makeCreator(app);
      const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      const polyglot = Buffer.concat([webp, Buffer.from('<script>alert(1)</script>')]);
      const cut = webp.subarray(0, webp.length - 10);
      for (const content of [polyglot, cut]) {
        const response = await uploadImage(creator, creator.id, { filename: 'a.webp', content });
        expect(response.statusCode).toBe(415);
      }
      expect(await stored(creator.id)).toBe(0);
    });

    it.each([
      ['anonymous', 401],
      ['otherCreator', 403],
      ['enterprise', 403],
    ] as const)("refuses %s uploading into another creator's portfolio (%i)", async (who, status) => {
      const creator = await makeCreator(app);
      const response = await uploadImage(actors[who], creator.id, {
        filename: 'a.png',
        content: await png(),
      });
      expect(response.statusCode).toBe(status);
      expect(await stored(creator.id)).toBe(0);
    });
  });

  describe('editing, removing and reordering', () => {
    const patch = (who: TestUser | null, id: number, payload: object) =>
      injectAs(app, who, { method: 'PATCH', url: `/api/portfolio/${id}`, payload });
    const remove = (who: TestUser | null, id: number) =>
      injectAs(app, who, { method: 'DELETE', url: `/api/portfolio/${id}` });
    const reorder = (who: TestUser | null, creatorId: string, ids: number[]) =>
      injectAs(app, who, {
        method: 'PUT',
        url: `/api/profiles/${creatorId}/portfolio/order`,
        payload: { ids },
      });

    it('edits title, description and address, checking the address against the type', async () => {
      const creator = await makeCreator(app);
      const item = (await add(creator, creator.id, video)).json();
      const edited = await patch(creator, item.id, { title: 'Diwali reel', description: 'Shot in Pune' });
      expect(edited.json()).toMatchObject({
        title: 'Diwali reel',
        description: 'Shot in Pune',
        mediaUrl: video.mediaUrl,
      });
      const vimeo = await patch(creator, item.id, { mediaUrl: 'https://vimeo.com/76979871' });
      expect(vimeo.json().mediaUrl).toBe('https://vimeo.com/76979871');
      const wrong = await patch(creator, item.id, { mediaUrl: 'https://example.com/page' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields.mediaUrl).toBe('Enter a YouTube or Vimeo video link');
      expect((await patch(creator, item.id, { title: '' })).statusCode).toBe(400);
    });

    it('replacing an uploaded image with an address deletes the stored files', async () => {
      const creator = await makeCreator(app);
      const item = (
        await uploadImage(creator, creator.id, { filename: 'a.png', content: await png() })
      ).json();
      const response = await patch(creator, item.id, { mediaUrl: 'https://images.example/b.jpg' });
      expect(response.json()).toMatchObject({ mediaUrl: 'https://images.example/b.jpg', thumbnailUrl: null });
      expect((await app.inject({ method: 'GET', url: item.mediaUrl })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: item.thumbnailUrl })).statusCode).toBe(404);
    });

    it("refuses others editing or removing a creator's item; admins may", async () => {
      const creator = await makeCreator(app);
      const item = (await add(creator, creator.id, link)).json();
      for (const who of ['otherCreator', 'enterprise', 'otherEnterprise'] as const) {
        expect((await patch(actors[who], item.id, { title: 'Hijacked' })).statusCode).toBe(403);
        expect((await remove(actors[who], item.id)).statusCode).toBe(403);
      }
      expect((await patch(null, item.id, { title: 'Hijacked' })).statusCode).toBe(401);
      expect((await itemsOf(creator.id))[0]?.title).toBe('Farm website');
      expect((await patch(actors.admin, item.id, { title: 'Moderated' })).json().title).toBe('Moderated');
      expect((await remove(actors.admin, item.id)).statusCode).toBe(200);
      expect(await stored(creator.id)).toBe(0);
      expect((await remove(actors.admin, item.id)).statusCode).toBe(404);
    });

    it('removes an uploaded image with its files', async () => {
      const creator = await makeCreator(app);
      const item = (
        await uploadImage(creator, creator.id, { filename: 'a.png', content: await png() })
      ).json();
      expect((await remove(creator, item.id)).statusCode).toBe(200);
      expect(await stored(creator.id)).toBe(0);
      expect((await app.inject({ method: 'GET', url: item.mediaUrl })).statusCode).toBe(404);
    });

    it('reorders the whole portfolio and refuses lists that are not exactly its items', async () => {
      const creator = await makeCreator(app);
      const ids: number[] = [];
      for (const title of ['A', 'B', 'C'])
        ids.push((await add(creator, creator.id, { ...link, title })).json().id);
      const response = await reorder(creator, creator.id, [ids[2]!, ids[0]!, ids[1]!]);
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((i: { title: string }) => i.title)).toEqual(['C', 'A', 'B']);
      expect((await itemsOf(creator.id)).map((i) => i.title)).toEqual(['C', 'A', 'B']);

      const other = await makeCreator(app);
      const foreign = (await add(other, other.id, link)).json().id as number;
      for (const bad of [
        [ids[0]!, ids[1]!],
        [...ids, foreign],
        [ids[0]!, ids[0]!, ids[1]!],
      ]) {
        expect((await reorder(creator, creator.id, bad)).statusCode).toBe(400);
      }
      expect((await itemsOf(creator.id)).map((i) => i.title)).toEqual(['C', 'A', 'B']);
      expect((await reorder(actors.otherCreator, creator.id, [...ids].reverse())).statusCode).toBe(403);
      expect((await reorder(null, creator.id, [...ids].reverse())).statusCode).toBe(401);
      expect((await reorder(actors.admin, creator.id, [...ids].reverse())).statusCode).toBe(200);
      expect((await itemsOf(creator.id)).map((i) => i.title)).toEqual(['C', 'B', 'A']);
    });
  });
});
