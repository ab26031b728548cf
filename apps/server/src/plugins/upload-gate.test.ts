import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_PIXELS,
  UPLOAD_PIXELS_IN_FLIGHT_PER_PROCESS,
  UPLOADS_IN_FLIGHT_PER_PROCESS,
  UPLOADS_IN_FLIGHT_PER_USER,
} from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { multipart, png } from '../modules/portfolio/portfolio.fixtures';
import { buildTestApp } from '../test/build-test-app';
import { injectAs, makeCreator, type TestUser } from '../test/factories';

/**
 * Thirty parallel 40-megapixel uploads were once accepted at once (about 1 GB). Room for decoding is held in the
 * gate while an upload runs; the tests hold it themselves, so nothing depends on how fast an image decodes.
 */
describe('upload concurrency and decoded pixels', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    user = await makeCreator(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (who: TestUser, lang = 'en') => {
    const body = multipart({ filename: 'work.png', content: await png() }, { title: 'Work' });
    return injectAs(app, who, {
      method: 'POST',
      url: `/api/profiles/${who.id}/portfolio/image`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang },
    });
  };

  it("refuses a user's upload with 429 while their own uploads are decoding, and takes it after", async () => {
    const held = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER }, () => app.uploadGate.acquire(user.id, 1));
    const refused = await upload(user, 'mr');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().error.message).toBe(translate('mr', 'errors.tooManyUploads'));
    for (const slot of held) slot.release();
    expect((await upload(user)).statusCode).toBe(201);
  });

  it('refuses with 503 while the process is at its count or its pixel budget, whoever is uploading', async () => {
    const someone = await makeCreator(app);
    const byCount = Array.from({ length: UPLOADS_IN_FLIGHT_PER_PROCESS }, (_, i) =>
      app.uploadGate.acquire(`other-${i}`, 1),
    );
    const busy = await upload(someone, 'kn');
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.message).toBe(translate('kn', 'errors.uploadsBusy'));
    for (const slot of byCount) slot.release();

    const fullImages = Math.floor(UPLOAD_PIXELS_IN_FLIGHT_PER_PROCESS / IMAGE_MAX_PIXELS);
    const byPixels = Array.from({ length: fullImages }, (_, i) =>
      app.uploadGate.acquire(`big-${i}`, IMAGE_MAX_PIXELS),
    );
    expect(() => app.uploadGate.acquire('one-more', IMAGE_MAX_PIXELS)).toThrow();
    expect((await upload(someone)).statusCode).toBe(503);
    for (const slot of byPixels) slot.release();
    expect((await upload(someone)).statusCode).toBe(201);
  });

  it('gives the room back when an upload fails', async () => {
    const broken = await injectAs(app, user, {
      method: 'POST',
      url: `/api/profiles/${user.id}/portfolio/image`,
      ...multipart({ filename: 'work.png', content: Buffer.from('not an image at all') }, { title: 'Work' }),
    });
    expect(broken.statusCode).toBe(415);
    expect((await upload(user)).statusCode).toBe(201);
  });
});
