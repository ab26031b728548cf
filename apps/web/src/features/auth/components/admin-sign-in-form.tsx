import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Me } from '@kalasetu/shared/profiles';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';
import { ROLE_CHANGE_NOTICE_MS } from '../utils/notices';
import { SignInForm } from './sign-in-form';

/**
 * Administrator sign-in: the sign-in form's admin variant, then a check of the role. A non-admin stays signed in
 * (it is a real account) but is told it has no admin privileges, with a way to log out and try another account.
 */
export function AdminSignInForm() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const checkRole = (signedIn: Me | null) => {
    if (signedIn?.role === 'admin') {
      toast.success(t('auth.signin.success'));
      navigate('/admin', { replace: true });
      return;
    }
    setFailure(t('auth.admin.notAdmin'));
    toast.error(t('auth.admin.notAdmin'));
    toast.info(t('auth.admin.justPromoted'), { duration: ROLE_CHANGE_NOTICE_MS });
  };

  const logOutAndRetry = async () => {
    try {
      await signOut();
      setFailure(null);
      toast.success(t('auth.signedOut'));
    } catch {
      toast.error(t('auth.signOutFailed'));
    }
  };

  const signedInAsOther = user && user.role !== 'admin';
  return (
    <div className="space-y-5">
      <div
        role="note"
        className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        <div>
          <p>{t('auth.admin.warning')}</p>
          <Link to="/signin" className="inline-flex min-h-11 items-center font-medium underline">
            {t('auth.admin.returnToSignIn')}
          </Link>
        </div>
      </div>
      {signedInAsOther ? (
        <div
          className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm"
          aria-live="polite"
        >
          {failure ? (
            <p role="alert" className="font-medium text-red-800">
              {failure}
            </p>
          ) : null}
          <p>{t('auth.admin.signedInAs', { name: user.name, email: user.email })}</p>
          <p>{t('auth.admin.justPromoted')}</p>
          <Button variant="secondary" onClick={() => void logOutAndRetry()}>
            {t('auth.admin.logOutAndRetry')}
          </Button>
        </div>
      ) : (
        <SignInForm variant="admin" onSignedIn={checkRole} />
      )}
    </div>
  );
}
