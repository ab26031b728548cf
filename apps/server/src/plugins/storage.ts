import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createS3Storage } from './storage-s3';
import {
  checkedPrivateKey,
  keyAfterPrefix,
  newPrivateKey,
  PRIVATE_KEY_PREFIX,
  STORAGE_KEY_PATTERN,
  type PrivateStorage,
  type Storage,
} from './storage-interface';

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
