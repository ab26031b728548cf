import { createECDH, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@kalasetu/shared/messages';
import { pushPayload } from '../../server/src/lib/channels/web-push';
import { signUpAs } from './support/accounts';
import { assertNoAxeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage } from './support/browser';

/** A browser's keys for a push subscription: an uncompressed P-256 public key and a 16-byte secret (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * Runs in the page before its scripts. Chromium subscribes through its push service (Firebase Cloud Messaging),
 * which a machine without the internet cannot reach: `subscribe` never settles, and in the off-the-record contexts
 * tests use it is refused outright. So the page's PushManager answers as the push service would, with an endpoint
 * on it and the browser's keys; everything else (the permission prompt, the service worker, the server keeping the
 * subscription) is real. The server's sending is covered by the push-service stand-in (push.test.ts).
 */
function pushServiceSubscription(keys: { p256dh: string; auth: string }) {
  let current: PushSubscription | null = null;
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async () => {
    if (Notification.permission !== 'granted') throw new DOMException('permission denied', 'NotAllowedError');
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
    current = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return current;
  };
}

/** The page's service worker, once it controls the page (it takes over on its first load, clients.claim). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The notifications the service worker is showing, as (title, body). */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      lang: n.lang,
    }));
  });

/** The id Chromium gives the page's service worker registration (DevTools protocol). */
async function registrationId(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseUrl()}/`);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, id: await found };
}

/** An installable app with an offline page, and browser notifications shown by its service worker. */
describe('browser notifications and the installable app', () => {
  let browser: Browser;
  beforeAll(async () => {
    // The headless shell denies notifications even when they are granted: these need the full browser.
    browser = await launchBrowser({ full: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('turns on browser notifications in Settings, and the service worker shows a delivered push', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await context.addInitScript(pushServiceSubscription, browserKeys());
    await signUpAs(context, 'creator');
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await page.goto('/settings?tab=preferences');
    await controlled(page);

    const toggle = page.getByRole('switch', { name: 'Show browser notifications' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    const preferences = (await (await page.request.get('/api/me/notice-preferences')).json()) as {
      preferences: { channels: { channel: string; optedIn: boolean }[] };
    };
    expect(preferences.preferences.channels.find((c) => c.channel === 'push')?.optedIn).toBe(true);
    await assertNoAxeViolations(page, 'settings → preferences with browser notifications on');

    // What the server's push channel would send a Hindi reader, delivered to the worker by Chromium itself.
    const payload = pushPayload({
      template: 'payment_recorded',
      lang: 'hi',
      subject: translate('hi', 'notice.subject.paymentRecorded', { name: 'Ilkal Looms', amount: '₹15,000' }),
      lines: [
        translate('hi', 'notice.text.paymentRecorded', {
          name: 'Ilkal Looms',
          amount: '₹15,000',
          title: 'Reel',
        }),
      ],
      url: `${baseUrl()}/dashboard?tab=agreements`,
      variables: [],
      unsubscribeUrl: `${baseUrl()}/settings?tab=preferences`,
      settingsUrl: `${baseUrl()}/settings?tab=preferences`,
    });
    const { cdp, id } = await registrationId(context, page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: id,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: payload.title, body: payload.body, lang: 'hi' }]);

    // Off again: this browser is forgotten and the opt-in ends.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await context.close();
  });

  it('offline, a page seen before comes from the worker and an unseen one is the offline page in Hindi', async () => {
    const { context, page } = await newPage(browser);
    await context.addCookies([{ name: 'kalasetu_lang', value: 'hi', url: baseUrl() }]);
    await page.goto('/about');
    await controlled(page);
    // Seen once the worker controls the page: kept for when the network fails.
    await page.goto('/how-it-works');
    const seen = await page.locator('h1').first().innerText();
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string };
    expect(manifest.name).toBe(translate('hi', 'app.name'));

    await context.setOffline(true);
    await page.goto('/how-it-works');
    expect(await page.locator('h1').first().innerText()).toBe(seen);
    await page.goto('/creators?never-seen=1');
    await page.getByRole('heading', { name: translate('hi', 'app.offline.title') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await assertNoAxeViolations(page, 'offline page (Hindi)');
    await context.setOffline(false);
    await context.close();
  });
});
