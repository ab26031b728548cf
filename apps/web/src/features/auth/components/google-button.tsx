import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import type { SelfServiceRole } from '@kalasetu/shared/roles';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuthProviders } from '../api/get-auth-providers';
import { startGoogleSignIn } from '../api/google-sign-in';
import { OrDivider } from './auth-card';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

interface GoogleButtonProps {
  mode: 'signin' | 'signup';
  /** For sign-up: the role chosen on this screen, kept by the server across the trip to Google. */
  role?: SelfServiceRole;
}

/**
 * Continue with Google, and the "or" under it; nothing at all when the server has no Google credentials configured
 * (a disabled "Google sign-in is not configured" told people what only operators need to know). The page waits for
 * the answer before it renders (`useGoogleKnown`), so the button never appears or disappears after the first paint.
 */
export function GoogleButton({ mode, role }: GoogleButtonProps) {
  const providers = useAuthProviders();
  if (providers.data?.google !== true) return null;
  return <ConfiguredGoogleButton mode={mode} role={role} />;
}

/** True once the page knows whether to offer Google (an error counts as "no": e-mail still works). */
export function useGoogleKnown(): boolean {
  return !useAuthProviders().isPending;
}

function ConfiguredGoogleButton({ mode, role }: GoogleButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const failureShown = useRef(false);
  const failedText = mode === 'signup' ? t('auth.google.signUpFailed') : t('auth.google.signInFailed');

  // The server sends the visitor back with ?error=…: role_required when a Google address without an account
  // tried to sign in (accounts are only made with a chosen role), anything else when Google or the visitor cancelled.
  const returnedError = params.get('error');
  useEffect(() => {
    if (!returnedError || failureShown.current) return;
    failureShown.current = true;
    if (returnedError === 'role_required') {
      toast.info(t('auth.google.roleRequired'), {
        action: { label: t('auth.signin.signUpLink'), onClick: () => navigate('/signup') },
      });
      return;
    }
    toast.error(failedText);
  }, [returnedError, failedText, t, navigate]);

  const start = async () => {
    setBusy(true);
    try {
      await startGoogleSignIn({ role: mode === 'signup' ? role : undefined });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : failedText);
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void start()}>
        <GoogleMark />
        {t('auth.google.continue')}
      </Button>
      <OrDivider label={t('auth.or')} />
    </>
  );
}
