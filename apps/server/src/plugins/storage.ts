import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DELIVERY_FILE_KINDS, type DeliveryFileKind } from '@kalasetu/shared/delivery-files';
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
  /** Files only the server reads and hands to whoever may have them (decision 256). */
  privateFiles: PrivateStorage;
}

/**
 * Private files (a delivery's files): never under /uploads/ or any public URL. The local driver keeps them in
 * DATA_DIR/private, which nothing serves; the S3 driver under the `private/` prefix, read back with a signed GET.
 * Keys are made here (`private/deliveries/<32 hex>.<kind>`); a caller deletes only a key its record stored.
 */
export interface PrivateStorage {
  put(folder: PrivateFolder, body: Buffer, kind: DeliveryFileKind): Promise<{ key: string }>;
  /** The stored bytes as a stream, or null when no object has this key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}
export type PrivateFolder = 'deliveries';
export const PRIVATE_KEY_PREFIX = 'private/';
export const PRIVATE_KEY_PATTERN = new RegExp(
  `^${PRIVATE_KEY_PREFIX}deliveries/[a-f0-9]{32}\\.(${DELIVERY_FILE_KINDS.join('|')})$`,
);
export const newPrivateKey = (folder: PrivateFolder, kind: DeliveryFileKind) =>
  `${PRIVATE_KEY_PREFIX}${folder}/${randomBytes(16).toString('hex')}.${kind}`;

/** The key itself, if it is a well-formed private key; throws otherwise (a key is never built from input). */
export function checkedPrivateKey(key: string): string {
  if (!PRIVATE_KEY_PATTERN.test(key)) throw new Error(`refusing private key ${JSON.stringify(key)}`);
  return key;
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

export const STORAGE_KEY_PATTERN =
  /^(avatars|logos|portfolio|showcase)\/[a-f0-9]{32}\.(webp|png|jpg|mp4|webm)$/;
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The file of `relative` under `root`, refusing anything that would land outside it. */
function fileUnder(root: string, relative: string) {
  const full = path.resolve(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes its folder');
  return full;
}

async function writeNew(full: string, body: Buffer) {
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, body, { flag: 'wx' });
}

/** Private files on the local disk under `root` (DATA_DIR/private), which no route serves. */
export function createLocalPrivateStorage(root: string): PrivateStorage {
  const resolveKey = (key: string) =>
    fileUnder(root, checkedPrivateKey(key).slice(PRIVATE_KEY_PREFIX.length));
  return {
    async put(folder, body, kind) {
      const key = newPrivateKey(folder, kind);
      await writeNew(resolveKey(key), body);
      return { key };
    },
    async get(key) {
      const full = resolveKey(key);
      const found = await stat(full).catch(() => null);
      return found?.isFile() ? createReadStream(full) : null;
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}

export function createLocalStorage(root: string, privateRoot: string): Storage {
  const resolveKey = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
    return fileUnder(root, key);
  };
  return {
    async put(folder, body, extension) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
      await writeNew(resolveKey(key), body);
      return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
    },
    async delete(key) {
      await rm(resolveKey(key), { force: true });
    },
    keyInFolder: (url, folder) => keyAfterPrefix(url, UPLOADS_URL_PREFIX, folder),
    privateFiles: createLocalPrivateStorage(privateRoot),
  };
}

export default fp(async function storagePlugin(app: FastifyInstance) {
  const { storage } = app.config;
  if (storage.driver === 's3') {
    // Public objects are read straight from the bucket or its CDN; this server writes and deletes them, and reads
    // only private ones (with a signed GET) for whoever may have them.
    app.decorate('storage', createS3Storage(storage));
    return;
  }
  await mkdir(app.config.uploadsDir, { recursive: true });
  app.decorate('storage', createLocalStorage(app.config.uploadsDir, app.config.privateFilesDir));
  // Only DATA_DIR/uploads is served: private files live beside it, in DATA_DIR/private. Names are random and never reused, so files can be cached for a year.
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
