import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, numericIdParamSchema } from '@kalasetu/shared/http';
import {
  creditNoteSchema,
  gstinInputSchema,
  gstinResponseSchema,
  invoiceListResponseSchema,
  invoicePdfQuerySchema,
  invoiceResponseSchema,
} from '@kalasetu/shared/invoices';
import { requireActor } from '../../plugins/auth';
import {
  adminInvoices,
  getGstin,
  invoicePdf,
  invoicesOfJob,
  issueCreditNote,
  setGstin,
} from './invoices.service';
import { idempotencyKeyOf } from './idempotency';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const TAGS = ['payments'];
/** The PDF's bytes (Fastify sends a Buffer as it is, without serializing). */
const pdfBody = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary' });

/** GSTINs, invoices and credit notes of UPI payments (decision 240). */
export default async function invoicesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/gstin',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in creator’s or enterprise’s GSTIN, printed on their invoices',
        response: { 200: gstinResponseSchema, ...errors },
      },
    },
    async (request) => getGstin(app, await requireActor(request)),
  );
  api.put(
    '/api/me/gstin',
    {
      schema: {
        tags: TAGS,
        summary: 'Sets or clears (empty or null) the GSTIN (Idempotency-Key honoured)',
        body: gstinInputSchema,
        response: { 200: gstinResponseSchema, ...errors },
      },
    },
    async (request) =>
      setGstin(app, await requireActor(request), request.body.gstin, idempotencyKeyOf(request)),
  );
  api.get(
    '/api/jobs/:id/invoices',
    {
      schema: {
        tags: TAGS,
        summary: 'Invoices and credit notes of the job’s agreement: its two parties and admins only',
        params: numericIdParamSchema,
        response: { 200: invoiceListResponseSchema, ...errors },
      },
    },
    async (request) => invoicesOfJob(app, await requireActor(request), request.params.id),
  );
  api.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        tags: TAGS,
        summary:
          'The invoice or credit note as a PDF in the reader’s language: its two parties and admins only',
        params: numericIdParamSchema,
        querystring: invoicePdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: pdfBody, ...errors, ...errorResponses(429, 503) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      const { invoice, pdf } = await invoicePdf(
        app,
        actor,
        request.params.id,
        request.query.lang ?? request.lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  api.get(
    '/api/admin/invoices',
    {
      schema: {
        tags: ['admin', ...TAGS],
        summary: 'Every invoice and credit note, newest first',
        response: { 200: invoiceListResponseSchema, ...errors },
      },
    },
    async (request) => adminInvoices(app, await requireActor(request)),
  );
  api.post(
    '/api/admin/invoices/:id/credit-note',
    {
      schema: {
        tags: ['admin', ...TAGS],
        summary: 'An admin cancels an invoice in full with a credit note (Idempotency-Key honoured)',
        params: numericIdParamSchema,
        body: creditNoteSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
    },
    async (request) =>
      issueCreditNote(
        app,
        await requireActor(request),
        request.params.id,
        request.body.reason,
        idempotencyKeyOf(request),
      ),
  );
}
