import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminUser } from '@kalasetu/shared/admin';
import type { AdminRating } from '@kalasetu/shared/ratings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRemoveRating, useUserRatings } from '../api/user-ratings';

interface UserRatingsDialogProps {
  user: AdminUser | null;
  onClose(): void;
}

/** The ratings a user received, each removable by the admin when it is abusive (docs/product/admin.md). */
export function UserRatingsDialog({ user, onClose }: UserRatingsDialogProps) {
  const { t } = useTranslation();
  const ratings = useUserRatings(user?.id ?? null);
  return (
    <Dialog
      open={Boolean(user)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('admin.ratings.title', { name: user?.name ?? '' })}
    >
      {ratings.isPending ? (
        <Spinner label={t('admin.ratings.loading')} />
      ) : ratings.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('admin.ratings.loadFailed')}
        </p>
      ) : ratings.data.ratings.length === 0 ? (
        <p className="text-sm text-stone-700">{t('admin.ratings.empty')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {ratings.data.ratings.map((rating) => (
            <RatingRow key={rating.id} rating={rating} userId={user!.id} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function RatingRow({ rating, userId }: { rating: AdminRating; userId: string }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveRating(userId);
  const [confirming, setConfirming] = useState(false);
  const rater = rating.raterName ?? t('admin.ratings.deletedAccount');

  const confirm = async () => {
    try {
      await remove.mutateAsync(rating.id);
      toast.success(t('admin.ratings.removed'));
    } catch {
      toast.error(t('admin.ratings.removeFailed'));
      setConfirming(false);
    }
  };

  return (
    <li className="rounded-md border border-stone-200 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 font-medium">
        <span
          className="inline-flex items-center gap-1"
          aria-label={t('admin.ratings.stars', { count: rating.value })}
        >
          <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-500" />
          {rating.value}
        </span>
        <span className="break-words">{t('admin.ratings.from', { name: rater })}</span>
      </p>
      <p className="mt-1 break-words text-stone-700">
        {t('admin.ratings.forJob', { title: rating.jobTitle })} ·{' '}
        {formatDate(rating.createdAt, i18n.language)}
      </p>
      {rating.comment ? <p className="mt-2 break-words whitespace-pre-line">{rating.comment}</p> : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span role="status">{t('admin.ratings.confirm')}</span>
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => void confirm()}
            >
              {t('admin.ratings.confirmYes')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('admin.cancel')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('admin.ratings.removeWho', { name: rater })}
            onClick={() => setConfirming(true)}
          >
            {t('admin.ratings.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}
