import { z } from 'zod';

/**
 * The bodies the web sends to the better-auth endpoints it calls (`/api/auth/*`, which plugins/auth-gate.ts lets
 * through), and what comes back where the web reads it. better-auth validates them itself; these are their types for
 * the web's client (api/accounts.ts).
 */
/** better-auth reads every POST as JSON, an empty one too (sign-out). */
export const emptyRequestSchema = z.object({});
export const passwordResetRequestSchema = z.object({ email: z.string(), redirectTo: z.string() });
export const resetPasswordRequestSchema = z.object({ token: z.string(), newPassword: z.string() });
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
});
export const socialSignInSchema = z.object({
  provider: z.literal('google'),
  callbackURL: z.string(),
  newUserCallbackURL: z.string(),
  errorCallbackURL: z.string(),
});
export const socialSignInResponseSchema = z.object({ url: z.string().optional() });
