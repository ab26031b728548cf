import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../components/layout/page-loading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRedirectIfSignedIn } from '../hooks/use-redirect-if-signed-in';
import { AuthCard, SignInInstead } from './auth-card';
import { GoogleButton, useGoogleKnown } from './google-button';

const TEXTS = {
  creator: { title: 'auth.signup.creatorTitle', subtitle: 'auth.signup.creatorSubtitle' },
  enterprise: { title: 'auth.signup.enterpriseTitle', subtitle: 'auth.signup.enterpriseSubtitle' },
} as const;

/**
 * /signup/creator and /signup/enterprise: Google or the role's e-mail form (`children`, which the route passes so
 * that each route's code holds only its own form); a signed-in visitor is sent on.
 */
export function SignUpPage({ role, children }: { role: keyof typeof TEXTS; children: ReactNode }) {
  const { t } = useTranslation();
  const { title, subtitle } = TEXTS[role];
  usePageTitle(t(title));
  const checking = useRedirectIfSignedIn();
  const googleKnown = useGoogleKnown();
  if (checking || !googleKnown) return <PageLoading />;
  return (
    <AuthCard title={t(title)} description={t(subtitle)} wide>
      <GoogleButton mode="signup" role={role} />
      {children}
      <SignInInstead />
    </AuthCard>
  );
}
