import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for a browser's push service (RFC 8030), for tests only (never imported by production code). Like
 * a real one it refuses a request whose VAPID JWT (RFC 8292) is not signed with ES256 by the key it names, is for
 * another audience, has expired or lasts more than a day, or has no subject. Unlike a real one it also holds the
 * browser's side of each subscription it hands out (the P-256 key pair and the auth secret), so it decrypts every
 * payload (RFC 8291, aes128gcm) and keeps what the browser would have shown.
 */

export interface ReceivedPush {
  /** The subscription's id (the last part of its endpoint). */
  subscription: string;
  /** The decrypted payload, as text. */
  text: string;
  ttl: number;
  /** The VAPID key the request was signed with (base64url). */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
}

export interface StandInSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; returns the claims, or why it is refused. */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { error: 'no vapid authorization' } as const;
  const [, token, key] = match as unknown as [string, string, string];
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return { error: 'malformed jwt' } as const;
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') return { error: `alg ${head.alg}` } as const;
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4)
    return { error: 'k is not an uncompressed P-256 point' } as const;
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!signed) return { error: 'bad signature' } as const;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) return { error: `aud ${claims.aud}` } as const;
  if (!(claims.exp > now) || claims.exp > now + 24 * 60 * 60) return { error: `exp ${claims.exp}` } as const;
  if (!/^(mailto:|https:\/\/)/.test(claims.sub ?? '')) return { error: `sub ${claims.sub}` } as const;
  return { claims, key } as const;
}

/** RFC 8291 with RFC 8188's aes128gcm: the browser's side of the decryption. */
function decrypt(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushServiceStandIn {
  /** The loopback host, for PUSH_SERVICE_HOSTS. */
  host: string;
  received: ReceivedPush[];
  refused: { subscription: string; reason: string }[];
  /** A browser subscribing here: its endpoint and public keys, as PushSubscription.toJSON() gives them. */
  subscribe(): StandInSubscription;
  /** From now on, answers this subscription 410 Gone (the browser unsubscribed or was reset). */
  forget(id: string): void;
  close(): Promise<void>;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const forgotten = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceStandIn['refused'] = [];
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const refuse = (status: number, reason: string) => {
        refused.push({ subscription: id, reason });
        response.writeHead(status).end(reason);
      };
      const browser = browsers.get(id);
      if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
      if (forgotten.has(id)) return refuse(410, 'gone');
      const vapid = checkVapid(request.headers.authorization, origin);
      if ('error' in vapid) return refuse(403, vapid.error!);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
      let text: string;
      try {
        text = decrypt(body, browser);
      } catch (error) {
        return refuse(400, `undecryptable: ${(error as Error).message}`);
      }
      received.push({ subscription: id, text, ttl, vapidKey: vapid.key, claims: vapid.claims });
      response.writeHead(201, { location: `/message/${randomUUID()}` }).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host: '127.0.0.1',
    received,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    forget: (id) => void forgotten.add(id),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
