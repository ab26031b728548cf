import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/layout/page-loading';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth/auth-provider';
import { storeRedirectAfterLogin } from '../../../lib/auth/redirect';
import { AvatarSettings } from './avatar-settings';
import { ChangePasswordForm } from './change-password-form';
import { LanguagePreference } from './language-preference';
import { MailPreferences } from './mail-preferences';
import { NoticePreferences } from './notice-preferences';
import { PhoneSettings } from './phone-settings';
import { EmailConfirmation } from './email-confirmation';
import { VerificationSettings } from './verification-settings';
import { ProfileSettingsForm } from './profile-settings-form';

const TABS = ['profile', 'account', 'verification', 'preferences'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** Profile, Account and Preferences; signed-out visitors sign in first and come back here. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (!signedOut) return;
    storeRedirectAfterLogin('/settings');
    navigate('/signin', { replace: true });
  }, [signedOut, navigate]);
  if (!user) return <PageLoading />;
  // Where the link mailed to a new e-mail address lands (decision 153).
  const emailChange = params.get('emailChange');
  const emailChangeText =
    emailChange === 'done'
      ? t('settings.emailChange.done')
      : emailChange === 'invalid'
        ? t('settings.emailChange.invalid')
        : emailChange === 'taken'
          ? t('settings.emailChange.taken')
          : null;
  // Where the link that confirms a new account's address lands (decision 326); better-auth adds `error` on a bad one.
  const emailConfirmText =
    params.get('emailConfirm') === 'done'
      ? t(params.get('error') ? 'settings.email.linkInvalid' : 'settings.email.linkDone')
      : null;

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-semibold">{t('settings.title')}</h1>
      <p className="mt-1 text-stone-600">{t('settings.subtitle')}</p>
      {emailConfirmText ? (
        <p role="status" className="mt-4 rounded-md border border-stone-300 bg-stone-50 p-3 text-sm">
          {emailConfirmText}
        </p>
      ) : null}
      {emailChangeText ? (
        <p role="status" className="mt-4 rounded-md border border-stone-300 bg-stone-50 p-3 text-sm">
          {emailChangeText}
        </p>
      ) : null}
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'profile' ? {} : { tab: value }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label={t('settings.title')}>
          <TabsTrigger value="profile">{t('settings.tabs.profile')}</TabsTrigger>
          <TabsTrigger value="account">{t('settings.tabs.account')}</TabsTrigger>
          {user.role === 'admin' ? null : (
            <TabsTrigger value="verification">{t('settings.tabs.verification')}</TabsTrigger>
          )}
          <TabsTrigger value="preferences">{t('settings.tabs.preferences')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card className="space-y-8 p-5 sm:p-6">
            <AvatarSettings user={user} />
            <ProfileSettingsForm key={user.id} user={user} />
          </Card>
        </TabsContent>
        <TabsContent value="account" className="space-y-4">
          <Card className="space-y-4 p-5 sm:p-6">
            <h2 className="text-lg font-semibold">{t('settings.email.title')}</h2>
            <EmailConfirmation user={user} />
          </Card>
          <Card className="p-5 sm:p-6">
            <PhoneSettings key={user.phoneNumber ?? ''} user={user} />
          </Card>
          <Card className="space-y-4 p-5 sm:p-6">
            <h2 className="text-lg font-semibold">{t('settings.password.title')}</h2>
            <ChangePasswordForm />
          </Card>
        </TabsContent>
        {user.role === 'admin' ? null : (
          <TabsContent value="verification">
            <Card className="p-5 sm:p-6">
              <VerificationSettings user={user} />
            </Card>
          </TabsContent>
        )}
        <TabsContent value="preferences" className="space-y-4">
          <Card className="p-5 sm:p-6">
            <LanguagePreference />
          </Card>
          <NoticePreferences />
          {user.role === 'creator' ? <MailPreferences /> : null}
        </TabsContent>
      </Tabs>
    </main>
  );
}
