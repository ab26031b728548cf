import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import {
  IDENTITY_DOCUMENT_MAX_BYTES,
  adminVerificationsQuerySchema,
  adminVerificationsResponseSchema,
  businessEvidenceSchema,
  myVerificationResponseSchema,
  verificationDecisionResponseSchema,
  verificationDecisionSchema,
  verificationSubmittedSchema,
} from '@kalasetu/shared/verification';
import { privateFileBody, sendPrivateFile } from '../../lib/private-file-routes';
import { readUpload } from '../../lib/uploads';
import { requireActor } from '../../plugins/auth';
import {
  assertCanSendIdentity,
  decideVerification,
  getMyVerification,
  listVerificationQueue,
  openVerificationDocument,
  submitBusinessEvidence,
  submitIdentityEvidence,
} from './verification.service';

const TAGS = ['verification'];
const FILE_MESSAGES = { missing: 'validation.identityDocumentType', size: 'validation.identityDocumentType' };
/** Identity documents sent per creator per hour. */
const IDENTITY_UPLOAD_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;

/** Evidence for verification and the admins' queue (decision 327). */
export default async function verificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/verification',
    {
      schema: {
        tags: TAGS,
        summary: 'Your latest verification request and what your badge shows',
        response: { 200: myVerificationResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getMyVerification(app, await requireActor(request)),
  );

  api.post(
    '/api/me/verification',
    {
      schema: {
        tags: TAGS,
        summary: 'An enterprise sends its GSTIN or Udyam registration number to be verified',
        body: businessEvidenceSchema,
        response: { 201: verificationSubmittedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request, ['enterprise']);
      return reply.status(201).send({ request: await submitBusinessEvidence(app, actor, request.body) });
    },
  );

  api.post(
    '/api/me/verification/identity',
    {
      schema: {
        tags: TAGS,
        summary:
          'A creator sends an identity document (multipart: file, documentType, optional documentNumber of which only the last 4 characters are kept)',
        consumes: ['multipart/form-data'],
        response: { 201: verificationSubmittedSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request, ['creator']);
      await assertCanSendIdentity(app, actor);
      const { max, windowMs } = IDENTITY_UPLOAD_LIMIT;
      await app.rateLimiter.consume(`identity-upload:user:${actor.userId}`, max, windowMs);
      const upload = await readUpload(request, {
        maxBytes: IDENTITY_DOCUMENT_MAX_BYTES,
        messages: FILE_MESSAGES,
      });
      return reply.status(201).send({ request: await submitIdentityEvidence(app, actor, upload) });
    },
  );

  api.get(
    '/api/admin/verifications',
    {
      schema: {
        tags: TAGS,
        summary: 'The verification queue (admins): pending requests oldest first, or decided ones',
        querystring: adminVerificationsQuerySchema,
        response: { 200: adminVerificationsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      listVerificationQueue(app, await requireActor(request, ['admin']), request.query.status),
  );

  api.get(
    '/api/admin/verifications/:id/document',
    {
      schema: {
        tags: TAGS,
        summary: 'The identity document of a request, as an attachment (admins only)',
        params: numericIdParamSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: { 200: privateFileBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const file = await openVerificationDocument(app, actor, request.params.id);
      return sendPrivateFile(reply, file, file.body);
    },
  );

  api.post(
    '/api/admin/verifications/:id/decision',
    {
      schema: {
        tags: TAGS,
        summary:
          'Approve a request (the badge names the evidence) or refuse it with a reason the person reads',
        params: numericIdParamSchema,
        body: verificationDecisionSchema,
        response: { 200: verificationDecisionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      decideVerification(app, await requireActor(request, ['admin']), request.params.id, request.body),
  );
}
