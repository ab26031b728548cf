import { randomUUID } from 'node:crypto';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agreement } from '@kalasetu/shared/payments';
import {
  DELIVERY_FILE_MAX_BYTES,
  DELIVERY_FILE_UPLOAD_RATE_LIMIT,
  DELIVERY_FILES_PER_ROUND,
} from '@kalasetu/shared/limits';
import { deliveryFiles } from '../../db/schema/delivery-files';
import { notifications } from '../../db/schema/notifications';
import { DOWNLOAD_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeActors, makeCreator, type Actors, type TestUser } from '../../test/factories';
import { buildIsolatedApp, type IsolatedApp } from '../admin/isolated-test-app';
import { multipart, png } from '../portfolio/portfolio.fixtures';
import { deleteDetachedFiles } from './delivery-files.service';
import { acceptedDeal, act, agreementOf, hire, samplePdf } from './payments.fixtures';

type Sent = { filename: string; content: Buffer; contentType?: string };

/**
 * Files of a delivery (decision 256): attached by the creator, private to the two parties and admins. On a database
 * of its own: another file's upkeep pass on a shared PostgreSQL would delete this file's detached rows by their keys in
 * its own data folder, leaving the objects here.
 */
describe('delivery files', () => {
  let isolated: IsolatedApp;
  let app: FastifyInstance;
  let a: Actors;
  beforeAll(async () => {
    isolated = await buildIsolatedApp();
    app = isolated.app;
    a = await makeActors(app);
  });
  afterAll(async () => {
    await isolated?.dispose();
  });

  const attach = (user: TestUser | null, milestoneId: number, file: Sent | null, key?: string) => {
    const body = multipart(file);
    return injectAs(app, user, {
      method: 'POST',
      url: `/api/milestones/${milestoneId}/files`,
      payload: body.payload,
      headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const attachPdf = async (user: TestUser, milestoneId: number, filename = 'contact-sheet.pdf') => {
    const response = await attach(user, milestoneId, {
      filename,
      content: samplePdf(filename),
      contentType: 'application/pdf',
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().agreement as Agreement).milestones[0]!.files.at(-1)!;
  };
  const download = (user: TestUser | null, milestoneId: number, fileId: number) =>
    injectAs(app, user, { method: 'GET', url: `/api/milestones/${milestoneId}/files/${fileId}` });
  const remove = (user: TestUser, milestoneId: number, fileId: number) =>
    act(app, user, 'DELETE', `/api/milestones/${milestoneId}/files/${fileId}`);
  const deliver = (user: TestUser, milestoneId: number) =>
    act(app, user, 'POST', `/api/milestones/${milestoneId}/deliver`, { note: 'Edited set' });
  const rowsOf = (milestoneId: number) =>
    app.db.select().from(deliveryFiles).where(eq(deliveryFiles.milestoneId, milestoneId));
  /** Where the local driver keeps a private key: DATA_DIR/private, beside (never inside) DATA_DIR/uploads. */
  const diskPath = (key: string) => path.join(app.config.privateFilesDir, key.slice('private/'.length));
  const onDisk = (key: string) =>
    access(diskPath(key)).then(
      () => true,
      () => false,
    );

  it('lets the creator attach files, shows them to the enterprise once delivered, and serves them only to the parties and admins', async () => {
    const deal = await acceptedDeal(app, a.admin);
    const m = deal.milestoneId;
    const hindiName = 'शादी की तस्वीरें: अंतिम.pdf';
    const pdf = await attachPdf(deal.creator, m, hindiName);
    expect(pdf).toMatchObject({
      name: 'शादी की तस्वीरें_ अंतिम.pdf',
      contentType: 'application/pdf',
      sizeBytes: samplePdf(hindiName).length,
      deliveredAt: null,
    });
    // A PNG sent as "photo" with a wrong type is a PNG: its bytes say so, and its name gets the ending.
    const picture = await png(40, 30);
    const sentPng = await attach(deal.creator, m, {
      filename: 'photo',
      content: picture,
      contentType: 'application/octet-stream',
    });
    expect(sentPng.statusCode, sentPng.body).toBe(201);
    const photo = (sentPng.json().agreement as Agreement).milestones[0]!.files[1]!;
    expect(photo).toMatchObject({ name: 'photo.png', contentType: 'image/png' });

    // Before delivery they are the creator's draft: the enterprise neither sees nor downloads them; admins do.
    expect((await agreementOf(app, deal.enterprise, deal.jobId)).milestones[0]!.files).toEqual([]);
    expect((await agreementOf(app, a.admin, deal.jobId)).milestones[0]!.files).toHaveLength(2);
    expect((await download(deal.enterprise, m, pdf.id)).statusCode).toBe(404);
    expect((await download(a.admin, m, pdf.id)).statusCode).toBe(200);

    const delivered = await deliver(deal.creator, m);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const files = (delivered.json().agreement as Agreement).milestones[0]!.files;
    expect(files.map((f) => f.name)).toEqual([pdf.name, 'photo.png']);
    expect(files.every((f) => f.deliveredAt !== null)).toBe(true);
    const agreement = await agreementOf(app, deal.enterprise, deal.jobId);
    expect(agreement.milestones[0]!.files).toHaveLength(2);
    expect(agreement.history.map((e) => e.action)).toEqual([
      'drafted',
      'accepted',
      'file_attached',
      'file_attached',
      'delivered',
    ]);
    expect(agreement.history.at(-1)!.details).toMatchObject({ files: 2 });
    const [notice] = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, deal.enterprise.id), eq(notifications.kind, 'work_delivered')));
    expect(notice!.params).toMatchObject({ files: 2 });

    for (const user of [deal.creator, deal.enterprise, a.admin]) {
      const response = await download(user, m, pdf.id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(samplePdf(hindiName))).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(samplePdf(hindiName).length),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': DOWNLOAD_CONTENT_SECURITY_POLICY,
      });
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(pdf.name);
    }
    const image = await download(deal.enterprise, m, photo.id);
    expect([image.headers['content-type'], image.rawPayload.equals(picture)]).toEqual(['image/png', true]);

    // Anyone else learns nothing: the same 404 as for a file that does not exist; signed out, 401.
    for (const user of [a.otherCreator, a.otherEnterprise, a.creator, a.enterprise]) {
      const refused = await download(user, m, pdf.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe('This file is not available');
    }
    expect((await download(deal.creator, m, 2_147_483_647)).json().error.message).toBe(
      'This file is not available',
    );
    expect((await download(null, m, pdf.id)).statusCode).toBe(401);
    // A file is found only under its own milestone, whoever asks.
    const other = await acceptedDeal(app, a.admin);
    for (const user of [deal.creator, other.creator, a.admin])
      expect((await download(user, other.milestoneId, pdf.id)).statusCode).toBe(404);
    expect((await download(deal.creator, m, 0)).statusCode).toBe(400);
  });

  it('refuses an upload from the enterprise, an outsider, a signed-out visitor, in the wrong state, past five files, oversize or disguised', async () => {
    const deal = await acceptedDeal(app, a.admin);
    const m = deal.milestoneId;
    const pdf = { filename: 'set.pdf', content: samplePdf(), contentType: 'application/pdf' };
    const enterprise = await attach(deal.enterprise, m, pdf);
    expect([enterprise.statusCode, enterprise.json().error.code]).toEqual([403, 'forbidden']);
    expect((await attach(a.admin, m, pdf)).statusCode).toBe(403);
    expect((await attach(a.otherCreator, m, pdf)).statusCode).toBe(404);
    expect((await attach(null, m, pdf)).statusCode).toBe(401);
    expect((await attach(deal.creator, 2_147_483_647, pdf)).statusCode).toBe(404);

    for (const [label, content, filename, contentType] of [
      [
        'HTML named .pdf',
        Buffer.from('<html><script>alert(document.cookie)</script></html>'),
        'set.pdf',
        'application/pdf',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.png',
        'image/png',
      ],
      [
        'a Windows program',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
        'a.zip',
        'application/zip',
      ],
      [
        'a PNG signature without its header',
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]),
        'a.png',
        'image/png',
      ],
      ['a GIF', Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'a.gif', 'image/gif'],
    ] as const) {
      const refused = await attach(deal.creator, m, { filename, content, contentType });
      expect(refused.statusCode, label).toBe(415);
      expect(refused.json().error.message, label).toBe(
        'Please attach a JPEG, PNG or WebP picture, a PDF, an MP4 or WebM video, or a ZIP file',
      );
    }
    const big = await attach(deal.creator, m, {
      filename: 'big.pdf',
      content: Buffer.concat([samplePdf(), Buffer.alloc(DELIVERY_FILE_MAX_BYTES)]),
    });
    expect([big.statusCode, big.json().error.message]).toEqual([413, 'Each file must be 25 MB or smaller']);
    expect(
      (await attach(deal.creator, m, { filename: 'empty.pdf', content: Buffer.alloc(0) })).statusCode,
    ).toBe(400);
    expect((await attach(deal.creator, m, null)).statusCode).toBe(400);
    expect((await attach(deal.creator, m, { ...pdf, filename: '../../etc/passwd.pdf' })).statusCode).toBe(
      400,
    );
    expect(await rowsOf(m)).toEqual([]);

    for (let n = 0; n < DELIVERY_FILES_PER_ROUND; n++) await attachPdf(deal.creator, m, `part-${n}.pdf`);
    const sixth = await attach(deal.creator, m, pdf);
    expect([sixth.statusCode, sixth.json().error.code]).toEqual([409, 'too_many_files']);
    expect(await rowsOf(m)).toHaveLength(DELIVERY_FILES_PER_ROUND);

    expect((await deliver(deal.creator, m)).statusCode).toBe(200);
    const late = await attach(deal.creator, m, pdf);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'wrong_state']);
    // Before the creator accepts the terms, nothing can be attached either.
    const fresh = await hire(app, a.admin);
    const [part] = (await agreementOf(app, fresh.creator, fresh.jobId)).milestones;
    const early = await attach(fresh.creator, part!.id, pdf);
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'wrong_state']);
  });

  it('deletes a removed file’s object by its key, keeps delivered rounds, and takes new files after changes are asked', async () => {
    const deal = await acceptedDeal(app, a.admin);
    const m = deal.milestoneId;
    const first = await attachPdf(deal.creator, m, 'draft.pdf');
    const [row] = await rowsOf(m);
    expect(row!.storageKey).toMatch(/^private\/deliveries\/[a-f0-9]{32}\.pdf$/);
    expect(await onDisk(row!.storageKey)).toBe(true);
    expect((await remove(deal.enterprise, m, first.id)).statusCode).toBe(403);
    expect((await remove(a.otherCreator, m, first.id)).statusCode).toBe(404);
    const removed = await remove(deal.creator, m, first.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().agreement as Agreement).milestones[0]!.files).toEqual([]);
    expect(await onDisk(row!.storageKey)).toBe(false);
    expect(await app.db.select().from(deliveryFiles).where(eq(deliveryFiles.id, first.id))).toEqual([]);
    expect((await remove(deal.creator, m, first.id)).statusCode).toBe(404);

    const kept = await attachPdf(deal.creator, m, 'round-1.pdf');
    expect((await deliver(deal.creator, m)).statusCode).toBe(200);
    expect((await remove(deal.creator, m, kept.id)).statusCode).toBe(409);
    const changes = await act(app, deal.enterprise, 'POST', `/api/milestones/${m}/request-changes`, {
      note: 'Warmer colours',
    });
    expect(changes.statusCode).toBe(200);
    // The earlier round stays as delivered; a new round takes new files.
    expect((await remove(deal.creator, m, kept.id)).statusCode).toBe(409);
    const second = await attachPdf(deal.creator, m, 'round-2.pdf');
    expect((await deliver(deal.creator, m)).statusCode).toBe(200);
    const files = (await agreementOf(app, deal.enterprise, deal.jobId)).milestones[0]!.files;
    expect(files.map((f) => f.id)).toEqual([kept.id, second.id]);
    expect(files[0]!.deliveredAt! < files[1]!.deliveredAt!).toBe(true);
    const history = (await agreementOf(app, deal.creator, deal.jobId)).history;
    expect(history.filter((e) => e.action === 'file_removed')).toMatchObject([
      { details: { fileId: first.id, name: 'draft.pdf' } },
    ]);
  });

  it('never serves a delivery file under /uploads/, and never names its key', async () => {
    const deal = await acceptedDeal(app, a.admin);
    const file = await attachPdf(deal.creator, deal.milestoneId);
    const [row] = await rowsOf(deal.milestoneId);
    const key = row!.storageKey;
    const name = key.split('/').at(-1)!;
    for (const url of [
      `/uploads/${key}`,
      `/uploads/deliveries/${name}`,
      `/uploads/../private/deliveries/${name}`,
      `/uploads/%2e%2e/private/deliveries/${name}`,
      `/uploads/..%2fprivate%2fdeliveries%2f${name}`,
      `/${key}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.rawPayload.includes(samplePdf('contact-sheet.pdf')), url).toBe(false);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    const uploaded = await readdir(app.config.uploadsDir, { recursive: true }).catch(() => []);
    expect(uploaded.some((entry) => String(entry).includes(name))).toBe(false);
    const seen = await injectAs(app, a.admin, { method: 'GET', url: `/api/jobs/${deal.jobId}/agreement` });
    expect(seen.body).toContain(String(file.id));
    expect(seen.body).not.toContain(name.split('.')[0]!);
  });

  it('answers a retried upload with the first reply and keeps one object', async () => {
    const deal = await acceptedDeal(app, a.admin);
    const key = randomUUID();
    const file = { filename: 'once.pdf', content: samplePdf(), contentType: 'application/pdf' };
    const first = await attach(deal.creator, deal.milestoneId, file, key);
    const again = await attach(deal.creator, deal.milestoneId, file, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(deal.milestoneId)).toHaveLength(1);
    // Every object on disk belongs to a row: the retry's own upload was deleted again.
    const keys = (await app.db.select({ key: deliveryFiles.storageKey }).from(deliveryFiles)).map(
      (r) => r.key,
    );
    const stored = await readdir(path.join(app.config.privateFilesDir, 'deliveries'));
    expect(stored.filter((entry) => !keys.includes(`private/deliveries/${entry}`))).toEqual([]);
  });

  it('holds one upload per person at a time and counts them by the hour', async () => {
    const limited = await buildTestApp({ rateLimits: true });
    try {
      const admin = (await makeActors(limited)).admin;
      const deal = await acceptedDeal(limited, admin);
      const send = () =>
        injectAs(limited, deal.creator, {
          method: 'POST',
          url: `/api/milestones/${deal.milestoneId}/files`,
          ...multipart({ filename: 'a.pdf', content: samplePdf() }),
        });
      const slot = limited.uploadGate.holdLargeUpload(deal.creator.id);
      const busy = await send();
      slot.release();
      expect([busy.statusCode, busy.json().error.code]).toEqual([429, 'rate_limited']);
      // The refused attempt counted too: the hour's allowance runs out one upload later.
      const { max, windowMs } = DELIVERY_FILE_UPLOAD_RATE_LIMIT;
      for (let n = 2; n < max; n++)
        await limited.rateLimiter.consume(`delivery-file-upload:user:${deal.creator.id}`, max, windowMs);
      expect((await send()).statusCode).toBe(201);
      const over = await send();
      expect([over.statusCode, over.json().error.message]).toEqual([
        429,
        'You have attached many files in the last hour. Please try again later.',
      ]);
    } finally {
      await limited.close();
    }
  });

  it('deletes the objects of a replaced agreement’s files by their keys, in the upkeep’s step', async () => {
    const deal = await acceptedDeal(app, a.admin);
    await attachPdf(deal.creator, deal.milestoneId);
    const [row] = await rowsOf(deal.milestoneId);
    // Reassigning the job replaces the agreement (no money was recorded on it): its milestone goes.
    const next = await makeCreator(app);
    const reassigned = await injectAs(app, a.admin, {
      method: 'PUT',
      url: `/api/jobs/${deal.jobId}/assignment`,
      payload: { creatorId: next.id },
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    const [detached] = await app.db.select().from(deliveryFiles).where(eq(deliveryFiles.id, row!.id));
    expect(detached!.milestoneId).toBeNull();
    expect(await onDisk(row!.storageKey)).toBe(true);
    // The upkeep's step (payments-upkeep.test.ts runs it from the scheduler's pass).
    expect(await deleteDetachedFiles(app)).toBeGreaterThanOrEqual(1);
    expect(await onDisk(row!.storageKey)).toBe(false);
    expect(await app.db.select().from(deliveryFiles).where(eq(deliveryFiles.id, row!.id))).toEqual([]);
  });
});
