// Phone numbers with one-time codes: ask for a code, sign in or up with it, confirm a phone in Settings.
import type * as phoneCodes from '../phone-codes';
import type * as profiles from '../profiles';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<typeof phoneCodes & typeof profiles> = defineOperation;

export const requestPhoneCode = operation('POST', '/api/accounts/phone/code', {
  body: 'phoneCodeRequestSchema',
  response: 'phoneCodeResponseSchema',
});
export const signInWithPhone = operation('POST', '/api/accounts/phone/sign-in', {
  body: 'phoneCodeCheckSchema',
  response: 'meResponseSchema',
});
export const signUpWithPhone = operation('POST', '/api/accounts/signup/phone', {
  body: 'phoneSignUpSchema',
  response: 'meResponseSchema',
});
export const confirmPhone = operation('POST', '/api/me/phone', {
  body: 'phoneCodeCheckSchema',
  response: 'phoneConfirmResponseSchema',
});
export const resendEmailConfirmation = operation('POST', '/api/me/email-confirmation', {
  response: 'emailConfirmationResponseSchema',
});
