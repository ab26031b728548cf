import { z } from 'zod';
import { INDUSTRIES, OPERATIONAL_SCALES, STATES, TURNOVER_BANDS, isDistrictOf } from './options';
import {
  emailField,
  isoDateField,
  listField,
  longText,
  nameField,
  optionalText,
  optionalUrlField,
  passwordField,
  phoneField,
  requiredText,
  singleLineText,
} from './fields';
import { LONG_TEXT_MAX_LENGTH } from './limits';
import { meSchema } from './profiles';
import { skillListField } from './skill-fields';
import { roleSchema, selfServiceRoleSchema } from './roles';

const confirmPasswordMatches = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const confirmIssue = { error: 'validation.passwordsDontMatch', path: ['confirmPassword'] };

export const industrySchema = z.enum(INDUSTRIES, { error: 'validation.industrySelect' });
export const turnoverSchema = z.enum(TURNOVER_BANDS, { error: 'validation.turnoverRequired' });
export const operationalScaleSchema = z.enum(OPERATIONAL_SCALES, { error: 'validation.scaleSelect' });
export const stateSchema = z.enum(STATES as [string, ...string[]], { error: 'validation.stateSelect' });

export const signInSchema = z.object({
  email: emailField(),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const creatorSignUpFields = z.object({
  role: z.literal('creator'),
  name: nameField,
  email: emailField(),
  phone: phoneField,
  address: requiredText(500),
  // Asked in onboarding now (docs/product/accounts.md); still accepted here, so a form or client that sends them
  // keeps working.
  bio: optionalText(LONG_TEXT_MAX_LENGTH),
  skills: skillListField().optional(),
  interests: listField().optional(),
  password: passwordField,
  confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export const creatorSignUpSchema = creatorSignUpFields.refine(confirmPasswordMatches, confirmIssue);
export type CreatorSignUpInput = z.input<typeof creatorSignUpSchema>;

export const enterpriseSignUpFields = z.object({
  role: z.literal('enterprise'),
  name: nameField,
  companyName: singleLineText(),
  industry: industrySchema,
  state: stateSchema,
  district: singleLineText(100, 'validation.districtSelect'),
  // Onboarding asks the annual turnover and what the business does (docs/product/accounts.md); accepted here when
  // sent.
  turnover: z.preprocess((value) => (value === '' ? undefined : value), turnoverSchema.optional()),
  productsServices: optionalText(LONG_TEXT_MAX_LENGTH),
  phone: phoneField,
  establishedDate: isoDateField().refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), {
    error: 'validation.dateInFuture',
  }),
  address: requiredText(500),
  email: emailField(),
  password: passwordField,
  confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export const enterpriseSignUpSchema = enterpriseSignUpFields
  .refine(confirmPasswordMatches, confirmIssue)
  .refine((value) => isDistrictOf(value.state, value.district), {
    error: 'validation.districtSelect',
    path: ['district'],
  });
export type EnterpriseSignUpInput = z.input<typeof enterpriseSignUpSchema>;

/** The server accepts either form; any other role (admin included) is refused by the discriminator. */
export const signUpSchema = z
  .discriminatedUnion('role', [creatorSignUpFields, enterpriseSignUpFields], {
    error: 'validation.roleInvalid',
  })
  .refine(confirmPasswordMatches, confirmIssue)
  .refine((value) => value.role !== 'enterprise' || isDistrictOf(value.state, value.district), {
    error: 'validation.districtSelect',
    path: ['district'],
  });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailField() });
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'errors.resetTokenInvalid' })
      .min(1, { error: 'errors.resetTokenInvalid' })
      .max(200),
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine(confirmPasswordMatches, confirmIssue);

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(128),
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine(confirmPasswordMatches, confirmIssue);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Settings → Profile. Enterprise-only fields are required when the account is an enterprise. */
const settingsBaseSchema = z.object({
  name: nameField,
  email: emailField(),
  location: singleLineText(),
});
export const enterpriseSettingsFields = z.object({
  companyName: singleLineText(200, 'validation.companyNameRequired'),
  industry: z.enum(INDUSTRIES, { error: 'validation.industryRequired' }),
  annualTurnover: z.enum(TURNOVER_BANDS, { error: 'validation.annualTurnoverRequired' }),
  operationalScale: z.enum(OPERATIONAL_SCALES, { error: 'validation.operationalScaleRequired' }),
  natureOperations: requiredText(LONG_TEXT_MAX_LENGTH, 'validation.natureOperationsRequired'),
});
export const creatorSettingsSchema = settingsBaseSchema;
export const enterpriseSettingsSchema = settingsBaseSchema.extend(enterpriseSettingsFields.shape);
export const settingsSchema = z.union([enterpriseSettingsSchema, creatorSettingsSchema]);
export type SettingsInput = z.input<typeof enterpriseSettingsSchema>;

