import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELIVERY_FILE_TYPES } from '@kalasetu/shared/delivery-files';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import { DELIVERY_FILE_MAX_BYTES, DELIVERY_FILE_UPLOAD_RATE_LIMIT } from '@kalasetu/shared/limits';
import {
  disputeEvidenceNoteSchema,
  disputeFileParamsSchema,
  disputeResponseSchema,
  nextStepsResponseSchema,
} from '@kalasetu/shared/payments';
import { privateFileBody, sendPrivateFile } from '../../lib/private-file-routes';
import { readUpload } from '../../lib/uploads';
import { requireActor } from '../../plugins/auth';
import {
  addEvidenceNote,
  assertCanAddEvidence,
  attachEvidenceFile,
  getDispute,
  openEvidenceFile,
} from './disputes.service';
import { idempotencyKeyOf } from './idempotency';
import { nextSteps } from './next-steps.service';

const TAGS = ['payments'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const FILE_MESSAGES = { missing: 'validation.deliveryFileMissing', size: 'validation.deliveryFileSize' };

/** A dispute's evidence (the two parties add, admins judge) and each person's next steps on their agreements. */
export default async function disputesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/next-steps',
    {
      schema: {
        tags: TAGS,
        summary: 'What the signed-in person must do next on their agreements (an admin: open disputes)',
        response: { 200: nextStepsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ steps: await nextSteps(app, await requireActor(request)) }),
  );
  api.get(
    '/api/payments/:id/dispute',
    {
      schema: {
        tags: TAGS,
        summary: 'A disputed payment with its evidence: the agreement’s two parties and admins only',
        params: numericIdParamSchema,
        response: { 200: disputeResponseSchema, ...errors },
      },
    },
    async (request) => getDispute(app, await requireActor(request), request.params.id),
  );
  api.post(
    '/api/payments/:id/evidence',
    {
      schema: {
        tags: TAGS,
        summary: 'A party adds a note to an open dispute (Idempotency-Key honoured)',
        params: numericIdParamSchema,
        body: disputeEvidenceNoteSchema,
        response: { 200: disputeResponseSchema, ...errors },
      },
    },
    async (request) =>
      addEvidenceNote(
        app,
        await requireActor(request),
        request.params.id,
        request.body.note,
        idempotencyKeyOf(request),
      ),
  );
  api.post(
    '/api/payments/:id/evidence/files',
    {
      schema: {
        tags: TAGS,
        summary: 'A party adds a file to an open dispute (multipart, one file; Idempotency-Key honoured)',
        consumes: ['multipart/form-data'],
        params: numericIdParamSchema,
        response: { 201: disputeResponseSchema, ...errors, ...errorResponses(413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const key = idempotencyKeyOf(request);
      await assertCanAddEvidence(app, actor, request.params.id);
      const { max, windowMs } = DELIVERY_FILE_UPLOAD_RATE_LIMIT;
      await app.rateLimiter.consume(
        `delivery-file-upload:user:${actor.userId}`,
        max,
        windowMs,
        'errors.tooManyDeliveryFiles',
      );
      // Refuse before reading the body; a trickling upload gives way when every slot is taken (decision 280).
      const slot = app.uploadGate.holdLargeUpload(actor.userId, request.raw.socket);
      try {
        const upload = await readUpload(request, {
          maxBytes: DELIVERY_FILE_MAX_BYTES,
          messages: FILE_MESSAGES,
        });
        return reply.status(201).send(await attachEvidenceFile(app, actor, request.params.id, upload, key));
      } finally {
        slot.release();
      }
    },
  );
  api.get(
    '/api/payments/:id/evidence/:evidenceId/file',
    {
      schema: {
        tags: TAGS,
        summary: 'A file of a dispute’s evidence, as an attachment: the two parties and admins only',
        params: disputeFileParamsSchema,
        produces: Object.values(DELIVERY_FILE_TYPES),
        response: { 200: privateFileBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const { file, body } = await openEvidenceFile(app, actor, request.params.id, request.params.evidenceId);
      return sendPrivateFile(reply, file, body);
    },
  );
}
