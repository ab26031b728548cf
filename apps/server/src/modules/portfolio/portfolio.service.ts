import type { FastifyInstance } from 'fastify';
import type { Language } from '@kalasetu/shared/limits';
import { translate } from '@kalasetu/shared/messages';
import { PORTFOLIO_IMAGE_SIZES_PX, previewOf } from '@kalasetu/shared/portfolio-media';
import {
  PORTFOLIO_MAX_ITEMS,
  PORTFOLIO_POSTER_SIZE_PX,
  PORTFOLIO_PREVIEW_COUNT,
  mediaUrlFieldFor,
  portfolioTitleFromFileName,
  portfolioUploadFieldsSchema,
  type PortfolioItem,
  type PortfolioItemUpdate,
  type PortfolioPreview,
  type portfolioItemInputSchema,
} from '@kalasetu/shared/portfolio';
import type { z } from 'zod';
import { AppError, badRequest, conflict, forbidden, notFound, unsupportedMedia } from '../../lib/errors';
import { isUserId, requireOwnerOrAdmin } from '../../lib/authorization';
import { reencodeImage } from '../../lib/images';
import { sniffVideo } from '../../lib/videos';
import type { Upload } from '../../lib/uploads';
import type { Actor } from '../../types/fastify';
import { findPersonRole, hasImageExtension } from '../accounts/accounts.service';
import {
  countPortfolio,
  deletePortfolioItem,
  findPortfolioItem,
  firstWorkOf,
  insertPortfolioItem,
  lockPortfolioIds,
  lockPortfolioOwner,
  portfolioOf,
  setPortfolioPosition,
  updatePortfolioItem,
  type NewPortfolioRow,
  type PortfolioRow,
} from './portfolio.repository';

