import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_VIDEO_MAX_BYTES } from '@kalasetu/shared/limits';
import { portfolioItems } from '../../db/schema/portfolio-items';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, type Actors, type TestUser } from '../../test/factories';
import { mp4, multipart, png, webm } from './portfolio.fixtures';

/** Uploaded videos (MP4 or WebM by their first bytes) and the poster frame the browser picks (decision 250). */
describe('portfolio videos', () => {
  let app: FastifyInstance;
  let a: Actors;
  beforeAll(async () => {
    app = await buildTestApp();
    a = await makeActors(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const uploadVideo = (
    who: TestUser | null,
    creatorId: string,
    file: { filename: string; content: Buffer; contentType?: string } | null,
    fields: Record<string, string> = { title: 'Festival reel' },
  ) =>
    injectAs(app, who, {
      method: 'POST',
      url: `/api/profiles/${creatorId}/portfolio/video`,
      ...multipart(file, fields),
    });
  const setPoster = (who: TestUser | null, itemId: number, content: Buffer, contentType = 'image/jpeg') =>
    injectAs(app, who, {
      method: 'POST',
      url: `/api/portfolio/${itemId}/poster`,
      ...multipart({ filename: 'poster.jpg', content, contentType }),
    });
  const rowOf = async (id: number) =>
    (await app.db.select().from(portfolioItems).where(eq(portfolioItems.id, id)))[0];
  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('stores an MP4 or a WebM by its content, serves it with ranges, and keeps its key', async () => {
    const creator = await makeCreator(app);
    const first = await uploadVideo(creator, creator.id, {
      filename: 'reel.mp4',
      content: mp4(),
      contentType: 'video/mp4',
    });
    expect(first.statusCode, first.body).toBe(201);
    const item = first.json();
    expect(item).toMatchObject({ type: 'video', title: 'Festival reel', thumbnailUrl: null });
    expect(item.mediaUrl).toMatch(/^\/uploads\/portfolio\/[a-f0-9]{32}\.mp4$/);
    expect((await rowOf(item.id))!.mediaKey).toBe(item.mediaUrl.slice('/uploads/'.length));
    // A WebM named and typed as something else is still a WebM: the bytes decide.
    const second = await uploadVideo(creator, creator.id, {
      filename: 'clip.mov',
      content: webm(),
      contentType: 'application/octet-stream',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().mediaUrl).toMatch(/\.webm$/);

    const whole = await fetchFile(item.mediaUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await fetchFile(item.mediaUrl, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${mp4().length}`);
  });

  it.each([
    ['an image named .mp4 and typed video/mp4', async () => png(40, 40)],
    ['HTML typed video/mp4', async () => Buffer.from('<html><script>alert(1)</script></html>'.padEnd(200))],
    [
      'a QuickTime file',
      async () => Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(200)]),
    ],
    [
      'a Matroska file that is not WebM',
      async () => Buffer.from(webm().toString('latin1').replace('webm', 'mkvx'), 'latin1'),
    ],
  ])('refuses %s with 415 and stores nothing', async (_name, content) => {
    const creator = await makeCreator(app);
    const response = await uploadVideo(creator, creator.id, {
      filename: 'reel.mp4',
      content: await content(),
      contentType: 'video/mp4',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Please upload an MP4 or WebM video');
    expect(
      await app.db.select().from(portfolioItems).where(eq(portfolioItems.creatorId, creator.id)),
    ).toEqual([]);
  });

  it('refuses a video over the limit with 413, and an empty or missing file with 400; names an untitled one', async () => {
    const creator = await makeCreator(app);
    const big = await uploadVideo(creator, creator.id, {
      filename: 'big.mp4',
      content: mp4(PORTFOLIO_VIDEO_MAX_BYTES + 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The video must be 50 MB or smaller');
    expect((await uploadVideo(creator, creator.id, null)).statusCode).toBe(400);
    expect(
      (await uploadVideo(creator, creator.id, { filename: 'empty.mp4', content: Buffer.alloc(0) }))
        .statusCode,
    ).toBe(400);
    // A video sent without a title is named after its file, or "Video" when the file name is a camera's.
    const untitled = await uploadVideo(
      creator,
      creator.id,
      { filename: 'VID_20261127_1015.mp4', content: mp4() },
      { title: '' },
    );
    expect(untitled.statusCode).toBe(201);
    expect(untitled.json().title).toBe('Video');
  });

  it("refuses uploads to someone else's portfolio before reading them", async () => {
    const creator = await makeCreator(app);
    for (const user of [a.otherCreator, a.enterprise])
      expect((await uploadVideo(user, creator.id, { filename: 'r.mp4', content: mp4() })).statusCode).toBe(
        403,
      );
    expect((await uploadVideo(null, creator.id, { filename: 'r.mp4', content: mp4() })).statusCode).toBe(401);
    expect(
      (await uploadVideo(a.enterprise, a.enterprise.id, { filename: 'r.mp4', content: mp4() })).statusCode,
    ).toBe(403);
    expect((await uploadVideo(creator, 'not-a-user', { filename: 'r.mp4', content: mp4() })).statusCode).toBe(
      404,
    );
  });

  it('sets a poster from a picked frame, re-encoded, and replaces the old one by its own key', async () => {
    const creator = await makeCreator(app);
    const item = (await uploadVideo(creator, creator.id, { filename: 'r.mp4', content: mp4() })).json();
    const first = await setPoster(creator, item.id, await png(1920, 1080), 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().thumbnailUrl as string;
    expect(firstUrl).toMatch(/^\/uploads\/portfolio\/[a-f0-9]{32}\.webp$/);
    const stored = await fetchFile(firstUrl);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    // The directory card leads with the poster.
    const card = await injectAs(app, null, {
      method: 'GET',
      url: `/api/creators?q=${encodeURIComponent(creator.name)}`,
    });
    const found = card.json().items.find((c: { id: string }) => c.id === creator.id);
    expect(found.work).toEqual([
      { id: item.id, type: 'video', title: 'Festival reel', thumbnailUrl: firstUrl },
    ]);

    const second = await setPoster(creator, item.id, await png(640, 360), 'image/png');
    expect(second.statusCode).toBe(200);
    expect(second.json().thumbnailUrl).not.toBe(firstUrl);
    expect((await fetchFile(firstUrl)).statusCode).toBe(404);

    // Removing the item removes the video and its poster.
    const removed = await injectAs(app, creator, { method: 'DELETE', url: `/api/portfolio/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await fetchFile(item.mediaUrl)).statusCode).toBe(404);
    expect((await fetchFile(second.json().thumbnailUrl)).statusCode).toBe(404);
  });

  it('refuses a poster that is not an image, for another user, or for a video that was not uploaded', async () => {
    const creator = await makeCreator(app);
    const item = (await uploadVideo(creator, creator.id, { filename: 'r.mp4', content: mp4() })).json();
    expect((await setPoster(creator, item.id, mp4(), 'image/jpeg')).statusCode).toBe(415);
    expect((await setPoster(a.otherCreator, item.id, await png())).statusCode).toBe(403);
    expect((await setPoster(a.enterprise, item.id, await png())).statusCode).toBe(403);
    expect((await setPoster(null, item.id, await png())).statusCode).toBe(401);
    expect((await setPoster(a.admin, item.id, await png())).statusCode).toBe(200);
    expect((await setPoster(creator, 2_147_483_647, await png())).statusCode).toBe(404);
    const link = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/profiles/${creator.id}/portfolio`,
      payload: { type: 'video', title: 'Linked', mediaUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    const refused = await setPoster(creator, link.json().id, await png());
    expect(refused.statusCode).toBe(409);
    expect((await rowOf(link.json().id))!.thumbnailKey).toBeNull();
  });
});
