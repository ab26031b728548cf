import type { SelfServiceRole } from '@kalasetu/shared/roles';
import { api } from '../../../lib/api-client';

interface SocialSignInReply {
  url?: string;
}

/**
 * Leaves for Google. Signing in comes back to /signin, which sends a signed-in visitor on to the stored page or
 * its role's home; signing up first tells the server the chosen role, and a new account lands on onboarding.
 */
export async function startGoogleSignIn(options: { role?: SelfServiceRole } = {}) {
  const { role } = options;
  if (role) await api('/api/accounts/oauth-role', { method: 'POST', body: { role } });
  const reply = await api<SocialSignInReply>('/api/auth/sign-in/social', {
    method: 'POST',
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
