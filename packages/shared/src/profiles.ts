import { z } from 'zod';
import { roleSchema } from './roles';

/** The signed-in user's own profile, as `GET /api/me` returns it. Private fields (phone, address) only go to the owner and admins. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Whether the e-mail address was confirmed by the link mailed at sign-up (or by Google). */
  emailVerified: z.boolean(),
  /** The confirmed mobile number the account signs in with and gets SMS at; null until a code confirmed it. */
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  name: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  isVerified: z.boolean(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  interests: z.array(z.string()),
  portfolioUrl: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  available: z.boolean().nullable(),
  companyName: z.string().nullable(),
  industry: z.string().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  turnover: z.string().nullable(),
  productsServices: z.string().nullable(),
  establishedDate: z.string().nullable(),
  operationalScale: z.string().nullable(),
  natureOperations: z.string().nullable(),
  website: z.string().nullable(),
  onboardedAt: z.string().nullable(),
  language: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const meResponseSchema = z.object({ user: meSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const avatarResponseSchema = z.object({ avatarUrl: z.string() });
export const languagePreferenceSchema = z.object({ language: z.enum(['en', 'hi', 'kn', 'mr']) });
