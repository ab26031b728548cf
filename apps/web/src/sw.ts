// The service worker (built alone by build/service-worker.ts into dist/sw.js, decision 315). Pages: network first,
// the last copy when the network fails, else the offline page in the reader's language. Hashed assets: cache
// first. Nothing else is touched: API replies (some private) and uploads always go to the network as if there were
// no worker. Push: shows the notification the server sent (apps/server/src/lib/channels/web-push.ts).

/** The parts of ServiceWorkerGlobalScope used here (the app's TypeScript has the DOM's types, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: unknown };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  location: Location;
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
}

declare const __BUILD_ID__: string;
const worker = self as unknown as WorkerScope;

const LANGUAGES = ['en', 'hi', 'kn', 'mr'] as const;
const LANGUAGE_COOKIE = 'kalasetu_lang';
const ASSETS = `assets-${__BUILD_ID__}`;
const PAGES = 'pages-v1';
const OFFLINE = `offline-${__BUILD_ID__}`;
/** Pages kept for when the network fails; the oldest go first. */
const PAGES_KEPT = 40;
const offlineUrl = (lang: string) => `/offline.html?lang=${lang}`;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE)
      .then((cache) => cache.addAll(LANGUAGES.map(offlineUrl)))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  const current = new Set([ASSETS, PAGES, OFFLINE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.has(name)).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

/** The language the reader chose (the app's cookie), else the browser's, else English. */
async function readerLanguage(): Promise<string> {
  const chosen = await worker.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  const candidates = [chosen?.value, ...navigator.languages.map((tag) => tag.slice(0, 2))];
  return candidates.find((lang) => LANGUAGES.includes(lang as (typeof LANGUAGES)[number])) ?? 'en';
}

async function keepPage(request: Request, response: Response) {
  const cache = await caches.open(PAGES);
  await cache.put(request.url, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PAGES_KEPT)).map((key) => cache.delete(key)));
}

async function page(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html'))
      event.waitUntil(keepPage(event.request, response.clone()));
    return response;
  } catch (error) {
    const kept = await caches.match(event.request.url, { cacheName: PAGES });
    if (kept) return kept;
    const offline = await caches.match(offlineUrl(await readerLanguage()), { cacheName: OFFLINE });
    if (offline) return offline;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

interface PushPayload {
  title: string;
  body: string;
  url: string;
  lang: string;
  tag: string;
}

worker.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = JSON.parse(event.data?.text() ?? '') as PushPayload;
  } catch {
    return;
  }
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      lang: payload.lang,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(wanted, worker.location.origin);
  // A link elsewhere is never opened from a notification.
  const url = target.origin === worker.location.origin ? target.href : worker.location.origin;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      // A window the worker does not control cannot be navigated: a new one opens instead.
      const shown = open ? await open.navigate(url).catch(() => null) : null;
      if (shown) await shown.focus();
      else await worker.clients.openWindow(url);
    }),
  );
});
