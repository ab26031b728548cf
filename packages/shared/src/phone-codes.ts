// One-time codes by SMS: asking for one, signing in or up with it, confirming a phone in Settings.
import { z } from 'zod';
import { creatorSignUpFields, enterpriseSignUpFields } from './accounts';
import { phoneField } from './fields';
import { PHONE_CODE_LENGTH } from './limits';
import { isDistrictOf } from './options';

/** Why a code is asked for: a sign-in code goes only to a number an account has confirmed. */
export const PHONE_CODE_PURPOSES = ['sign-in', 'sign-up', 'confirm'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

export const phoneCodeField = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), { error: 'validation.phoneCodeInvalid' });

/** `POST /api/accounts/phone/code`. */
export const phoneCodeRequestSchema = z.object({
  phoneNumber: phoneField,
  purpose: z.enum(PHONE_CODE_PURPOSES),
});
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

/** The same answer whether or not an account has the number (no enumeration). */
export const phoneCodeResponseSchema = z.object({ sent: z.literal(true), expiresInSeconds: z.number() });

/** `POST /api/accounts/phone/sign-in` and `POST /api/me/phone` (confirm a phone in Settings). */
export const phoneCodeCheckSchema = z.object({ phoneNumber: phoneField, code: phoneCodeField });
export type PhoneCodeCheck = z.input<typeof phoneCodeCheckSchema>;

export const phoneConfirmResponseSchema = z.object({
  phoneNumber: z.string(),
  phoneNumberVerified: z.literal(true),
});

const noPassword = { password: true, confirmPassword: true } as const;

const creatorPhoneSignUpFields = creatorSignUpFields.omit(noPassword).extend({ code: phoneCodeField });
const enterprisePhoneSignUpFields = enterpriseSignUpFields.omit(noPassword).extend({ code: phoneCodeField });
const districtIssue = { error: 'validation.districtSelect', path: ['district'] };

/** The sign-up forms' phone variants, checked in the browser before they are sent. */
export const creatorPhoneSignUpSchema = creatorPhoneSignUpFields;
export const enterprisePhoneSignUpSchema = enterprisePhoneSignUpFields.refine(
  (value) => isDistrictOf(value.state, value.district),
  districtIssue,
);

/** `POST /api/accounts/signup/phone`: the e-mail sign-up's fields without a password, and the code sent to `phone`. */
export const phoneSignUpSchema = z
  .discriminatedUnion('role', [creatorPhoneSignUpFields, enterprisePhoneSignUpFields], {
    error: 'validation.roleInvalid',
  })
  .refine((value) => value.role !== 'enterprise' || isDistrictOf(value.state, value.district), districtIssue);
export type PhoneSignUpInput = z.input<typeof phoneSignUpSchema>;
export type PhoneSignUpData = z.output<typeof phoneSignUpSchema>;

/** `POST /api/me/email-confirmation`: the link that confirms the account's e-mail address is mailed again. */
export const emailConfirmationResponseSchema = z.object({ sent: z.literal(true) });