export const onboardingEnterpriseSchema = z.object({
  companyName: singleLineText(200, 'validation.companyNameRequired'),
  industry: z.enum(INDUSTRIES, { error: 'validation.industrySelect' }),
  annualTurnover: z.enum(TURNOVER_BANDS, { error: 'validation.turnoverEnter' }),
  operationalScale: z.enum(OPERATIONAL_SCALES, { error: 'validation.scaleSelect' }),
  natureOperations: requiredText(LONG_TEXT_MAX_LENGTH, 'validation.operationsDescribe'),
  location: singleLineText(),
});
export const onboardingCreatorSchema = z.object({
  location: singleLineText(),
  // Moved here from sign-up (docs/product/accounts.md): what the directory and job alerts match on, asked once the
  // account exists.
  bio: longText(),
  skills: skillListField('validation.required'),
  interests: listField(),
  portfolioUrl: optionalUrlField,
  available: z.boolean().default(true),
});
export type OnboardingEnterpriseInput = z.input<typeof onboardingEnterpriseSchema>;
export type OnboardingCreatorInput = z.input<typeof onboardingCreatorSchema>;

export const promoteSelfResponseSchema = z.object({ role: roleSchema });
export { roleSchema, selfServiceRoleSchema };

/** The current password, asked again before the e-mail changes (decision 153); Google-only accounts have none. */
const currentPasswordField = z.string().max(128).optional();

/**
 * What the settings endpoint accepts; the server then applies the schema of the caller's role. A changed e-mail
 * also needs `currentPassword` and takes effect only from the link mailed to the new address.
 */
export const settingsRequestSchema = settingsBaseSchema
  .extend(enterpriseSettingsFields.partial().shape)
  .extend({ currentPassword: currentPasswordField });
/** `PATCH /api/me/settings`: the profile, and the address waiting for its link when the e-mail is being changed. */
export const settingsResponseSchema = z.object({
  user: meSchema.nullable(),
  pendingEmail: z.string().optional(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** `POST /api/auth/change-email` (ours, not better-auth's): the new address and the current password. */
export const changeEmailRequestSchema = z.object({
  newEmail: emailField(),
  currentPassword: currentPasswordField,
  // better-auth's client sends one; the link always leads to the settings page.
  callbackURL: z.string().max(2000).optional(),
});
/** What the onboarding endpoint accepts; the server then applies the schema of the caller's role. */
export const onboardingRequestSchema = onboardingEnterpriseSchema
  .partial()
  .extend(onboardingCreatorSchema.partial().shape);

/** `GET /api/accounts/providers`: which sign-in methods this server offers (Google only when configured). */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;

/**
 * `POST /api/accounts/oauth-role`: remembers the role a visitor chose before leaving for Google, in a short-lived
 * signed cookie, so the account created on return gets that role (creator or enterprise only).
 */
export const oauthRoleRequestSchema = z.object({ role: selfServiceRoleSchema });
