import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '@kalasetu/shared/roles';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { createAccount } from '../modules/accounts/accounts.service';
import type { NewProfile } from '../modules/accounts/accounts.repository';
import { TEST_ORIGIN } from './build-test-app';

export const TEST_PASSWORD = 'Test@12345';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  password: string;
  /** Cookie header value for an open session. */
  cookie: string;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@example.test`;

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  return cookieFrom(response.headers['set-cookie']);
}

/** Creates an account straight through the service (fast) and signs it in through the API (real cookie). */
export async function makeUser(
  app: FastifyInstance,
  role: Role,
  profile: Partial<Omit<NewProfile, 'id' | 'role'>> = {},
): Promise<TestUser> {
  const email = uniqueEmail(role);
  const name = profile.name ?? `Test ${role} ${randomUUID().slice(0, 6)}`;
  const defaults: Partial<NewProfile> =
    role === 'enterprise'
      ? {
          companyName: `${name} Pvt Ltd`,
          industry: 'handicrafts',
          state: 'karnataka',
          district: 'Dharwad',
          location: 'Dharwad, karnataka',
        }
      : role === 'creator'
        ? { skills: ['photography'], location: 'Hubballi, Karnataka' }
        : {};
  const id = await createAccount(app.db, {
    name,
    email,
    password: TEST_PASSWORD,
    profile: { role, ...defaults, ...profile },
  });
  const cookie = await signIn(app, email);
  return { id, email, name, role, password: TEST_PASSWORD, cookie };
}

export const makeCreator = (app: FastifyInstance, profile?: Partial<Omit<NewProfile, 'id' | 'role'>>) =>
  makeUser(app, 'creator', profile);
export const makeEnterprise = (app: FastifyInstance, profile?: Partial<Omit<NewProfile, 'id' | 'role'>>) =>
  makeUser(app, 'enterprise', profile);
export const makeAdmin = (app: FastifyInstance) => makeUser(app, 'admin');

export async function makeJob(
  app: FastifyInstance,
  enterpriseId: string,
  overrides: Partial<typeof jobs.$inferInsert> = {},
) {
  const [job] = await app.db
    .insert(jobs)
    .values({
      enterpriseId,
      title: `Test job ${randomUUID().slice(0, 8)}`,
      description: 'A test job description long enough to read.',
      location: 'Hubballi, Karnataka',
      budgetMin: 10000,
      budgetMax: 20000,
      skills: ['photography'],
      ...overrides,
    })
    .returning();
  return job!;
}

/**
 * Sends a write again while the account's writes in progress are at their limit (429 `too_many_at_once`,
 * plugins/account-writes.ts), as a page would after its Retry-After: a race test sends many at once and the limit
 * lets a few through at a time, which still race each other.
 */
export async function whenAdmitted(send: () => Promise<LightMyRequestResponse>) {
  for (;;) {
    const response = await send();
    if (response.statusCode !== 429 || response.json().error?.code !== 'too_many_at_once') return response;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Injects as a signed-in user (or anonymously with `null`), with our origin so CSRF checks pass. */
export function injectAs(app: FastifyInstance, user: TestUser | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...(options.headers ?? {}) },
  });
}

export interface Actors {
  anonymous: null;
  creator: TestUser;
  otherCreator: TestUser;
  enterprise: TestUser;
  otherEnterprise: TestUser;
  admin: TestUser;
}

/** The six actors of every permission matrix. */
export async function makeActors(app: FastifyInstance): Promise<Actors> {
  const [creator, otherCreator, enterprise, otherEnterprise, admin] = await Promise.all([
    makeCreator(app),
    makeCreator(app),
    makeEnterprise(app),
    makeEnterprise(app),
    makeAdmin(app),
  ]);
  return { anonymous: null, creator, otherCreator, enterprise, otherEnterprise, admin };
}

/** A mobile number nobody else in the test database has (98… and eight digits). */
export const uniqueMobile = () => `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Gives a user a mobile number as better-auth's phone-number plugin stores it once its code is confirmed
 * (`phoneNumber`, `phoneNumberVerified`); `verified: false` leaves it unconfirmed.
 */
export async function givePhone(
  app: FastifyInstance,
  user: Pick<TestUser, 'id'>,
  options: { phone?: string; verified?: boolean } = {},
): Promise<string> {
  const phone = options.phone ?? uniqueMobile();
  await app.db
    .update(users)
    .set({ phoneNumber: phone, phoneNumberVerified: options.verified ?? true })
    .where(eq(users.id, user.id));
  return phone;
}

/** Opts a user in to a channel through the API, as Settings does. */
export async function optIn(app: FastifyInstance, user: TestUser, channel: 'whatsapp' | 'sms' | 'push') {
  const response = await injectAs(app, user, {
    method: 'PUT',
    url: `/api/me/notice-preferences/channels/${channel}`,
    payload: { optIn: true },
  });
  if (response.statusCode !== 200) throw new Error(`opt-in failed: ${response.statusCode} ${response.body}`);
}
