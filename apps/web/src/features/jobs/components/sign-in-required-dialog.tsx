import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { storeRedirectAfterLogin } from '../../../lib/auth/redirect';

interface SignInRequiredDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Why sign-in is needed ("to apply", "to save"). */
  reason: string;
}

/** Asks a signed-out visitor to sign in or create an account, and remembers this page to bring them back. */
export function SignInRequiredDialog({ open, onOpenChange, reason }: SignInRequiredDialogProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) storeRedirectAfterLogin(here);
        onOpenChange(next);
      }}
      title={t('jobs.signIn.title')}
      description={reason}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('jobs.signIn.cancel')}
          </Button>
          {/* A newcomer signs up (then onboarding) and comes back here just the same. */}
          <Button asChild variant="secondary">
            <Link to="/signup" onClick={() => storeRedirectAfterLogin(here)}>
              {t('jobs.signIn.createAccount')}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/signin" onClick={() => storeRedirectAfterLogin(here)}>
              {t('jobs.signIn.signIn')}
            </Link>
          </Button>
        </>
      }
    />
  );
}
