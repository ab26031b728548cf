import { buffer } from 'node:stream/consumers';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFiles } from '../db/schema/delivery-files';
import { acceptedDeal, act, samplePdf } from '../modules/payments/payments.fixtures';
import { multipart, png } from '../modules/portfolio/portfolio.fixtures';
import { buildTestApp } from '../test/build-test-app';
import { injectAs, makeAdmin, makeCreator } from '../test/factories';
import { startS3Server } from '../test/s3-server';
import { createS3Storage } from './storage-s3';

/** The real upload endpoints with STORAGE_DRIVER=s3, against an S3-compatible server in this process. */
describe('S3 storage driver', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await buildTestApp({ storage: s3.storage });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const objectPattern = () => new RegExp(`^${s3.storage.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/`);

  it('stores an avatar in the bucket with its type and a long cache, and deletes the replaced one', async () => {
    const creator = await makeCreator(app);
    const send = async () =>
      injectAs(app, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart({ filename: 'me.png', content: await png() }),
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().avatarUrl;
    expect(firstUrl).toMatch(objectPattern());
    expect(firstUrl).toMatch(/\/avatars\/[a-f0-9]{32}\.webp$/);
    const object = await fetch(firstUrl);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await object.arrayBuffer())).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);

    const second = await send();
    const secondUrl: string = second.json().avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetch(secondUrl)).status).toBe(200);
    expect((await fetch(firstUrl)).status).toBe(404);
    const me = await injectAs(app, creator, { method: 'GET', url: '/api/me' });
    expect(me.json().user.avatarUrl).toBe(secondUrl);
  });

  it('stores both sizes of a portfolio image and removes them with the item', async () => {
    const creator = await makeCreator(app);
    const created = await injectAs(app, creator, {
      method: 'POST',
      url: `/api/profiles/${creator.id}/portfolio/image`,
      ...multipart({ filename: 'mango.png', content: await png(2400, 1600) }, { title: 'Mango harvest' }),
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    const sizes = await Promise.all(
      [item.mediaUrl, item.thumbnailUrl].map(async (url: string) => {
        expect(url).toMatch(objectPattern());
        const response = await fetch(url);
        expect(response.headers.get('content-type')).toBe('image/webp');
        return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
      }),
    );
    expect(sizes).toEqual([1600, 640]);

    const removed = await injectAs(app, creator, { method: 'DELETE', url: `/api/portfolio/${item.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await fetch(item.mediaUrl)).status).toBe(404);
    expect((await fetch(item.thumbnailUrl)).status).toBe(404);
  });

  it('fails the upload and keeps the old avatar when the bucket refuses the write', async () => {
    const broken = await buildTestApp({ storage: { ...s3.storage, bucket: 'no-such-bucket' } });
    try {
      const creator = await makeCreator(broken);
      const response = await injectAs(broken, creator, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart({ filename: 'me.png', content: await png() }),
      });
      expect(response.statusCode).toBe(500);
      const me = await injectAs(broken, creator, { method: 'GET', url: '/api/me' });
      expect(me.json().user.avatarUrl).toBeNull();
    } finally {
      await broken.close();
    }
  });

  it('keeps a delivery file under private/, reads it back with a signed GET for the parties, and deletes it by its key', async () => {
    const deal = await acceptedDeal(app, await makeAdmin(app));
    const sent = await injectAs(app, deal.creator, {
      method: 'POST',
      url: `/api/milestones/${deal.milestoneId}/files`,
      ...multipart({ filename: 'proofs.pdf', content: samplePdf(), contentType: 'application/pdf' }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.body).not.toContain(s3.storage.publicUrl);
    const [row] = await app.db
      .select()
      .from(deliveryFiles)
      .where(eq(deliveryFiles.milestoneId, deal.milestoneId));
    expect(row!.storageKey).toMatch(/^private\/deliveries\/[a-f0-9]{32}\.pdf$/);
    // The object as the bucket holds it: a download that no cache keeps, whoever reaches it.
    const signed = new AwsClient({
      accessKeyId: s3.storage.accessKeyId,
      secretAccessKey: s3.storage.secretAccessKey,
      region: s3.storage.region,
      service: 's3',
    });
    const object = await signed.fetch(`${s3.storage.publicUrl}/${row!.storageKey}`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('application/pdf');
    expect(object.headers.get('cache-control')).toBe('private, no-store');
    expect(object.headers.get('content-disposition')).toBe('attachment');
    expect(Buffer.from(await object.arrayBuffer()).equals(samplePdf())).toBe(true);

    const fileId = sent.json().agreement.milestones[0].files[0].id as number;
    const url = `/api/milestones/${deal.milestoneId}/files/${fileId}`;
    const downloaded = await injectAs(app, deal.creator, { method: 'GET', url });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(samplePdf())).toBe(true);
    expect((await injectAs(app, deal.enterprise, { method: 'GET', url })).statusCode).toBe(404);

    expect((await act(app, deal.creator, 'DELETE', url)).statusCode).toBe(200);
    expect((await signed.fetch(`${s3.storage.publicUrl}/${row!.storageKey}`)).status).toBe(404);
    expect(await app.storage.privateFiles.get(row!.storageKey)).toBeNull();
  });

  it('puts, reads and deletes private objects only under keys it made', async () => {
    const { privateFiles } = createS3Storage(s3.storage);
    const { key } = await privateFiles.put('deliveries', Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')), 'zip');
    expect(key).toMatch(/^private\/deliveries\/[a-f0-9]{32}\.zip$/);
    const stream = await privateFiles.get(key);
    expect((await buffer(stream!)).subarray(0, 4).toString('latin1')).toBe('PK\u0005\u0006');
    await privateFiles.delete(key);
    expect(await privateFiles.get(key)).toBeNull();
    await privateFiles.delete(key); // already gone: no error
    for (const forged of ['avatars/' + 'ab'.repeat(16) + '.webp', 'private/../avatars/x.webp', `${key}/..`])
      await expect(privateFiles.get(forged)).rejects.toThrow(/refusing private key/);
    const broken = createS3Storage({ ...s3.storage, bucket: 'no-such-bucket' }).privateFiles;
    await expect(broken.put('deliveries', samplePdf(), 'pdf')).rejects.toThrow(/S3 PUT/);
  });

  it('recognises only keys of the named folder under its own public URL, also behind a CDN', () => {
    const cdn = createS3Storage({ ...s3.storage, publicUrl: 'https://cdn.kalasetu.example' });
    const key = `showcase/${'ab'.repeat(16)}.webp`;
    expect(cdn.keyInFolder(`https://cdn.kalasetu.example/${key}`, 'showcase')).toBe(key);
    expect(cdn.keyInFolder(`https://cdn.kalasetu.example/${key}`, 'avatars')).toBeNull();
    expect(cdn.keyInFolder(`https://elsewhere.example/${key}`, 'showcase')).toBeNull();
    expect(cdn.keyInFolder(`/uploads/${key}`, 'showcase')).toBeNull();
    expect(cdn.keyInFolder('https://cdn.kalasetu.example/showcase/../avatars/x.webp', 'showcase')).toBeNull();
  });
});
