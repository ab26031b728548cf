import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { DELIVERY_FILE_TYPES } from '@kalasetu/shared/delivery-files';
import type { StorageConfig } from '../config';
import {
  checkedPrivateKey,
  keyAfterPrefix,
  newPrivateKey,
  STORAGE_KEY_PATTERN,
  type PrivateStorage,
  type Storage,
} from './storage-interface';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

const CONTENT_TYPES = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;
/** Keys are random and never reused, so browsers and the CDN may keep an object for a year. */
export const S3_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A private object is never cached on the way, and is a download should it ever be reached directly. */
export const S3_PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'content-disposition': 'attachment',
};

type S3Client = Pick<AwsClient, 'fetch'>;

/** A signed PUT of `body`; throws with the bucket's answer when it refuses. */
async function putObject(client: S3Client, url: string, body: Buffer, headers: Record<string, string>) {
  const response = await client.fetch(url, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { ...headers, 'content-length': String(body.byteLength) },
  });
  if (!response.ok) throw new Error(`S3 PUT ${url} failed: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}

async function deleteObject(client: S3Client, url: string) {
  const response = await client.fetch(url, { method: 'DELETE' });
  await response.body?.cancel();
  // S3 answers 204 whether or not the object existed; some compatible servers answer 404 for a missing one.
  if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${url} failed: ${response.status}`);
}

/**
 * Private objects under `private/` (decision 256): written and read only with signed requests. The bucket policy
 * must not grant anonymous GET on this prefix (README, docs/deployment.md); each object also carries
 * `Cache-Control: private, no-store` and `Content-Disposition: attachment`.
 */
function createS3PrivateStorage(client: S3Client, bucketUrl: string): PrivateStorage {
  const objectUrl = (key: string) => `${bucketUrl}/${checkedPrivateKey(key)}`;
  return {
    async put(folder, body, kind) {
      const key = newPrivateKey(folder, kind);
      await putObject(client, objectUrl(key), body, {
        'content-type': DELIVERY_FILE_TYPES[kind],
        ...S3_PRIVATE_HEADERS,
      });
      return { key };
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`S3 GET ${key} failed: ${response.status}`);
      }
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    delete: (key) => deleteObject(client, objectUrl(key)),
  };
}

/**
 * The S3-compatible driver (decision 090): signed PUT and DELETE through aws4fetch, URLs under the configured
 * public base (the bucket itself or a CDN in front of it). The bucket must allow anonymous GET of its public objects
 * and must not for the `private/` prefix, which the server reads with a signed GET (decision 256).
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const bucketUrl = config.forcePathStyle
    ? `${config.endpoint}/${config.bucket}`
    : config.endpoint.replace('://', `://${config.bucket}.`);
  const objectUrl = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
    return `${bucketUrl}/${key}`;
  };
  const prefix = `${config.publicUrl}/`;

  return {
    async put(folder, body, extension) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await putObject(client, objectUrl(key), body, {
        'content-type': CONTENT_TYPES[extension],
        'cache-control': S3_CACHE_CONTROL,
      });
      return { key, url: `${prefix}${key}` };
    },
    delete: (key) => deleteObject(client, objectUrl(key)),
    keyInFolder: (url, folder) => keyAfterPrefix(url, prefix, folder),
    privateFiles: createS3PrivateStorage(client, bucketUrl),
  };
}
