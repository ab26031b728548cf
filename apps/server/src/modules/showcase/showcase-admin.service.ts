import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ShowcaseData } from '@kalasetu/shared/admin';
import { AVATAR_MAX_BYTES } from '@kalasetu/shared/limits';
import type { ShowcaseItem } from '@kalasetu/shared/showcase';
import { DEMO_SHOWCASE_ITEMS, demoShowcaseImageUrl } from '../../db/seed/showcase-demo';
import { notFound, unsupportedMedia } from '../../lib/errors';
import { requireRole } from '../../lib/authorization';
import { REPO_ROOT } from '../../source-dir';
import { reencodeImage } from '../../lib/images';
import type { Actor } from '../../types/fastify';
import { hasImageExtension } from '../accounts/accounts.service';
import {
  deleteShowcaseItem,
  findShowcaseItem,
  findShowcaseItemByKey,
  insertShowcaseItems,
  updateShowcaseItem,
} from './showcase-admin.repository';
import { toShowcaseItem } from './showcase.service';

/** Showcase pictures are shown large in the gallery; wider than avatars, still bounded. */
export const SHOWCASE_IMAGE_MAX_SIDE = 1600;
/** The same 2 MB as every other upload: the admin dialog checks it before sending and the message says it. */
export const SHOWCASE_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;

/** The shipped demo pictures (the web app's public/demo), found next to the built app or in the source tree. */
const DEMO_IMAGE_DIRS = (app: FastifyInstance) => [
  path.join(app.config.webDistDir, 'demo'),
  path.join(REPO_ROOT, 'apps/web/public/demo'),
];

/** Frees the stored file this item owns (its image_key); links to elsewhere and shipped demo files own none. */
async function forgetImage(app: FastifyInstance, key: string | null) {
  if (key) await app.storage.delete(key).catch(() => {});
}

/**
 * The key an item may own for its picture: only a showcase upload (the folder only this admin screen writes to)
 * that no other item owns yet. An admin typing an avatar's or a portfolio file's URL gets an item that shows it but
 * owns nothing, so removing the item never deletes a user's file (decision 160).
 */
async function claimableKey(app: FastifyInstance, imageUrl: string, itemId?: number) {
  const key = app.storage.keyInFolder(imageUrl, 'showcase');
  if (!key) return null;
  const owner = await findShowcaseItemByKey(app.db, key);
  return owner && owner.id !== itemId ? null : key;
}

export async function uploadShowcaseImage(
  app: FastifyInstance,
  actor: Actor,
  file: { filename: string; buffer: Buffer },
): Promise<string> {
  requireRole(actor, 'admin');
  if (!hasImageExtension(file.filename)) throw unsupportedMedia('validation.imageType');
  const image = await app.uploadGate.run(actor.userId, file.buffer, () =>
    reencodeImage(file.buffer, { maxSide: SHOWCASE_IMAGE_MAX_SIDE, maxBytes: SHOWCASE_IMAGE_MAX_BYTES }),
  );
  return (await app.storage.put('showcase', image, 'webp')).url;
}

export async function createShowcaseItem(
  app: FastifyInstance,
  actor: Actor,
  input: ShowcaseData,
): Promise<ShowcaseItem> {
  requireRole(actor, 'admin');
  const imageKey = await claimableKey(app, input.imageUrl);
  const [row] = await insertShowcaseItems(app.db, [{ ...input, link: input.link ?? null, imageKey }]);
  return toShowcaseItem(row!);
}

export async function editShowcaseItem(
  app: FastifyInstance,
  actor: Actor,
  id: number,
  input: ShowcaseData,
): Promise<ShowcaseItem> {
  requireRole(actor, 'admin');
  const before = await findShowcaseItem(app.db, id);
  if (!before) throw notFound('errors.showcaseNotFound');
  const imageKey = await claimableKey(app, input.imageUrl, id);
  const row = await updateShowcaseItem(app.db, id, { ...input, link: input.link ?? null, imageKey });
  if (!row) throw notFound('errors.showcaseNotFound');
  if (before.imageKey && before.imageKey !== row.imageKey) await forgetImage(app, before.imageKey);
  return toShowcaseItem(row);
}

export async function removeShowcaseItem(app: FastifyInstance, actor: Actor, id: number) {
  requireRole(actor, 'admin');
  const row = await deleteShowcaseItem(app.db, id);
  if (!row) throw notFound('errors.showcaseNotFound');
  await forgetImage(app, row.imageKey);
}

async function readDemoImage(app: FastifyInstance, image: string): Promise<Buffer> {
  for (const dir of DEMO_IMAGE_DIRS(app)) {
    const file = await readFile(path.join(dir, `${image}.jpg`)).catch(() => null);
    if (file) return file;
  }
  throw new Error(`demo image ${image}.jpg is missing from the web app's public/demo folder`);
}

/**
 * The five demo items. With `uploaded`, each shipped picture is copied through the storage module (checked and
 * re-encoded like any upload), as the original's 'Add Demo Items with Uploaded Images' did; otherwise the items
 * point at the shipped files.
 */
export async function addDemoShowcaseItems(
  app: FastifyInstance,
  actor: Actor,
  uploaded: boolean,
): Promise<ShowcaseItem[]> {
  requireRole(actor, 'admin');
  const values = [];
  for (const item of DEMO_SHOWCASE_ITEMS) {
    let imageUrl = demoShowcaseImageUrl(item.image);
    let imageKey: string | null = null;
    if (uploaded) {
      const image = await reencodeImage(await readDemoImage(app, item.image), {
        maxSide: SHOWCASE_IMAGE_MAX_SIDE,
        maxBytes: SHOWCASE_IMAGE_MAX_BYTES,
      });
      ({ url: imageUrl, key: imageKey } = await app.storage.put('showcase', image, 'webp'));
    }
    values.push({
      title: item.title,
      description: item.description,
      category: item.category,
      link: item.link,
      featured: item.featured,
      imageUrl,
      imageKey,
    });
  }
  return (await insertShowcaseItems(app.db, values)).map(toShowcaseItem);
}
