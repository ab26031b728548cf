import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../lib/passwords';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  creatorSettingsSchema,
  enterpriseSettingsSchema,
  onboardingCreatorSchema,
  onboardingEnterpriseSchema,
  type SignUpData,
} from '@kalasetu/shared/accounts';
import type { PhoneSignUpData } from '@kalasetu/shared/phone-codes';
import {
  AUTH_ADDRESS_RATE_LIMIT,
  AUTH_RATE_LIMIT,
  AVATAR_EXTENSIONS,
  AVATAR_SIZE_PX,
  type Language,
} from '@kalasetu/shared/limits';
import type { Me } from '@kalasetu/shared/profiles';
import { pincodeInText, placeText } from '@kalasetu/shared/locations';
import { STATE_NAMES, type IndianState } from '@kalasetu/shared/options';
import type { SelfServiceRole } from '@kalasetu/shared/roles';
import { toHeaders } from '../../plugins/better-auth';
import { knownDeviceSetCookie } from '../../plugins/auth-gate';
import {
  AppError,
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  notFound,
  pgErrorCode,
  unsupportedMedia,
} from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { lookUpPincode } from '../locations/locations.service';
import { parseOrThrow } from '../../lib/parse';
import type { AppConfig } from '../../config';
import type { Actor } from '../../types/fastify';
import type { DbOrTx } from '../../db/client';
import {
  findActorProfile,
  findMeRow,
  insertAccount,
  updateProfile,
  type NewProfile,
  type ProfilePatch,
} from './accounts.repository';
import { checkEmailChange, startEmailChange } from './email-change';
import { startEmailConfirmation } from './email-confirmation';
import { oauthRoleSetCookie, signOAuthRole } from './oauth-role';
import { addressBudgetKey } from '../../lib/address-budget';

export type { ProfilePatch };

/** A person's role and display name; undefined when no profile has that id. */
export async function findPersonRole(db: DbOrTx, userId: string) {
  return findActorProfile(db, userId);
}

/** Profile fields, with the name and photo better-auth reads from `users` kept in step (the profiles module's edits). */
export async function saveProfile(db: DbOrTx, userId: string, patch: ProfilePatch) {
  await updateProfile(db, userId, patch);
}

type MeRow = NonNullable<Awaited<ReturnType<typeof findMeRow>>>;

export function toMe(row: MeRow): Me {
  const p = row.profile;
  return {
    id: p.id,
    email: row.email,
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumberVerified ? row.phoneNumber : null,
    phoneNumberVerified: row.phoneNumberVerified === true,
    name: p.name,
    role: p.role,
    createdAt: p.createdAt.toISOString(),
    isVerified: p.isVerified,
    avatarUrl: p.avatarUrl,
    bio: p.bio,
    skills: p.skills,
    interests: p.interests,
    portfolioUrl: p.portfolioUrl,
    phone: p.phone,
    address: p.address,
    location: p.location,
    available: p.available,
    companyName: p.companyName,
    industry: p.industry,
    state: p.state,
    district: p.district,
    turnover: p.turnover,
    productsServices: p.productsServices,
    establishedDate: p.establishedDate,
    operationalScale: p.operationalScale,
    natureOperations: p.natureOperations,
    website: p.website,
    onboardedAt: p.onboardedAt?.toISOString() ?? null,
    language: p.language,
  };
}

export async function getMe(app: FastifyInstance, userId: string): Promise<Me> {
  const row = await findMeRow(app.db, userId);
  if (!row) throw notFound();
  return toMe(row);
}

/**
 * Where a creator is, from the PIN code in the address given at sign-up, as an enterprise's location comes from its
 * state and district (docs/product/accounts.md); null when the address has none the table knows.
 */
async function placeOfAddress(address: string): Promise<string | null> {
  const pin = pincodeInText(address);
  if (!pin) return null;
  const place = await lookUpPincode(pin).catch(() => null);
  return place ? placeText(place.state, place.district) : null;
}

export async function profileFromSignUp(
  id: string,
  input: SignUpData | PhoneSignUpData,
  language: Language,
): Promise<NewProfile> {
  const base = {
    id,
    name: input.name,
    role: input.role,
    phone: input.phone,
    address: input.address,
    language,
  };
  if (input.role === 'creator') {
    return {
      ...base,
      bio: input.bio || null,
      skills: input.skills ?? [],
      interests: input.interests ?? [],
      location: await placeOfAddress(input.address),
    };
  }
  return {
    ...base,
    companyName: input.companyName,
    industry: input.industry,
    state: input.state,
    district: input.district,
    location: `${input.district}, ${STATE_NAMES[input.state as IndianState] ?? input.state}`,
    turnover: input.turnover ?? null,
    productsServices: input.productsServices || null,
    establishedDate: input.establishedDate,
  };
}

/**
 * Creates user, credential and the whole profile in one transaction, so a refused or failed sign-up
 * leaves nothing behind; then opens a session through better-auth and returns its cookies.
 */
