import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pushSubscriptions } from '../../db/schema/push-subscriptions';
import { injectAs } from '../factories';
import { everyone, signedIn, type MatrixRow } from './matrix-fixtures';

/** A browser's subscription on a listed push service; nothing is ever sent to it in these tests. */
export function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/**
 * The installable app (its manifest and offline page, anyone's) and browser push: the public key for anyone, each
 * person's own browsers for them alone.
 */
export const PUSH_ROWS: MatrixRow[] = [
  {
    route: 'GET /manifest.webmanifest',
    expected: everyone(200),
    prepare: () => ({
      request: { method: 'GET', url: '/manifest.webmanifest', headers: { cookie: 'kalasetu_lang=mr' } },
      check: async (response) => {
        expect(response.json()).toMatchObject({ lang: 'mr', start_url: '/', display: 'standalone' });
      },
    }),
  },
  {
    route: 'GET /offline.html',
    expected: everyone(200),
    prepare: () => ({
      request: { method: 'GET', url: '/offline.html?lang=kn' },
      check: async (response) => {
        expect(response.body).toContain('<html lang="kn">');
      },
    }),
  },
  {
    route: 'GET /api/push/key',
    expected: everyone(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/push/key' } }),
  },
  {
    route: 'POST /api/me/push-subscriptions',
    case: 'keeps the browser for the caller alone',
    expected: signedIn(200),
    prepare: (ctx) => {
      const subscription = browserSubscription();
      return {
        request: { method: 'POST', url: '/api/me/push-subscriptions', payload: subscription },
        check: async (response) => {
          if (response.statusCode !== 200) return;
          const rows = await ctx.app.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
          expect(rows.map((row) => row.userId)).toEqual([ctx.a[ctx.actor]!.id]);
        },
      };
    },
  },
  {
    route: 'POST /api/me/push-subscriptions/remove',
    case: 'removes only the caller’s own browser',
    expected: signedIn(200),
    prepare: async (ctx) => {
      const owner = ctx.a.otherCreator;
      const subscription = browserSubscription();
      const kept = await injectAs(ctx.app, owner, {
        method: 'POST',
        url: '/api/me/push-subscriptions',
        payload: subscription,
      });
      expect(kept.statusCode).toBe(200);
      return {
        request: {
          method: 'POST',
          url: '/api/me/push-subscriptions/remove',
          payload: { endpoint: subscription.endpoint },
        },
        check: async () => {
          const rows = await ctx.app.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
          expect(rows).toHaveLength(ctx.actor === 'otherCreator' ? 0 : 1);
        },
      };
    },
  },
];
