import { chooseOAuthRole, signInWithProvider } from '@kalasetu/shared/api/accounts';
import type { SelfServiceRole } from '@kalasetu/shared/roles';
import { request } from '../../../lib/api-client';

/**
 * Leaves for Google. Signing in comes back to /signin, which sends a signed-in visitor on to the stored page or
 * its role's home; signing up first tells the server the chosen role, and a new account lands on onboarding.
 */
export async function startGoogleSignIn(options: { role?: SelfServiceRole } = {}) {
  const { role } = options;
  if (role) await request(chooseOAuthRole, { body: { role } });
  const reply = await request(signInWithProvider, {
    body: {
      provider: 'google',
      callbackURL: '/signin',
      newUserCallbackURL: role ? `/onboarding?role=${role}` : '/onboarding',
      errorCallbackURL: role ? `/signup/${role}` : '/signin',
    },
  });
  if (!reply?.url) throw new Error('missing redirect');
  window.location.assign(reply.url);
}