export function toPortfolioItem(row: PortfolioRow): PortfolioItem {
  return {
    id: row.id,
    creatorId: row.creatorId,
    type: row.type,
    title: row.title,
    description: row.description,
    mediaUrl: row.mediaUrl,
    thumbnailUrl: row.thumbnailUrl,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireCreator(app: FastifyInstance, creatorId: string) {
  const profile = isUserId(creatorId) ? await findPersonRole(app.db, creatorId) : null;
  if (!profile) throw notFound('errors.profileNotFound');
  return profile;
}

/** Only a creator's own account (or an admin) manages that creator's portfolio; other profiles have none. */
export async function assertCanManage(app: FastifyInstance, actor: Actor, creatorId: string) {
  const profile = await requireCreator(app, creatorId);
  requireOwnerOrAdmin(actor, creatorId);
  if (profile.role !== 'creator') throw forbidden();
}

const portfolioFull = () => conflict('errors.portfolioFull', 'portfolio_full');

/** An early refusal before an upload is processed; the binding check is `insertWithinCap`'s. */
async function assertRoom(app: FastifyInstance, creatorId: string) {
  if ((await countPortfolio(app.db, creatorId)) >= PORTFOLIO_MAX_ITEMS) throw portfolioFull();
}

/**
 * Counts and inserts in one transaction under the owner's lock, so items added at once cannot pass the cap
 * together.
 */
async function insertWithinCap(app: FastifyInstance, item: NewPortfolioRow) {
  return app.db.transaction(async (tx) => {
    await lockPortfolioOwner(tx, item.creatorId);
    if ((await countPortfolio(tx, item.creatorId)) >= PORTFOLIO_MAX_ITEMS) throw portfolioFull();
    return insertPortfolioItem(tx, item);
  });
}

export async function listPortfolio(app: FastifyInstance, creatorId: string): Promise<PortfolioItem[]> {
  return (await portfolioOf(app.db, creatorId)).map(toPortfolioItem);
}

/**
 * What cards lead with: each creator's first pictures and videos, by creator id (no entry for a creator without
 * any). The directory, the home page and the admin's applicant cards all ask through here.
 */
export async function workPreviews(
  app: FastifyInstance,
  creatorIds: string[],
  perCreator = PORTFOLIO_PREVIEW_COUNT,
): Promise<Map<string, PortfolioPreview[]>> {
  const previews = new Map<string, PortfolioPreview[]>();
  for (const row of await firstWorkOf(app.db, [...new Set(creatorIds)], perCreator)) {
    const preview = previewOf(row);
    if (!preview) continue;
    const list = previews.get(row.creatorId) ?? [];
    list.push(preview);
    previews.set(row.creatorId, list);
  }
  return previews;
}

export async function listCreatorPortfolio(app: FastifyInstance, creatorId: string) {
  const profile = await requireCreator(app, creatorId);
  if (profile.role !== 'creator') throw notFound('errors.profileNotFound');
  return listPortfolio(app, creatorId);
}

export async function addPortfolioItem(
  app: FastifyInstance,
  actor: Actor,
  creatorId: string,
  item: z.output<typeof portfolioItemInputSchema>,
): Promise<PortfolioItem> {
  await assertCanManage(app, actor, creatorId);
  const row = await insertWithinCap(app, {
    creatorId,
    type: item.type,
    title: item.title,
    description: item.description,
    mediaUrl: item.mediaUrl,
    thumbnailUrl: null,
    mediaKey: null,
    thumbnailKey: null,
  });
  return toPortfolioItem(row);
}

/** The form's fields; a title left empty becomes the file's name or the reader's word for the kind of item. */
function parseFields(upload: Upload, lang: Language, fallbackKey: string) {
  const parsed = portfolioUploadFieldsSchema.safeParse(upload.fields);
  if (parsed.success) {
    const title =
      parsed.data.title || portfolioTitleFromFileName(upload.filename, translate(lang, fallbackKey));
    return { ...parsed.data, title };
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest('errors.validation', errors);
}

/**
 * An uploaded image goes through the same checks as the avatar (extension, content sniffing, decodability, pixel
 * budget) and is re-encoded without metadata, in a large and a grid-sized copy.
 */
export async function addPortfolioImage(
  app: FastifyInstance,
  actor: Actor,
  creatorId: string,
  upload: Upload,
  lang: Language,
): Promise<PortfolioItem> {
  await assertCanManage(app, actor, creatorId);
  const fields = parseFields(upload, lang, 'marketplace.portfolioDefaultTitle');
  if (!hasImageExtension(upload.filename)) throw unsupportedMedia('validation.imageType');
  const [full, thumbnail] = await app.uploadGate.run(actor.userId, upload.buffer, async () => [
    await reencodeImage(upload.buffer, { maxSide: PORTFOLIO_IMAGE_SIZES_PX.full }),
    await reencodeImage(upload.buffer, { maxSide: PORTFOLIO_IMAGE_SIZES_PX.thumbnail }),
  ]);
  await assertRoom(app, creatorId);
  const storedFull = await app.storage.put('portfolio', full, 'webp');
  const storedThumb = await app.storage.put('portfolio', thumbnail, 'webp');
  try {
    const row = await insertWithinCap(app, {
      creatorId,
      type: 'image',
      title: fields.title,
      description: fields.description,
      mediaUrl: storedFull.url,
      thumbnailUrl: storedThumb.url,
      mediaKey: storedFull.key,
      thumbnailKey: storedThumb.key,
    });
    return toPortfolioItem(row);
  } catch (error) {
    await removeStoredFiles(app, [storedFull.key, storedThumb.key]);
    throw error;
  }
}

/**
 * An uploaded video is stored as sent, after its first bytes show it is an MP4 or WebM (the name and the client's
 * content type are not trusted). It has no poster until the creator picks a frame (`setPortfolioPoster`).
 */
export async function addPortfolioVideo(
  app: FastifyInstance,
  actor: Actor,
  creatorId: string,
  upload: Upload,
  lang: Language,
): Promise<PortfolioItem> {
  await assertCanManage(app, actor, creatorId);
  const fields = parseFields(upload, lang, 'marketplace.portfolioDefaultVideoTitle');
  if (upload.buffer.length === 0) throw badRequest('validation.videoMissing');
  const kind = sniffVideo(upload.buffer);
  if (!kind) throw unsupportedMedia('validation.videoType');
  await assertRoom(app, creatorId);
  const stored = await app.storage.put('portfolio', upload.buffer, kind);
  try {
    const row = await insertWithinCap(app, {
      creatorId,
      type: 'video',
      title: fields.title,
      description: fields.description,
      mediaUrl: stored.url,
      thumbnailUrl: null,
      mediaKey: stored.key,
      thumbnailKey: null,
    });
    return toPortfolioItem(row);
  } catch (error) {
    await removeStoredFiles(app, [stored.key]);
    throw error;
  }
}

/** Refuses before the poster is read: only the owner (or an admin) of an uploaded video sets its poster. */
export async function assertCanSetPoster(app: FastifyInstance, actor: Actor, itemId: number) {
  const item = await managedItem(app, actor, itemId);
  if (item.type !== 'video' || !item.mediaKey)
    throw conflict('errors.posterNeedsUploadedVideo', 'not_an_uploaded_video');
  return item;
}

/**
 * The poster of an uploaded video: a frame the browser drew from the video, checked and re-encoded like every
 * uploaded image. The previous poster's file is removed by the key this record stored for it.
 */
export async function setPortfolioPoster(
  app: FastifyInstance,
  actor: Actor,
  itemId: number,
  upload: Upload,
): Promise<PortfolioItem> {
  const item = await assertCanSetPoster(app, actor, itemId);
  const poster = await app.uploadGate.run(actor.userId, upload.buffer, () =>
    reencodeImage(upload.buffer, { maxSide: PORTFOLIO_POSTER_SIZE_PX }),
  );
  const stored = await app.storage.put('portfolio', poster, 'webp');
  const row = await updatePortfolioItem(app.db, itemId, {
    thumbnailUrl: stored.url,
    thumbnailKey: stored.key,
  }).catch(async (error: unknown) => {
    await removeStoredFiles(app, [stored.key]);
    throw error;
  });
  if (!row) {
    // Removed while the poster was processed.
    await removeStoredFiles(app, [stored.key]);
    throw notFound();
  }
  await removeStoredFiles(app, [item.thumbnailKey]);
  return toPortfolioItem(row);
}

/** Removes files by the keys a record's own upload stored; a URL (possibly someone else's file) is never used. */
export async function removeStoredFiles(app: FastifyInstance, keys: Array<string | null>) {
  for (const key of keys) {
    if (key) await app.storage.delete(key).catch(() => {});
  }
}

async function managedItem(app: FastifyInstance, actor: Actor, itemId: number) {
  const item = await findPortfolioItem(app.db, itemId);
  if (!item) throw notFound();
  requireOwnerOrAdmin(actor, item.creatorId);
  return item;
}

export async function editPortfolioItem(
  app: FastifyInstance,
  actor: Actor,
  itemId: number,
  patch: PortfolioItemUpdate,
): Promise<PortfolioItem> {
  const item = await managedItem(app, actor, itemId);
  const changes: Parameters<typeof updatePortfolioItem>[2] = {};
  if (patch.title !== undefined) changes.title = patch.title;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.mediaUrl !== undefined && patch.mediaUrl !== item.mediaUrl) {
    const checked = mediaUrlFieldFor(item.type).safeParse(patch.mediaUrl);
    if (!checked.success) {
      throw badRequest('errors.validation', {
        mediaUrl: checked.error.issues[0]?.message ?? 'validation.invalid',
      });
    }
    changes.mediaUrl = checked.data;
    changes.thumbnailUrl = null;
    changes.mediaKey = null;
    changes.thumbnailKey = null;
  }
  const row = await updatePortfolioItem(app.db, itemId, changes);
  if (!row) throw notFound();
  if (changes.mediaUrl) await removeStoredFiles(app, [item.mediaKey, item.thumbnailKey]);
  return toPortfolioItem(row);
}

export async function removePortfolioItem(app: FastifyInstance, actor: Actor, itemId: number) {
  const item = await managedItem(app, actor, itemId);
  await deletePortfolioItem(app.db, itemId);
  await removeStoredFiles(app, [item.mediaKey, item.thumbnailKey]);
}

/** Sets the order of the whole portfolio at once; the list must name each of the creator's items exactly once. */
export async function reorderPortfolio(
  app: FastifyInstance,
  actor: Actor,
  creatorId: string,
  ids: number[],
): Promise<PortfolioItem[]> {
  await assertCanManage(app, actor, creatorId);
  await app.db.transaction(async (tx) => {
    const current = await lockPortfolioIds(tx, creatorId);
    const same = current.length === ids.length && ids.every((id) => current.includes(id));
    if (!same)
      throw new AppError(400, 'validation', 'validation.portfolioOrder', {
        ids: 'validation.portfolioOrder',
      });
    for (const [position, id] of ids.entries()) await setPortfolioPosition(tx, creatorId, id, position);
  });
  return listPortfolio(app, creatorId);
}
