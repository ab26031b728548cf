import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createS3Storage } from './storage-s3';

/**
 * Where uploaded files live. Keys are made by the server (folder + random name), never from a client's file
 * name. The local driver writes under DATA_DIR/uploads; the S3-compatible driver (storage-s3.ts) writes to a bucket.
 */
export interface Storage {
  put(
    folder: StorageFolder,
    body: Buffer,
    extension: StorageExtension,
  ): Promise<{ key: string; url: string }>;
  /** Deletes by key only: callers pass a key their own record stored when it uploaded (decision 160). */
  delete(key: string): Promise<void>;
  /**
   * The key of a file this storage made in `folder` for `url`, or null. Only for claiming an upload the same
   * actor just made through a folder no one else writes to (the admin's showcase pictures); never to find what to
   * delete from a record that stores a URL.
   */
  keyInFolder(url: string, folder: StorageFolder): string | null;
}

/** The key in `url` after `prefix`, if it is a well-formed key of `folder`. */
export function keyAfterPrefix(url: string, prefix: string, folder: StorageFolder): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return STORAGE_KEY_PATTERN.test(key) && key.startsWith(`${folder}/`) ? key : null;
}

/** Pictures are re-encoded (webp) or kept (png, jpg); videos are stored as uploaded. */
export type StorageExtension = 'webp' | 'png' | 'jpg' | 'mp4' | 'webm';

export const STORAGE_FOLDERS = ['avatars', 'logos', 'portfolio', 'showcase'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

export const STORAGE_KEY_PATTERN = /^(avatars|logos|portfolio|showcase)\/[a-f0-9]{32}\.(webp|png|jpg|mp4|webm)$/;
export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(root: string): Storage {
  const resolveKey = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error('storage key escapes the uploads folder');
    return full;
  };
  return {
    async put(folder, body, extension) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, body, { flag: 'wx' });
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
    keyInFolder: (url, folder) => keyAfterPrefix(url, UPLOADS_URL_PREFIX, folder),
  };
}

export default fp(async function storagePlugin(app: FastifyInstance) {
  const { storage } = app.config;
  if (storage.driver === 's3') {
    // Objects are read straight from the bucket or its CDN; this server only writes and deletes them.
    app.decorate('storage', createS3Storage(storage));
    return;
  }
  await mkdir(app.config.uploadsDir, { recursive: true });
  app.decorate('storage', createLocalStorage(app.config.uploadsDir));
  // Names are random and never reused, so files can be cached for a year.
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
  });
});
