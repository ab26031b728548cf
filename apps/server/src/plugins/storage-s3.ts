import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '../config';
import { STORAGE_KEY_PATTERN, keyAfterPrefix, type Storage } from './storage';

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

/**
 * The S3-compatible driver (decision 090): signed PUT and DELETE through aws4fetch, URLs under the configured
 * public base (the bucket itself or a CDN in front of it). The bucket must allow anonymous GET of its objects.
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
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': CONTENT_TYPES[extension],
          'cache-control': S3_CACHE_CONTROL,
          'content-length': String(body.byteLength),
        },
      });
      if (!response.ok) {
        throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
      }
      await response.body?.cancel();
      return { key, url: `${prefix}${key}` };
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      await response.body?.cancel();
      // S3 answers 204 whether or not the object existed; some compatible servers answer 404 for a missing one.
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
      }
    },
    keyInFolder: (url, folder) => keyAfterPrefix(url, prefix, folder),
  };
}
