import type { PushSubscriptionInput } from '@kalasetu/shared/notices';

/** What this browser allows: no push at all, notifications blocked by the person, or ready to ask. */
export type BrowserPushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function browserPushSupport(): BrowserPushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** The service worker's registration (registering it when the page has not yet, as in development). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription, if it has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  if (browserPushSupport() === 'unsupported') return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

export class PushPermissionRefused extends Error {}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Asks the browser's permission (the person pressed the switch), then subscribes with the server's VAPID key. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionRefused();
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
