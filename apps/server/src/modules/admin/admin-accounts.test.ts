import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { buildTestApp } from '../../test/build-test-app';
import { injectAs, makeCreator, signIn, uniqueEmail } from '../../test/factories';
import { ensureAdmin } from './admin-accounts.service';

describe('ensureAdmin (npm run admin:create, ADMIN_EMAIL/ADMIN_PASSWORD)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const roleOf = async (id: string) =>
    (await app.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)))[0]?.role;

  it('creates a verified admin who can sign in and is seen as admin', async () => {
    const email = uniqueEmail('Admin').toUpperCase();
    const result = await ensureAdmin(app.db, { email, password: 'S3cure!pass', name: 'Asha Admin' });
    expect(result.created).toBe(true);
    const cookie = await signIn(app, email.toLowerCase(), 'S3cure!pass');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ role: 'admin', name: 'Asha Admin', isVerified: true });
  });

  it('promotes an existing account without touching its password, and is idempotent', async () => {
    const creator = await makeCreator(app);
    const first = await ensureAdmin(app.db, { email: creator.email, password: 'Other!pass1', name: 'x' });
    expect(first).toEqual({ id: creator.id, created: false });
    expect(await roleOf(creator.id)).toBe('admin');
    await expect(signIn(app, creator.email, creator.password)).resolves.toContain('kalasetu');
    const again = await ensureAdmin(app.db, { email: creator.email, password: 'Other!pass1', name: 'x' });
    expect(again).toEqual(first);
    expect(await app.db.select().from(users).where(eq(users.email, creator.email))).toHaveLength(1);
    const me = await injectAs(app, creator, { method: 'GET', url: '/api/me' });
    expect(me.json().user.role).toBe('admin');
  });

  it('refuses a weak password and an invalid address, creating nothing', async () => {
    const email = uniqueEmail('weak');
    await expect(ensureAdmin(app.db, { email, password: 'password', name: 'Weak' })).rejects.toThrow(
      /uppercase letter/,
    );
    await expect(
      ensureAdmin(app.db, { email: 'not-an-address', password: 'S3cure!pass', name: 'Bad' }),
    ).rejects.toThrow(/not a valid e-mail/);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a weak password for an existing account too, leaving its role alone', async () => {
    const creator = await makeCreator(app);
    await expect(
      ensureAdmin(app.db, { email: creator.email, password: 'short', name: 'x' }),
    ).rejects.toThrow();
    expect(await roleOf(creator.id)).toBe('creator');
  });
});
