// Accounts: sign-up, the signed-in user, settings, mail settings, onboarding, language, avatar; and the better-auth
// endpoints the web calls (/api/auth/*, one catch-all route whose endpoints plugins/auth-gate.ts allows).
import type * as accounts from '../accounts';
import type * as auth from '../auth';
import type * as http from '../http';
import type * as mailSettings from '../mail-settings';
import type * as profiles from '../profiles';
import { defineOperation, type OperationFactory } from './operation';

const operation: OperationFactory<
  typeof accounts & typeof auth & typeof http & typeof mailSettings & typeof profiles
> = defineOperation;

export const signUp = operation('POST', '/api/accounts/signup', {
  body: 'signUpSchema',
  response: 'meResponseSchema',
});
export const getMe = operation('GET', '/api/me', { response: 'meResponseSchema' });
export const getAuthProviders = operation('GET', '/api/accounts/providers', {
  response: 'authProvidersResponseSchema',
});
export const chooseOAuthRole = operation('POST', '/api/accounts/oauth-role', {
  body: 'oauthRoleRequestSchema',
  response: 'okResponseSchema',
});
export const updateSettings = operation('PATCH', '/api/me/settings', {
  body: 'settingsRequestSchema',
  response: 'settingsResponseSchema',
});
export const completeOnboarding = operation('POST', '/api/me/onboarding', {
  body: 'onboardingRequestSchema',
  response: 'meResponseSchema',
});
export const setLanguage = operation('PUT', '/api/me/language', {
  body: 'languagePreferenceSchema',
  response: 'okResponseSchema',
});
export const uploadAvatar = operation('POST', '/api/me/avatar', {
  multipart: true,
  response: 'avatarResponseSchema',
});

/** Which mails the signed-in user gets, and their job alerts. */
export const getMailSettings = operation('GET', '/api/me/mail-settings', {
  response: 'mailSettingsResponseSchema',
});
export const updateMailSettings = operation('PUT', '/api/me/mail-settings', {
  body: 'mailSettingsSchema',
  response: 'mailSettingsResponseSchema',
});

export const signInWithEmail = operation('POST', '/api/auth/sign-in/email', { body: 'signInSchema' });
export const signInWithProvider = operation('POST', '/api/auth/sign-in/social', {
  body: 'socialSignInSchema',
  response: 'socialSignInResponseSchema',
});
export const signOut = operation('POST', '/api/auth/sign-out', { body: 'emptyRequestSchema' });
export const requestPasswordReset = operation('POST', '/api/auth/request-password-reset', {
  body: 'passwordResetRequestSchema',
});
export const resetPassword = operation('POST', '/api/auth/reset-password', {
  body: 'resetPasswordRequestSchema',
});
export const changePassword = operation('POST', '/api/auth/change-password', {
  body: 'changePasswordRequestSchema',
});
