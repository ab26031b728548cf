import {
  phoneCodeCheckSchema,
  phoneCodeRequestSchema,
  phoneSignUpSchema,
} from '@kalasetu/shared/phone-codes';
import { businessEvidenceSchema, verificationDecisionSchema } from '@kalasetu/shared/verification';
import type { FuzzTarget } from './fuzz-targets';

/** Phone numbers with one-time codes (decision 325): no fuzzed body can guess a code, so none signs anyone in. */
export const VERIFICATION_WRITE_TARGETS: FuzzTarget[] = [
  {
    route: 'POST /api/accounts/phone/code',
    actor: 'creator',
    url: () => '/api/accounts/phone/code',
    valid: () => ({ phoneNumber: '98450 12345', purpose: 'confirm' }),
    contract: phoneCodeRequestSchema,
  },
  {
    route: 'POST /api/accounts/phone/sign-in',
    actor: 'anonymous',
    url: () => '/api/accounts/phone/sign-in',
    valid: () => ({ phoneNumber: '98450 12345', code: '000000' }),
    contract: phoneCodeCheckSchema,
    alwaysRefused: true,
  },
  {
    route: 'POST /api/accounts/signup/phone',
    actor: 'anonymous',
    url: () => '/api/accounts/signup/phone',
    valid: () => ({
      role: 'creator',
      name: 'Fuzz Phone',
      email: 'fuzz-phone@example.test',
      phone: '98450 12346',
      address: 'Vidyanagar, Hubballi',
      code: '000000',
    }),
    contract: phoneSignUpSchema,
    alwaysRefused: true,
  },
  {
    route: 'POST /api/me/phone',
    actor: 'creator',
    url: () => '/api/me/phone',
    valid: () => ({ phoneNumber: '98450 12345', code: '000000' }),
    contract: phoneCodeCheckSchema,
    alwaysRefused: true,
  },
  {
    route: 'POST /api/me/verification',
    actor: 'otherEnterprise',
    url: () => '/api/me/verification',
    valid: () => ({ evidence: 'udyam', udyam: 'UDYAM-KR-03-0012345' }),
    contract: businessEvidenceSchema,
  },
  {
    route: 'POST /api/admin/verifications/:id/decision',
    actor: 'admin',
    // No such request: a fuzzed body may reach the service but never decides anything.
    url: (_f, param) => `/api/admin/verifications/${param ?? '2000000000'}/decision`,
    valid: () => ({ decision: 'refuse', reason: 'Blurred photo' }),
    contract: verificationDecisionSchema,
    alwaysRefused: true,
  },
  {
    route: 'POST /api/me/email-confirmation',
    actor: 'otherCreator',
    url: () => '/api/me/email-confirmation',
    valid: () => ({}),
  },
  {
    route: 'POST /api/me/verification/identity',
    actor: 'otherCreator',
    url: () => '/api/me/verification/identity',
    valid: () => ({}),
    // The generated file is never a picture or a PDF: every one is refused.
    multipart: { documentType: 'aadhaar', documentNumber: '2345 6789 0123' },
  },
];
