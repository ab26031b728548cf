import type { MatrixRow } from './matrix-fixtures';
import { ACCOUNT_ROWS } from './matrix-rows-accounts';
import { ADMIN_ROWS } from './matrix-rows-admin';
import { APPLICATION_ROWS } from './matrix-rows-applications';
import { HIRING_ROWS } from './matrix-rows-hiring';
import { JOB_ROWS } from './matrix-rows-jobs';
import { MAIL_ROWS } from './matrix-rows-mail';
import { PUSH_ROWS } from './matrix-rows-push';
import { MESSAGE_ROWS } from './matrix-rows-messages';
import { PAYMENT_ROWS } from './matrix-rows-payments';
import { PAYMENT_GATEWAY_ROWS } from './matrix-rows-payments-gateway';
import { PROFILE_ROWS } from './matrix-rows-profiles';
import { SEARCH_ROWS } from './matrix-rows-search';
import { VERIFICATION_ROWS } from './matrix-rows-verification';

/**
 * Every row of the authorization matrix (decision 080), one file per family of routes. The matrix, the spellings
 * test and the OpenAPI security check all read this one list, so a new row is checked by all three.
 */
export const MATRIX_ROWS: MatrixRow[] = [
  ...ACCOUNT_ROWS,
  ...JOB_ROWS,
  ...APPLICATION_ROWS,
  ...PROFILE_ROWS,
  ...MESSAGE_ROWS,
  ...ADMIN_ROWS,
  ...HIRING_ROWS,
  ...PAYMENT_ROWS,
  ...PAYMENT_GATEWAY_ROWS,
  ...MAIL_ROWS,
  ...PUSH_ROWS,
  ...SEARCH_ROWS,
  ...VERIFICATION_ROWS,
];
