import {
  confirmPhone as confirmPhoneOperation,
  requestPhoneCode as requestPhoneCodeOperation,
} from '@kalasetu/shared/api/phone-codes';
import type { PhoneCodeCheck, PhoneCodeRequest } from '@kalasetu/shared/phone-codes';
import { request } from '../../lib/api-client';

/** Answers alike whether or not an account has the number; the SMS says the rest. */
export const requestPhoneCode = (body: PhoneCodeRequest) => request(requestPhoneCodeOperation, { body });

/** Settings: adds the number to the signed-in account, or confirms the one it has. */
export const confirmPhone = (body: PhoneCodeCheck) => request(confirmPhoneOperation, { body });
