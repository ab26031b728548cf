import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_FILE_TYPES, deliveryFileName } from '@kalasetu/shared/delivery-files';
import { DELIVERY_FILES_PER_ROUND } from '@kalasetu/shared/limits';
import type { AgreementResponse } from '@kalasetu/shared/payments';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound, unsupportedMedia } from '../../lib/errors';
import { sniffDeliveryFile } from '../../lib/file-types';
import type { Upload } from '../../lib/uploads';
import type { Actor } from '../../types/fastify';
import { lockPart, requireSide, sideOf, viewAgreement, wrongState } from './agreement-access';
import { recordChange } from './agreement-record';
import type { AgreementRow, MilestoneRow } from './agreements.repository';
import {
  countWaitingFiles,
  deleteDetachedFile,
  detachFile,
  findFileByKey,
  findFileOfMilestone,
  findFileWithParties,
  findMilestoneWithAgreement,
  insertDeliveryFile,
  listDetachedFiles,
  type DeliveryFileRow,
} from './delivery-files.repository';
import { idempotent } from './idempotency';

/** Files a pass of the upkeep deletes at most (each is one storage call). */
const DETACHED_BATCH = 50;
const OPEN_STATUSES = new Set(['pending', 'changes_requested']);

const fileNotFound = () => notFound('errors.deliveryFileNotFound');

/**
 * Files go with the coming delivery of a part: its creator attaches or removes them while the agreement is accepted
 * and the part is to do or sent back for changes; the enterprise is refused (403) as for delivering, anyone else
 * learns nothing (404).
 */
function requireOpenDraft(agreement: AgreementRow, milestone: MilestoneRow, actor: Actor) {
  requireSide(agreement, actor, 'creator');
  if (agreement.status !== 'accepted' || !OPEN_STATUSES.has(milestone.status)) throw wrongState();
}

async function requireRoom(db: DbOrTx, milestoneId: number) {
  if ((await countWaitingFiles(db, milestoneId)) >= DELIVERY_FILES_PER_ROUND)
    throw conflict('errors.deliveryFilesFull', 'too_many_files');
}

/** Everything an upload is refused for that is known before its body is read (so nobody else's file is received). */
export async function assertCanAttach(app: FastifyInstance, actor: Actor, milestoneId: number) {
  const found = await findMilestoneWithAgreement(app.db, milestoneId);
  if (!found) throw notFound('errors.agreementNotFound');
  requireOpenDraft(found.agreement, found.milestone, actor);
  await requireRoom(app.db, milestoneId);
}

/** Deletes stored objects of files no milestone holds (by the keys their rows stored), then the rows. */
export async function deleteDetachedFiles(app: FastifyInstance, ids?: number[]) {
  const rows = await listDetachedFiles(app.db, DETACHED_BATCH, ids);
  let deleted = 0;
  for (const row of rows) {
    try {
      await app.storage.privateFiles.delete(row.storageKey);
      await deleteDetachedFile(app.db, row.id);
      deleted += 1;
    } catch (error) {
      // Kept for the next pass of the upkeep: the row still holds the key.
      app.log.warn({ err: error, fileId: row.id }, 'a removed delivery file could not be deleted yet');
    }
  }
  return deleted;
}

/**
 * A file for the coming delivery, stored as sent in private storage once its first bytes show an accepted kind (the
 * name and the client's content type are not trusted). The object is stored before the transaction, so no lock is
 * held while it travels; if the transaction refuses it, or a retry with the same Idempotency-Key is answered from the
 * first reply, the new object is deleted again.
 */
export async function attachDeliveryFile(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  upload: Upload,
  key?: string,
): Promise<AgreementResponse> {
  if (upload.buffer.length === 0) throw badRequest('validation.deliveryFileMissing');
  const kind = sniffDeliveryFile(upload.buffer);
  if (!kind) throw unsupportedMedia('validation.deliveryFileType');
  const name = deliveryFileName(upload.filename, kind);
  const stored = await app.storage.privateFiles.put('deliveries', upload.buffer, kind);
  const discard = () => app.storage.privateFiles.delete(stored.key).catch(() => {});
  let reply: AgreementResponse;
  try {
    reply = await idempotent(app, actor, key, `POST milestone ${milestoneId} files`, async (tx) => {
      const { agreement, milestone } = await lockPart(tx, milestoneId, actor);
      requireOpenDraft(agreement, milestone, actor);
      await requireRoom(tx, milestoneId);
      const file = await insertDeliveryFile(tx, {
        milestoneId,
        storageKey: stored.key,
        fileName: name,
        contentType: DELIVERY_FILE_TYPES[kind],
        sizeBytes: upload.buffer.length,
      });
      await recordChange(app, tx, agreement, actor, 'file_attached', {
        milestoneId,
        fileId: file.id,
        name,
        sizeBytes: file.sizeBytes,
      });
      return viewAgreement(tx, agreement, actor);
    });
  } catch (error) {
    await discard();
    throw error;
  }
  // A retry answered with the first reply stored no row for this object: it goes (kept if we cannot tell).
  if (!(await findFileByKey(app.db, stored.key).catch(() => true))) await discard();
  return reply;
}

/** The creator takes a file off the coming delivery; its stored object is deleted by the key its row holds. */
export async function removeDeliveryFile(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  fileId: number,
  key?: string,
): Promise<AgreementResponse> {
  const reply = await idempotent(
    app,
    actor,
    key,
    `DELETE milestone ${milestoneId} file ${fileId}`,
    async (tx) => {
      const { agreement, milestone } = await lockPart(tx, milestoneId, actor);
      requireOpenDraft(agreement, milestone, actor);
      const file = await findFileOfMilestone(tx, milestoneId, fileId);
      if (!file) throw fileNotFound();
      // Files handed over with an earlier delivery stay with it.
      if (file.deliveredAt) throw wrongState();
      await detachFile(tx, file.id);
      await recordChange(app, tx, agreement, actor, 'file_removed', {
        milestoneId,
        fileId,
        name: file.fileName,
      });
      return viewAgreement(tx, agreement, actor);
    },
  );
  await deleteDetachedFiles(app, [fileId]);
  return reply;
}

/**
 * A delivery file for the two parties of its agreement and admins; anyone else gets the same 404 as for a file that
 * does not exist. The enterprise gets a file only once it was delivered.
 */
export async function openDeliveryFile(
  app: FastifyInstance,
  actor: Actor,
  milestoneId: number,
  fileId: number,
): Promise<{ file: DeliveryFileRow; body: Readable }> {
  const found = await findFileWithParties(app.db, milestoneId, fileId);
  if (!found) throw fileNotFound();
  let side: ReturnType<typeof sideOf>;
  try {
    side = sideOf(found, actor);
  } catch {
    throw fileNotFound();
  }
  if (side === 'enterprise' && !found.file.deliveredAt) throw fileNotFound();
  const body = await app.storage.privateFiles.get(found.file.storageKey);
  if (!body) throw fileNotFound();
  return { file: found.file, body };
}
