// Password hashing for every path that stores or checks one (better-auth's sign-in, sign-up, e-mail change, seeds).
// The format and parameters are better-auth's own scrypt (`salt:key`, N 16384, r 16), so stored hashes stay valid.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const PRODUCTION = { N: 16_384, r: 16, p: 1 } as const;
/** Far cheaper, for the API suite only: thousands of test accounts would otherwise spend minutes in scrypt. */
const TEST_ONLY = { N: 1_024, r: 8, p: 1 } as const;

/**
 * Derivations run so far in this process, by kind: sign-in must run exactly one whether or not the address has an
 * account (equal work, so equal timing), and the test checks that count rather than measuring time.
 */
export const derivations = { hash: 0, verify: 0 };

let cost: { N: number; r: number; p: number } = PRODUCTION;

/**
 * Called by the API suite's setup file (vitest), never by the app: it refuses outside Vitest. One test
 * (passwords.test.ts) checks the production parameters themselves.
 */
export function useTestPasswordCost() {
  if (!process.env.VITEST) throw new Error('useTestPasswordCost is for the test suite only');
  cost = TEST_ONLY;
}

function deriveKey(password: string, salt: string, parameters = cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...parameters, maxmem: 128 * parameters.N * parameters.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, parameters = cost): Promise<string> {
  derivations.hash++;
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await deriveKey(password, salt, parameters)).toString('hex')}`;
}

export async function verifyPassword(
  { hash, password }: { hash: string; password: string },
  parameters = cost,
): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key) throw new Error('Invalid password hash');
  derivations.verify++;
  const expected = Buffer.from(key, 'hex');
  const actual = await deriveKey(password, salt, parameters);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const PRODUCTION_PASSWORD_COST = PRODUCTION;
