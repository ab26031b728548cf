import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp } from '../../test/build-test-app';
import { injectAs, makeAdmin, makeCreator, makeEnterprise, type TestUser } from '../../test/factories';
import { startS3Server } from '../../test/s3-server';
import { multipart, png } from './portfolio.fixtures';

/**
 * A record deletes only the storage keys its own upload created (decision 160). An item that
 * merely points at someone else's file (their avatar, their portfolio picture) must never delete it — not when the
 * item is edited or deleted, not when an admin deletes the pointing account, not from the admin's showcase.
 * The same cases run on the local driver and on the S3-compatible driver (s3rver).
 */
describe.each(['local', 's3'] as const)(
  'stored files belong to the record that uploaded them (%s)',
  (driver) => {
    let app: FastifyInstance;
    let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
    let admin: TestUser;
    beforeAll(async () => {
      if (driver === 's3') s3 = await startS3Server();
      app = await buildTestApp(s3 ? { storage: s3.storage } : {});
      admin = await makeAdmin(app);
    });
    afterAll(async () => {
      await app?.close();
      await s3?.close();
    });

    /** Local files are served by this app under /uploads/; bucket objects are fetched from the bucket. */
    const exists = async (url: string) =>
      url.startsWith('/')
        ? (await app.inject({ method: 'GET', url })).statusCode === 200
        : (await fetch(url)).status === 200;
    /** The address an attacker would type: absolute, as a portfolio link or image must be. */
    const absolute = (url: string) => (url.startsWith('/') ? `${TEST_ORIGIN}${url}` : url);

    const uploadAvatar = async (user: TestUser) => {
      const response = await injectAs(app, user, {
        method: 'POST',
        url: '/api/me/avatar',
        ...multipart({ filename: 'me.png', content: await png() }),
      });
      expect(response.statusCode).toBe(200);
      return response.json().avatarUrl as string;
    };
    const uploadPortfolioImage = async (user: TestUser) => {
      const response = await injectAs(app, user, {
        method: 'POST',
        url: `/api/profiles/${user.id}/portfolio/image`,
        ...multipart({ filename: 'work.png', content: await png() }, { title: 'My work' }),
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number; mediaUrl: string; thumbnailUrl: string };
    };
    const pointAt = async (attacker: TestUser, url: string, type: 'link' | 'image' = 'link') => {
      const response = await injectAs(app, attacker, {
        method: 'POST',
        url: `/api/profiles/${attacker.id}/portfolio`,
        payload: { type, title: 'Not mine', mediaUrl: absolute(url) },
      });
      // An https image address is refused for a plain-http test server; a link always takes any http(s) URL.
      if (response.statusCode !== 201) return null;
      return response.json().id as number;
    };

    it("editing or deleting an item that points at another user's avatar leaves the avatar", async () => {
      const victim = await makeEnterprise(app);
      const attacker = await makeCreator(app);
      const avatar = await uploadAvatar(victim);
      const edited = await pointAt(attacker, avatar);
      const deleted = await pointAt(attacker, avatar);
      const asImage = await pointAt(attacker, avatar, 'image');
      expect(edited).not.toBeNull();
      const edit = await injectAs(app, attacker, {
        method: 'PATCH',
        url: `/api/portfolio/${edited}`,
        payload: { mediaUrl: 'https://elsewhere.example/page' },
      });
      expect(edit.statusCode).toBe(200);
      for (const id of [deleted, asImage].filter((id) => id !== null)) {
        const remove = await injectAs(app, attacker, { method: 'DELETE', url: `/api/portfolio/${id}` });
        expect(remove.statusCode).toBe(200);
      }
      expect(await exists(avatar)).toBe(true);
    });

    it("an admin deleting the attacker's account removes the attacker's uploads only", async () => {
      const victim = await makeCreator(app);
      const attacker = await makeCreator(app);
      const avatar = await uploadAvatar(victim);
      const victimWork = await uploadPortfolioImage(victim);
      const ownAvatar = await uploadAvatar(attacker);
      const ownWork = await uploadPortfolioImage(attacker);
      await pointAt(attacker, avatar);
      await pointAt(attacker, victimWork.mediaUrl);
      await pointAt(attacker, victimWork.thumbnailUrl);
      const response = await injectAs(app, admin, {
        method: 'DELETE',
        url: `/api/admin/users/${attacker.id}`,
      });
      expect(response.statusCode).toBe(200);
      for (const url of [avatar, victimWork.mediaUrl, victimWork.thumbnailUrl])
        expect(await exists(url)).toBe(true);
      for (const url of [ownAvatar, ownWork.mediaUrl, ownWork.thumbnailUrl])
        expect(await exists(url)).toBe(false);
    });

    it('an item still removes its own upload when edited to a link or deleted', async () => {
      const creator = await makeCreator(app);
      const first = await uploadPortfolioImage(creator);
      const second = await uploadPortfolioImage(creator);
      const edit = await injectAs(app, creator, {
        method: 'PATCH',
        url: `/api/portfolio/${first.id}`,
        payload: { mediaUrl: 'https://elsewhere.example/picture.png' },
      });
      expect(edit.statusCode).toBe(200);
      const remove = await injectAs(app, creator, { method: 'DELETE', url: `/api/portfolio/${second.id}` });
      expect(remove.statusCode).toBe(200);
      for (const url of [first.mediaUrl, first.thumbnailUrl, second.mediaUrl, second.thumbnailUrl])
        expect(await exists(url)).toBe(false);
    });

    it("a showcase item showing a user's avatar never deletes it; its own upload goes with it", async () => {
      const victim = await makeCreator(app);
      const avatar = await uploadAvatar(victim);
      const create = (imageUrl: string) =>
        injectAs(app, admin, {
          method: 'POST',
          url: '/api/admin/showcase',
          payload: { title: 'Borrowed', imageUrl },
        });
      const borrowed = await create(avatar);
      expect(borrowed.statusCode).toBe(201);
      const uploaded = await injectAs(app, admin, {
        method: 'POST',
        url: '/api/admin/showcase/image',
        ...multipart({ filename: 'show.png', content: await png() }),
      });
      const ownUrl = uploaded.json().imageUrl as string;
      const own = await create(ownUrl);
      // A second item naming the same upload shows it but does not own it: deleting it keeps the picture.
      const copy = await create(ownUrl);
      for (const item of [borrowed, copy]) {
        const id = item.json().item.id as number;
        const remove = await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/showcase/${id}` });
        expect(remove.statusCode).toBe(200);
      }
      expect(await exists(avatar)).toBe(true);
      expect(await exists(ownUrl)).toBe(true);
      const ownId = own.json().item.id as number;
      await injectAs(app, admin, { method: 'DELETE', url: `/api/admin/showcase/${ownId}` });
      expect(await exists(ownUrl)).toBe(false);
    });
  },
);