export async function signUp(app: FastifyInstance, request: FastifyRequest, input: SignUpData) {
  // Generous per address (CGNAT), strict per account, as for sign-in (decision 152).
  const address = AUTH_ADDRESS_RATE_LIMIT;
  await app.rateLimiter.consume(`signup:ip:${addressBudgetKey(request.ip)}`, address.max, address.windowMs);
  const { max, windowMs } = AUTH_RATE_LIMIT;
  await app.rateLimiter.consume(`signup:email:${input.email.toLowerCase()}`, max, windowMs);
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  // The language the visitor was reading in (the web app sends it with every request): their mail and messages use it.
  const profile = await profileFromSignUp(id, input, request.lang);
  try {
    await app.db.transaction(async (tx) => {
      await insertAccount(tx, {
        id,
        accountId: randomUUID(),
        name: input.name,
        email: input.email,
        passwordHash,
        profile,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('errors.emailTaken', 'email_taken');
    throw error;
  }
  const response = await app.auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers: toHeaders(request),
    asResponse: true,
  });
  startEmailConfirmation(app, input.email, request.log);
  // The browser that signed up is the account's own from the start (known-device bucket, decision 152).
  const device = knownDeviceSetCookie(
    app.config.authSecret,
    input.email.toLowerCase(),
    app.config.publicUrl.startsWith('https://'),
  );
  return { me: await getMe(app, id), cookies: [...response.headers.getSetCookie(), device] };
}

/** The Set-Cookie that carries a visitor's chosen role through a Google sign-up (see oauth-role.ts). */
export function rememberOAuthRole(config: AppConfig, role: SelfServiceRole): string {
  return oauthRoleSetCookie(signOAuthRole(role, config.authSecret), config.publicUrl.startsWith('https://'));
}

type SettingsPatch = z.output<typeof enterpriseSettingsSchema>;

/**
 * Saves Settings → Profile. A new e-mail is not applied here: after the current password (decision 153) it waits for
 * the link mailed to it, and the answer names it as `pendingEmail`.
 */
export async function updateSettings(app: FastifyInstance, actor: Actor, body: unknown) {
  const schema = actor.role === 'enterprise' ? enterpriseSettingsSchema : creatorSettingsSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw badRequest('errors.validation', fields);
  }
  const input = parsed.data as Partial<SettingsPatch> & { name: string; email: string; location: string };
  const changesEmail = input.email !== actor.email;
  if (changesEmail) {
    const currentPassword = (body as { currentPassword?: string }).currentPassword;
    await checkEmailChange(app, actor, input.email, currentPassword);
  }
  await app.db.transaction(async (tx) => {
    await updateProfile(tx, actor.userId, {
      name: input.name,
      location: input.location,
      ...(actor.role === 'enterprise'
        ? {
            companyName: input.companyName,
            industry: input.industry,
            turnover: input.annualTurnover,
            operationalScale: input.operationalScale,
            natureOperations: input.natureOperations,
          }
        : {}),
    });
  });
  const pendingEmail = changesEmail ? await startEmailChange(app, actor, input.email) : undefined;
  return { user: await getMe(app, actor.userId), ...(pendingEmail ? { pendingEmail } : {}) };
}

export async function completeOnboarding(app: FastifyInstance, actor: Actor, body: unknown) {
  if (actor.role === 'enterprise') {
    const input = parseOrThrow(onboardingEnterpriseSchema, body);
    await updateProfile(app.db, actor.userId, {
      companyName: input.companyName,
      industry: input.industry,
      turnover: input.annualTurnover,
      operationalScale: input.operationalScale,
      natureOperations: input.natureOperations,
      location: input.location,
      onboardedAt: new Date(),
    });
  } else if (actor.role === 'creator') {
    const input = parseOrThrow(onboardingCreatorSchema, body);
    await updateProfile(app.db, actor.userId, {
      location: input.location,
      bio: input.bio,
      skills: input.skills,
      interests: input.interests,
      portfolioUrl: input.portfolioUrl || null,
      available: input.available,
      onboardedAt: new Date(),
    });
  } else {
    throw new AppError(403, 'forbidden', 'errors.forbidden');
  }
  return getMe(app, actor.userId);
}

export async function setLanguage(app: FastifyInstance, actor: Actor, language: Language) {
  await updateProfile(app.db, actor.userId, { language });
}

export function hasImageExtension(filename: string): boolean {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  return filename.includes('.') && (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
}

/** Stores a new avatar for the actor and removes the previous uploaded one. */
export async function replaceAvatar(
  app: FastifyInstance,
  actor: Actor,
  file: { filename: string; buffer: Buffer },
) {
  if (!hasImageExtension(file.filename)) throw unsupportedMedia('validation.imageType');
  const image = await app.uploadGate.run(actor.userId, file.buffer, () =>
    reencodeImage(file.buffer, { maxSide: AVATAR_SIZE_PX }),
  );
  const previous = await findMeRow(app.db, actor.userId);
  const stored = await app.storage.put('avatars', image, 'webp');
  await updateProfile(app.db, actor.userId, { avatarUrl: stored.url, avatarKey: stored.key });
  const oldKey = previous?.profile.avatarKey;
  if (oldKey) await app.storage.delete(oldKey).catch(() => {});
  return stored.url;
}

/** Creates a ready-to-use account with a profile (admin tools, seed, admin:create). Fails with 409 on a taken e-mail. */
export async function createAccount(
  db: DbOrTx,
  input: { name: string; email: string; password: string; profile: Omit<NewProfile, 'id' | 'name'> },
): Promise<string> {
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      await insertAccount(tx, {
        id,
        accountId: randomUUID(),
        name: input.name,
        email: input.email.trim().toLowerCase(),
        passwordHash,
        profile: { ...input.profile, id, name: input.name },
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('errors.emailTaken', 'email_taken');
    throw error;
  }
  return id;
}
