import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import type { RatingStats } from '@kalasetu/shared/ratings';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';
import { lazyDialog } from '../../../lib/lazy-load';
import { useMyRating } from '../api/get-my-rating';

// Loaded once the button is offered (a signed-in reader who may rate), not for every reader of a profile.
const RateDialog = lazyDialog(() => import('./rate-dialog').then(({ RateDialog }) => RateDialog));

/**
 * Opens the Rate dialog, shown only to someone who can rate this person: signed in, and with a job they worked on
 * together whose review of theirs is not published yet (docs/product/ratings.md). A review request's link
 * (`?review=<job>`) opens it on that job.
 */
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
  const [params] = useSearchParams();
  const requested = Number(params.get('review')) || null;
  const mayAsk = Boolean(user && user.id !== userId && user.role !== 'admin');
  const mine = useMyRating(userId, mayAsk);
  const [open, setOpen] = useState(requested !== null);
  const canRate = (mine.data?.jobs ?? []).some((job) => !job.rating?.published);
  if (!mayAsk || !canRate) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Star aria-hidden="true" className="size-4" />
        {t('ratings.rate')}
      </Button>
      <RateDialog
        userId={userId}
        name={name}
        open={open}
        onOpenChange={setOpen}
        onRated={onRated}
        initialJobId={requested}
      />
    </>
  );
}
