import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { RatingStats } from '@kalasetu/shared/ratings';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';
import { storeRedirectAfterLogin } from '../../../lib/auth/redirect';
import { RateDialog } from './rate-dialog';

/** Opens the Rate dialog; visitors are told to sign in first, and nobody is offered to rate themselves. */
export function RateButton({
  userId,
  name,
  onRated,
}: {
  userId: string;
  name: string;
  onRated(stats: RatingStats): void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (user?.id === userId) return null;

  const onClick = () => {
    if (user) {
      setOpen(true);
      return;
    }
    toast.error(t('ratings.loginRequired'), {
      action: {
        label: t('ratings.signIn'),
        onClick: () => {
          storeRedirectAfterLogin(location.pathname);
          navigate('/signin');
        },
      },
    });
  };

  return (
    <>
      <Button onClick={onClick}>
        <Star aria-hidden="true" className="size-4" />
        {t('ratings.rate')}
      </Button>
      {user ? (
        <RateDialog userId={userId} name={name} open={open} onOpenChange={setOpen} onRated={onRated} />
      ) : null}
    </>
  );
}
