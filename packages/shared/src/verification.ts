// Verification with evidence (decision 327): what a person submits, what an admin decides, and what a badge says.
import { z } from 'zod';
import { gstinField } from './invoices';
import { LONG_TEXT_MAX_LENGTH } from './limits';

/** What an admin may have checked: a business's GSTIN or Udyam registration, a creator's identity document. */
export const VERIFICATION_EVIDENCE = ['gstin', 'udyam', 'identity'] as const;
export type VerificationEvidence = (typeof VERIFICATION_EVIDENCE)[number];
export const VERIFICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const IDENTITY_DOCUMENTS = ['aadhaar', 'pan', 'voter_id', 'driving_licence', 'passport'] as const;
export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];
/** An identity document's picture or scan: JPEG, PNG, WebP or PDF, at most this big. */
export const IDENTITY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const IDENTITY_DOCUMENT_KINDS = ['jpg', 'png', 'webp', 'pdf'] as const;
export const IDENTITY_DOCUMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';
export const VERIFICATION_REASON_MAX_LENGTH = 500;

/** UDYAM-XX-00-0000000: two letters of the state, two digits of the district, seven digits. */
export const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;
export const udyamField = z
  .string({ error: 'validation.udyamInvalid' })
  .trim()
  .toUpperCase()
  .regex(UDYAM_PATTERN, { error: 'validation.udyamInvalid' });

/** Only the last four characters of a document number are kept: never a whole Aadhaar number (decision 327). */
export const lastFourOf = (value: string): string | null => {
  const compact = value.replace(/[\s-]/g, '');
  return compact.length >= 4 ? compact.slice(-4).toUpperCase() : null;
};

/** `POST /api/me/verification` (an enterprise): a GSTIN or a Udyam registration number. */
export const businessEvidenceSchema = z.discriminatedUnion(
  'evidence',
  [
    z.object({ evidence: z.literal('gstin'), gstin: gstinField }),
    z.object({ evidence: z.literal('udyam'), udyam: udyamField }),
  ],
  { error: 'validation.required' },
);
export type BusinessEvidenceInput = z.input<typeof businessEvidenceSchema>;

/** The text fields of `POST /api/me/verification/identity` (a creator; multipart with the document's file). */
export const identityEvidenceFieldsSchema = z.object({
  documentType: z.enum(IDENTITY_DOCUMENTS, { error: 'validation.required' }),
  /** Optional; only its last four characters are stored. */
  documentNumber: z.string().trim().max(40).optional().default(''),
});

export const verificationRequestSchema = z.object({
  id: z.number(),
  evidence: z.enum(VERIFICATION_EVIDENCE),
  status: z.enum(VERIFICATION_STATUSES),
  gstin: z.string().nullable(),
  udyam: z.string().nullable(),
  documentType: z.enum(IDENTITY_DOCUMENTS).nullable(),
  documentLast4: z.string().nullable(),
  hasDocument: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/** The answer to sending evidence: the request now waiting. */
export const verificationSubmittedSchema = z.object({ request: verificationRequestSchema });

/** Where an admin opens a request's identity document (an attachment; admins only). */
export const verificationDocumentUrl = (id: number) => `/api/admin/verifications/${id}/document`;

/** What a profile's badge says was checked (docs/product/verification.md). */
export const trustChecksSchema = z.object({
  phone: z.boolean(),
  email: z.boolean(),
  /** The evidence an admin approved, or null. */
  evidence: z.enum(VERIFICATION_EVIDENCE).nullable(),
});
export type TrustChecks = z.infer<typeof trustChecksSchema>;

/** `GET /api/me/verification`: the latest request (if any) and what the badge shows now. */
export const myVerificationResponseSchema = z.object({
  request: verificationRequestSchema.nullable(),
  checks: trustChecksSchema,
});

export const adminVerificationSchema = verificationRequestSchema.extend({
  user: z.object({
    id: z.string(),
    name: z.string(),
    role: z.enum(['creator', 'enterprise']),
    companyName: z.string().nullable(),
  }),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationsQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
});
export const adminVerificationsResponseSchema = z.object({ requests: z.array(adminVerificationSchema) });

/** `POST /api/admin/verifications/:id/decision`: a refusal carries the reason the person reads. */
export const verificationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('refuse'),
    reason: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(Math.min(VERIFICATION_REASON_MAX_LENGTH, LONG_TEXT_MAX_LENGTH), { error: 'validation.tooLong' }),
  }),
]);
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;
export const verificationDecisionResponseSchema = z.object({ request: adminVerificationSchema });
