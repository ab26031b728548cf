import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_PASSWORD_COST, verifyPassword } from './passwords';

// The suite hashes with cheap parameters (test/setup-file.ts); these check the ones the app ships with.
describe('password hashing with the production parameters', () => {
  it("reads and writes better-auth's own format, so existing accounts keep signing in", async () => {
    const stored = await betterAuthHash('Kalasetu@2026');
    expect(await verifyPassword({ hash: stored, password: 'Kalasetu@2026' }, PRODUCTION_PASSWORD_COST)).toBe(
      true,
    );
    expect(await verifyPassword({ hash: stored, password: 'kalasetu@2026' }, PRODUCTION_PASSWORD_COST)).toBe(
      false,
    );
    const ours = await hashPassword('पासवर्ड@2026', PRODUCTION_PASSWORD_COST);
    expect(await betterAuthVerify({ hash: ours, password: 'पासवर्ड@2026' })).toBe(true);
  });

  it('salts every hash and refuses a malformed one', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword({ hash: 'no-separator', password: 'x' })).rejects.toThrow();
  });

  it('the test parameters do not verify a production hash (the suite cannot pass on a weakened app)', async () => {
    const production = await hashPassword('Kalasetu@2026', PRODUCTION_PASSWORD_COST);
    expect(await verifyPassword({ hash: production, password: 'Kalasetu@2026' })).toBe(false);
  });
});
