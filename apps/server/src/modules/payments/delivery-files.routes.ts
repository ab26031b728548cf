import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DELIVERY_FILE_TYPES, deliveryFileParamsSchema } from '@kalasetu/shared/delivery-files';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import { DELIVERY_FILE_MAX_BYTES, DELIVERY_FILE_UPLOAD_RATE_LIMIT } from '@kalasetu/shared/limits';
import { agreementResponseSchema } from '@kalasetu/shared/payments';
import { privateFileBody, sendPrivateFile } from '../../lib/private-file-routes';
import { readUpload } from '../../lib/uploads';
import { requireActor } from '../../plugins/auth';
import {
  assertCanAttach,
  attachDeliveryFile,
  openDeliveryFile,
  removeDeliveryFile,
} from './delivery-files.service';
import { idempotencyKeyOf } from './idempotency';

const TAGS = ['payments'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const FILE_MESSAGES = { missing: 'validation.deliveryFileMissing', size: 'validation.deliveryFileSize' };

/** Files of a delivery (decision 256): attached by the creator, downloaded by the two parties and admins only. */
export default async function deliveryFilesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/milestones/:id/files',
    {
      schema: {
        tags: TAGS,
        summary:
          'The creator attaches a file to the coming delivery of a part (multipart, one file; Idempotency-Key honoured)',
        consumes: ['multipart/form-data'],
        params: numericIdParamSchema,
        response: { 201: agreementResponseSchema, ...errors, ...errorResponses(413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const key = idempotencyKeyOf(request);
      // Refuse before reading the body: nobody else's file is received, and each person sends one at a time.
      await assertCanAttach(app, actor, request.params.id);
      const { max, windowMs } = DELIVERY_FILE_UPLOAD_RATE_LIMIT;
      await app.rateLimiter.consume(
        `delivery-file-upload:user:${actor.userId}`,
        max,
        windowMs,
        'errors.tooManyDeliveryFiles',
      );
      const slot = app.uploadGate.holdLargeUpload(actor.userId, request.raw.socket);
      try {
        const upload = await readUpload(request, {
          maxBytes: DELIVERY_FILE_MAX_BYTES,
          messages: FILE_MESSAGES,
        });
        return reply.status(201).send(await attachDeliveryFile(app, actor, request.params.id, upload, key));
      } finally {
        slot.release();
      }
    },
  );
  api.delete(
    '/api/milestones/:id/files/:fileId',
    {
      schema: {
        tags: TAGS,
        summary: 'The creator removes a file not yet delivered (Idempotency-Key honoured)',
        params: deliveryFileParamsSchema,
        response: { 200: agreementResponseSchema, ...errors },
      },
    },
    async (request) =>
      removeDeliveryFile(
        app,
        await requireActor(request),
        request.params.id,
        request.params.fileId,
        idempotencyKeyOf(request),
      ),
  );
  api.get(
    '/api/milestones/:id/files/:fileId',
    {
      schema: {
        tags: TAGS,
        summary: 'A delivery file, as an attachment: the agreement’s two parties and admins only',
        params: deliveryFileParamsSchema,
        produces: Object.values(DELIVERY_FILE_TYPES),
        response: { 200: privateFileBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const { file, body } = await openDeliveryFile(app, actor, request.params.id, request.params.fileId);
      return sendPrivateFile(reply, { ...file, name: file.fileName }, body);
    },
  );
}
