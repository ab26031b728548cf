import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-now';
import { RATING_COMMENT_MAX_LENGTH, type RatingStats } from '@kalasetu/shared/ratings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useMyRating } from '../api/get-my-rating';
import { useSubmitRating } from '../api/submit-rating';
import { StarInput } from './star-input';

interface RateDialogProps {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onRated(stats: RatingStats): void;
}

/** Stars 1–5 (submit disabled at 0) and an optional comment; rating again replaces one's earlier rating. */
export function RateDialog({ userId, name, open, onOpenChange, onRated }: RateDialogProps) {
  const { t } = useTranslation();
  const mine = useMyRating(userId, open);
  const submit = useSubmitRating(userId);
  const [value, setValue] = useState(0);
  const [comment, setComment] = useState('');
  const [loadedFrom, setLoadedFrom] = useState<string | null>(null);
  const earlier = mine.data?.rating;
  // Start from the earlier rating once it arrives (the dialog may open before it does).
  if (earlier && loadedFrom !== earlier.updatedAt) {
    setLoadedFrom(earlier.updatedAt);
    setValue(earlier.value);
    setComment(earlier.comment ?? '');
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (value === 0) return;
    try {
      const result = await submit.mutateAsync({ value, comment });
      toast.success(t('ratings.success'));
      onRated(result.stats);
      onOpenChange(false);
    } catch (error) {
      toast.error(t('ratings.failed'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ratings.title', { name })}
      description={earlier ? t('ratings.replaces') : undefined}
    >
      <form onSubmit={send} className="space-y-4">
        <StarInput value={value} onChange={setValue} legend={t('ratings.yourRating')} />
        <FormField label={t('ratings.comment')} hint={t('ratings.commentHint')}>
          <Textarea
            rows={3}
            value={comment}
            maxLength={RATING_COMMENT_MAX_LENGTH}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('ratings.cancel')}
          </Button>
          <Button type="submit" disabled={value === 0 || submit.isPending}>
            {submit.isPending ? t('ratings.submitting') : t('ratings.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
