// Verification with evidence (decision 327): a business sends a GSTIN or a Udyam number, a creator an identity
// document (private, admins only); an admin approves, and the badge then says what was checked, or refuses with a
// reason the person reads in their language.
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_FILE_TYPES } from '@kalasetu/shared/delivery-files';
import {
  IDENTITY_DOCUMENT_KINDS,
  identityEvidenceFieldsSchema,
  lastFourOf,
  type AdminVerification,
  type TrustChecks,
  type VerificationRequest,
  type VerificationStatus,
} from '@kalasetu/shared/verification';
import type { z } from 'zod';
import type { businessEvidenceSchema, verificationDecisionSchema } from '@kalasetu/shared/verification';
import { requireRole } from '../../lib/authorization';
import { AppError, badRequest, conflict, notFound, unsupportedMedia } from '../../lib/errors';
import { sniffDeliveryFile } from '../../lib/file-types';
import { parseOrThrow } from '../../lib/parse';
import type { Upload } from '../../lib/uploads';
import type { Actor } from '../../types/fastify';
import { notify } from '../notifications/notifications.service';
import {
  findLatestRequestOf,
  findPendingRequestOf,
  findRequest,
  findTrustChecks,
  insertVerificationRequest,
  listRequests,
  markProfileVerified,
  recordDecision,
  type NewVerificationRow,
  type VerificationRow,
} from './verification.repository';

const QUEUE_LIMIT = 100;
/** Where the person reads the outcome and can send new evidence. */
export const VERIFICATION_SETTINGS_LINK = '/settings?tab=verification';

function toRequest(row: VerificationRow): VerificationRequest {
  return {
    id: row.id,
    evidence: row.evidence,
    status: row.status,
    gstin: row.gstin,
    udyam: row.udyam,
    documentType: row.documentType,
    documentLast4: row.documentLast4,
    hasDocument: row.documentKey !== null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toAdminRequest(row: NonNullable<Awaited<ReturnType<typeof findRequest>>>): AdminVerification {
  const role = row.user.role === 'enterprise' ? 'enterprise' : 'creator';
  return { ...toRequest(row.request), user: { ...row.user, role } };
}

export async function trustChecksOf(app: FastifyInstance, userId: string): Promise<TrustChecks> {
  const row = await findTrustChecks(app.db, userId);
  return {
    phone: row?.phone === true,
    email: row?.email === true,
    evidence: row?.isVerified ? (row.evidence ?? null) : null,
  };
}

export async function getMyVerification(app: FastifyInstance, actor: Actor) {
  requireRole(actor, ['creator', 'enterprise']);
  const latest = await findLatestRequestOf(app.db, actor.userId);
  return { request: latest ? toRequest(latest) : null, checks: await trustChecksOf(app, actor.userId) };
}

async function submit(app: FastifyInstance, actor: Actor, row: Omit<NewVerificationRow, 'userId'>) {
  // One request waits at a time: the admin decides on one set of evidence, never a moving one.
  if (await findPendingRequestOf(app.db, actor.userId))
    throw conflict('errors.verificationPending', 'verification_pending');
  return toRequest(await insertVerificationRequest(app.db, { ...row, userId: actor.userId }));
}

/** An enterprise's GSTIN (checksum and state code checked by the contract) or Udyam registration number. */
export async function submitBusinessEvidence(
  app: FastifyInstance,
  actor: Actor,
  input: z.output<typeof businessEvidenceSchema>,
) {
  requireRole(actor, ['enterprise']);
  return input.evidence === 'gstin'
    ? submit(app, actor, { evidence: 'gstin', gstin: input.gstin })
    : submit(app, actor, { evidence: 'udyam', udyam: input.udyam });
}

/** Refused before the body is read: only a creator without a waiting request sends a document. */
export async function assertCanSendIdentity(app: FastifyInstance, actor: Actor) {
  requireRole(actor, ['creator']);
  if (await findPendingRequestOf(app.db, actor.userId))
    throw conflict('errors.verificationPending', 'verification_pending');
}

/**
 * A creator's identity document, stored as sent in private storage once its first bytes show a picture or a PDF.
 * Of a typed document number only the last four characters are kept (never a whole Aadhaar number).
 */
export async function submitIdentityEvidence(app: FastifyInstance, actor: Actor, upload: Upload) {
  await assertCanSendIdentity(app, actor);
  const fields = parseOrThrow(identityEvidenceFieldsSchema, upload.fields);
  if (upload.buffer.length === 0) throw badRequest('validation.identityDocumentType');
  const kind = sniffDeliveryFile(upload.buffer);
  if (!kind || !(IDENTITY_DOCUMENT_KINDS as readonly string[]).includes(kind))
    throw unsupportedMedia('validation.identityDocumentType');
  const stored = await app.storage.privateFiles.put('verifications', upload.buffer, kind);
  try {
    return await submit(app, actor, {
      evidence: 'identity',
      documentType: fields.documentType,
      documentLast4: fields.documentNumber ? lastFourOf(fields.documentNumber) : null,
      documentKey: stored.key,
      documentContentType: DELIVERY_FILE_TYPES[kind],
    });
  } catch (error) {
    await app.storage.privateFiles.delete(stored.key).catch(() => {});
    throw error;
  }
}

export async function listVerificationQueue(app: FastifyInstance, actor: Actor, status: VerificationStatus) {
  requireRole(actor, ['admin']);
  const rows = await listRequests(app.db, status, QUEUE_LIMIT);
  return { requests: rows.map(toAdminRequest) };
}

/** The identity document of a request: admins only; anyone else is told it does not exist. */
export async function openVerificationDocument(
  app: FastifyInstance,
  actor: Actor,
  id: number,
): Promise<{ contentType: string; body: Readable; name: string }> {
  if (actor.role !== 'admin') throw notFound();
  const row = await findRequest(app.db, id);
  if (!row?.request.documentKey) throw notFound();
  const body = await app.storage.privateFiles.get(row.request.documentKey);
  if (!body) throw notFound();
  const contentType = row.request.documentContentType ?? 'application/octet-stream';
  const extension = row.request.documentKey.split('.').pop() ?? 'bin';
  return { contentType, body, name: `verification-${id}.${extension}` };
}

/**
 * Approves (the profile is verified, with the evidence named) or refuses with a reason; the person is told either
 * way (notify: in the app, and by their channels in their language).
 */
export async function decideVerification(
  app: FastifyInstance,
  actor: Actor,
  id: number,
  input: z.output<typeof verificationDecisionSchema>,
) {
  requireRole(actor, ['admin']);
  return app.db.transaction(async (tx) => {
    const row = await findRequest(tx, id, { lock: true });
    if (!row) throw notFound();
    if (row.request.status !== 'pending')
      throw new AppError(409, 'verification_decided', 'errors.verificationDecided');
    const reason = input.decision === 'refuse' ? input.reason : null;
    await recordDecision(tx, id, {
      status: input.decision === 'approve' ? 'approved' : 'refused',
      reason,
      decidedBy: actor.userId,
    });
    if (input.decision === 'approve') await markProfileVerified(tx, row.user.id, row.request.evidence);
    await notify(app, tx, {
      userId: row.user.id,
      kind: input.decision === 'approve' ? 'verification_approved' : 'verification_refused',
      params: reason ? { reason } : {},
      actorId: actor.userId,
      relatedId: String(id),
      link: VERIFICATION_SETTINGS_LINK,
    });
    const decided = await findRequest(tx, id);
    return { request: toAdminRequest(decided!) };
  });
}
