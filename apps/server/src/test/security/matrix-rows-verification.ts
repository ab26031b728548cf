import { gstinCheckChar } from '@kalasetu/shared/invoices';
import { insertVerificationRequest } from '../../modules/verification/verification.repository';
import { samplePdf } from '../../modules/payments/payments.fixtures';
import { multipart } from '../../modules/portfolio/portfolio.fixtures';
import { makeCreator, makeEnterprise, uniqueEmail, uniqueMobile } from '../factories';
import {
  adminOnly,
  creators,
  enterprises,
  everyone,
  signedIn,
  type MatrixContext,
  type MatrixRow,
} from './matrix-fixtures';

/** A GSTIN with a right check character (29: Karnataka). */
const gstin = () => {
  const first14 = `29ABCDE${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}F1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
};

/** A waiting request of a fresh person for each actor's try, so a decision by one never meets another's. */
async function pendingRequest(ctx: MatrixContext, withDocument: boolean) {
  if (!withDocument) {
    const firm = await makeEnterprise(ctx.app);
    return insertVerificationRequest(ctx.app.db, { userId: firm.id, evidence: 'gstin', gstin: gstin() });
  }
  const creator = await makeCreator(ctx.app);
  const { key } = await ctx.app.storage.privateFiles.put('verifications', samplePdf('Matrix ID'), 'pdf');
  return insertVerificationRequest(ctx.app.db, {
    userId: creator.id,
    evidence: 'identity',
    documentType: 'pan',
    documentKey: key,
    documentContentType: 'application/pdf',
  });
}

/** A code nobody was sent: every check of it is refused the same way, whoever asks. */
const NO_SUCH_CODE = '000000';

/** Phone numbers with one-time codes (decision 325). */
export const VERIFICATION_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/accounts/phone/code',
    case: 'a sign-up code, the same answer for anyone',
    expected: everyone(200),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/accounts/phone/code',
        payload: { phoneNumber: uniqueMobile(), purpose: 'sign-up' },
      },
    }),
  },
  {
    route: 'POST /api/accounts/phone/sign-in',
    case: 'no code was sent',
    expected: everyone(400),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/accounts/phone/sign-in',
        payload: { phoneNumber: uniqueMobile(), code: NO_SUCH_CODE },
      },
    }),
  },
  {
    route: 'POST /api/accounts/signup/phone',
    case: 'no code was sent',
    expected: everyone(400),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/accounts/signup/phone',
        payload: {
          role: 'creator',
          name: 'Matrix Phone',
          email: uniqueEmail('matrix-phone'),
          phone: uniqueMobile(),
          address: 'Vidyanagar, Hubballi',
          code: NO_SUCH_CODE,
        },
      },
    }),
  },
  {
    route: 'POST /api/me/phone',
    case: 'own account; no code was sent',
    expected: signedIn(400),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/me/phone',
        payload: { phoneNumber: uniqueMobile(), code: NO_SUCH_CODE },
      },
    }),
  },
  {
    route: 'POST /api/me/email-confirmation',
    case: 'own address, not confirmed yet',
    expected: signedIn(200),
    prepare: () => ({ request: { method: 'POST', url: '/api/me/email-confirmation' } }),
  },
  {
    route: 'GET /api/me/verification',
    expected: { ...signedIn(200), admin: 403 },
    prepare: () => ({ request: { method: 'GET', url: '/api/me/verification' } }),
  },
  {
    route: 'POST /api/me/verification',
    case: 'a business sends its GSTIN',
    expected: enterprises(201),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/me/verification',
        payload: { evidence: 'gstin', gstin: gstin() },
      },
    }),
  },
  {
    route: 'POST /api/me/verification/identity',
    case: 'a creator sends an identity document',
    expected: creators(201),
    prepare: () => ({
      request: {
        method: 'POST',
        url: '/api/me/verification/identity',
        ...multipart(
          { filename: 'id.pdf', content: samplePdf('Matrix ID'), contentType: 'application/pdf' },
          { documentType: 'voter_id' },
        ),
      },
    }),
  },
  {
    route: 'GET /api/admin/verifications',
    expected: adminOnly(200),
    prepare: () => ({ request: { method: 'GET', url: '/api/admin/verifications' } }),
  },
  {
    route: 'GET /api/admin/verifications/:id/document',
    case: 'an identity document: admins only, a 404 for anyone else',
    expected: { ...everyone(404), anonymous: 401, admin: 200 },
    prepare: async (ctx) => {
      const request = await pendingRequest(ctx, true);
      return { request: { method: 'GET', url: `/api/admin/verifications/${request.id}/document` } };
    },
  },
  {
    route: 'POST /api/admin/verifications/:id/decision',
    expected: adminOnly(200),
    prepare: async (ctx) => {
      const request = await pendingRequest(ctx, false);
      return {
        request: {
          method: 'POST',
          url: `/api/admin/verifications/${request.id}/decision`,
          payload: { decision: 'approve' },
        },
      };
    },
  },
];
