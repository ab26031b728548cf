import { uniqueEmail, uniqueMobile } from '../factories';
import { everyone, signedIn, type MatrixRow } from './matrix-fixtures';

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
];
