import {
  signInWithPhone as signInWithPhoneOperation,
  signUpWithPhone as signUpWithPhoneOperation,
} from '@kalasetu/shared/api/phone-codes';
import type { PhoneCodeCheck, PhoneSignUpInput } from '@kalasetu/shared/phone-codes';
import { request } from '../../../lib/api-client';

export const signInWithPhone = (body: PhoneCodeCheck) => request(signInWithPhoneOperation, { body });

export const signUpWithPhone = (body: PhoneSignUpInput) => request(signUpWithPhoneOperation, { body });
