import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { authProvidersQueryOptions } from '../../features/auth/api/get-auth-providers';
import { AuthCard } from '../../features/auth/components/auth-card';
import { GoogleButton, useGoogleKnown } from '../../features/auth/components/google-button';
import { PhoneSignInForm } from '../../features/auth/components/phone-sign-in-form';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useRedirectIfSignedIn } from '../../features/auth/hooks/use-redirect-if-signed-in';
import { storeRedirectFromAddress } from '../../lib/auth/redirect';
import { preload } from '../../lib/route-data';
import { usePageTitle } from '../../lib/use-page-title';

/** Whether Google is offered, asked as the route is entered (the page waits for it: no button appears late). */
export const loader = ({ context }: LoaderFunctionArgs) =>
  preload(context, (client) => [client.ensureQueryData(authProvidersQueryOptions)]);

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signin.title'));
  const { search } = useLocation();
  // Before the redirect check below (effects run in order): `?next=` from a link that worked before the app ran.
  useEffect(() => storeRedirectFromAddress(search), [search]);
  const checking = useRedirectIfSignedIn();
  const googleKnown = useGoogleKnown();
  if (checking || !googleKnown) return <PageLoading />;
  return (
    <AuthCard title={t('auth.signin.title')} description={t('auth.signin.subtitle')}>
      <GoogleButton mode="signin" />
      <Tabs defaultValue="email">
        <TabsList aria-label={t('auth.signin.methods')}>
          <TabsTrigger value="email">{t('auth.signin.withEmail')}</TabsTrigger>
          <TabsTrigger value="phone">{t('auth.signin.withPhone')}</TabsTrigger>
        </TabsList>
        <TabsContent value="email">
          <SignInForm />
        </TabsContent>
        <TabsContent value="phone">
          <PhoneSignInForm />
        </TabsContent>
      </Tabs>
      <div className="mt-6 space-y-1 text-center text-sm text-stone-700">
        <p>
          {t('auth.signin.noAccount')}{' '}
          <Link
            to="/signup"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {t('auth.signin.signUpLink')}
          </Link>
        </p>
        <p>
          <Link
            to="/admin-signin"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            {t('auth.signin.adminLink')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
