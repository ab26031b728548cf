// What both storage drivers implement (storage.ts: local disk; storage-s3.ts: a bucket), and the rules for their keys.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DELIVERY_FILE_KINDS, type DeliveryFileKind } from '@kalasetu/shared/delivery-files';

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
/** A delivery's files (decision 256); a dispute's evidence (decision 262); identity documents (decision 327). */
export type PrivateFolder = 'deliveries' | 'disputes' | 'verifications';
export const PRIVATE_KEY_PREFIX = 'private/';
export const PRIVATE_KEY_PATTERN = new RegExp(
  `^${PRIVATE_KEY_PREFIX}(deliveries|disputes|verifications)/[a-f0-9]{32}\\.(${DELIVERY_FILE_KINDS.join('|')})$`,
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
